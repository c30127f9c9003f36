import { db } from "../core/db/client";
import { writeAudit } from "../core/audit";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { translate } from "../core/i18n";
import { addPoints, blockFor, blockedSeconds, consume, resetLimit, usedPoints } from "../core/rate-limit/limiter";
import { sendEmail } from "../messaging/send";
import { captchaVerifier } from "./captcha";
import { parsePhone } from "./fields";
import { verifyPassword } from "./passwords";
import { recordSignIn, refuseSuspended, startSession, type DeviceInput } from "./sign-in";
import { userView } from "./views";

// Password login. Failures count per account and per IP over 15 minutes:
// from 5 on, each attempt needs a CAPTCHA and waits an exponentially growing
// delay after the previous failure; at 10 the account is locked for 15
// minutes and its owner is told. Besides that, 5 attempts a minute per
// account and per IP. Every failure is the same AUTH_INVALID_CREDENTIALS,
// a still unverified account's right password included.

export const CAPTCHA_AFTER_FAILURES = 5;
export const LOCK_AFTER_FAILURES = 10;

export type LoginInput = {
  email?: string;
  phone?: string;
  password: string;
  captcha_token?: string;
  device?: DeviceInput;
};

function invalid(extra?: Record<string, unknown>): AppError {
  return new AppError("AUTH_INVALID_CREDENTIALS", { extra });
}

export async function loginWithPassword(input: LoginInput, ctx: RequestContext) {
  const identifier = input.email ? input.email.toLowerCase() : (parsePhone(input.phone ?? "")?.e164 ?? (input.phone ?? "").trim());
  const accountKey = `acct:${identifier}`;
  const ipKey = `ip:${ctx.ip}`;
  await consume("login", accountKey);
  await consume("login", ipKey);

  const [account, ip] = await Promise.all([usedPoints("login_failures", accountKey), usedPoints("login_failures", ipKey)]);
  if (account.used >= LOCK_AFTER_FAILURES) {
    throw new AppError("RATE_LIMITED", { message: "Sign-in is locked for a while after too many failed attempts.", headers: { "Retry-After": String(account.resetSeconds) }, extra: { locked: true } });
  }
  const failures = Math.max(account.used, ip.used);
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    const wait = await blockedSeconds("login_backoff", accountKey);
    if (wait > 0) throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(wait) }, extra: { captcha_required: true } });
    if (!input.captcha_token || !(await captchaVerifier().verify(input.captcha_token, ctx.ip))) throw invalid({ captcha_required: true });
  }

  const user = await db.user.findFirst({ where: input.email ? { email: identifier } : { phone: identifier } });
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  // An account whose email was never verified signs in only through its
  // emailed link: its password failing like a wrong one keeps registration
  // from telling new addresses from known ones (register.ts).
  if (!user || !passwordOk || user.status === "anonymized" || user.status === "pending_verification") {
    await recordFailure(accountKey, ipKey, user, ctx);
    throw invalid(failures + 1 >= CAPTCHA_AFTER_FAILURES ? { captcha_required: true } : undefined);
  }
  await refuseSuspended(user, ctx);

  await Promise.all([resetLimit("login_failures", accountKey), resetLimit("login_failures", ipKey), resetLimit("login_backoff", accountKey)]);
  const current = await db.$transaction((tx) => recordSignIn(tx, user, ctx, "password", () => invalid()));
  return { user: userView(current), token: await startSession(user.id, input.device, ctx) };
}

async function recordFailure(accountKey: string, ipKey: string, user: { id: string; email: string | null; preferredLocale: "ar" | "en" } | null, ctx: RequestContext) {
  const [accountFailures, ipFailures] = await Promise.all([addPoints("login_failures", accountKey), addPoints("login_failures", ipKey)]);
  const failures = Math.max(accountFailures, ipFailures);
  // 1 s after the 5th failure, then 2, 4, 8 ... seconds
  if (failures >= CAPTCHA_AFTER_FAILURES) await blockFor("login_backoff", accountKey, 2 ** (failures - CAPTCHA_AFTER_FAILURES));
  await db.$transaction((tx) =>
    writeAudit(tx, { actor: { type: "user", id: user?.id }, action: "auth.login.failed", entityType: "user", entityId: user?.id, request: ctx }),
  );
  if (accountFailures === LOCK_AFTER_FAILURES && user?.email) {
    await sendEmail({
      to: user.email,
      subject: translate(user.preferredLocale, "api.emails.account_locked.subject") ?? "",
      text: translate(user.preferredLocale, "api.emails.account_locked.body") ?? "",
      template: "account_locked",
      locale: user.preferredLocale,
    }).catch(() => undefined);
  }
}
