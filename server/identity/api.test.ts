import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import { TEST_CAPTCHA_PASS } from "@/server/identity/sessions/captcha";
import { call, freshIp } from "@/server/test/http";
import { bearer, followVerificationLink, uniqueEmail } from "@/server/test/identity";

const PASSWORD = "Khaimat-Bahar-2026";

function registerBody(email = uniqueEmail(), extra: Record<string, unknown> = {}) {
  return {
    first_name: "نورة",
    last_name: "Al-Mutairi",
    email,
    password: PASSWORD,
    preferred_locale: "en",
    terms_accepted: true,
    terms_version: "2026-01",
    ...extra,
  };
}

/** Registers, then follows the emailed link as the person would: the account is active and signed in by it. */
async function register(email = uniqueEmail(), extra: Record<string, unknown> = {}) {
  const res = await call("/auth/register", { method: "POST", body: registerBody(email, extra) });
  expect(res.status).toBe(201);
  return { email, ...res.json.data, token: await followVerificationLink(email) };
}

const me = (token: string) => call("/me", { headers: bearer(token) });

async function login(email: string, password = PASSWORD, extra: Record<string, unknown> = {}, ip = freshIp()) {
  return call("/auth/login", { method: "POST", body: { email, password, device: { platform: "ios", name: "iPhone" }, ...extra }, ip });
}

describe("registration", () => {
  it("creates a pending account with an Argon2id hash, the customer role, an audit row and a verification email, and no session", async () => {
    const email = uniqueEmail();
    const res = await call("/auth/register", { method: "POST", body: registerBody(email) });
    expect(res.status).toBe(201);
    const { user, token, verification } = res.json.data;
    expect(user).toMatchObject({
      first_name: "نورة",
      last_name: "Al-Mutairi",
      email,
      status: "pending_verification",
      email_verified: false,
      preferred_locale: "en",
    });
    expect(token).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(verification).toEqual({ email_sent: true, otp_sent_to: null });
    const row = await db.user.findUniqueOrThrow({ where: { email }, include: { roles: { include: { role: true } } } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.roles.map((r) => r.role.code)).toEqual(["customer"]);
    expect(await db.session.count({ where: { userId: row.id } })).toBe(0);
    expect(await db.auditLog.count({ where: { action: "auth.register", entityId: row.id } })).toBe(1);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "verify_email" } });
    expect(mail.body).toContain("/verify-email?token=");
    expect(mail.locale).toBe("en");
    expect(JSON.stringify(user)).not.toContain("argon2");

    // Until the link is followed the password does not sign in; the link does.
    expect((await login(email)).json.error.code).toBe("AUTH_INVALID_CREDENTIALS");
    const signedIn = await followVerificationLink(email);
    expect(new Date(signedIn.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await me(signedIn.access_token)).json.data).toMatchObject({ id: user.id, status: "active", email_verified: true });
    expect((await login(email)).status).toBe(200);
  });

  it("accepts the catalog body (name, locale) too", async () => {
    const email = uniqueEmail();
    const res = await call("/auth/register", {
      method: "POST",
      body: { name: "Fahad Al Sabah", email, phone: "+965 6000 1234", password: PASSWORD, locale: "ar", terms_accepted: true },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ first_name: "Fahad", last_name: "Al Sabah", phone: "+96560001234", phone_supported_market: true, locale: "ar" });
  });

  it("rejects bad fields with localized details", async () => {
    const res = await call("/auth/register", {
      method: "POST",
      headers: { "accept-language": "en" },
      body: registerBody("someone@mailinator.com", { terms_accepted: false, first_name: "R2-D2", phone: "+96540000000" }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.details).sort()).toEqual(["email", "first_name", "phone", "terms_accepted"]);
    const breached = await call("/auth/register", { method: "POST", body: registerBody(uniqueEmail(), { password: "password123" }) });
    expect(breached.status).toBe(422);
    expect(Object.keys(breached.json.error.details)).toEqual(["password"]);
  });

  it("answers a known email exactly like a new one (apart from ids and time) and tells the owner", async () => {
    const email = uniqueEmail();
    const first = await call("/auth/register", { method: "POST", body: registerBody(email) });
    const again = await call("/auth/register", { method: "POST", body: registerBody(email) });
    const fresh = await call("/auth/register", { method: "POST", body: registerBody(email.replace("user-", "other-")) });
    const scrub = (r: typeof first) =>
      JSON.stringify({ status: r.status, body: r.json, cookies: r.headers.getSetCookie() })
        .replaceAll(r.json.data.user.id, "ID")
        .replaceAll(r.json.data.user.email, "EMAIL")
        .replace(/"(request_id|created_at)":"[^"]+"/g, '"$1":"X"');
    expect(scrub(again)).toBe(scrub(first));
    expect(scrub(again)).toBe(scrub(fresh));
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect(await db.outboundMessage.count({ where: { recipient: email, template: "register_existing" } })).toBe(1);
  });
});

