import type { QuoteView, RfqView, VendorRfqView } from "@/server/rfq/view-schemas";

// Payloads the RFQ-loop pages read. RFQ, vendor copy and quotation come from
// the shared view schemas (types only); the others mirror server/planner,
// server/rfq/quote-schemas.ts and server/bookings/schemas.ts.

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

export type PolicyTier = { tier: string; refund_percent: number; text: string };
export type CancellationPolicy = { tiers: PolicyTier[] };

export type BookingRow = {
  id: string;
  reference: string;
  event_id: string;
  rfq_id: string;
  quotation_id: string;
  vendor: NamedRef;
  customer: { name: string } | null;
  total: Money;
  deposit_due: Money;
  amount_paid: Money;
  service_date: string;
  status: string;
  payment_deadline: string;
  refund_percent: number | null;
  refund_due: Money | null;
  cancellation_policy: CancellationPolicy & { if_cancelled_now: { tier: string; refund_percent: number; refund: Money } | null };
  created_at: string;
};

/** GET /events/{id}/summary. */
export type EventSummary = {
  rfqs: { total: number; by_status: Record<string, number> };
  quotes_received: number;
  bookings: Pick<BookingRow, "id" | "reference" | "status" | "vendor" | "service_date" | "total" | "deposit_due" | "amount_paid">[];
  money: { booked_total: Money; amount_paid: Money; amount_due: Money; deposit_due_now: Money };
};

/** One column of the compare view (GET /quotation-requests/{id}/compare): a quotation plus what helps choose. */
export type CompareQuote = Quote & {
  validity_remaining: { seconds: number; days: number } | null;
  vendor_rating: { average: number | null; count: number; new_vendor: boolean };
  response_time_hours: number;
  plan_badge: string;
};

export type PlanLimit = { used_this_month: number; limit: number | null; resets_at: string; quotations?: { used_this_month: number; limit: number | null } };
export type Pagination = { page?: number; per_page?: number; total?: number; total_pages?: number };
export type ListMeta = { pagination?: Pagination; plan_limit?: PlanLimit };

/** GET /admin/rfqs row. */
export type AdminRfqRow = Pick<Rfq, "id" | "shape" | "title" | "status" | "targeting" | "category" | "event_id" | "quote_count" | "created_at" | "sent_at" | "expires_at"> & {
  customer: { id: string; name: string };
  recipients_count: number;
};

/** Kept here (not imported from server/rfq) so the browser bundle stays free of zod and decimal.js. */
export const RFQ_STATUSES = ["draft", "pending", "quoted", "negotiating", "accepted", "rejected", "expired", "cancelled"] as const;
export const BOOKING_STATUSES = ["pending", "confirmed", "refund_requested", "completed", "cancelled"] as const;
