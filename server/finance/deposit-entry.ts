import type { Tx } from "../core/db/client";
import type { Payment, Prisma } from "../core/db/generated/client";
import { toDecimal } from "../core/money";
import { addLedgerEntry } from "./add-ledger-entry";
import { commissionRate, splitDeposit } from "./commission";

// One `deposit` ledger entry for a payment toward a booking's or a direct
// order's total, the same way for both: the commission is computed once per
// source, at the rate recorded on its first entry (later rate changes never
// touch it), and its parts take the commission in the order they are
// recorded (splitDeposit). The caller holds the source's ledger lock.

type DepositSource = { bookingId: string } | { orderId: string };

export async function createDepositEntry(
  tx: Tx,
  input: { uniqueKey: string; source: DepositSource; vendorId: string; total: Prisma.Decimal; payment: Payment },
): Promise<string> {
  const { uniqueKey, source, vendorId, total, payment } = input;
  const earlier = await tx.ledgerEntry.findMany({
    where: { ...source, kind: "deposit" },
    orderBy: { id: "asc" },
    select: { commission: true, commissionRate: true },
  });
  const rate = earlier.length > 0 ? earlier[0].commissionRate.toFixed(4) : await commissionRate(tx);
  const taken = earlier.reduce((sum, e) => sum.plus(toDecimal(e.commission)), toDecimal(0));
  const { commission, vendorShare } = splitDeposit(total.toString(), payment.amount.toString(), rate, taken);
  return addLedgerEntry(tx, {
    uniqueKey,
    kind: "deposit",
    vendorId,
    ...source,
    paymentId: payment.id,
    bookingTotal: total,
    deposit: payment.amount,
    commission: commission.toFixed(3),
    vendorShare: vendorShare.toFixed(3),
    commissionRate: rate,
  });
}
