import { db, type Tx } from "../core/db/client";

/**
 * The payables (bookings or direct orders) with a flagged payment waiting for
 * finance: the provider took money, but not what was asked
 * (server/payments/apply-outcome.ts). Their payment deadline waits: the
 * deadline jobs skip them, and finance's decision gives a fresh deadline
 * (PaymentFlagResolved). Read from the payments table in the deadline's own
 * transaction, so a flag committed before the job's check always holds it.
 */
export async function heldPayables(client: Tx | typeof db, payableType: "booking" | "order", ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await client.payment.findMany({ where: { payableType, payableId: { in: ids }, flagged: true }, select: { payableId: true } });
  return new Set(rows.map((r) => r.payableId));
}
