import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import { call, freshIp } from "@/server/test/http";
import { bearer, registerUser, signedIn, TEST_PASSWORD } from "@/server/test/identity";
import { enrollTotp, nextStep, totpCode } from "@/server/test/two-factor";
import { setOidcFetch } from "../registration/oidc";

// The second sign-in step (spec Authentication 11): every way of signing in
// answers a challenge instead of tokens once two-factor sign-in is on, and
// POST /auth/2fa/verify completes it like the first step would have.

const en = { "accept-language": "en" };
const login = (email: string, device: Record<string, unknown> = { platform: "ios", name: "iPhone" }, ip = freshIp()) =>
  call("/auth/login", { method: "POST", body: { email, password: TEST_PASSWORD, device }, headers: en, ip });
const verify = (body: Record<string, unknown>, ip = freshIp()) => call("/auth/2fa/verify", { method: "POST", body, headers: en, ip });
const me = (token: string) => call("/me", { headers: bearer(token) });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function enrolledAccount() {
  const { email, userId, token } = await registerUser({ verified: true });
  const { secret, recoveryCodes } = await enrollTotp(token);
  return { email, userId, secret, recoveryCodes };
}

async function challengeFor(email: string): Promise<string> {
  const res = await login(email);
  expect(res.status).toBe(200);
  return res.json.data.challenge_token;
}

beforeEach(() => {
  freezeClock();
});
afterAll(() => resetClock());

