import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { assertSignedIn, callerId, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { notifyPayer } from "./notify-payer";
import { recordRefund } from "./record-refund";
import type { CreateRefundBody, RefundView } from "./schemas";
import { refundView } from "./views";

// POST /refunds: the payer asks for (part of) their own payment back. The
// refund waits in `requested` for Finance (GET /admin/refunds). A booking's
// customer normally goes through POST /bookings/{id}/refund-request, which
// also moves the booking and records the refund the same way; either path
// shares the payment's cap, so the two can never refund more than was paid.

export async function requestPaymentRefund(body: CreateRefundBody, ctx: RequestContext): Promise<RefundView> {
  assertSignedIn(ctx);
  const payment = ULID_PATTERN.test(body.payment_id) ? await db.payment.findUnique({ where: { id: body.payment_id } }) : null;
  if (!payment || payment.payerUserId !== ctx.userId) throw notFound();
  const refund = await db.$transaction(async (tx) => {
    const recorded = await recordRefund(tx, {
      paymentId: payment.id,
      amount: body.amount,
      reason: body.reason,
      note: body.note,
      requestedByUserId: callerId(ctx),
      systemInitiated: false,
      actor: { type: "user", id: ctx.userId },
      request: ctx,
    });
    await notifyPayer(tx, "refund.requested", recorded!.refund, recorded!.payment);
    return recorded!.refund;
  });
  return refundView(refund);
}
