import { db } from "../../core/db/client";
import { writeAudit } from "../../core/audit";
import { AppError } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { portalUrl } from "../../core/app-url";
import { captchaVerifier } from "./captcha";
import { parsePhone } from "../fields";
import { admitLoginAttempt, LOCK_AFTER_FAILURES, loginKeys, type LoginAttempt } from "./login-limits";
import { verifyPassword } from "../password-hash";
import { sendSecurityNotice, type NoticeRecipient } from "../profile/security-notice";
import { recordSignIn, refuseSuspended, startSession, type DeviceInput } from "./sign-in";
import { openChallenge, twoFactorEnabled } from "../two-factor/two-factor-challenge";
import { userView } from "../views";

// Password login. The limits around it (per account and IP, per account,
// against spraying from one IP) are in login-limits.ts. Every failure is the
// same AUTH_INVALID_CREDENTIALS, a still unverified account's right password
// included.

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
  const attempt = await admitLoginAttempt(loginKeys(identifier, ctx.ip));
  try {
    return await checkPassword(input, identifier, attempt, ctx);
  } finally {
    // Refused before the password was judged (no CAPTCHA, a suspended account, an error): not a failure.
    await attempt.release();
  }
}

async function checkPassword(input: LoginInput, identifier: string, attempt: LoginAttempt, ctx: RequestContext) {
  if (attempt.captchaRequired && !(input.captcha_token && (await captchaVerifier().verify(input.captcha_token, ctx.ip))))
    throw invalid({ captcha_required: true });

  const user = await db.user.findFirst({ where: input.email ? { email: identifier } : { phone: identifier } });
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  // An account whose email was never verified signs in only through its
  // emailed link: its password failing like a wrong one keeps registration
  // from telling new addresses from known ones (register.ts).
  if (!user || !passwordOk || user.status === "anonymized" || user.status === "pending_verification") {
    const next = await recordFailure(attempt, user, ctx);
    throw invalid(next.captchaRequired ? { captcha_required: true } : undefined);
  }
  await refuseSuspended(user, ctx);

  await attempt.succeeded();
  // Two-factor sign-in on: the session waits for the second step (two-factor-verify.ts).
  if (await twoFactorEnabled(user.id)) return { challenge: await openChallenge(user, { method: "password", device: input.device }, ctx) };
  const current = await db.$transaction((tx) => recordSignIn(tx, user, ctx, "password", () => invalid()));
  return { user: userView(current), token: await startSession(user.id, input.device, ctx) };
}

async function recordFailure(attempt: LoginAttempt, user: (NoticeRecipient & { id: string }) | null, ctx: RequestContext) {
  const counted = await attempt.failed();
  await db.$transaction((tx) =>
    writeAudit(tx, { actor: { type: "user", id: user?.id }, action: "auth.login.failed", entityType: "user", entityId: user?.id, request: ctx }),
  );
  if (counted.accountFailures === LOCK_AFTER_FAILURES && user) {
    await sendSecurityNotice(user, "account_locked", "account_locked", { reset_url: portalUrl(user.preferredLocale, "/forgot-password") });
  }
  return counted;
}
