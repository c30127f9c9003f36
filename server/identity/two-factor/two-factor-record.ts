import { writeAudit } from "../../core/audit";
import { portalUrl } from "../../core/app-url";
import { db, type Tx } from "../../core/db/client";
import { newId } from "../../core/ids";
import type { RequestContext } from "../../core/http/request-context";
import { sendSecurityNotice } from "../profile/security-notice";
import { hashRecoveryCode, newRecoveryCodes } from "./totp";
import { now } from "../../core/clock";

// What every two-factor change shares: the "2FA change" audit row (spec
// Authentication 17) and, for the changes the owner must hear about, a
// security notice sent after the commit (security-notice.ts: by email, or
// SMS without one, past every preference).

type Change = {
  userId: string;
  action: "auth.two_factor.enrollment_started" | "auth.two_factor.enabled" | "auth.two_factor.disabled" | "auth.two_factor.recovery_codes_regenerated";
  diff?: Record<string, unknown>;
};

/** What the owner is told about: a change of the account's second factor, or its lock. */
export type TwoFactorNotice = "enabled" | "disabled" | "recovery_codes_regenerated" | "locked";

export async function recordTwoFactorChange(tx: Tx, change: Change, ctx: RequestContext): Promise<void> {
  await writeAudit(tx, {
    actor: { type: "user", id: ctx.userId ?? change.userId },
    action: change.action,
    entityType: "user",
    entityId: change.userId,
    diff: change.diff,
    request: ctx,
  });
}

/** Tells the owner (call after the change committed). */
export async function tellOwner(userId: string, notice: TwoFactorNotice): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  await sendSecurityNotice(user, `two_factor_${notice}`, `two_factor.${notice}`, { reset_url: portalUrl(user.preferredLocale, "/forgot-password") });
}

/** Replaces the user's recovery codes with 10 new ones; returns them in clear, the only time they exist so. */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
  await tx.twoFactorRecoveryCode.createMany({
    data: await Promise.all(codes.map(async (code) => ({ id: newId(), userId, codeHash: await hashRecoveryCode(code), createdAt: now() }))),
  });
  return codes;
}
