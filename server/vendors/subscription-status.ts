import type { Tx } from "../core/db/client";
import type { Prisma, SubscriptionStatus } from "../core/db/generated/client";
import { AppError } from "../core/errors";

/**
 * The subscription state machine, the one place its moves are allowed:
 * - pending_payment: a paid plan chosen, waiting for the payment
 *   -> active (paid) | cancelled (another plan chosen before paying)
 * - active: the plan applies (Free has no period end and never leaves by itself)
 *   -> past_due (period ended, renewal unpaid) | expired (ended without renewal)
 *   | cancelled (ended at the vendor's request, or replaced by a newly paid plan)
 * - past_due: still applies during the 3-day grace
 *   -> active (renewal paid) | expired (grace over) | cancelled
 * - cancelled, expired: final.
 */
export const SUBSCRIPTION_TRANSITIONS = {
  pending_payment: ["active", "cancelled"],
  active: ["past_due", "expired", "cancelled"],
  past_due: ["active", "expired", "cancelled"],
  cancelled: [],
  expired: [],
} as const satisfies Record<SubscriptionStatus, readonly SubscriptionStatus[]>;

/** States whose plan applies to the vendor now (see effectivePlan). */
export const CURRENT_STATUSES = ["active", "past_due"] as const satisfies readonly SubscriptionStatus[];

export function canTransition(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return (SUBSCRIPTION_TRANSITIONS[from] as readonly SubscriptionStatus[]).includes(to);
}

export function assertTransition(from: SubscriptionStatus, to: SubscriptionStatus): void {
  if (!canTransition(from, to)) {
    throw new AppError("CONFLICT", { message: `A ${from} subscription cannot become ${to}.` });
  }
}

/**
 * Moves one subscription through the table. The update is conditional on the
 * status it was read in, so of two concurrent movers (two sweep runs, a sweep
 * and a payment) only one wins; returns false for the loser, which must then
 * do nothing else.
 */
export async function transitionSubscription(
  tx: Tx,
  subscription: { id: string; status: SubscriptionStatus },
  to: SubscriptionStatus,
  data: Omit<Prisma.SubscriptionUpdateManyMutationInput, "status"> = {},
): Promise<boolean> {
  assertTransition(subscription.status, to);
  const result = await tx.subscription.updateMany({ where: { id: subscription.id, status: subscription.status }, data: { ...data, status: to } });
  return result.count === 1;
}
