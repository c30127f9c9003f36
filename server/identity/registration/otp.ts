import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { now } from "../../core/clock";
import { diffOf, writeAudit } from "../../core/audit";
import { db, type Tx } from "../../core/db/client";
import type { User } from "../../core/db/generated/client";
import { AppError, validationFailed } from "../../core/errors";
import { assertSignedIn, type RequestContext } from "../../core/http/request-context";
import { translate, type Locale } from "../../core/i18n";
import { newId } from "../../core/ids";
import { BUCKETS } from "../../core/rate-limit/buckets";
import { consume, usedPoints } from "../../core/rate-limit/limiter";
import { sendSms } from "../../messaging/send";
import { authSecret } from "../sessions/secrets";
import { recordSignIn, refuseSuspended, startSession } from "../sessions/sign-in";
import { userView } from "../views";
import { accountMachine } from "../state-machine";
import { openChallenge, twoFactorEnabled } from "../two-factor/two-factor-challenge";

// One-time SMS codes (spec "### OTP code", Authentication 8): 6 random
// digits, stored only as an HMAC, compared in constant time, valid 5 minutes,
// 5 verification attempts per code. Sends per phone: one a minute, 5 an hour,
// 10 a day. Only the phone's latest code for a purpose counts; a new send
// retires the earlier ones.

export const OTP_LIFETIME_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = BUCKETS.otp_cooldown.duration;
export const OTP_PURPOSES = ["login", "verify_phone", "reset_password", "change_phone", "two_factor", "reauth"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

const SEND_BUCKETS = ["otp_cooldown", "otp_hourly", "otp_daily"] as const;

/** HMAC-SHA256 with the auth secret, bound to the row id (equal codes never share a hash). */
async function hashCode(id: string, code: string): Promise<Buffer> {
  return createHmac("sha256", await authSecret())
    .update(`${id}:${code}`)
    .digest();
}

function rateLimited(bucket: (typeof SEND_BUCKETS)[number], retryAfter: number, locale: Locale): AppError {
  const cooldown = bucket === "otp_cooldown";
  return new AppError("RATE_LIMITED", {
    message: cooldown
      ? { en: "A code was sent to this phone less than a minute ago.", ar: "أُرسل رمز إلى هذا الهاتف قبل أقل من دقيقة." }
      : { en: "Too many codes were sent to this phone; see Retry-After.", ar: "أُرسلت رموز كثيرة جدًا إلى هذا الهاتف؛ انظر Retry-After." },
    headers: { "Retry-After": String(retryAfter) },
    // `message` is for developers; this sentence is for the person waiting.
    extra: { user_message: translate(locale, `api.emails.otp.${cooldown ? "too_soon" : "too_many"}`) },
  });
}

/**
 * Counts one send against the phone's cooldown, hourly and daily windows, or
 * refuses with 429. Exported for flows that must answer (and be limited) the
 * same whether or not a code really goes out (anti-enumeration).
 */
export async function countSend(phone: string, locale: Locale): Promise<void> {
  // Look first, so a refused request does not use up the other windows.
  const spent: { bucket: (typeof SEND_BUCKETS)[number]; resetSeconds: number }[] = [];
  for (const bucket of SEND_BUCKETS) {
    const { used, resetSeconds } = await usedPoints(bucket, phone);
    if (used >= BUCKETS[bucket].points) spent.push({ bucket, resetSeconds });
  }
  if (spent.length) {
    const longest = spent.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a));
    throw rateLimited(longest.bucket, longest.resetSeconds, locale);
  }
  for (const bucket of SEND_BUCKETS) {
    try {
      await consume(bucket, phone);
    } catch (e) {
      // Lost a race with a concurrent send: same friendly answer.
      if (e instanceof AppError && e.code === "RATE_LIMITED") throw rateLimited(bucket, Number(e.headers?.["Retry-After"] ?? 60), locale);
      throw e;
    }
  }
}

/**
 * Sends a new code for `purpose` to `phone` (E.164) by SMS in `locale`.
 * Refusals (429) carry a `user_message` in the caller's language; a failed
 * delivery is 502 OTP_DELIVERY_FAILED.
 */
