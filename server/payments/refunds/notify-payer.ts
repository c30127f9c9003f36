import type { Tx } from "../../core/db/client";
import type { Payment, Refund } from "../../core/db/generated/client";
import { amountText } from "../../core/money";
import type { NotificationKind } from "../../notifications/kinds";
import { localeOf, notify } from "../../notifications/notify";

// Refund notifications go to the payer. `method` picks the bank timeline the
// template shows (knet 3-7 business days, card 5-14, manual 10).

export async function notifyPayer(
  tx: Tx,
  kind: Extract<NotificationKind, `refund.${string}`>,
  refund: Refund,
  payment: Payment,
  extra: { method?: "manual"; reason?: string } = {},
): Promise<void> {
  const locale = await localeOf(tx, payment.payerUserId);
  const booking = refund.bookingId ? await tx.booking.findUnique({ where: { id: refund.bookingId }, select: { reference: true } }) : null;
  await notify(tx, {
    userId: payment.payerUserId,
    kind,
    entity: { type: "refund", id: refund.id },
    params: {
      amount: amountText(refund.amount, locale),
      booking_ref: booking?.reference ?? payment.id,
      method: extra.method ?? payment.method ?? "knet",
      ...(extra.reason ? { reason: extra.reason } : {}),
    },
  });
}
