import type { ApiData, ApiMeta } from "@/components/ui/api-types";

// Payloads the RFQ-loop pages read, as the OpenAPI document types them
// (public/sdk/api-v1.d.ts), so a changed payload fails tsc here.

export type { Money } from "@/components/ui/money";
export type VendorRfq = ApiData<"/vendor/rfqs/{id}">;
/** A vendor's quotation as the negotiation shows it (the vendor's copy and each compare column carry it). */
export type Quote = NonNullable<VendorRfq["my_quote"]>;
/** One column of the compare view: a quotation plus what helps choose. */
export type CompareQuote = ApiData<"/quotation-requests/{id}/compare">[number];
/** GET /vendor/rfqs `meta.plan_limit`: the plan's receive meter and quotation quota. */
export type PlanLimit = ApiMeta<"/vendor/rfqs">["plan_limit"];

/** Kept here (not imported from the server) so the browser bundle stays free of zod and decimal.js. */
export const RFQ_STATUSES = ["draft", "pending", "quoted", "negotiating", "accepted", "rejected", "expired", "cancelled"] as const;

/** A status filter's value as the API takes it ("" = all). */
export const rfqStatusOf = (value: string | null) => RFQ_STATUSES.find((s) => s === value);
