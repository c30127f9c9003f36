import type { Money } from "@/components/ui/money";
import type { Pagination } from "@/components/ui/pager";

// Payloads of the finance API as docs/finance.md "API contract" states them.
// Kept here (not imported from the server) so the browser bundle stays free of zod.

export type { Money };
export type ListMeta = { pagination?: Pagination };

/** A signed PDF link, valid a few minutes. */
export type PdfLink = { url: string; expires_at: string };

export type InvoiceView = {
  id: string;
  kind: "invoice" | "credit_note";
  number: string;
  invoice_number: string | null;
  purpose: string;
  amount: Money;
  method: string | null;
  provider_reference: string | null;
  payment_id: string | null;
  refund_id: string | null;
  issued_at: string;
  pdf?: PdfLink;
};

export type LedgerEntryView = {
  id: string;
  kind: "deposit" | "reversal";
  booking: { id: string; reference: string };
  /** The base the commission rate applies to. */
  booking_total: Money;
  deposit: Money;
  commission: Money;
  vendor_share: Money;
  commission_rate: string;
  status: string;
  settlement_id: string | null;
  created_at: string;
};

export type LedgerMeta = ListMeta & { totals?: { pending: Money; frozen: Money; settled: Money } };

export type SettlementView = {
  id: string;
  reference: string;
  run_date: string;
  entry_count: number;
  gross_deposits: Money;
  commission: Money;
  net_payout: Money;
  status: "pending_payout" | "paid";
  payout_reference: string | null;
  paid_at: string | null;
  payout_account: { holder_name: string; iban_masked: string } | null;
  created_at: string;
};

export type PayoutAccount = { holder_name: string; iban_masked: string; bank_name: string | null; updated_at: string };

export type SettlementsReport = {
  date: string;
  run: { id: string; created_at: string } | null;
  settlements: (SettlementView & { vendor: { id: string; name: string; name_en: string } })[];
  totals: { gross_deposits: Money; commission: Money; net_payout: Money };
  held_back: { entry_count: number; vendor_share: Money };
};

export const MISMATCH_KINDS = ["missing_ours", "missing_provider", "amount_differs", "status_differs", "fee_differs"] as const;

export type ReconciliationRun = {
  id: string;
  run_date: string;
  provider: string;
  status: string;
  our_count: number;
  provider_count: number;
  matched_count: number;
  mismatch_count: number;
  created_at: string;
};

export type Mismatch = {
  id: string;
  kind: (typeof MISMATCH_KINDS)[number];
  record_type: "payment" | "refund";
  record_id: string | null;
  provider_ref: string | null;
  our_amount: Money | null;
  provider_amount: Money | null;
  our_status: string | null;
  provider_status: string | null;
};

export type ReconciliationReport = { date: string; run: ReconciliationRun | null; mismatches: Mismatch[] };

export type RevenueReport = {
  from: string;
  to: string;
  totals: { payments: Money; refunds: Money; net: Money; commission: Money; subscriptions: Money; provider_fees: Money };
  series: { period: string; payments: Money; refunds: Money; commission: Money; subscriptions: Money }[];
};

export type ActivityReport = {
  from: string;
  to: string;
  totals: { rfqs: number; quotes: number; bookings: number; paid_bookings: number; cancelled_bookings: number; new_customers: number; new_vendors: number };
  series: { period: string; rfqs: number; quotes: number; bookings: number; paid_bookings: number }[];
};

export type FinanceSettings = { commission_rate: string };
