import { db } from "../../core/db/client";
import type { User } from "../../core/db/generated/client";
import { notFound, validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { accountMachine } from "../state-machine";
import { getUserForAdmin } from "../admin-users/admin-users";
import { anonymizedColumns, PURGED, purgePersonalData, removePurgedFiles } from "./deletion";

// A Super Admin's verified erasure (spec Account: suspended -> anonymized,
// "admin-executed verified erasure"). The result is the deletion job's
// anonymization: generic name, identifiers, password and avatar purged,
// sessions and push tokens gone, transactional records kept. Only a suspended
// account can be erased, so erasure always follows a deliberate suspension.

/** The admin proves intent by typing back the account's email (any case) or phone. */
function confirms(user: Pick<User, "email" | "phone">, typed: string): boolean {
  const value = typed.trim();
  return (!!user.email && user.email.toLowerCase() === value.toLowerCase()) || (!!user.phone && user.phone === value.replace(/[\s-]/g, ""));
}

export async function eraseAccount(userId: string, input: { reason: string; confirmation: string }, ctx: RequestContext) {
  const files = await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user) throw notFound();
    accountMachine.assertCan(user.status, "erase"); // first: an account that is not suspended is a 409 whatever was typed
    if (!confirms(user, input.confirmation)) throw validationFailed({ confirmation: ["validation.erase_confirmation_mismatch"] });
    await accountMachine.move(tx, user, "erase", {
      data: anonymizedColumns(),
      audit: { actor: { type: "admin", id: ctx.userId }, action: "account.erased", diff: { purged: PURGED }, reason: input.reason, request: ctx },
    });
    return purgePersonalData(tx, user);
  });
  await removePurgedFiles(files);
  return getUserForAdmin(userId);
}
