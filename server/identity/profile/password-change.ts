import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db, type Tx } from "../../core/db/client";
import type { User } from "../../core/db/generated/client";
import { AppError, validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { consume } from "../../core/rate-limit/limiter";
import { sendNotice, sendSecurityNotice } from "./security-notice";
import { checkPasswordNotBreached } from "../fields";
import { checkOtp, claimOtp, countSend, OTP_LIFETIME_MS, OTP_RESEND_SECONDS, sendOtp } from "../registration/otp";
import { hashPassword, verifyPassword } from "../password-hash";
import { revokeUserSessions } from "../sessions/session";
import { portalUrl } from "../../core/app-url";
import { consumeLinkToken, createLinkToken, type LinkPurpose } from "../registration/verification-tokens";
import { accountMachine } from "../state-machine";

// Forgot, reset and change password (spec Authentication 10). The reset link
// is single use and valid 60 minutes; an account with a verified phone may
// reset with an SMS code instead. Completing a reset or a change revokes the
// other sessions and tells the owner (by email, or SMS without one).

/** 422 on `token`: unknown, expired, used or of another kind. */
export const linkInvalid = () => validationFailed({ token: ["validation.link_invalid"] });

/** Marks the user's outstanding link tokens of these purposes as used. */
export async function invalidateLinkTokens(tx: Tx, userId: string, purposes: LinkPurpose[]): Promise<void> {
  await tx.verificationToken.updateMany({ where: { userId, purpose: { in: purposes }, usedAt: null }, data: { usedAt: now() } });
}

/**
 * Re-authentication with the current password (password change, email
 * change): 5 tries a minute per user, so a stolen session cannot guess it.
 */
export async function verifyCurrentPassword(user: Pick<User, "id" | "passwordHash">, password: string): Promise<void> {
  if (!user.passwordHash) throw validationFailed({ current_password: ["validation.password_not_set"] });
  await consume("login", `reauth:${user.id}`);
  if (!password) throw validationFailed({ current_password: ["validation.required"] });
  if (!(await verifyPassword(user.passwordHash, password))) throw validationFailed({ current_password: ["validation.current_password_wrong"] });
}

/** Link tokens and SMS codes for a reset: none may work once the password has been set. */
async function invalidateResetCredentials(tx: Tx, user: Pick<User, "id" | "phone">): Promise<void> {
  await invalidateLinkTokens(tx, user.id, ["password_reset"]);
  if (user.phone) {
    await tx.otpCode.updateMany({ where: { phone: user.phone, purpose: "reset_password", consumedAt: null }, data: { consumedAt: now() } });
  }
}

/** "Your password was changed": by email, or by SMS to the verified phone of an account without email. */
async function notifyPasswordChanged(user: Pick<User, "email" | "phone" | "phoneVerifiedAt" | "preferredLocale">): Promise<void> {
  await sendSecurityNotice(user, "password_changed", "password.changed", { reset_url: portalUrl(user.preferredLocale, "/forgot-password") });
}

/** Breach screening, reporting on `field`. */
async function screenPassword(password: string, field: string): Promise<void> {
  try {
    await checkPasswordNotBreached(password);
  } catch (e) {
    if (e instanceof AppError && e.details?.password) throw validationFailed({ [field]: e.details.password });
    throw e;
  }
}

/**
 * Emails a reset link when an account has this email. Known and unknown
 * addresses get the same answer and go through the same steps (lookup,
 * transaction, audit); only the link creation and the email are skipped.
 */
export async function requestPasswordReset(email: string, ctx: RequestContext): Promise<{ sent: true }> {
  await consume("login", `forgot:${email}`);
  const found = await db.user.findUnique({ where: { email } });
  const user = found && found.status !== "anonymized" ? found : null;
  const linkToken = await db.$transaction(async (tx) => {
    const token = user ? await createLinkToken(tx, user.id, "password_reset") : null;
    await writeAudit(tx, {
      actor: { type: "user", id: user?.id },
      action: "auth.password.reset_requested",
      entityType: "user",
      entityId: user?.id,
      request: ctx,
    });
    return token;
  });
  if (user && linkToken) {
    await sendNotice(email, user.preferredLocale, "password_reset", "password.reset", {
      url: portalUrl(user.preferredLocale, `/reset-password?token=${linkToken}`),
    });
  }
  return { sent: true };
}

export type PhoneResetRequested = { sent: true; expires_at: string; resend_after_seconds: number };

/**
 * Texts a `reset_password` code when an account has this phone verified.
 * Unknown and unverified phones get the same answer AND the same send limits:
 * the send is counted against the phone either way, so the 429 that follows
 * a second request within a minute cannot tell the cases apart. A failed SMS
 * delivery is swallowed for the same reason (the failure stays recorded in
 * outbound_messages), like the email variant's.
 */
export async function requestPasswordResetByPhone(phone: string, ctx: RequestContext): Promise<PhoneResetRequested> {
  const expiresAt = new Date(now().getTime() + OTP_LIFETIME_MS);
  const found = await db.user.findUnique({ where: { phone } });
  const user = found && found.phoneVerifiedAt && found.status !== "anonymized" ? found : null;
  if (user) {
    await sendOtp({ phone, purpose: "reset_password", locale: user.preferredLocale }, ctx).catch((e: unknown) => {
      if (!(e instanceof AppError && e.code === "OTP_DELIVERY_FAILED")) throw e;
    });
  } else {
    await countSend(phone, ctx.locale);
  }
  await db.$transaction((tx) =>
    writeAudit(tx, {
      actor: { type: "user", id: user?.id },
      action: "auth.password.reset_requested",
      entityType: "user",
      entityId: user?.id,
      diff: { channel: "sms" },
      request: ctx,
    }),
  );
  return { sent: true, expires_at: expiresAt.toISOString(), resend_after_seconds: OTP_RESEND_SECONDS };
}

/**
 * Completes a reset: sets the new password, spends this link and every other
 * outstanding reset link, then revokes all sessions except the caller's own
 * (when the caller is signed in as this user) and notifies the owner.
 */
export async function resetPassword(input: { token: string; password: string }, ctx: RequestContext): Promise<{ reset: true }> {
  await screenPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  const user = await db.$transaction(async (tx) => {
    const row = await consumeLinkToken(tx, input.token, "password_reset");
    if (!row) throw linkInvalid();
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
    if (user.status === "anonymized") throw linkInvalid();
    // The link reached the user's inbox, which proves the email: an invited
    // admin (or an unverified user) is verified by completing the reset.
    const verifiedAt = user.emailVerifiedAt ?? now();
    await accountMachine.tryMove(tx, user, "verify");
    await tx.user.update({ where: { id: user.id }, data: { passwordHash, emailVerifiedAt: verifiedAt } });
    await invalidateResetCredentials(tx, user);
    await writeAudit(tx, { actor: { type: "user", id: user.id }, action: "auth.password.reset", entityType: "user", entityId: user.id, request: ctx });
    return user;
  });
  await finishReset(user, ctx);
  return { reset: true };
}

/**
 * Completes a reset with the SMS code sent to the account's verified phone:
 * same effects as the link (every other session revoked, outstanding links
 * and codes spent, owner notified, audited). Code failures are
 * AUTH_OTP_INVALID, AUTH_OTP_EXPIRED or AUTH_OTP_MAX_ATTEMPTS.
 */
export async function resetPasswordWithCode(input: { phone: string; code: string; password: string }, ctx: RequestContext): Promise<{ reset: true }> {
  await screenPassword(input.password, "password"); // before the code is counted or spent
  const otpId = await checkOtp(input.phone, "reset_password", input.code);
  const passwordHash = await hashPassword(input.password);
  const user = await db.$transaction(async (tx) => {
    await claimOtp(tx, otpId);
    const user = await tx.user.findUnique({ where: { phone: input.phone } });
    // Codes go only to verified phones; a number that has left its account since opens nothing.
    if (!user || !user.phoneVerifiedAt || user.status === "anonymized") throw new AppError("AUTH_OTP_INVALID");
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await invalidateResetCredentials(tx, user);
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.password.reset",
      entityType: "user",
      entityId: user.id,
      diff: { method: "sms_code" },
      request: ctx,
    });
    return user;
  });
  await finishReset(user, ctx);
  return { reset: true };
}

/** After a reset: revoke every session except the caller's own (when signed in as this user), then notify. */
async function finishReset(user: User, ctx: RequestContext): Promise<void> {
  const keep = ctx.userId === user.id ? ctx.sessionId : undefined;
  await revokeUserSessions(user.id, "password_reset", keep);
  await notifyPasswordChanged(user);
}

/** Changes the signed-in user's password; the current one is required. Other sessions are revoked. */
export async function changePassword(input: { current_password: string; new_password: string }, ctx: RequestContext): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: ctx.userId } });
  await verifyCurrentPassword(user, input.current_password);
  await screenPassword(input.new_password, "new_password");
  const passwordHash = await hashPassword(input.new_password);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    // A reset link or code asked for earlier must not override the password just chosen.
    await invalidateResetCredentials(tx, user);
    await writeAudit(tx, { actor: { type: "user", id: user.id }, action: "auth.password.changed", entityType: "user", entityId: user.id, request: ctx });
  });
  await revokeUserSessions(user.id, "password_changed", ctx.sessionId);
  await notifyPasswordChanged(user);
}