describe("password sign-in with two-factor sign-in on", () => {
  it("answers a challenge instead of tokens, and the app's code completes it with the same device", async () => {
    const { email, userId, secret } = await enrolledAccount();
    const first = await login(email);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      two_factor_required: true,
      methods: ["totp", "recovery"],
      expires_at: new Date(now().getTime() + 5 * 60_000).toISOString(),
    });
    expect(first.json.data.token).toBeUndefined();
    expect(first.json.data.user).toBeUndefined();
    const challenge = first.json.data.challenge_token as string;
    expect(await db.twoFactorChallenge.count({ where: { tokenHash: challenge } })).toBe(0); // stored hashed

    const refused = await verify({ challenge_token: challenge, code: wrong(totpCode(secret)) });
    expect(refused.status).toBe(422);
    expect(refused.json.error.details.code).toEqual(["The code is not valid or was already used."]);

    const done = await verify({ challenge_token: challenge, code: totpCode(secret) });
    expect(done.status).toBe(200);
    expect(done.json.data.user.id).toBe(userId);
    expect((await me(done.json.data.token.access_token)).status).toBe(200);
    const session = await db.session.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } });
    expect(session).toMatchObject({ platform: "ios", deviceName: "iPhone" });
    expect(await db.auditLog.count({ where: { entityId: userId, action: "auth.login.succeeded" } })).toBeGreaterThanOrEqual(1);

    // The challenge and the code are good once.
    expect((await verify({ challenge_token: challenge, code: totpCode(secret) })).json.error.details.challenge_token).toBeDefined();
    const again = await challengeFor(email);
    expect((await verify({ challenge_token: again, code: totpCode(secret) })).status).toBe(422);
  });

  it("on a test server with TEST_TOTP_STEP_REUSE=1 a code may be spent again within its step, never an earlier step's", async () => {
    vi.stubEnv("TEST_TOTP_STEP_REUSE", "1");
    resetConfig();
    try {
      const { email, secret } = await enrolledAccount();
      expect((await verify({ challenge_token: await challengeFor(email), code: totpCode(secret, 1) })).status).toBe(200);
      expect((await verify({ challenge_token: await challengeFor(email), code: totpCode(secret, 1) })).status).toBe(200);
      expect((await verify({ challenge_token: await challengeFor(email), code: totpCode(secret) })).status).toBe(422);
    } finally {
      vi.unstubAllEnvs();
      resetConfig();
    }
  });

  it("a code one step either side is accepted, two steps away is not", async () => {
    const { email, secret } = await enrolledAccount();
    expect((await verify({ challenge_token: await challengeFor(email), code: totpCode(secret, 2) })).status).toBe(422);
    expect((await verify({ challenge_token: await challengeFor(email), code: totpCode(secret, 1) })).status).toBe(200);
  });

  it("delivers the web portal's session as httpOnly cookies, as the password step would have", async () => {
    const { email, secret } = await enrolledAccount();
    const first = await login(email, { platform: "web" });
    expect(first.headers.get("set-cookie")).toBeNull();
    const done = await verify({ challenge_token: first.json.data.challenge_token, code: totpCode(secret) });
    expect(done.status).toBe(200);
    expect(done.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(done.json.data.token.access_token).toBeUndefined();
  });

  it("expires after 5 minutes", async () => {
    const { email, secret } = await enrolledAccount();
    const challenge = await challengeFor(email);
    freezeClock(new Date(now().getTime() + 5 * 60_000 + 1000));
    const late = await verify({ challenge_token: challenge, code: totpCode(secret) });
    expect(late.status).toBe(422);
    expect(late.json.error.details.challenge_token).toEqual(["The second sign-in step has expired. Sign in again."]);
  });

  it("refresh renews the session without asking again", async () => {
    const { email, secret } = await enrolledAccount();
    const done = await verify({ challenge_token: await challengeFor(email), code: totpCode(secret) });
    const refreshed = await call("/auth/refresh", { method: "POST", body: { refresh_token: done.json.data.token.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.access_token).toBeTruthy();
    expect(refreshed.json.data.challenge_token).toBeUndefined();
  });
});

describe("other second factors", () => {
  it("texts a code to the verified phone on request, and it completes the sign-in", async () => {
    const user = await signedIn({ email: `sms-${randomUUID().slice(0, 8)}@example.com` });
    const { secret } = await enrollTotp(user.token);
    const phone = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).phone!;
    const challenge = await openViaOtp(phone);
    expect(challenge.methods).toEqual(["totp", "sms", "recovery"]);
    await resetLimit("otp_cooldown", phone); // the phone's one-a-minute send rule, shared with the sign-in code

    const sent = await call("/auth/2fa/sms", { method: "POST", body: { challenge_token: challenge.challenge_token }, headers: en });
    expect(sent.status).toBe(200);
    const sms = await db.outboundMessage.findFirstOrThrow({ where: { recipient: phone, template: "otp.two_factor" }, orderBy: { createdAt: "desc" } });
    const code = sms.body.match(/\b\d{6}\b/)![0];
    expect(code).not.toBe(totpCode(secret));
    const done = await verify({ challenge_token: challenge.challenge_token, code });
    expect(done.status).toBe(200);
    expect(done.json.data.user.id).toBe(user.id);
  });

  it("a recovery code works once", async () => {
    const { email, userId, recoveryCodes } = await enrolledAccount();
    const done = await verify({ challenge_token: await challengeFor(email), recovery_code: recoveryCodes[3].toUpperCase() });
    expect(done.status).toBe(200);
    const reused = await verify({ challenge_token: await challengeFor(email), recovery_code: recoveryCodes[3] });
    expect(reused.status).toBe(422);
    expect(reused.json.error.details.recovery_code).toBeDefined();
    const status = await call("/me/2fa", { headers: bearer(done.json.data.token.access_token) });
    expect(status.json.data.recovery_codes_left).toBe(9);
    expect(await db.auditLog.findFirst({ where: { entityId: userId, action: "auth.two_factor.passed" } })).toMatchObject({ diff: { factor: "recovery" } });
  });
});

describe("limits on the second factor", () => {
  it("after 10 wrong codes locks the second step for 15 minutes, even with the right code, and tells the owner", async () => {
    const { email, userId, secret } = await enrolledAccount();
    const challenge = await challengeFor(email);
    const ip = freshIp();
    const account = `acct:2fa:${userId}`;
    const attempt = async (code: string) => {
      await resetLimit("login", `${account}|ip:${ip}`); // a minute passes between attempts
      await resetLimit("login_backoff", account); // and the backoff wait
      return verify({ challenge_token: challenge, code }, ip);
    };
    const lockNotices = () => db.outboundMessage.findMany({ where: { recipient: email, template: "two_factor_locked" } });
    for (let i = 1; i <= 9; i++) expect((await attempt(wrong(totpCode(secret)))).status).toBe(422);
    expect(await lockNotices()).toHaveLength(0);
    expect((await attempt(wrong(totpCode(secret)))).status).toBe(422);
    // The owner is told, as of a password lock (one email, in the account's language).
    const [notice] = await lockNotices();
    expect(notice).toMatchObject({ channel: "email", subject: "Two-step sign-in to your account is locked for 15 minutes" });
    expect(notice.body).toContain("/en/forgot-password");
    const locked = await attempt(totpCode(secret));
    expect(locked.status).toBe(429);
    expect(locked.json.error.locked).toBe(true);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await db.auditLog.count({ where: { entityId: userId, action: "auth.two_factor.failed" } })).toBe(10);
  });

  it("allows 5 tries a minute per account and IP", async () => {
    const { email, secret } = await enrolledAccount();
    const challenge = await challengeFor(email);
    const ip = freshIp();
    for (let i = 1; i <= 4; i++) expect((await verify({ challenge_token: challenge, code: wrong(totpCode(secret)) }, ip)).status).toBe(422);
    await resetLimit("login_backoff", `acct:2fa:${(await db.twoFactorChallenge.findFirstOrThrow({ orderBy: { createdAt: "desc" } })).userId}`);
    expect((await verify({ challenge_token: challenge, code: wrong(totpCode(secret)) }, ip)).status).toBe(422);
    expect((await verify({ challenge_token: challenge, code: totpCode(secret) }, ip)).status).toBe(429);
  });
});