export async function sendOtp(
  input: { phone: string; purpose: OtpPurpose; locale: Locale },
  ctx: Pick<RequestContext, "locale">,
): Promise<{ expiresAt: Date }> {
  const { phone, purpose, locale } = input;
  await countSend(phone, ctx.locale);
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(now().getTime() + OTP_LIFETIME_MS);
  const codeHash = (await hashCode(id, code)).toString("hex");
  await db.$transaction(async (tx) => {
    await tx.otpCode.updateMany({ where: { phone, purpose, consumedAt: null, expiresAt: { gt: now() } }, data: { expiresAt: now() } });
    await tx.otpCode.create({ data: { id, phone, purpose, codeHash, expiresAt, createdAt: now() } });
  });
  const minutes = OTP_LIFETIME_MS / 60_000;
  await sendSms({ to: phone, text: translate(locale, `api.emails.otp.${purpose}`, { code, minutes }) ?? code, template: `otp.${purpose}`, locale });
  return { expiresAt };
}

/**
 * Checks `code` against the phone's latest code for `purpose` and counts the
 * attempt (kept even when the caller fails later). Returns the code's id for
 * `claimOtp`. Throws AUTH_OTP_INVALID, AUTH_OTP_EXPIRED or AUTH_OTP_MAX_ATTEMPTS.
 */
export async function checkOtp(phone: string, purpose: OtpPurpose, code: string): Promise<string> {
  const row = await db.otpCode.findFirst({ where: { phone, purpose }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  if (!row || row.consumedAt) throw new AppError("AUTH_OTP_INVALID");
  if (row.expiresAt <= now()) throw new AppError("AUTH_OTP_EXPIRED");
  // Count atomically: concurrent guesses cannot exceed the limit.
  const counted = await db.otpCode.updateMany({ where: { id: row.id, attempts: { lt: OTP_MAX_ATTEMPTS } }, data: { attempts: { increment: 1 } } });
  if (counted.count === 0) throw new AppError("AUTH_OTP_MAX_ATTEMPTS");
  const matches = timingSafeEqual(Buffer.from(row.codeHash, "hex"), await hashCode(row.id, code));
  if (!matches) throw new AppError("AUTH_OTP_INVALID", { extra: { attempts_remaining: Math.max(0, OTP_MAX_ATTEMPTS - row.attempts - 1) } });
  return row.id;
}

/** Marks a checked code used, in the transaction of the change it allows; a code is good once. */
export async function claimOtp(tx: Tx, id: string): Promise<void> {
  const claimed = await tx.otpCode.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: now() } });
  if (claimed.count !== 1) throw new AppError("AUTH_OTP_INVALID");
}

// ---------------------------------------------------------------------------
// Flows: request a code, sign in (or sign up) with one, verify one's phone.
// ---------------------------------------------------------------------------

export type OtpRequest = { phone: string; purpose: "login" | "verify_phone" };

/**
 * Sends a code. `login` answers the same for known and unknown numbers (an
 * unknown number signs up on verification); `verify_phone` is for the
 * signed-in caller's own, not yet verified phone.
 */
export async function requestOtp(input: OtpRequest, ctx: RequestContext) {
  let locale = ctx.locale;
  if (input.purpose === "verify_phone") {
    assertSignedIn(ctx);
    const me = await db.user.findUniqueOrThrow({ where: { id: ctx.userId } });
    if (me.phone !== input.phone) throw validationFailed({ phone: ["validation.phone_not_on_account"] });
    if (me.phoneVerifiedAt) throw validationFailed({ phone: ["validation.phone_already_verified"] });
    locale = me.preferredLocale;
  } else {
    // Only the SMS language follows the account; the response never does.
    const owner = await db.user.findUnique({ where: { phone: input.phone }, select: { preferredLocale: true } });
    locale = owner?.preferredLocale ?? ctx.locale;
  }
  const { expiresAt } = await sendOtp({ ...input, locale }, ctx);
  return { sent: true as const, expires_at: expiresAt.toISOString(), resend_after_seconds: OTP_RESEND_SECONDS };
}

export type OtpLoginInput = {
  phone: string;
  code: string;
  firstName?: string;
  lastName?: string;
  locale?: Locale;
  device?: { name?: string; platform: string; app_version?: string };
};

