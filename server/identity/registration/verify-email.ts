import { diffOf, writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { consumeLinkToken } from "./verification-tokens";
import { accountMachine } from "../state-machine";

const linkInvalid = () => validationFailed({ token: ["validation.link_invalid"] });

/**
 * Consumes an `email_verify` link token (single use, 24 h): the email is
 * verified and a pending account becomes active (`activated`: the caller
 * then opens its first session, registration having opened none). Unknown, used or expired
 * tokens are one 422 (`token: validation.link_invalid`). Email-change links
 * (same purpose, payload `{new_email}`) belong to /auth/email/change/confirm:
 * refused here, and left unspent because the error rolls the claim back.
 */
export async function verifyEmail(token: string, ctx: RequestContext) {
  const user = await db.$transaction(async (tx) => {
    const row = await consumeLinkToken(tx, token, "email_verify");
    if (!row || row.payload !== null) throw linkInvalid();
    const before = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
    if (!before.email || before.status === "anonymized") throw linkInvalid();
    const activated = await accountMachine.tryMove(tx, before, "verify"); // a pending account becomes active; any other status stays
    const after = await tx.user.update({ where: { id: before.id }, data: { emailVerifiedAt: before.emailVerifiedAt ?? now() } });
    await writeAudit(tx, {
      actor: { type: "user", id: before.id },
      action: "auth.email.verified",
      entityType: "user",
      entityId: before.id,
      diff: diffOf(
        { email_verified_at: before.emailVerifiedAt?.toISOString() ?? null, status: before.status },
        { email_verified_at: after.emailVerifiedAt?.toISOString() ?? null, status: after.status },
      ),
      request: ctx,
    });
    return { ...after, activated: Boolean(activated) };
  });
  return {
    userId: user.id,
    activated: user.activated,
    view: { email_verified: true as const, email_verified_at: user.emailVerifiedAt!.toISOString(), status: user.status },
  };
}
