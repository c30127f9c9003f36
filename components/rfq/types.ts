import type { QuoteView, RfqView, VendorRfqView } from "@/server/rfq/view-schemas";

// Payloads the RFQ-loop pages read. RFQ, vendor copy and quotation come from
// the shared view schemas; events, compare rows and bookings are read
// tolerantly (optional fields) so a missing extra never breaks a page.

export type Money = { amount: string; currency: string };
export type Rfq = RfqView;
export type Quote = QuoteView;
export type VendorRfq = VendorRfqView;
export type NamedRef = { id: string; name: string; name_en: string };

export type EventItem = {
  id: string;
  title: string;
  event_type: string;
  event_date: string | null;
  event_time?: string | null;
  guests_expected?: number | null;
  budget?: Money | null;
  city?: NamedRef | null;
  location_text?: string | null;
  notes?: string | null;
  status: string;
};

export type BookingRow = {
  id: string;
  reference?: string;
  event_id?: string;
  rfq_id?: string;
  quotation_id?: string;
  vendor: NamedRef;
  customer?: { name: string } | null;
  total: Money;
  deposit_due: Money;
  amount_paid: Money;
  service_date: string;
  status: string;
  payment_deadline: string | null;
  created_at?: string;
  refund_percent?: number | null;
  refund_due?: Money | null;
  cancellation_policy?: CancellationPolicy | null;
};

export type CancellationPolicy = {
  tiers?: { label?: string; description?: string; refund_percent?: number; min_days_before?: number; max_days_before?: number | null }[];
  refund_now?: { percent?: number; amount?: Money } | null;
  refund_percent_now?: number;
  refund_amount_now?: Money;
  text?: string;
};

export type EventSummary = {
  event?: EventItem;
  rfqs?: { by_status?: Record<string, number>; total?: number } | Record<string, number>;
  quotes_received?: number;
  bookings?: BookingRow[];
  totals?: { booked_total?: Money; amount_paid?: Money; amount_due?: Money; deposit_due_now?: Money };
  booked_total?: Money;
  amount_paid?: Money;
  amount_due?: Money;
  deposit_due_now?: Money;
};

/** One column of the compare view: a quotation plus what helps choose. */
export type CompareQuote = Quote & {
  validity_remaining_seconds?: number | null;
  validity_remaining_days?: number | null;
  rating?: number | null;
  reviews_count?: number;
  new_vendor?: boolean;
  response_time_hours?: number | null;
  plan?: string | null;
  plan_badge?: string | null;
  vendor: Quote["vendor"] & { rating?: number | null; reviews_count?: number; new_vendor?: boolean; plan?: string | null };
};

export type PlanLimit = { used_this_month: number; limit: number | null; resets_at: string };
export type Pagination = { page?: number; per_page?: number; total?: number; total_pages?: number };
export type ListMeta = { pagination?: Pagination; plan_limit?: PlanLimit } & Pagination;

export type AdminRfqRow = Rfq & { customer_id?: string; customer?: { id: string; name?: string }; recipients_count?: number; event_title?: string };

/** Kept here (not imported from server/rfq) so the browser bundle stays free of zod and decimal.js. */
export const RFQ_STATUSES = ["draft", "pending", "quoted", "negotiating", "accepted", "rejected", "expired", "cancelled"] as const;
export const BOOKING_STATUSES = ["pending", "confirmed", "refund_requested", "completed", "cancelled"] as const;
