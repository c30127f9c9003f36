import { diffOf, writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { User } from "../../core/db/generated/client";
import { AppError, validationFailed } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { REAUTH_WINDOW_MS } from "./deletion";
import type { ParsedPhone } from "../fields";
import { checkOtp, claimOtp, OTP_RESEND_SECONDS, sendOtp } from "../registration/otp";
import { invalidateLinkTokens, linkInvalid, verifyCurrentPassword } from "./password-change";
import { sendSecurityNotice } from "./security-notice";
import { revokeUserSessions } from "../sessions/session";
import { portalUrl } from "../../core/app-url";
import { consumeLinkToken, createLinkToken } from "../registration/verification-tokens";
import { userView } from "../views";
import { accountMachine } from "../state-machine";

// Phone change (spec Authentication 8): the new number is proven first by an
// SMS code (`change_phone`), then it replaces the old one, verified. The old
// identifier gets a notice with a revert link valid 72 hours: the account's
// email when there is one, otherwise an SMS to the old (verified) number.
// The revert link is a `change_revert` token like the email change's, told
// apart by its payload `kind`; each flow refuses the other's tokens (a
// refused token is not spent: the error rolls its claim back).
//
// A number that is already verified on another account: the request answers
// exactly as for a free number (same body, same send limits) and the code is
// sent; the confirmation then fails with AUTH_OTP_INVALID, the same answer as
// a wrong code. Why not a validation error: it would tell anyone which numbers
// have accounts. Only the person who receives the SMS can tell a right code
// was refused, and whoever holds that phone can already sign in to the
// account that has it (phone sign-in codes), so that reveals nothing new.
// A number sitting UNVERIFIED on another account moves to the prover, as in
// phone sign-in (docs/decisions.md).

const PHONE_REVERT_KIND = "phone_change";

type PhoneRevertPayload = {
  kind: typeof PHONE_REVERT_KIND;
  old_phone: string | null;
  old_phone_market: string | null;
  old_phone_verified_at: string | null;
  new_phone: string;
};

function phoneRevertPayload(payload: unknown): PhoneRevertPayload | null {
  if (!payload || typeof payload !== "object") return null;
  const p = payload as Partial<PhoneRevertPayload>;
  return p.kind === PHONE_REVERT_KIND && typeof p.new_phone === "string" ? (p as PhoneRevertPayload) : null;
}

/** The current password when the account has one; otherwise a sign-in within the last 5 minutes (phone-only and social accounts). */
async function reauthenticate(user: User, currentPassword: string, ctx: RequestContext): Promise<void> {
  if (user.passwordHash) return verifyCurrentPassword(user, currentPassword);
  const session = await db.session.findUniqueOrThrow({ where: { id: ctx.sessionId } });
  if (now().getTime() - session.createdAt.getTime() > REAUTH_WINDOW_MS) throw validationFailed({ current_password: ["validation.reauth_required"] });
}

export type PhoneChangeStarted = { sent: true; expires_at: string; resend_after_seconds: number };

/** Re-authenticates, then texts a `change_phone` code to the new number (OTP send limits apply). */
export async function startPhoneChange(input: { newPhone: ParsedPhone; currentPassword: string }, ctx: RequestContext): Promise<PhoneChangeStarted> {
  const user = await db.user.findUniqueOrThrow({ where: { id: callerId(ctx) } });
  await reauthenticate(user, input.currentPassword, ctx);
  const phone = input.newPhone.e164;
  if (phone === user.phone) throw validationFailed({ new_phone: ["validation.phone_unchanged"] });

  const holder = await db.user.findUnique({ where: { phone }, select: { id: true, phoneVerifiedAt: true } });
  const { expiresAt } = await sendOtp({ phone, purpose: "change_phone", locale: user.preferredLocale }, ctx);
  await db.$transaction((tx) =>
    writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.phone_change.requested",
      entityType: "user",
      entityId: user.id,
      diff: { new_phone: phone, number_taken: !!holder?.phoneVerifiedAt },
      request: ctx,
    }),
  );
  return { sent: true, expires_at: expiresAt.toISOString(), resend_after_seconds: OTP_RESEND_SECONDS };
}

/**
 * Applies the change with the code sent to the new number: the number becomes
 * the account's, verified. When there is an old verified number or an email,
 * a revert link (72 h) goes out.
 */
