import type { Tx } from "../core/db/client";
import { addLedgerEntry } from "./add-ledger-entry";
import { addStatus } from "./ledger-status";

// A tip (a gratuity paid from a customer's wallet, server/wallet/tip-vendor.ts)
// is one `tip` ledger entry: all of it the vendor's share, no commission,
// pending until the next settlement run pays it. A settlement already made is
// never touched: the entry simply waits for the next run.

export async function recordTipEntry(tx: Tx, tip: { tipId: string; vendorId: string; amount: string }): Promise<string> {
  const uniqueKey = `tip:${tip.tipId}`;
  const existing = await tx.ledgerEntry.findUnique({ where: { uniqueKey }, select: { id: true } });
  if (existing) return existing.id;
  const id = await addLedgerEntry(tx, {
    uniqueKey,
    kind: "tip",
    vendorId: tip.vendorId,
    bookingTotal: tip.amount,
    deposit: tip.amount,
    commission: "0.000",
    vendorShare: tip.amount,
    commissionRate: "0.0000",
  });
  await addStatus(tx, [id], "pending", "tip_received");
  return id;
}
