import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { User } from "../core/db/generated/client";
import { AppError, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { translate } from "../core/i18n";
import { consume } from "../core/rate-limit/limiter";
import { sendEmail } from "../messaging/send";
import { checkPasswordNotBreached } from "./fields";
import { hashPassword, verifyPassword } from "./passwords";
import { revokeUserSessions } from "./session";
import { appUrl, consumeLinkToken, createLinkToken, type LinkPurpose } from "./verification-tokens";

// Forgot, reset and change password (spec Authentication 10). The reset link
// is single use and valid 60 minutes; completing a reset or a change revokes
// the other sessions and tells the owner by email.

/** An email from `api.emails.<key>.subject/body`; failures are swallowed (recorded in the outbox). */
export async function sendNotice(to: string, locale: User["preferredLocale"], template: string, key: string, values: Record<string, string> = {}): Promise<void> {
  await sendEmail({
    to,
    subject: translate(locale, `api.emails.${key}.subject`, values) ?? key,
    text: translate(locale, `api.emails.${key}.body`, values) ?? key,
    template,
    locale,
  }).catch(() => undefined);
}

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
    await writeAudit(tx, { actor: { type: "user", id: user?.id }, action: "auth.password.reset_requested", entityType: "user", entityId: user?.id, request: ctx });
    return token;
  });
  if (user && linkToken) {
    await sendNotice(email, user.preferredLocale, "password_reset", "password.reset", { url: appUrl(`/reset-password?token=${linkToken}`) });
  }
  return { sent: true };
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
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, emailVerifiedAt: verifiedAt, ...(user.status === "pending_verification" ? { status: "active" } : {}) },
    });
    await invalidateLinkTokens(tx, user.id, ["password_reset"]);
    await writeAudit(tx, { actor: { type: "user", id: user.id }, action: "auth.password.reset", entityType: "user", entityId: user.id, request: ctx });
    return user;
  });
  const keep = ctx.userId === user.id ? ctx.sessionId : undefined;
  await revokeUserSessions(user.id, "password_reset", keep);
  if (user.email) await sendNotice(user.email, user.preferredLocale, "password_changed", "password.changed", { reset_url: appUrl("/forgot-password") });
  return { reset: true };
}

/** Changes the signed-in user's password; the current one is required. Other sessions are revoked. */
export async function changePassword(input: { current_password: string; new_password: string }, ctx: RequestContext): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: ctx.userId } });
  await verifyCurrentPassword(user, input.current_password);
  await screenPassword(input.new_password, "new_password");
  const passwordHash = await hashPassword(input.new_password);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    // A reset link asked for earlier must not override the password just chosen.
    await invalidateLinkTokens(tx, user.id, ["password_reset"]);
    await writeAudit(tx, { actor: { type: "user", id: user.id }, action: "auth.password.changed", entityType: "user", entityId: user.id, request: ctx });
  });
  await revokeUserSessions(user.id, "password_changed", ctx.sessionId);
  if (user.email) await sendNotice(user.email, user.preferredLocale, "password_changed", "password.changed", { reset_url: appUrl("/forgot-password") });
}
