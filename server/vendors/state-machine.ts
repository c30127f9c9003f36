import type { Prisma, SubscriptionStatus, VendorStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The vendor application's state machine (docs/decisions.md "Vendor status
// changes"): every status change goes through `vendorMachine`; a move the
// table does not allow is a 409 CONFLICT.
export const vendorMachine = defineMachine({
  name: "vendor",
  transitions: {
    approve: { from: ["pending_review"], to: "approved" },
    reject: { from: ["pending_review"], to: "rejected" },
    suspend: { from: ["approved"], to: "suspended" },
    reinstate: { from: ["suspended"], to: "approved" },
    resubmit: { from: ["rejected"], to: "pending_review" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.vendor.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<VendorStatus, Prisma.VendorUpdateManyMutationInput, Prisma.VendorWhereInput>) =>
    tx.vendor.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

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
