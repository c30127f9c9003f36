import type { Pagination } from "@/server/core/http/query";
import type { AdminRfqDetail, AdminRfqView } from "@/server/rfq/rfq-schemas";
import type { ComparedQuoteView } from "@/server/rfq/quote-schemas";
import type { QuoteView, RfqView, VendorRfqView } from "@/server/rfq/view-schemas";
import type { PlanLimitMeta } from "@/server/rfq/vendor-inbox";

// Payloads the RFQ-loop pages read: the API's own response types (type-only
// imports, erased from the browser bundle), so a changed payload fails tsc here.

export type { Money } from "@/components/ui/money";
export type Rfq = RfqView;
export type Quote = QuoteView;
export type VendorRfq = VendorRfqView;
export type { EventItem, EventSummary } from "@/components/events/types";
export type { BookingRow, CancellationPolicy } from "@/components/bookings/types";
/** One column of the compare view: a quotation plus what helps choose. */
export type CompareQuote = ComparedQuoteView;
export type AdminRfqRow = AdminRfqView;
export type AdminRfq = AdminRfqDetail;
export type PlanLimit = PlanLimitMeta;
export type { Pagination };
export type ListMeta = { pagination?: Pagination; plan_limit?: PlanLimit };

/** Kept here (not imported from the server) so the browser bundle stays free of zod and decimal.js. */
export const RFQ_STATUSES = ["draft", "pending", "quoted", "negotiating", "accepted", "rejected", "expired", "cancelled"] as const;
export { BOOKING_STATUSES } from "@/components/bookings/types";
