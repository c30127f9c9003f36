import type { Tx } from "../core/db/client";

/**
 * Locks the order row for the rest of the transaction and returns it fresh:
 * a payment landing while the order is cancelled or accepted is applied
 * strictly before or after, so the refund counts it or the late payment is
 * refunded (server/orders/payment-handlers.ts).
 */
export async function lockOrder(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${id} FOR UPDATE`;
  return tx.order.findUniqueOrThrow({ where: { id } });
}
