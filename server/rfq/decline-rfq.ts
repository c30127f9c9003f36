import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { LIVE_QUOTE_STATES, OPEN_RFQ_STATES } from "./state-machine";
import { getVendorRfq, recipientOf } from "./get-vendor-rfq";
import type { VendorRfqView } from "./view-schemas";

// POST /vendor/rfqs/{id}/decline: the vendor says it will not quote. Only
// while the RFQ is open and the vendor has no live quotation on it (that one
// is withdrawn instead). Declining counts as the vendor's response (responded_at).

export async function declineRfq(rfqId: string, reason: string | undefined, ctx: RequestContext): Promise<VendorRfqView> {
  const vendorId = await currentVendorId(ctx, "rfq.respond");
  const recipient = await recipientOf(vendorId, rfqId, ctx);
  await db.$transaction(async (tx) => {
    // The RFQ row lock orders this against a concurrent quote submission or cancel.
    await tx.$executeRaw`SELECT 1 FROM rfqs WHERE id = ${rfqId} FOR UPDATE`;
    const rfq = await tx.rfq.findUniqueOrThrow({ where: { id: rfqId }, select: { status: true } });
    if (!(OPEN_RFQ_STATES as readonly string[]).includes(rfq.status)) {
      throw new AppError("RFQ_INVALID_STATE", {
        message: { en: `This RFQ is ${rfq.status}; there is nothing to decline.`, ar: `حالة طلب عرض السعر ${rfq.status}؛ لا يوجد ما يُعتذر عنه.` },
      });
    }
    const current = await tx.rfqRecipient.findUniqueOrThrow({ where: { id: recipient.id } });
    if (current.status === "declined")
      throw new AppError("RFQ_INVALID_STATE", { message: { en: "You already declined this RFQ.", ar: "اعتذرت عن طلب عرض السعر هذا من قبل." } });
    const quote = await tx.quote.findUnique({ where: { rfqId_vendorId: { rfqId, vendorId } }, select: { status: true } });
    if (quote && (LIVE_QUOTE_STATES as readonly string[]).includes(quote.status)) {
      throw new AppError("QUOTATION_INVALID_STATE", {
        message: {
          en: "You already sent a quotation on this RFQ; withdraw it instead of declining.",
          ar: "أرسلت عرض سعر على طلب عرض السعر هذا من قبل؛ اسحبه بدلًا من الاعتذار.",
        },
      });
    }
    const at = now();
    const text = reason?.trim() || null;
    await tx.rfqRecipient.update({ where: { id: recipient.id }, data: { status: "declined", declineReason: text, respondedAt: current.respondedAt ?? at } });
    await writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: "rfq.declined",
      entityType: "RFQ",
      entityId: rfqId,
      diff: { vendor_id: vendorId, recipient_status: [current.status, "declined"] },
      reason: text ?? undefined,
      request: ctx,
    });
  });
  return getVendorRfq(rfqId, ctx);
}
