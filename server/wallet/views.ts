import type { WalletMovement } from "../core/db/generated/client";
import { money } from "../core/money";
import { CREDIT_KINDS } from "./movements";
import type { WalletMovementView } from "./schemas";

export function movementView(m: WalletMovement): WalletMovementView {
  return {
    id: m.id,
    kind: m.kind as WalletMovementView["kind"],
    direction: (CREDIT_KINDS as readonly string[]).includes(m.kind) ? "credit" : "debit",
    amount: money(m.amount),
    balance_after: money(m.balanceAfter),
    reference: { type: m.referenceType, id: m.referenceId },
    created_at: m.createdAt.toISOString(),
  };
}
