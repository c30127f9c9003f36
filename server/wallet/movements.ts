import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { Wallet, WalletMovement } from "../core/db/generated/client";
import { AppError, validationFailed } from "../core/errors";
import { newId } from "../core/ids";
import { formatAmount, toDecimal } from "../core/money";

// The one writer of wallet balances (docs/wallet.md). Each movement runs under
// the wallet row's lock (SELECT ... FOR UPDATE), so concurrent spends of one
// wallet go one after the other and each sees the balance the previous one
// left: the balance never goes below zero (and a CHECK says so as well). The
// idempotency key is unique per wallet: the same key gives back the movement
// it made, never a second one; the same key for something else is refused.

export const CREDIT_KINDS = ["top_up", "refund"] as const;
export const DEBIT_KINDS = ["spend", "tip"] as const;
export type MovementKind = (typeof CREDIT_KINDS)[number] | (typeof DEBIT_KINDS)[number];

export type MovementInput = {
  userId: string;
  kind: MovementKind;
  amount: string;
  reference: { type: string; id: string };
  idempotencyKey: string;
};

export type MovementResult = { movement: WalletMovement; replayed: boolean };

/** The customer's wallet, created on first use, locked for the rest of the transaction. */
export async function lockWallet(tx: Tx, userId: string): Promise<Wallet> {
  await tx.$executeRaw`INSERT INTO wallets (id, user_id, balance, created_at, updated_at) VALUES (${newId()}, ${userId}, 0, ${now()}, ${now()}) ON CONFLICT (user_id) DO NOTHING`;
  await tx.$queryRaw`SELECT id FROM wallets WHERE user_id = ${userId} FOR UPDATE`;
  return tx.wallet.findUniqueOrThrow({ where: { userId } });
}

const isDebit = (kind: MovementKind) => (DEBIT_KINDS as readonly string[]).includes(kind);

export async function recordMovement(tx: Tx, input: MovementInput): Promise<MovementResult> {
  const amount = toDecimal(input.amount);
  if (amount.lte(0) || amount.decimalPlaces() > 3) throw validationFailed({ amount: ["validation.amount_positive"] });
  const wallet = await lockWallet(tx, input.userId);
  const earlier = await tx.walletMovement.findUnique({ where: { walletId_idempotencyKey: { walletId: wallet.id, idempotencyKey: input.idempotencyKey } } });
  if (earlier) {
    const same =
      earlier.kind === input.kind &&
      toDecimal(earlier.amount).eq(amount) &&
      earlier.referenceType === input.reference.type &&
      earlier.referenceId === input.reference.id;
    if (!same) {
      throw new AppError("IDEMPOTENCY_KEY_REUSED", {
        message: { en: "This idempotency key already made another wallet movement.", ar: "استُخدم مفتاح Idempotency-Key هذا من قبل لحركة محفظة أخرى." },
      });
    }
    return { movement: earlier, replayed: true };
  }
  const after = isDebit(input.kind) ? toDecimal(wallet.balance).minus(amount) : toDecimal(wallet.balance).plus(amount);
  if (after.lt(0)) throw validationFailed({ amount: ["validation.wallet_balance_too_low"] });
  await tx.wallet.update({ where: { id: wallet.id }, data: { balance: formatAmount(after) } });
  const movement = await tx.walletMovement.create({
    data: {
      id: newId(),
      walletId: wallet.id,
      kind: input.kind,
      amount: formatAmount(amount),
      balanceAfter: formatAmount(after),
      referenceType: input.reference.type,
      referenceId: input.reference.id,
      idempotencyKey: input.idempotencyKey,
      createdAt: now(),
    },
  });
  return { movement, replayed: false };
}