/**
 * Phone sign-in: the account holding the (verified) phone, or a new active
 * customer account on the first successful verification (names may be given, else
 * empty until the profile is completed). Proving the phone also verifies it.
 */
export async function loginWithOtp(input: OtpLoginInput, ctx: RequestContext) {
  const otpId = await checkOtp(input.phone, "login", input.code);
  const existing = await db.user.findUnique({ where: { phone: input.phone } });
  if (existing?.phoneVerifiedAt) await refuseSuspended(existing, ctx);
  // Two-factor sign-in on: the code is spent and the session waits for the second step.
  if (existing?.phoneVerifiedAt && (await twoFactorEnabled(existing.id))) {
    await db.$transaction((tx) => claimOtp(tx, otpId));
    return { challenge: await openChallenge(existing, { method: "phone_otp", device: input.device, created: false }, ctx) };
  }

  const { user, created } = await db.$transaction(async (tx) => {
    await claimOtp(tx, otpId);
    if (existing?.phoneVerifiedAt) {
      return { user: await recordSignIn(tx, existing, ctx, "phone_otp", () => new AppError("AUTH_OTP_INVALID")), created: false };
    }
    if (existing) {
      // Anyone can type someone else's number at registration. Proving the
      // phone must not open an account whose phone was never proven (its
      // password holder could be an attacker): the number leaves that
      // account and whoever proved it gets an account of their own.
      await tx.user.update({ where: { id: existing.id }, data: { phone: null, phoneMarket: null } });
      await writeAudit(tx, {
        actor: { type: "system" },
        action: "auth.phone.detached_unverified",
        entityType: "user",
        entityId: existing.id,
        reason: "phone proven by another person",
        request: ctx,
      });
    }
    return { user: await createPhoneAccount(tx, input, ctx), created: true };
  });
  return { user: userView(user), token: await startSession(user.id, input.device, ctx), created };
}

async function createPhoneAccount(tx: Tx, input: OtpLoginInput, ctx: RequestContext): Promise<User> {
  const user = await tx.user.create({
    data: {
      id: newId(),
      phone: input.phone,
      phoneMarket: "KW", // phone sign-up takes Kuwait mobiles only
      phoneVerifiedAt: now(),
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
      preferredLocale: input.locale ?? ctx.locale,
      status: "active",
      createdAt: now(),
    },
  });
  const customerRole = await tx.role.findUniqueOrThrow({ where: { code: "customer" } });
  await tx.userRole.create({ data: { id: newId(), userId: user.id, roleId: customerRole.id } });
  await writeAudit(tx, {
    actor: { type: "user", id: user.id },
    action: "auth.register",
    entityType: "user",
    entityId: user.id,
    diff: { method: "phone_otp", phone: [null, user.phone] },
    request: ctx,
  });
  return user;
}

/** The signed-in caller verifies the phone on file (`phone`, when given, must be it) with a `verify_phone` code. */
export async function verifyMyPhone(code: string, ctx: RequestContext, phone?: string) {
  const me = await db.user.findUniqueOrThrow({ where: { id: ctx.userId } });
  if (phone !== undefined && phone !== me.phone) throw validationFailed({ phone: ["validation.phone_not_on_account"] });
  if (!me.phone) throw new AppError("AUTH_OTP_INVALID"); // no phone, so no code was ever sent
  const otpId = await checkOtp(me.phone, "verify_phone", code);
  const updated = await db.$transaction(async (tx) => {
    await claimOtp(tx, otpId);
    await accountMachine.tryMove(tx, me, "verify"); // conditional: a suspension meanwhile stays
    const updated = await tx.user.update({ where: { id: me.id }, data: { phoneVerifiedAt: me.phoneVerifiedAt ?? now() } });
    await writeAudit(tx, {
      actor: { type: "user", id: me.id },
      action: "auth.phone.verified",
      entityType: "user",
      entityId: me.id,
      diff: verificationDiff(me, updated),
      request: ctx,
    });
    return updated;
  });
  return userView(updated);
}

function verificationDiff(before: User, after: User) {
  return diffOf(
    { phone_verified_at: before.phoneVerifiedAt?.toISOString() ?? null, status: before.status },
    { phone_verified_at: after.phoneVerifiedAt?.toISOString() ?? null, status: after.status },
  );
}
