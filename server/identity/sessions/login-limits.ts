import { AppError } from "../../core/errors";
import { BUCKETS } from "../../core/rate-limit/buckets";
import { addPoints, blockFor, blockedSeconds, consume, giveBack, reserve, resetLimit, usedPoints } from "../../core/rate-limit/limiter";

// The limits around password sign-in (docs/decisions.md "Sign-in limits"):
// - 5 attempts a minute per account and IP together: colleagues behind one
//   office or carrier-grade NAT address each have their own budget;
// - per account, from any IP, failures over 15 minutes: from 5 a CAPTCHA and
//   an exponentially growing wait, at 10 a 15-minute lock (spec Authentication 9);
// - per IP only against spraying: 30 failures, or failures on 15 distinct
//   accounts, within 15 minutes put every sign-in from that IP behind the
//   CAPTCHA (never a refusal), until the window has passed.
// Every attempt reserves the failure it may become before anything is
// checked, in one atomic count (`reserve`): a burst of parallel attempts
// against one account gets at most the lock threshold checked, whatever
// their client addresses. A success or an attempt refused unchecked gives
// its reservation back.

export const CAPTCHA_AFTER_FAILURES = 5;
export const LOCK_AFTER_FAILURES = BUCKETS.login_failures.points;
export const IP_CAPTCHA_AFTER_FAILURES = BUCKETS.login_ip_failures.points;
export const IP_CAPTCHA_AFTER_ACCOUNTS = BUCKETS.login_ip_accounts.points;
/** The growing wait stops growing at the lock's window (and stays far inside a timer's range). */
export const MAX_BACKOFF_SECONDS = BUCKETS.login_failures.duration;

export type LoginKeys = { account: string; ip: string; pair: string };

/** The counter keys of one sign-in: the account (normalized email or phone), the client IP, and both together. */
export function loginKeys(identifier: string, ip: string): LoginKeys {
  return { account: `acct:${identifier}`, ip: `ip:${ip}`, pair: `acct:${identifier}|ip:${ip}` };
}

const spraying = (ipFailures: number, ipAccounts: number) => ipFailures >= IP_CAPTCHA_AFTER_FAILURES || ipAccounts >= IP_CAPTCHA_AFTER_ACCOUNTS;

/** The wait after the account's n-th failure: 1 s after the 5th, then 2, 4, 8 ... seconds, at most MAX_BACKOFF_SECONDS. */
export function backoffSeconds(accountFailures: number): number {
  return Math.min(2 ** (accountFailures - CAPTCHA_AFTER_FAILURES), MAX_BACKOFF_SECONDS);
}

/** An admitted attempt: settle it exactly once (a failure kept, a success cleared, or given back unchecked). */
export type LoginAttempt = {
  captchaRequired: boolean;
  /** The credentials were wrong: the reservation stays as the failure. */
  failed(): Promise<{ accountFailures: number; captchaRequired: boolean }>;
  /** The credentials were right: the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** Nothing was decided (CAPTCHA missing, an error): the reservation goes back. No-op once settled. */
  release(): Promise<void>;
};

function lockedError(resetSeconds: number): AppError {
  return new AppError("RATE_LIMITED", {
    message: { en: "Sign-in is locked for a while after too many failed attempts.", ar: "أُقفل تسجيل الدخول مؤقتًا بعد محاولات فاشلة كثيرة." },
    headers: { "Retry-After": String(resetSeconds) },
    extra: { locked: true },
  });
}

/**
 * Before the credentials are checked: spends one of the per-minute attempts,
 * reserves one of the account's failures (refusing a locked account, 429),
 * refuses an account still in its backoff wait (429), and says whether this
 * attempt needs a CAPTCHA.
 */
export async function admitLoginAttempt(keys: LoginKeys): Promise<LoginAttempt> {
  await consume("login", keys.pair);
  const account = await reserve("login_failures", keys.account);
  if (!account.admitted) throw lockedError(account.resetSeconds);
  // The IP's failures are reserved the same way, so a burst from one IP counts towards spraying as it arrives.
  const [ipFailures, ipAccounts] = await Promise.all([addPoints("login_ip_failures", keys.ip), usedPoints("login_ip_accounts", keys.ip)]);
  const earlierFailures = account.used - 1;
  let settled = false;
  const settle = async (giveBackAccount: boolean) => {
    settled = true;
    await Promise.all([giveBack("login_ip_failures", keys.ip), giveBackAccount ? giveBack("login_failures", keys.account) : undefined]);
  };
  const attempt: LoginAttempt = {
    captchaRequired: earlierFailures >= CAPTCHA_AFTER_FAILURES || spraying(ipFailures - 1, ipAccounts.used),
    failed: async () => {
      settled = true;
      return recordFailure(keys, account.used);
    },
    succeeded: async () => {
      await settle(false);
      await Promise.all([resetLimit("login_failures", keys.account), resetLimit("login_backoff", keys.account)]);
    },
    release: async () => {
      if (!settled) await settle(true);
    },
  };
  if (earlierFailures >= CAPTCHA_AFTER_FAILURES) {
    const wait = await blockedSeconds("login_backoff", keys.account);
    if (wait > 0) {
      await attempt.release();
      throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(wait) }, extra: { captcha_required: true } });
    }
  }
  return attempt;
}

/** The failure as reserved (`accountFailures`: the account's count with it); `captchaRequired` whether the next attempt needs one. */
async function recordFailure(keys: LoginKeys, accountFailures: number): Promise<{ accountFailures: number; captchaRequired: boolean }> {
  const [ipFailures, pairFailures] = await Promise.all([usedPoints("login_ip_failures", keys.ip), addPoints("login_pair_failures", keys.pair)]);
  // An account's first failure from this IP makes it one more distinct account tried from here.
  const ipAccounts = pairFailures === 1 ? await addPoints("login_ip_accounts", keys.ip) : (await usedPoints("login_ip_accounts", keys.ip)).used;
  if (accountFailures >= CAPTCHA_AFTER_FAILURES) await blockFor("login_backoff", keys.account, backoffSeconds(accountFailures));
  return { accountFailures, captchaRequired: accountFailures >= CAPTCHA_AFTER_FAILURES || spraying(ipFailures.used, ipAccounts) };
}
