import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { AppError, notFound } from "../../core/errors";
import { assertSignedIn, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { emit } from "../../core/outbox/outbox";
import { refundMachine } from "../state-machine";
import { notifyPayer } from "./notify-payer";
import type { RefundView } from "./schemas";
import { refundView } from "./views";

// POST /admin/refunds/{id}/deny (refund.approve): a requested refund is
// refused with a reason the payer reads. Its amount is free again for
// another refund of the payment. Like approval, the requester cannot decide.

export async function denyRefund(id: string, input: { reason: string }, ctx: RequestContext): Promise<RefundView> {
  assertSignedIn(ctx);
  const found = ULID_PATTERN.test(id) ? await db.refund.findUnique({ where: { id }, include: { payment: true } }) : null;
  if (!found) throw notFound();
  const { payment, ...refund } = found;
  if (refund.requestedByUserId === ctx.userId) {
    throw new AppError("FORBIDDEN", {
      message: {
        en: "You requested this refund, so another Finance admin must decide on it.",
        ar: "أنت من طلب هذا الاسترداد، لذا يجب أن يبتّ فيه مشرف مالي آخر.",
      },
    });
  }
  refundMachine.assertCan(refund.status, "deny");
  const at = now();
  await db.$transaction(async (tx) => {
    await refundMachine.move(tx, refund, "deny", {
      data: { decidedByUserId: ctx.userId, decidedAt: at, denialReason: input.reason },
      audit: { actor: { type: "admin", id: ctx.userId }, action: "refund.denied", reason: input.reason, request: ctx },
    });
    await notifyPayer(tx, "refund.denied", refund, payment, { reason: input.reason });
    if (refund.bookingId) await emit(tx, "RefundSettled", { refundId: refund.id, bookingId: refund.bookingId, outcome: "denied", paymentFullyRefunded: false });
  });
  return refundView({ ...refund, status: "denied", decidedByUserId: ctx.userId, decidedAt: at, denialReason: input.reason });
}
