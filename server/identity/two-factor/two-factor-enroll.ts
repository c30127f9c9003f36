import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { AppError, validationFailed, type Bilingual } from "../../core/errors";
import { callerId, type SignedInContext } from "../../core/http/request-context";
import { consume } from "../../core/rate-limit/limiter";
import { recordTwoFactorChange, replaceRecoveryCodes, tellOwner } from "./two-factor-record";
import { enrollmentPicture, newTotpSecret, sealSecret, useTotpCode } from "./totp";

// TOTP enrollment (spec Authentication 11; opt-in, but mandatory for staff:
// admin-two-factor-gate.ts): start answers a new secret
// with its otpauth URI and QR code; confirming with the app's first code turns
// two-factor sign-in on and answers the 10 recovery codes, once. Starting again
// before confirming replaces the pending secret; an enabled one is never shown.

const ALREADY_ON: Bilingual = { en: "Two-factor sign-in is already on.", ar: "التحقق بخطوتين مفعّل من قبل." };

export type EnrollmentStarted = { secret: string; otpauth_uri: string; qr_code: string };

export async function startTotpEnrollment(ctx: SignedInContext): Promise<EnrollmentStarted> {
  const userId = callerId(ctx);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const existing = await db.twoFactor.findUnique({ where: { userId } });
  if (existing?.enabledAt)
    throw new AppError("CONFLICT", {
      message: {
        en: "Two-factor sign-in is already on; turn it off first to enroll another app.",
        ar: "التحقق بخطوتين مفعّل من قبل؛ أوقفه أولًا لتسجيل تطبيق آخر.",
      },
    });
  const secret = newTotpSecret();
  const secretSealed = await sealSecret(secret, userId);
  await db.$transaction(async (tx) => {
    await tx.twoFactor.upsert({
      where: { userId },
      create: { userId, secretSealed, createdAt: now() },
      update: { secretSealed, lastUsedStep: null, createdAt: now() },
    });
    await recordTwoFactorChange(tx, { userId, action: "auth.two_factor.enrollment_started" }, ctx);
  });
  return { secret, ...(await enrollmentPicture(secret, user.email ?? user.phone ?? userId)) };
}

export async function confirmTotpEnrollment(code: string, ctx: SignedInContext): Promise<{ enabled: true; recovery_codes: string[] }> {
  const userId = callerId(ctx);
  // Guessing a pending secret's codes is limited like re-authentication.
  await consume("login", `2fa-enroll:${userId}`);
  const pending = await db.twoFactor.findUnique({ where: { userId } });
  if (!pending)
    throw new AppError("CONFLICT", { message: { en: "Start the enrollment first (POST /me/2fa/totp).", ar: "ابدأ التفعيل أولًا (POST /me/2fa/totp)." } });
  if (pending.enabledAt) throw new AppError("CONFLICT", { message: ALREADY_ON });
  if (!(await useTotpCode(userId, code))) throw validationFailed({ code: ["validation.two_factor_code_invalid"] });
  const recoveryCodes = await db.$transaction(async (tx) => {
    const enabled = await tx.twoFactor.updateMany({ where: { userId, enabledAt: null }, data: { enabledAt: now() } });
    if (enabled.count !== 1) throw new AppError("CONFLICT", { message: ALREADY_ON });
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordTwoFactorChange(tx, { userId, action: "auth.two_factor.enabled", diff: { method: "totp" } }, ctx);
    return codes;
  });
  await tellOwner(userId, "enabled");
  return { enabled: true, recovery_codes: recoveryCodes };
}
