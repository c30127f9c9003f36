import { db, type Tx } from "../core/db/client";
import { toDecimal } from "../core/money";
import type { DomainEvents } from "../core/outbox/events";
import { addLedgerEntry } from "./add-ledger-entry";
import { splitReversal } from "./commission";
import { addStatus, currentStatuses, entryIdsWithStatus, lockBookingLedger } from "./ledger-status";

// The refund side of the ledger (docs/finance.md "Ledger"):
// - a refund request freezes the booking's pending entries;
// - a denied refund unfreezes them;
// - a processed refund adds a `reversal` entry (negative amounts, the
//   commission taken back in proportion; the refund that empties the entry
//   takes back exactly what is left, so a payment refunded in parts nets to
//   zero). Before settlement a full refund
//   reverses both entries (nothing is paid out); otherwise the reversal is
//   pending and nets against the vendor's next settlement.

export async function freezeBookingEntries(event: DomainEvents["BookingRefundRequested"]): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockBookingLedger(tx, event.bookingId);
    await addStatus(tx, await entryIdsWithStatus(tx, "pending", { bookingId: event.bookingId }), "frozen", "refund_requested");
  });
}

export async function applyRefundOutcome(event: DomainEvents["RefundSettled"]): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockBookingLedger(tx, event.bookingId);
    if (event.outcome === "denied") {
      await addStatus(tx, await entryIdsWithStatus(tx, "frozen", { bookingId: event.bookingId }), "pending", "refund_denied");
      return;
    }
    await reverseForRefund(tx, event.refundId, event.paymentFullyRefunded);
  });
}

/**
 * A processed refund's `reversal` entry against the deposit entry of its
 * payment (a booking's or a direct order's: the caller holds that ledger's
 * lock). Nothing when the payment has no deposit entry or the refund was
 * already reversed.
 */
export async function reverseForRefund(tx: Tx, refundId: string, paymentFullyRefunded: boolean): Promise<void> {
  const uniqueKey = `reversal:${refundId}`;
  if (await tx.ledgerEntry.findUnique({ where: { uniqueKey }, select: { id: true } })) return;
  const refund = await tx.refund.findUnique({ where: { id: refundId } });
  if (!refund) return;
  const entry = await tx.ledgerEntry.findUnique({ where: { uniqueKey: `deposit:${refund.paymentId}` } });
  if (!entry) return; // not a deposit (or paid before the ledger existed)
  // What earlier reversals left of the entry: the one that empties it takes exactly that.
  const earlierSums = await tx.ledgerEntry.aggregate({ where: { reversesId: entry.id }, _sum: { deposit: true, commission: true } });
  const left = {
    deposit: toDecimal(entry.deposit).plus(toDecimal(earlierSums._sum.deposit ?? 0)),
    commission: toDecimal(entry.commission).plus(toDecimal(earlierSums._sum.commission ?? 0)),
  };
  const { commission, vendorShare } = splitReversal(
    refund.amount.toString(),
    { deposit: entry.deposit.toString(), commission: entry.commission.toString() },
    left,
  );
  const id = await addLedgerEntry(tx, {
    uniqueKey,
    kind: "reversal",
    vendorId: entry.vendorId,
    bookingId: entry.bookingId,
    orderId: entry.orderId,
    paymentId: entry.paymentId,
    refundId: refund.id,
    reversesId: entry.id,
    bookingTotal: entry.bookingTotal,
    deposit: toDecimal(refund.amount).negated().toFixed(3),
    commission: commission.toFixed(3),
    vendorShare: vendorShare.toFixed(3),
    commissionRate: entry.commissionRate,
  });
  const depositStatus = (await currentStatuses(tx, [entry.id])).get(entry.id)?.status;
  const unsettled = depositStatus === "pending" || depositStatus === "frozen";
  if (unsettled && paymentFullyRefunded) {
    // Nothing of this deposit is paid out: the entry, this reversal and any earlier unsettled one cancel out.
    const earlier = await tx.ledgerEntry.findMany({ where: { reversesId: entry.id, id: { not: id } }, select: { id: true } });
    const statuses = await currentStatuses(
      tx,
      earlier.map((e) => e.id),
    );
    const open = earlier.filter((e) => statuses.get(e.id)?.status === "pending").map((e) => e.id);
    await addStatus(tx, [entry.id, ...open, id], "reversed", "refund_processed");
    return;
  }
  if (depositStatus === "frozen") await addStatus(tx, [entry.id], "pending", "refund_processed");
  await addStatus(tx, [id], "pending", "refund_processed");
}
