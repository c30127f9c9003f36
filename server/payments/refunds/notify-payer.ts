import type { Tx } from "../../core/db/client";
import type { Payment, Refund } from "../../core/db/generated/client";
import { money } from "../../core/money";
import type { NotificationKind } from "../../notifications/kinds";
import { notify } from "../../notifications/notify";
import { asWritten } from "../../notifications/params";

// Refund notifications go to the payer. `method` picks the bank timeline the
// template shows (knet 3-7 business days, card 5-14, manual 10). The texts
// name the booking or, for a direct order's payment, the order. A denial's
// reason is what Finance wrote, shown as written.

export async function notifyPayer(
  tx: Tx,
  kind: Extract<NotificationKind, `refund.${string}`>,
  refund: Refund,
  payment: Payment,
  extra: { method?: "manual"; reason?: string } = {},
): Promise<void> {
  const booking = refund.bookingId ? await tx.booking.findUnique({ where: { id: refund.bookingId }, select: { reference: true } }) : null;
  // A direct order's refund names the order ("for order OR-..."), not a booking.
  const order = payment.payableType === "order" ? await tx.order.findUnique({ where: { id: payment.payableId }, select: { reference: true } }) : null;
  await notify(tx, {
    userId: payment.payerUserId,
    kind,
    entity: { type: "refund", id: refund.id },
    params: {
      amount: money(refund.amount),
      booking_ref: booking?.reference ?? order?.reference ?? payment.id,
      ...(order ? { payable: "order" } : {}),
      method: extra.method ?? payment.method ?? "knet",
      ...(extra.reason ? { reason: asWritten(extra.reason) } : {}),
    },
  });
}
