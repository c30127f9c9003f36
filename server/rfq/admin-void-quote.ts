import type { Actor } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { notify } from "../notifications/notify";
import { asWritten, bilingual } from "../notifications/params";
import { notifyVendorMembers } from "../vendors/notify-members";
import { getAdminRfq, type AdminRfqDetail } from "./get-admin-rfq";
import { quoteMachine } from "./state-machine";
import { settleRfq } from "./reject-quote";
import { lockedRfq } from "./submit-quote";

// POST /admin/quotes/{id}/void (permission rfq.oversee: Operations and Super;
// docs/decisions.md "Compliance void of a quote"): an admin voids a live
// quote for compliance, with a reason. The quote becomes `void` (never
// acceptable again), the audit row carries the reason, the vendor's members
// and the customer are told (with the reason), and the RFQ is settled like
// after any other void (reject-quote.ts settleRfq).

export async function adminVoidQuote(quoteId: string, reason: string, ctx: RequestContext): Promise<AdminRfqDetail> {
  const quote = ULID_PATTERN.test(quoteId)
    ? await db.quote.findUnique({
        where: { id: quoteId },
        include: {
          vendor: { select: { nameAr: true, nameEn: true } },
          rfq: { select: { title: true, customerUserId: true } },
        },
      })
    : null;
  if (!quote) throw notFound();
  quoteMachine.assertCan(quote.status, "void");
  const actor: Actor = { type: "admin", id: ctx.userId };
  await db.$transaction(async (tx) => {
    const at = now();
    await lockedRfq(tx, quote.rfqId);
    await quoteMachine.move(tx, quote, "void", {
      data: { closedAt: at },
      audit: { actor, action: "quote.voided", reason, diff: { cause: "compliance" }, request: ctx },
    });
    await notify(tx, {
      userId: quote.rfq.customerUserId,
      kind: "quote.voided_compliance",
      entity: { type: "rfq", id: quote.rfqId },
      params: { vendor_name: bilingual(quote.vendor.nameAr, quote.vendor.nameEn), rfq_title: quote.rfq.title, reason: asWritten(reason) },
    });
    await notifyVendorMembers(tx, quote.vendorId, {
      kind: "quote.voided_compliance_vendor",
      entity: { type: "rfq", id: quote.rfqId },
      params: { rfq_title: quote.rfq.title, reason: asWritten(reason) },
    });
    await settleRfq(tx, quote.rfqId, "void", actor, at);
  });
  return getAdminRfq(quote.rfqId, ctx.locale);
}