async function openViaOtp(phone: string) {
  await resetLimit("otp_cooldown", phone);
  expect((await call("/auth/otp/send", { method: "POST", body: { phone, purpose: "login" }, headers: en })).status).toBe(200);
  const sms = await db.outboundMessage.findFirstOrThrow({
    where: { recipient: phone, template: "otp.login" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const code = sms.body.match(/\b\d{6}\b/)![0];
  const res = await call("/auth/otp/verify", { method: "POST", body: { phone, code, purpose: "login", device: { platform: "ios" } }, headers: en });
  expect(res.status).toBe(200);
  expect(res.json.data.token).toBeUndefined();
  expect(res.json.data.two_factor_required).toBe(true);
  return res.json.data as { challenge_token: string; methods: string[] };
}

describe("every sign-in path asks for the second factor", () => {
  it("phone code sign-in", async () => {
    const user = await signedIn();
    const { secret } = await enrollTotp(user.token);
    const phone = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).phone!;
    const challenge = await openViaOtp(phone);
    const done = await verify({ challenge_token: challenge.challenge_token, code: totpCode(secret) });
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ user: { id: user.id }, created: false });
    const succeeded = await db.auditLog.findFirstOrThrow({ where: { entityId: user.id, action: "auth.login.succeeded" }, orderBy: { createdAt: "desc" } });
    expect(succeeded.diff).toMatchObject({ method: "phone_otp" });
  });

  describe("social sign-in", () => {
    let privateKey: CryptoKey;
    beforeAll(async () => {
      const pair = await generateKeyPair("RS256");
      privateKey = pair.privateKey;
      const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k2fa", alg: "RS256", use: "sig" };
      setOidcFetch(async () => Response.json({ keys: [jwk] }));
      vi.stubEnv("GOOGLE_CLIENT_IDS", "google-web-client");
      resetConfig();
    });
    afterAll(() => {
      setOidcFetch();
      vi.unstubAllEnvs();
      resetConfig();
    });

    it("a linked account gets a challenge", async () => {
      const user = await signedIn();
      const { secret } = await enrollTotp(user.token);
      const subject = randomUUID();
      await db.socialIdentity.create({ data: { id: newId(), userId: user.id, provider: "google", subject, email: user.email, createdAt: now() } });
      const t = Math.floor(now().getTime() / 1000);
      const idToken = await new SignJWT({ email: user.email, email_verified: true })
        .setProtectedHeader({ alg: "RS256", kid: "k2fa" })
        .setIssuer("https://accounts.google.com")
        .setAudience("google-web-client")
        .setSubject(subject)
        .setIssuedAt(t)
        .setExpirationTime(t + 600)
        .sign(privateKey);
      const first = await call("/auth/social", { method: "POST", body: { provider: "google", id_token: idToken, device: { platform: "ios" } }, headers: en });
      expect(first.status).toBe(200);
      expect(first.json.data.two_factor_required).toBe(true);
      expect(first.json.data.token).toBeUndefined();
      nextStep();
      const done = await verify({ challenge_token: first.json.data.challenge_token, code: totpCode(secret) });
      expect(done.status).toBe(200);
      expect(done.json.data.user.id).toBe(user.id);
    });
  });
});
