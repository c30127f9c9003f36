import { AppError } from "../core/errors";
import { BUCKETS } from "../core/rate-limit/buckets";
import { addPoints, blockFor, blockedSeconds, consume, resetLimit, usedPoints } from "../core/rate-limit/limiter";

// The limits around password sign-in (docs/decisions.md "Sign-in limits"):
// - 5 attempts a minute per account and IP together: colleagues behind one
//   office or carrier-grade NAT address each have their own budget;
// - per account, from any IP, failures over 15 minutes: from 5 a CAPTCHA and
//   an exponentially growing wait, at 10 a 15-minute lock (spec Authentication 9);
// - per IP only against spraying: 30 failures, or failures on 15 distinct
//   accounts, within 15 minutes put every sign-in from that IP behind the
//   CAPTCHA (never a refusal), until the window has passed.

export const CAPTCHA_AFTER_FAILURES = 5;
export const LOCK_AFTER_FAILURES = BUCKETS.login_failures.points;
export const IP_CAPTCHA_AFTER_FAILURES = BUCKETS.login_ip_failures.points;
export const IP_CAPTCHA_AFTER_ACCOUNTS = BUCKETS.login_ip_accounts.points;

export type LoginKeys = { account: string; ip: string; pair: string };

/** The counter keys of one sign-in: the account (normalized email or phone), the client IP, and both together. */
export function loginKeys(identifier: string, ip: string): LoginKeys {
  return { account: `acct:${identifier}`, ip: `ip:${ip}`, pair: `acct:${identifier}|ip:${ip}` };
}

const spraying = (ipFailures: number, ipAccounts: number) => ipFailures >= IP_CAPTCHA_AFTER_FAILURES || ipAccounts >= IP_CAPTCHA_AFTER_ACCOUNTS;

/**
 * Before the credentials are checked: spends one of the per-minute attempts,
 * refuses a locked account or one still in its backoff wait (429), and says
 * whether this attempt needs a CAPTCHA.
 */
export async function admitLoginAttempt(keys: LoginKeys): Promise<{ captchaRequired: boolean }> {
  await consume("login", keys.pair);
  const [account, ipFailures, ipAccounts] = await Promise.all([
    usedPoints("login_failures", keys.account),
    usedPoints("login_ip_failures", keys.ip),
    usedPoints("login_ip_accounts", keys.ip),
  ]);
  if (account.used >= LOCK_AFTER_FAILURES) {
    throw new AppError("RATE_LIMITED", { message: { en: "Sign-in is locked for a while after too many failed attempts.", ar: "أُقفل تسجيل الدخول مؤقتًا بعد محاولات فاشلة كثيرة." }, headers: { "Retry-After": String(account.resetSeconds) }, extra: { locked: true } });
  }
  if (account.used >= CAPTCHA_AFTER_FAILURES) {
    const wait = await blockedSeconds("login_backoff", keys.account);
    if (wait > 0) throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(wait) }, extra: { captcha_required: true } });
  }
  return { captchaRequired: account.used >= CAPTCHA_AFTER_FAILURES || spraying(ipFailures.used, ipAccounts.used) };
}

/** Counts a failed attempt; `accountFailures` is the account's count now, `captchaRequired` whether the next attempt needs one. */
export async function recordLoginFailure(keys: LoginKeys): Promise<{ accountFailures: number; captchaRequired: boolean }> {
  const [accountFailures, ipFailures, pairFailures] = await Promise.all([
    addPoints("login_failures", keys.account),
    addPoints("login_ip_failures", keys.ip),
    addPoints("login_pair_failures", keys.pair),
  ]);
  // An account's first failure from this IP makes it one more distinct account tried from here.
  const ipAccounts = pairFailures === 1 ? await addPoints("login_ip_accounts", keys.ip) : (await usedPoints("login_ip_accounts", keys.ip)).used;
  // 1 s after the 5th failure, then 2, 4, 8 ... seconds
  if (accountFailures >= CAPTCHA_AFTER_FAILURES) await blockFor("login_backoff", keys.account, 2 ** (accountFailures - CAPTCHA_AFTER_FAILURES));
  return { accountFailures, captchaRequired: accountFailures >= CAPTCHA_AFTER_FAILURES || spraying(ipFailures, ipAccounts) };
}

/** After the right password the account's failures are forgotten; the IP's spraying evidence is not (one good account must not clear it). */
export async function clearLoginFailures(keys: LoginKeys): Promise<void> {
  await Promise.all([resetLimit("login_failures", keys.account), resetLimit("login_backoff", keys.account)]);
}
