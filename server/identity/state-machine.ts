import type { Prisma, User, UserStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The account state machine (spec "States and transitions / Account"; illegal
// moves are 409 CONFLICT). Every change of `users.status` after registration
// goes through it. Beyond the spec's table, an unverified account may also be
// suspended or ask for deletion, and a cancelled deletion returns it to
// pending_verification (docs/decisions.md "Account status moves").
export const accountMachine = defineMachine({
  name: "user",
  transitions: {
    verify: { from: ["pending_verification"], to: "active" },
    suspend: { from: ["active", "pending_verification"], to: "suspended" },
    reinstate: { from: ["suspended"], to: "active" },
    request_deletion: { from: ["active", "pending_verification"], to: "deletion_requested" },
    cancel_deletion: { from: ["deletion_requested"], to: "active" },
    cancel_deletion_unverified: { from: ["deletion_requested"], to: "pending_verification" },
    anonymize: { from: ["deletion_requested"], to: "anonymized" }, // grace expiry (daily job)
    erase: { from: ["suspended"], to: "anonymized" }, // a Super Admin's verified erasure
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.user.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<UserStatus, Prisma.UserUpdateManyMutationInput, Prisma.UserWhereInput>) =>
    tx.user.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

/** A cancelled deletion returns to active once an identifier is verified, otherwise to pending_verification. */
export function cancelDeletionMove(user: Pick<User, "emailVerifiedAt" | "phoneVerifiedAt">) {
  return user.emailVerifiedAt || user.phoneVerifiedAt ? ("cancel_deletion" as const) : ("cancel_deletion_unverified" as const);
}
