import { z } from "zod";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import type { RequestContext } from "../core/http/request-context";
import { pageWindow, pagination, type PageInput, type Pagination } from "../core/http/query";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { branchLimit, inBranches } from "../branches/scope";
import { quotaUsage } from "../vendors/quota";
import { OPEN_RFQ_STATES } from "./state-machine";
import type { InboxFilter } from "./quote-schemas";
import type { VendorRfqView } from "./view-schemas";
import { loadVendorRfqViews } from "./views";

// GET /vendor/rfqs: the RFQs the vendor received, newest first, with this
// month's plan usage (RFQs received and quotations sent against the plan).

/** `meta.plan_limit` of GET /vendor/rfqs: RFQs received this month against the plan's limit (null = unlimited), and the quotation quota. */
export const planLimitMetaSchema = z.object({
  used_this_month: z.number().int(),
  limit: z.number().int().nullable(),
  resets_at: z.string(),
  quotations: z.object({ used_this_month: z.number().int(), limit: z.number().int().nullable() }),
});
export type PlanLimitMeta = z.output<typeof planLimitMetaSchema>;

const open = { status: { in: [...OPEN_RFQ_STATES] } };

/** Recipient-row filters: new/viewed/quoted are open RFQs in that recipient status; closed is any RFQ no longer open. */
const FILTERS: Record<InboxFilter, Prisma.RfqRecipientWhereInput> = {
  new: { status: "sent", rfq: open },
  viewed: { status: "viewed", rfq: open },
  quoted: { status: "quoted", rfq: open },
  declined: { status: "declined" },
  closed: { status: { not: "declined" }, rfq: { status: { notIn: [...OPEN_RFQ_STATES] } } },
};

export async function listVendorRfqs(
  query: PageInput & { status?: InboxFilter },
  ctx: RequestContext,
): Promise<{ items: VendorRfqView[]; pagination: Pagination; planLimit: PlanLimitMeta }> {
  const vendorId = await currentVendorId(ctx, "rfq.respond");
  // A member limited to branches sees only their branches' RFQs (docs/vendor-team.md "Branches").
  const limit = await branchLimit(vendorId, ctx.userId);
  const where: Prisma.RfqRecipientWhereInput = { vendorId, ...inBranches(limit), ...(query.status ? FILTERS[query.status] : {}) };
  const [items, total, usage] = await Promise.all([
    loadVendorRfqViews(vendorId, where, ctx.locale, pageWindow(query)),
    db.rfqRecipient.count({ where }),
    quotaUsage(vendorId),
  ]);
  return {
    items,
    pagination: pagination(query, total),
    planLimit: {
      used_this_month: usage.rfqs_received,
      limit: usage.rfq_receive_limit,
      resets_at: usage.resets_at,
      quotations: { used_this_month: usage.quotations_sent, limit: usage.quotation_quota },
    },
  };
}
