import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { call, freshIp } from "@/server/test/http";
import { auth, registerUser, uniqueEmail } from "@/server/test/identity";

const PASSWORD = "Khaimat-Bahar-2026";
const NEW_PASSWORD = "Sadu-Weave-Lantern-77";
const en = { "accept-language": "en" };
const message = (key: string) => translate("en", `api.validation.${key}`);

const register = (email = uniqueEmail()) => registerUser({ email, firstName: "Dana", lastName: "Al-Sabah", verified: true });

async function login(email: string, password = PASSWORD) {
  return call("/auth/login", { method: "POST", body: { email, password, device: { platform: "ios" } }, ip: freshIp() });
}

const me = (token: string) => call("/me", { headers: auth(token) });
const forgot = (email: string, ip = freshIp()) => call("/auth/password/forgot", { method: "POST", body: { email }, headers: en, ip });
const reset = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = en) =>
  call("/auth/password/reset", { method: "POST", body: { token, password }, headers });
const change = (token: string, body: Record<string, unknown>) => call("/auth/password", { method: "PUT", body, headers: auth(token) });

/** The link token in the newest email of this template to this address. */
async function linkToken(recipient: string, template = "password_reset"): Promise<string> {
  const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient, template }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];
}

async function requestLink(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  return linkToken(email);
}

describe("POST /auth/password/forgot", () => {
  it("answers known and unknown emails identically and emails a 60-minute link only to the known one", async () => {
    const { email } = await register();
    const unknown = uniqueEmail();
    const known = await forgot(email);
    const stranger = await forgot(unknown);
    const scrub = (r: typeof known) => ({
      status: r.status,
      body: { ...r.json, meta: { ...r.json.meta, request_id: "X" } },
      remaining: r.headers.get("x-ratelimit-remaining"),
    });
    expect(scrub(known)).toEqual(scrub(stranger));
    expect(known.json.data).toEqual({ sent: true });

    expect(await db.outboundMessage.count({ where: { recipient: unknown } })).toBe(0);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "password_reset" } });
    expect(mail.body).toContain("/reset-password?token=");
    expect(mail.locale).toBe("en");
  });

  it("allows 5 requests a minute per email, known or not", async () => {
    for (const email of [(await register()).email, uniqueEmail()]) {
      for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(200);
      const sixth = await forgot(email);
      expect(sixth.status).toBe(429);
      expect(sixth.json.error.code).toBe("RATE_LIMITED");
    }
  });
});

describe("POST /auth/password/reset", () => {
  it("sets the new password once, audits it and notifies the owner", async () => {
    const { email, userId } = await register();
    const token = await requestLink(email);
    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ reset: true });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(401);

    const again = await reset(token, "Another-Fine-Passphrase-1");
    expect(again.status).toBe(422);
    expect(again.json.error.details).toEqual({ token: [message("link_invalid")] });
    expect(await db.auditLog.count({ where: { action: "auth.password.reset", entityId: userId } })).toBe(1);
    expect(await db.outboundMessage.count({ where: { recipient: email, template: "password_changed" } })).toBe(1);
  });

  it("refuses a link older than 60 minutes", async () => {
    const clock = freezeClock();
    const { email } = await register();
    const late = await requestLink(email);
    clock.advance(60 * 60_000);
    expect((await reset(late)).status).toBe(422);

    const inTime = await requestLink(email);
    clock.advance(59 * 60_000);
    expect((await reset(inTime)).status).toBe(200);
  });

  it("spends every other outstanding reset link", async () => {
    const { email } = await register();
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(first).not.toBe(second);
    expect((await reset(second)).status).toBe(200);
    const stale = await reset(first, "Another-Fine-Passphrase-1");
    expect(stale.status).toBe(422);
    expect(stale.json.error.details.token).toEqual([message("link_invalid")]);
  });

  it("signs out every session when completed anonymously", async () => {
    const { email, token: first } = await register();
    const second = (await login(email)).json.data.token.access_token;
    expect((await reset(await requestLink(email))).status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
  });

  it("keeps the session completing the reset and revokes the others", async () => {
    const { email, token: other } = await register();
    const current = (await login(email)).json.data.token.access_token;
    expect((await reset(await requestLink(email), NEW_PASSWORD, auth(current))).status).toBe(200);
    expect((await me(current)).status).toBe(200);
    const revoked = await me(other);
    expect(revoked.status).toBe(401);
    expect(revoked.json.error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a breached or short password without spending the link", async () => {
    const { email } = await register();
    const token = await requestLink(email);
    const breached = await reset(token, "password123");
    expect(breached.status).toBe(422);
    expect(breached.json.error.details).toEqual({ password: [message("password_breached")] });
    const short = await reset(token, "short");
    expect(short.json.error.details).toEqual({ password: [message("password_length")] });
    expect((await reset(token)).status).toBe(200);
  });
});

describe("PUT /auth/password", () => {
  it("needs the current password, screens the new one, and revokes only the other sessions", async () => {
    const { email, userId, token: current } = await register();
    const other = (await login(email)).json.data.token.access_token;

    const wrong = await change(current, { current_password: "not-my-password", new_password: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.details).toEqual({ current_password: [message("current_password_wrong")] });
    const missing = await change(current, { new_password: NEW_PASSWORD });
    expect(missing.json.error.details).toEqual({ current_password: [message("required")] });
    const breached = await change(current, { current_password: PASSWORD, new_password: "password123" });
    expect(breached.status).toBe(422);
    expect(breached.json.error.details).toEqual({ new_password: [message("password_breached")] });
    expect((await me(other)).status).toBe(200); // nothing happened yet

    const done = await change(current, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(done.status).toBe(204);
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect(await db.auditLog.count({ where: { action: "auth.password.changed", entityId: userId } })).toBe(1);
    expect(await db.outboundMessage.count({ where: { recipient: email, template: "password_changed" } })).toBe(1);
  });

  it("sends social-only accounts to forgot-password", async () => {
    const { userId, token } = await register();
    await db.user.update({ where: { id: userId }, data: { passwordHash: null } });
    const res = await change(token, { current_password: "", new_password: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual({ current_password: [message("password_not_set")] });
  });

  it("allows 5 current-password attempts a minute", async () => {
    const { token } = await register();
    for (let i = 0; i < 5; i++) expect((await change(token, { current_password: "guess", new_password: NEW_PASSWORD })).status).toBe(422);
    expect((await change(token, { current_password: PASSWORD, new_password: NEW_PASSWORD })).status).toBe(429);
  });

  it("requires a signed-in caller", async () => {
    const res = await call("/auth/password", { method: "PUT", body: { current_password: PASSWORD, new_password: NEW_PASSWORD } });
    expect(res.status).toBe(401);
  });
});

describe("a completed reset proves the email", () => {
  it("verifies the email and activates a pending account", async () => {
    const { email } = await registerUser({ firstName: "Dana", lastName: "Al-Sabah" });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).status).toBe("pending_verification");
    expect((await reset(await requestLink(email))).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.status).toBe("active");
    expect(user.emailVerifiedAt).not.toBeNull();
  });
});
