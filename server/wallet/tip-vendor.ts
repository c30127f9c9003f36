import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Tip } from "../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import { newId } from "../core/ids";
import { AMOUNT_PATTERN, formatAmount, toDecimal } from "../core/money";
import { recordTipEntry } from "../finance/record-tip";
import { lockWallet, recordMovement } from "./movements";

// tipVendor: a gratuity charged to the customer's wallet and added in full to
// the vendor's pending settlement (a `tip` ledger entry, no commission), in
// one transaction. One tip per source: a second (another key) is 409; the
// same key gives back the first. The caller (POST /orders/{id}/tip) checks the
// source is the customer's and may be tipped.

export type TipInput = {
  customerId: string;
  vendorId: string;
  sourceType: "order";
  sourceId: string;
  amount: string;
  idempotencyKey: string;
};

export async function tipVendor(input: TipInput): Promise<{ tip: Tip; replayed: boolean }> {
  if (!AMOUNT_PATTERN.test(input.amount) || toDecimal(input.amount).lte(0)) throw validationFailed({ amount: ["validation.amount_positive"] });
  const vendor = await db.vendor.findUnique({ where: { id: input.vendorId }, select: { id: true } });
  if (!vendor) throw notFound();
  return db.$transaction(async (tx) => {
    // The wallet lock also serializes this customer's tips: the second of two finds the first.
    await lockWallet(tx, input.customerId);
    const existing = await tx.tip.findUnique({ where: { sourceType_sourceId: { sourceType: input.sourceType, sourceId: input.sourceId } } });
    if (existing) {
      const first = await tx.walletMovement.findUniqueOrThrow({ where: { id: existing.movementId } });
      const replay =
        existing.customerUserId === input.customerId && first.idempotencyKey === input.idempotencyKey && toDecimal(existing.amount).eq(toDecimal(input.amount));
      if (replay) return { tip: existing, replayed: true };
      throw new AppError("CONFLICT", { message: { en: "This has already been tipped.", ar: "أُعطيت إكرامية لهذا العنصر من قبل." } });
    }
    const tipId = newId();
    const { movement } = await recordMovement(tx, {
      userId: input.customerId,
      kind: "tip",
      amount: input.amount,
      reference: { type: "tip", id: tipId },
      idempotencyKey: input.idempotencyKey,
    });
    const amount = formatAmount(input.amount);
    const ledgerEntryId = await recordTipEntry(tx, { tipId, vendorId: input.vendorId, amount });
    const tip = await tx.tip.create({
      data: {
        id: tipId,
        customerUserId: input.customerId,
        vendorId: input.vendorId,
        sourceType: input.sourceType,
        sourceId: input.sourceId,
        amount,
        movementId: movement.id,
        ledgerEntryId,
        createdAt: now(),
      },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: input.customerId },
      action: "wallet.tipped",
      entityType: "tip",
      entityId: tipId,
      diff: { amount, vendor_id: input.vendorId, source: `${input.sourceType}:${input.sourceId}`, balance_after: formatAmount(movement.balanceAfter) },
    });
    return { tip, replayed: false };
  });
}
