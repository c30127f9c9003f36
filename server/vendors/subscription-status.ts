import type { Prisma, SubscriptionStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

/**
 * The subscription state machine, the one place its moves are allowed
 * (illegal moves: 409 CONFLICT, docs/decisions.md "Illegal status moves"):
 * - pending_payment: a paid plan chosen, waiting for the payment
 *   -> active (paid) | cancelled (another plan chosen before paying)
 * - active: the plan applies (Free has no period end and never leaves by itself)
 *   -> past_due (period ended, renewal unpaid) | expired (ended without renewal)
 *   | cancelled (ended at the vendor's request, or replaced by a newly paid plan)
 * - past_due: still applies during the 3-day grace
 *   -> active (renewal paid) | expired (grace over) | cancelled
 * - cancelled, expired: final.
 */
export const subscriptionMachine = defineMachine({
  name: "subscription",
  transitions: {
    activate: { from: ["pending_payment"], to: "active" },
    fall_due: { from: ["active"], to: "past_due" },
    renew: { from: ["past_due"], to: "active" },
    expire: { from: ["active", "past_due"], to: "expired" },
    cancel: { from: ["pending_payment", "active", "past_due"], to: "cancelled" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.subscription.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<SubscriptionStatus, Prisma.SubscriptionUpdateManyMutationInput, Prisma.SubscriptionWhereInput>) =>
    tx.subscription.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

/** States whose plan applies to the vendor now (see effectivePlan). */
export const CURRENT_STATUSES = ["active", "past_due"] as const satisfies readonly SubscriptionStatus[];
