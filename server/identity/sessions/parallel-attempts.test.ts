import { randomInt } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import { TEST_CAPTCHA_PASS } from "@/server/identity/sessions/captcha";
import { call, freshIp } from "@/server/test/http";
import { registerUser, TEST_PASSWORD } from "@/server/test/identity";
import { enrollTotp, totpCode } from "@/server/test/two-factor";
import { backoffSeconds, CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, MAX_BACKOFF_SECONDS } from "./login-limits";
import { OTP_MAX_ATTEMPTS } from "../registration/otp";

// Many attempts at once against one account, challenge, code or link, each
// from its own client address (a botnet, or one attacker behind many
// proxies): the limits hold as they do one at a time, because every attempt
// is counted before its secret is checked (login-limits.ts, otp.ts,
// verification-tokens.ts). And nothing of it is a 5xx.

const en = { "accept-language": "en" };
const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  call("/auth/login", { method: "POST", body: { email, password, device: { platform: "ios" }, ...extra }, headers: en, ip: freshIp() });
const newPhone = () => `+9655${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const burst = <T>(n: number, attempt: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const failedLogins = (userId: string) => db.auditLog.count({ where: { entityId: userId, action: "auth.login.failed" } });

async function smsCode(phone: string, template: string): Promise<string> {
  const sms = await db.outboundMessage.findFirstOrThrow({
    where: { recipient: phone, channel: "sms", template },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return sms.body.match(/\b\d{6}\b/)![0];
}

beforeEach(() => {
  freezeClock();
});

describe("password sign-in", () => {
  it("60 wrong passwords at once with the CAPTCHA solved: at most the lock threshold checked, then the account is locked and its owner emailed once", async () => {
    const { email, userId } = await registerUser({ verified: true });
    const answers = await burst(60, () => login(email, "Wrong-Horse-Battery-1", { captcha_token: TEST_CAPTCHA_PASS }));
    expect(statuses(answers).every((s) => s === 401 || s === 429)).toBe(true);
    const checked = answers.filter((a) => a.json.error.code === "AUTH_INVALID_CREDENTIALS").length;
    expect(checked).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(await failedLogins(userId)).toBe(checked);
    expect(answers.filter((a) => a.json.error.locked === true).length).toBe(60 - checked);

    // The right password now: still locked, from any address.
    const right = await login(email, TEST_PASSWORD, { captcha_token: TEST_CAPTCHA_PASS });
    expect(right.status).toBe(429);
    expect(right.json.error.locked).toBe(true);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await db.outboundMessage.count({ where: { recipient: email, template: "account_locked" } })).toBe(1);
  });

  it("60 wrong passwords at once without the CAPTCHA: no more are checked than the CAPTCHA threshold", async () => {
    const { email, userId } = await registerUser({ verified: true });
    const answers = await burst(60, () => login(email, "Wrong-Horse-Battery-1"));
    expect(statuses(answers).every((s) => s === 401 || s === 429)).toBe(true);
    expect(await failedLogins(userId)).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    // Those refused unchecked were told what to send next.
    const unchecked = answers.filter((a) => a.status === 401 && a.json.error.captcha_required === true);
    expect(unchecked.length).toBeGreaterThan(0);
    // Refused unchecked is not failed: once the growing wait has passed, the right password with the CAPTCHA signs in (not locked).
    await resetLimit("login_backoff", `acct:${email}`);
    const right = await login(email, TEST_PASSWORD, { captcha_token: TEST_CAPTCHA_PASS });
    expect(right.status).toBe(200);
  });

  it("40 sign-ins at once for one account all answer, none with a 5xx", async () => {
    const { email } = await registerUser({ verified: true });
    const answers = await burst(40, (i) => login(email, i % 4 === 0 ? "Wrong-Horse-Battery-1" : TEST_PASSWORD, { captcha_token: TEST_CAPTCHA_PASS }));
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(answers).filter((s) => s === 200).length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status === 200)) expect(typeof a.json.data.token.access_token).toBe("string");
  });
});

describe("session renewal", () => {
  it("one refresh token sent 20 times at once: no 5xx, and every renewal that succeeds gives the same new pair", async () => {
    const { email } = await registerUser({ verified: true });
    const signIn = await login(email, TEST_PASSWORD);
    const refreshToken = signIn.json.data.token.refresh_token as string;
    // The same client (one app starting several requests): the parallel-refresh grace applies.
    const answers = await burst(20, () =>
      call("/auth/refresh", { method: "POST", body: { refresh_token: refreshToken }, headers: { ...en, "user-agent": "burst-app/1.0" } }),
    );
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    const renewed = answers.filter((a) => a.status === 200).map((a) => a.json.data.refresh_token);
    expect(renewed.length).toBeGreaterThan(0);
    expect(new Set(renewed).size).toBe(1);
  });
});

describe("the growing wait", () => {
  it("doubles from the 5th failure and stops at the lock's window, inside a timer's range whatever the count", () => {
    expect([5, 6, 7, 8, 9, 10].map(backoffSeconds)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(backoffSeconds(27)).toBe(MAX_BACKOFF_SECONDS);
    expect(backoffSeconds(1000)).toBe(MAX_BACKOFF_SECONDS);
    expect(MAX_BACKOFF_SECONDS * 1000).toBeLessThan(2 ** 31 - 1); // Node's setTimeout limit
  });
});

describe("the second sign-in step", () => {
  async function challenge() {
    const { email, userId, token } = await registerUser({ verified: true });
    const { secret } = await enrollTotp(token);
    const first = await login(email, TEST_PASSWORD);
    expect(first.status).toBe(200);
    return { userId, secret, challengeToken: first.json.data.challenge_token as string };
  }
  const verify = (challengeToken: string, code: string) =>
    call("/auth/2fa/verify", { method: "POST", body: { challenge_token: challengeToken, code }, headers: en, ip: freshIp() });
  const judged = (userId: string) => db.auditLog.count({ where: { entityId: userId, action: { in: ["auth.two_factor.failed", "auth.two_factor.passed"] } } });

  it("30 wrong codes at once on one challenge: at most the lock threshold checked, then locked even for the right code", async () => {
    const { userId, secret, challengeToken } = await challenge();
    const answers = await burst(30, () => verify(challengeToken, wrong(totpCode(secret))));
    expect(statuses(answers).every((s) => s === 422 || s === 429)).toBe(true);
    expect(await judged(userId)).toBe(answers.filter((a) => a.status === 422).length);
    expect(await judged(userId)).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    const right = await verify(challengeToken, totpCode(secret));
    expect(right.status).toBe(429);
    expect(right.json.error.locked).toBe(true);
  });

  it("29 wrong codes and the right one at once: at most the lock threshold judged in all", async () => {
    const { userId, secret, challengeToken } = await challenge();
    const answers = await burst(30, (i) => verify(challengeToken, i === 15 ? totpCode(secret) : wrong(totpCode(secret))));
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    expect(await judged(userId)).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(statuses(answers).filter((s) => s === 200).length).toBeLessThanOrEqual(1);
  });
});

describe("codes and links", () => {
  it("30 wrong phone codes at once: the code's attempt limit holds, and the right code is refused after", async () => {
    const phone = newPhone();
    expect((await call("/auth/otp/send", { method: "POST", body: { phone, purpose: "login" }, headers: en })).status).toBe(200);
    const code = await smsCode(phone, "otp.login");
    const verify = (c: string) =>
      call("/auth/otp/verify", { method: "POST", body: { phone, code: c, device: { platform: "ios" } }, headers: en, ip: freshIp() });
    const answers = await burst(30, () => verify(wrong(code)));
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    expect(answers.filter((a) => a.json.error.code === "AUTH_OTP_INVALID").length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect(answers.filter((a) => a.json.error.code === "AUTH_OTP_MAX_ATTEMPTS").length).toBeGreaterThanOrEqual(30 - OTP_MAX_ATTEMPTS);
    expect((await db.otpCode.findFirstOrThrow({ where: { phone, purpose: "login" } })).attempts).toBe(OTP_MAX_ATTEMPTS);
    const right = await verify(code);
    expect(right.json.error.code).toBe("AUTH_OTP_MAX_ATTEMPTS");
    expect(await db.user.count({ where: { phone } })).toBe(0);
  });

  it("30 wrong password-reset codes at once: at most the code's attempts checked; the password is unchanged", async () => {
    const phone = newPhone();
    const { email, userId } = await registerUser({ phone, verified: true });
    await db.user.update({ where: { id: userId }, data: { phoneVerifiedAt: new Date() } });
    expect((await call("/auth/password/forgot", { method: "POST", body: { phone }, headers: en, ip: freshIp() })).status).toBe(200);
    const code = await smsCode(phone, "otp.reset_password");
    const answers = await burst(30, () =>
      call("/auth/password/reset", { method: "POST", body: { phone, code: wrong(code), password: "Sadu-Weave-Lantern-77" }, headers: en, ip: freshIp() }),
    );
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    expect(answers.filter((a) => a.json.error.code === "AUTH_OTP_INVALID").length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect((await db.otpCode.findFirstOrThrow({ where: { phone, purpose: "reset_password" } })).attempts).toBe(OTP_MAX_ATTEMPTS);
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);
  });

  it("one password-reset link sent 20 times at once resets the password once", async () => {
    const { email, userId } = await registerUser({ verified: true });
    expect((await call("/auth/password/forgot", { method: "POST", body: { email }, headers: en })).status).toBe(200);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "password_reset" } });
    const token = mail.body.match(/reset-password\?token=([\w-]+)/)![1];
    const answers = await burst(20, (i) =>
      call("/auth/password/reset", { method: "POST", body: { token, password: `Sadu-Weave-Lantern-${10 + i}` }, headers: en, ip: freshIp() }),
    );
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
    expect(
      statuses(answers)
        .filter((s) => s !== 200)
        .every((s) => s === 422),
    ).toBe(true);
    expect(await db.auditLog.count({ where: { entityId: userId, action: "auth.password.reset" } })).toBe(1);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await login(email, `Sadu-Weave-Lantern-${10 + winner}`)).status).toBe(200);
  });
});