describe("login, tokens and sessions", () => {
  it("signs in with the password; wrong password and unknown account fail identically", async () => {
    const { email } = await register();
    const good = await login(email);
    expect(good.status).toBe(200);
    expect((await me(good.json.data.token.access_token)).json.data.email).toBe(email);

    const wrong = await login(email, "not-the-password");
    const unknown = await login(uniqueEmail(), "not-the-password");
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const strip = (b: { error: Record<string, unknown> }) => ({ ...b.error, request_id: "X" });
    expect(strip(wrong.json)).toEqual(strip(unknown.json));
    expect(wrong.json.error.code).toBe("AUTH_INVALID_CREDENTIALS");
    expect(await db.auditLog.count({ where: { action: "auth.login.failed" } })).toBeGreaterThanOrEqual(2);
  });

  it("sets httpOnly Secure cookies for web sign-in and accepts the cookie", async () => {
    const { email } = await register();
    const res = await login(email, PASSWORD, { device: { platform: "web" } });
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("access_token="))).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith("refresh_token="))).toMatch(/Path=\/api\/v1\/auth;.*HttpOnly; Secure; SameSite=Strict/);
    // The signed-in marker carries no secret, so page script may read it.
    expect(cookies.find((c) => c.startsWith("signed_in="))).toMatch(/^signed_in=1; Path=\/; Expires=[^;]+; Secure; SameSite=Lax$/);
    // The tokens travel in the httpOnly cookies only: page script never sees them.
    expect(res.json.data.token).toEqual({ token_type: "Bearer", expires_at: expect.any(String), refresh_expires_at: expect.any(String) });
    expect(JSON.stringify(res.json)).not.toMatch(/access_token|refresh_token/);
    const cookie = cookies.find((c) => c.startsWith("access_token="))!.split(";")[0];
    expect((await call("/me", { headers: { cookie } })).status).toBe(200);
  });

  it("expires access tokens after 15 minutes and sessions 60 days after sign-in", async () => {
    const clock = freezeClock(new Date());
    const { token } = await register();
    clock.advance(14 * 60_000);
    expect((await me(token.access_token)).status).toBe(200);
    clock.advance(2 * 60_000);
    const expired = await me(token.access_token);
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe("UNAUTHENTICATED");
    const refreshed = await call("/auth/refresh", { method: "POST", body: { refresh_token: token.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.refresh_expires_at).toBe(token.refresh_expires_at); // absolute, not extended
    clock.set(new Date(new Date(token.refresh_expires_at).getTime() + 1000));
    const late = await call("/auth/refresh", { method: "POST", body: { refresh_token: refreshed.json.data.refresh_token } });
    expect(late.status).toBe(401);
  });

  it("rotates refresh tokens, and reuse of a used one revokes the whole family", async () => {
    const { token } = await register();
    const r1 = await call("/auth/refresh", { method: "POST", body: { refresh_token: token.refresh_token } });
    expect(r1.status).toBe(200);
    expect(r1.json.data.refresh_token).not.toBe(token.refresh_token);
    const r2 = await call("/auth/refresh", { method: "POST", body: { refresh_token: r1.json.data.refresh_token } });
    expect(r2.status).toBe(200);
    expect((await me(r2.json.data.access_token)).status).toBe(200);

    const replay = await call("/auth/refresh", { method: "POST", body: { refresh_token: token.refresh_token } });
    expect(replay.status).toBe(401);
    // the thief's and the owner's latest tokens are both dead now
    expect((await me(r2.json.data.access_token)).status).toBe(401);
    const latest = await call("/auth/refresh", { method: "POST", body: { refresh_token: r2.json.data.refresh_token } });
    expect(latest.status).toBe(401);
  });

  it("logout revokes the current session at once", async () => {
    const { token } = await register();
    const out = await call("/auth/logout", { method: "POST", headers: bearer(token.access_token) });
    expect(out.status).toBe(204);
    expect((await me(token.access_token)).status).toBe(401);
    expect((await call("/auth/refresh", { method: "POST", body: { refresh_token: token.refresh_token } })).status).toBe(401);
  });

  it("lists sessions, revokes one, 404s on someone else's, and revokes all others", async () => {
    const { email, token } = await register();
    const second = (await login(email)).json.data.token;
    const third = (await login(email)).json.data.token;
    const list = await call("/me/sessions", { headers: bearer(token.access_token) });
    expect(list.json.data).toHaveLength(3);
    expect(list.json.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.json.data.find((s: { platform: string }) => s.platform === "ios")).toMatchObject({ device_name: "iPhone" });

    const secondId = (await call("/me/sessions", { headers: bearer(second.access_token) })).json.data.find((s: { current: boolean }) => s.current).id;
    const stranger = await register();
    const foreign = await call(`/me/sessions/${secondId}`, { method: "DELETE", headers: bearer(stranger.token.access_token) });
    expect(foreign.status).toBe(404);
    expect((await me(second.access_token)).status).toBe(200);

    const revoke = await call(`/me/sessions/${secondId}`, { method: "DELETE", headers: bearer(token.access_token) });
    expect(revoke.status).toBe(204);
    expect((await me(second.access_token)).status).toBe(401);

    expect((await call("/me/sessions", { method: "DELETE", headers: bearer(token.access_token) })).status).toBe(204);
    expect((await me(third.access_token)).status).toBe(401);
    expect((await me(token.access_token)).status).toBe(200);
  });

  it("refuses requests without a valid token with 401 UNAUTHENTICATED", async () => {
    expect((await call("/me")).json.error.code).toBe("UNAUTHENTICATED");
    expect((await me("not.a.jwt")).status).toBe(401);
  });
});

