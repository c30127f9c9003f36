import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { User } from "../../core/db/generated/client";
import { AppError, validationFailed } from "../../core/errors";
import { callerId, type SignedInContext } from "../../core/http/request-context";
import { consume } from "../../core/rate-limit/limiter";
import { REAUTH_WINDOW_MS } from "../profile/deletion";
import { checkOtp, claimOtp, OTP_RESEND_SECONDS, sendOtp } from "../registration/otp";
import { verifyCurrentPassword } from "../profile/password-change";
import { useRecoveryCode, useTotpCode } from "./totp";
import { recordTwoFactorChange, replaceRecoveryCodes, tellOwner } from "./two-factor-record";

// Status, new recovery codes and turning two-factor sign-in off. Turning it
// off takes re-authentication (the password; for an account without one a
// fresh SMS code to its verified phone, or else a sign-in within 5 minutes)
// AND a current second factor (an app code or a recovery code).

export type TwoFactorStatus = { enabled: boolean; pending_enrollment: boolean; enabled_at: string | null; methods: string[]; recovery_codes_left: number };

export async function twoFactorStatus(ctx: SignedInContext): Promise<TwoFactorStatus> {
  const userId = callerId(ctx);
  const [row, user, left] = await Promise.all([
    db.twoFactor.findUnique({ where: { userId } }),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { phoneVerifiedAt: true } }),
    db.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  const enabled = !!row?.enabledAt;
  return {
    enabled,
    pending_enrollment: !!row && !row.enabledAt,
    enabled_at: row?.enabledAt?.toISOString() ?? null,
    methods: enabled ? ["totp", ...(user.phoneVerifiedAt ? ["sms"] : []), "recovery"] : [],
    recovery_codes_left: enabled ? left : 0,
  };
}

async function enabledUser(ctx: SignedInContext): Promise<User> {
  const userId = callerId(ctx);
  const row = await db.twoFactor.findUnique({ where: { userId } });
  if (!row?.enabledAt) throw new AppError("CONFLICT", { message: { en: "Two-factor sign-in is not on.", ar: "التحقق بخطوتين غير مفعّل." } });
  return db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** Ten new recovery codes (the old ones stop working), after a current app code or the password. */
export async function regenerateRecoveryCodes(
  input: { code?: string; current_password?: string },
  ctx: SignedInContext,
): Promise<{ recovery_codes: string[] }> {
  const user = await enabledUser(ctx);
  if (input.code) {
    await consume("login", `2fa-manage:${user.id}`);
    if (!(await useTotpCode(user.id, input.code))) throw validationFailed({ code: ["validation.two_factor_code_invalid"] });
  } else if (input.current_password !== undefined) {
    await verifyCurrentPassword(user, input.current_password);
  } else {
    throw validationFailed({ code: ["validation.required"] });
  }
  const codes = await db.$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordTwoFactorChange(tx, { userId: user.id, action: "auth.two_factor.recovery_codes_regenerated" }, ctx);
    return codes;
  });
  await tellOwner(user.id, "recovery_codes_regenerated");
  return { recovery_codes: codes };
}

/** Texts a `reauth` code to the caller's verified phone: the re-authentication of an account without a password. */
export async function sendReauthCode(ctx: SignedInContext) {
  const user = await db.user.findUniqueOrThrow({ where: { id: callerId(ctx) } });
  if (!user.phone || !user.phoneVerifiedAt) throw validationFailed({ sms_code: ["validation.phone_unverified"] });
  const { expiresAt } = await sendOtp({ phone: user.phone, purpose: "reauth", locale: user.preferredLocale }, ctx);
  return { sent: true as const, expires_at: expiresAt.toISOString(), resend_after_seconds: OTP_RESEND_SECONDS };
}

export type DisableInput = { current_password?: string; sms_code?: string; code?: string; recovery_code?: string };

/** Re-authentication; returns the SMS code to spend with the change, if one was used. */
async function reauthenticate(user: User, input: DisableInput, ctx: SignedInContext): Promise<string | null> {
  if (user.passwordHash) {
    await verifyCurrentPassword(user, input.current_password ?? "");
    return null;
  }
  if (user.phone && user.phoneVerifiedAt) {
    if (!input.sms_code) throw validationFailed({ sms_code: ["validation.required"] });
    try {
      return await checkOtp(user.phone, "reauth", input.sms_code);
    } catch (e) {
      if (e instanceof AppError && e.code.startsWith("AUTH_OTP")) throw validationFailed({ sms_code: ["validation.two_factor_code_invalid"] });
      throw e;
    }
  }
  const session = await db.session.findUniqueOrThrow({ where: { id: ctx.sessionId } });
  if (now().getTime() - session.createdAt.getTime() > REAUTH_WINDOW_MS) throw validationFailed({ current_password: ["validation.reauth_required"] });
  return null;
}

export async function disableTwoFactor(input: DisableInput, ctx: SignedInContext): Promise<void> {
  const user = await enabledUser(ctx);
  const smsCodeId = await reauthenticate(user, input, ctx);
  await consume("login", `2fa-manage:${user.id}`);
  const secondFactor = input.code ? await useTotpCode(user.id, input.code) : input.recovery_code ? await useRecoveryCode(user.id, input.recovery_code) : null;
  if (secondFactor === null) throw validationFailed({ code: ["validation.required"] });
  if (!secondFactor) throw validationFailed({ [input.code ? "code" : "recovery_code"]: ["validation.two_factor_code_invalid"] });
  await db.$transaction(async (tx) => {
    if (smsCodeId) await claimOtp(tx, smsCodeId);
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.twoFactorChallenge.deleteMany({ where: { userId: user.id } });
    await tx.twoFactor.delete({ where: { userId: user.id } });
    await recordTwoFactorChange(tx, { userId: user.id, action: "auth.two_factor.disabled", diff: { second_factor: input.code ? "totp" : "recovery" } }, ctx);
  });
  await tellOwner(user.id, "disabled");
}
