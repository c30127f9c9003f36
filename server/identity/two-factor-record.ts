import { writeAudit } from "../core/audit";
import type { Tx } from "../core/db/client";
import { newId } from "../core/ids";
import type { RequestContext } from "../core/http/request-context";
import { emit } from "../core/outbox/outbox";
import { hashRecoveryCode, newRecoveryCodes } from "./totp";
import { now } from "../core/clock";

// What every two-factor change shares: the "2FA change" audit row (spec
// Authentication 17) and, for the changes the owner must hear about, the
// TwoFactorChanged event: the notifications module tells them (in-app, push
// and email per the account preferences).

type Change = {
  userId: string;
  action: "auth.two_factor.enrollment_started" | "auth.two_factor.enabled" | "auth.two_factor.disabled" | "auth.two_factor.recovery_codes_regenerated";
  /** What the owner is told about; nothing for a started enrollment. */
  notice?: "enabled" | "disabled" | "recovery_codes_regenerated";
  diff?: Record<string, unknown>;
};

export async function recordTwoFactorChange(tx: Tx, change: Change, ctx: RequestContext): Promise<void> {
  await writeAudit(tx, { actor: { type: "user", id: ctx.userId ?? change.userId }, action: change.action, entityType: "user", entityId: change.userId, diff: change.diff, request: ctx });
  if (change.notice) await emit(tx, "TwoFactorChanged", { userId: change.userId, change: change.notice, changeId: newId() });
}

/** Replaces the user's recovery codes with 10 new ones; returns them in clear, the only time they exist so. */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
  await tx.twoFactorRecoveryCode.createMany({ data: await Promise.all(codes.map(async (code) => ({ id: newId(), userId, codeHash: await hashRecoveryCode(code), createdAt: now() }))) });
  return codes;
}