describe("brute-force protection", () => {
  it("after 5 failures asks for a CAPTCHA with backoff, after 10 locks for 15 minutes and emails the owner", async () => {
    const { email } = await register();
    const ip = freshIp();
    const attempt = async (password: string, extra: Record<string, unknown> = {}) => {
      // the 5-per-minute limit is a separate rule: let "a minute pass" between attempts
      await resetLimit("login", `acct:${email}|ip:${ip}`);
      return login(email, password, extra, ip);
    };
    for (let i = 1; i <= 4; i++) expect((await attempt("wrong")).json.error.captcha_required).toBeUndefined();
    const fifth = await attempt("wrong");
    expect(fifth.json.error).toMatchObject({ code: "AUTH_INVALID_CREDENTIALS", captcha_required: true });

    const tooSoon = await attempt(PASSWORD, { captcha_token: TEST_CAPTCHA_PASS });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);

    await resetLimit("login_backoff", `acct:${email}`); // the backoff wait passes
    const noCaptcha = await attempt(PASSWORD);
    expect(noCaptcha.status).toBe(401);
    expect(noCaptcha.json.error.captcha_required).toBe(true);

    for (let i = 6; i <= 10; i++) {
      await resetLimit("login_backoff", `acct:${email}`);
      expect((await attempt("wrong", { captcha_token: TEST_CAPTCHA_PASS })).status).toBe(401);
    }
    await resetLimit("login_backoff", `acct:${email}`);
    const locked = await attempt(PASSWORD, { captcha_token: TEST_CAPTCHA_PASS });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(locked.json.error.locked).toBe(true); // the sign-in form tells a lock from a short wait by this flag
    expect(await db.outboundMessage.count({ where: { recipient: email, template: "account_locked" } })).toBe(1);
  });
});