export async function confirmPhoneChange(input: { newPhone: ParsedPhone; code: string }, ctx: RequestContext) {
  const phone = input.newPhone.e164;
  const me = await db.user.findUniqueOrThrow({ where: { id: callerId(ctx) }, select: { phone: true } });
  if (phone === me.phone) throw validationFailed({ new_phone: ["validation.phone_unchanged"] });
  const otpId = await checkOtp(phone, "change_phone", input.code);
  const { before, updated, revertToken } = await db.$transaction(async (tx) => {
    await claimOtp(tx, otpId);
    const before = await tx.user.findUniqueOrThrow({ where: { id: callerId(ctx) } });
    const holder = await tx.user.findUnique({ where: { phone } });
    if (holder && holder.id !== before.id) {
      if (holder.phoneVerifiedAt) throw new AppError("AUTH_OTP_INVALID"); // see the header comment
      await tx.user.update({ where: { id: holder.id }, data: { phone: null, phoneMarket: null } });
      await writeAudit(tx, {
        actor: { type: "system" },
        action: "auth.phone.detached_unverified",
        entityType: "user",
        entityId: holder.id,
        reason: "phone proven by another person",
        request: ctx,
      });
    }
    // Proving a phone completes a pending registration, as phone verification does.
    await accountMachine.tryMove(tx, before, "verify");
    const updated = await tx.user.update({ where: { id: before.id }, data: { phone, phoneMarket: input.newPhone.country, phoneVerifiedAt: now() } });
    const canRevert = !!before.email || (!!before.phone && !!before.phoneVerifiedAt);
    const payload: PhoneRevertPayload = {
      kind: PHONE_REVERT_KIND,
      old_phone: before.phone,
      old_phone_market: before.phoneMarket,
      old_phone_verified_at: before.phoneVerifiedAt?.toISOString() ?? null,
      new_phone: phone,
    };
    const revertToken = canRevert ? await createLinkToken(tx, before.id, "change_revert", payload) : null;
    await writeAudit(tx, {
      actor: { type: "user", id: before.id },
      action: "auth.phone_change.confirmed",
      entityType: "user",
      entityId: before.id,
      diff: diffOf(snapshot(before), snapshot(updated)),
      request: ctx,
    });
    return { before, updated, revertToken };
  });

  if (revertToken) {
    const values = { new_phone: phone, url: portalUrl(before.preferredLocale, `/revert-phone-change?token=${revertToken}`) };
    await sendSecurityNotice(before, "phone_change_revert", "phone_change.revert", values);
  }
  return userView(updated);
}

/**
 * Restores the previous number (or none, when the account had none) from the
 * revert link and signs out every session: the change may have been made by
 * someone else. Refused when another account has taken the old number since.
 */
export async function revertPhoneChange(token: string, ctx: RequestContext): Promise<{ phone: string | null }> {
  const { user, restored } = await db.$transaction(async (tx) => {
    const row = await consumeLinkToken(tx, token, "change_revert");
    const payload = phoneRevertPayload(row?.payload);
    if (!row || !payload) throw linkInvalid(); // an email-change revert token stays unspent (rollback)
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
    if (user.status === "anonymized") throw linkInvalid();
    if (payload.old_phone) {
      const taken = await tx.user.findFirst({ where: { phone: payload.old_phone, id: { not: user.id } }, select: { id: true } });
      if (taken) throw validationFailed({ token: ["validation.phone_revert_taken"] });
    }
    const restored = await tx.user.update({
      where: { id: user.id },
      data: {
        phone: payload.old_phone,
        phoneMarket: payload.old_phone ? payload.old_phone_market : null,
        phoneVerifiedAt: payload.old_phone_verified_at ? new Date(payload.old_phone_verified_at) : null,
      },
    });
    // A reset asked for while the account was not in its owner's hands must not complete.
    await invalidateLinkTokens(tx, user.id, ["password_reset"]);
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.phone_change.reverted",
      entityType: "user",
      entityId: user.id,
      diff: diffOf(snapshot(user), snapshot(restored)),
      request: ctx,
    });
    return { user, restored };
  });

  await revokeUserSessions(user.id, "phone_reverted");
  await sendSecurityNotice(restored, "phone_change_reverted", "phone_change.reverted", { reset_url: portalUrl(restored.preferredLocale, "/forgot-password") });
  return { phone: restored.phone };
}

function snapshot(u: Pick<User, "phone" | "phoneVerifiedAt" | "status">) {
  return { phone: u.phone, phone_verified_at: u.phoneVerifiedAt?.toISOString() ?? null, status: u.status };
}
