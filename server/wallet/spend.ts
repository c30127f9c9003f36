import { writeAudit } from "../core/audit";
import { db, type Tx } from "../core/db/client";
import { formatAmount } from "../core/money";
import { recordMovement, type MovementResult } from "./movements";

// spendFromWallet: a payment from the customer's wallet (a direct order, a
// tip). Pass the caller's transaction to make the spend part of its change;
// without one it commits on its own. Replaying a key gives back its movement.

export type SpendInput = {
  customerId: string;
  amount: string;
  reference: { type: string; id: string };
  idempotencyKey: string;
};

export async function spendFromWallet(input: SpendInput, tx?: Tx): Promise<MovementResult> {
  const run = async (t: Tx) => {
    const result = await recordMovement(t, {
      userId: input.customerId,
      kind: "spend",
      amount: input.amount,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
    });
    if (!result.replayed) await auditMovement(t, input.customerId, "wallet.spent", result);
    return result;
  };
  return tx ? run(tx) : db.$transaction(run);
}

export async function auditMovement(tx: Tx, userId: string, action: string, { movement }: MovementResult): Promise<void> {
  await writeAudit(tx, {
    actor: { type: "user", id: userId },
    action,
    entityType: "wallet",
    entityId: movement.walletId,
    diff: {
      amount: formatAmount(movement.amount),
      balance_after: formatAmount(movement.balanceAfter),
      reference: `${movement.referenceType}:${movement.referenceId}`,
    },
  });
}
