import { now } from "../core/clock";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { notifyVendorMembers } from "../vendors/notify-members";
import { ownedRfq, rfqView } from "./get-rfq";
import { LIVE_QUOTE_STATES, quoteMachine, rfqMachine } from "./state-machine";
import type { RfqView } from "./view-schemas";

// POST /rfqs/{id}/cancel and /quotation-requests/{id}/cancel. A draft is
// discarded (nobody received it). A sent RFQ (pending, quoted, negotiating)
// is cancelled: its live quotes become void and every recipient vendor's
// members are told (spec RFQ: all recipients notified; open quotes void).

export async function cancelRfq(rfqId: string, reason: string | undefined, ctx: RequestContext): Promise<RfqView> {
  const userId = callerId(ctx);
  const rfq = await ownedRfq(userId, rfqId);
  const audit = { actor: { type: "user" as const, id: userId }, request: ctx, reason };
  await db.$transaction(async (tx) => {
    const current = await tx.rfq.findUniqueOrThrow({ where: { id: rfq.id } });
    const at = now();
    if (current.status === "draft") {
      await rfqMachine.move(tx, current, "discard", { data: { closedAt: at, cancelReason: reason }, audit: { ...audit, action: "rfq.discarded" } });
      return;
    }
    await rfqMachine.move(tx, current, "cancel", { data: { closedAt: at, cancelReason: reason }, audit: { ...audit, action: "rfq.cancelled" } });
    const quotes = await tx.quote.findMany({ where: { rfqId: rfq.id, status: { in: [...LIVE_QUOTE_STATES] } }, orderBy: { id: "asc" } });
    for (const quote of quotes) {
      await quoteMachine.move(tx, quote, "void", { data: { closedAt: at }, audit: { ...audit, action: "quote.voided", diff: { cause: "rfq_cancelled" } } });
    }
    const recipients = await tx.rfqRecipient.findMany({ where: { rfqId: rfq.id }, orderBy: { sentAt: "asc" }, select: { vendorId: true } });
    for (const { vendorId } of recipients) {
      await notifyVendorMembers(tx, vendorId, { kind: "rfq.cancelled", entity: { type: "rfq", id: rfq.id }, params: { rfq_title: rfq.title } });
    }
  });
  return rfqView(rfq.id, userId, ctx.locale);
}
