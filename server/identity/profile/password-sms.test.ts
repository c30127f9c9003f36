import { randomInt } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import { resetMessagingProviders, setMessagingProviders } from "@/server/messaging/send";
import { call, freshIp } from "@/server/test/http";
import { bearer, registerUser, TEST_PASSWORD } from "@/server/test/identity";

// Forgot password by SMS code (spec Authentication 10): POST /auth/password/forgot {phone}
// and POST /auth/password/reset {phone, code, password}.

const NEW_PASSWORD = "Sadu-Weave-Lantern-77";
const en = { "accept-language": "en" };
const message = (key: string) => translate("en", `api.validation.${key}`);
const newPhone = () => `+9656${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

const forgot = (body: Record<string, unknown>, headers: Record<string, string> = en) =>
  call("/auth/password/forgot", { method: "POST", body, headers, ip: freshIp() });
const reset = (body: Record<string, unknown>, headers: Record<string, string> = en) => call("/auth/password/reset", { method: "POST", body, headers });
const me = (token: string) => call("/me", { headers: bearer(token) });
const login = (body: Record<string, unknown>) => call("/auth/login", { method: "POST", body: { device: { platform: "ios" }, ...body }, ip: freshIp() });

/** The code in the newest SMS of this template to this phone. */
async function smsCode(phone: string, template = "otp.reset_password"): Promise<string> {
  const sms = await db.outboundMessage.findFirstOrThrow({
    where: { recipient: phone, channel: "sms", template },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return sms.body.match(/\b\d{6}\b/)![0];
}

/** An email account whose phone is verified. */
async function withVerifiedPhone(phone = newPhone()) {
  const user = await registerUser({ phone, verified: true });
  await db.user.update({ where: { id: user.userId }, data: { phoneVerifiedAt: new Date() } });
  return { ...user, phone };
}

/** The send limits are real-time windows: let the phone's cooldown pass. */
const cooldownPasses = (phone: string) => resetLimit("otp_cooldown", phone);

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

afterEach(() => resetMessagingProviders());

describe("POST /auth/password/forgot {phone}", () => {
  it("texts a reset code only to a verified phone, answering unknown and unverified phones identically", async () => {
    const known = await withVerifiedPhone();
    const unverifiedPhone = newPhone();
    await registerUser({ phone: unverifiedPhone });
    const unknownPhone = newPhone();
    const t0 = new Date();
    freezeClock(t0);

    const responses = [await forgot({ phone: known.phone }), await forgot({ phone: unverifiedPhone }), await forgot({ phone: unknownPhone.slice(4) })];
    const scrub = (r: (typeof responses)[number]) => ({
      status: r.status,
      body: { ...r.json, meta: { ...r.json.meta, request_id: "X" } },
      remaining: r.headers.get("x-ratelimit-remaining"),
    });
    expect(scrub(responses[1])).toEqual(scrub(responses[0]));
    expect(scrub(responses[2])).toEqual(scrub(responses[0]));
    expect(responses[0].status).toBe(200);
    expect(responses[0].json.data).toEqual({ sent: true, expires_at: new Date(t0.getTime() + 5 * 60_000).toISOString(), resend_after_seconds: 60 });

    const sms = await db.outboundMessage.findFirstOrThrow({ where: { recipient: known.phone, channel: "sms" } });
    expect(sms).toMatchObject({ template: "otp.reset_password", locale: "en" });
    expect(await db.otpCode.count({ where: { phone: known.phone, purpose: "reset_password" } })).toBe(1);
    for (const phone of [unverifiedPhone, unknownPhone]) {
      expect(await db.outboundMessage.count({ where: { recipient: phone } })).toBe(0);
      expect(await db.otpCode.count({ where: { phone } })).toBe(0);
    }
    expect(await db.auditLog.count({ where: { action: "auth.password.reset_requested", entityId: known.userId } })).toBe(1);
  });

  it("applies the OTP send limits to known and unknown phones alike (429, friendly message)", async () => {
    const known = await withVerifiedPhone();
    const unknownPhone = newPhone();
    for (const phone of [known.phone, unknownPhone]) expect((await forgot({ phone })).status).toBe(200);
    const [a, b] = [await forgot({ phone: known.phone }, { "accept-language": "ar" }), await forgot({ phone: unknownPhone }, { "accept-language": "ar" })];
    for (const res of [a, b]) {
      expect(res.status).toBe(429);
      expect(res.json.error.code).toBe("RATE_LIMITED");
      expect(res.json.error.user_message).toBe(translate("ar", "api.emails.otp.too_soon"));
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect({ ...a.json.error, request_id: "X" }).toEqual({ ...b.json.error, request_id: "X" });

    // Five an hour, for either.
    for (const phone of [known.phone, unknownPhone]) {
      for (let i = 2; i <= 5; i++) {
        await cooldownPasses(phone);
        expect((await forgot({ phone })).status).toBe(200);
      }
      await cooldownPasses(phone);
      const sixth = await forgot({ phone });
      expect(sixth.status).toBe(429);
      expect(sixth.json.error.user_message).toBe(translate("en", "api.emails.otp.too_many"));
    }
  });

  it("answers the same when the SMS gateway fails", async () => {
    const known = await withVerifiedPhone();
    setMessagingProviders({ sms: { name: "broken-gateway", send: async () => Promise.reject(new Error("down")) } });
    const res = await forgot({ phone: known.phone });
    expect(res.status).toBe(200);
    expect(await db.outboundMessage.findFirstOrThrow({ where: { recipient: known.phone } })).toMatchObject({ status: "failed" });
  });

  it("takes exactly one of email and phone, and checks the phone's format", async () => {
    const both = await forgot({ email: "someone@example.com", phone: newPhone() });
    expect(both.status).toBe(422);
    expect(both.json.error.details).toEqual({ email: [message("email_or_phone")] });
    expect((await forgot({})).json.error.details).toEqual({ email: [message("email_or_phone")] });
    const landline = await forgot({ phone: "+96522221111" });
    expect(landline.json.error.details).toEqual({ phone: [message("phone_kuwait_mobile")] });
  });
});

describe("POST /auth/password/reset {phone, code, password}", () => {
  it("sets the password, revokes every session, spends reset links, notifies and audits", async () => {
    const { email, phone, userId, token: session } = await withVerifiedPhone();
    // An outstanding emailed link must die with the reset.
    expect((await forgot({ email })).status).toBe(200);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "password_reset" } });
    const linkToken = mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];

    expect((await forgot({ phone })).status).toBe(200);
    const code = await smsCode(phone);
    const done = await reset({ phone, code, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ reset: true });

    expect((await me(session)).status).toBe(401);
    expect((await login({ email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await login({ email, password: TEST_PASSWORD })).status).toBe(401);
    const link = await reset({ token: linkToken, password: "Another-Fine-Passphrase-1" });
    expect(link.status).toBe(422);
    expect(link.json.error.details).toEqual({ token: [message("link_invalid")] });
    const again = await reset({ phone, code, password: "Another-Fine-Passphrase-1" });
    expect(again.status).toBe(422);
    expect(again.json.error.code).toBe("AUTH_OTP_INVALID");

    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "auth.password.reset", entityId: userId } });
    expect(audit.diff).toMatchObject({ method: "sms_code" });
    expect(await db.outboundMessage.count({ where: { recipient: email, template: "password_changed" } })).toBe(1);
  });

  it("keeps the session that completes the reset", async () => {
    const { phone, token: current } = await withVerifiedPhone();
    await forgot({ phone });
    expect((await reset({ phone, code: await smsCode(phone), password: NEW_PASSWORD }, bearer(current))).status).toBe(200);
    expect((await me(current)).status).toBe(200);
  });

  it("refuses wrong, expired and over-tried codes with the OTP errors", async () => {
    const clock = freezeClock();
    const { phone } = await withVerifiedPhone();
    await forgot({ phone });
    const code = await smsCode(phone);
    const bad = await reset({ phone, code: wrong(code), password: NEW_PASSWORD });
    expect(bad.status).toBe(422);
    expect(bad.json.error).toMatchObject({ code: "AUTH_OTP_INVALID", attempts_remaining: 4 });
    for (let i = 0; i < 4; i++) await reset({ phone, code: wrong(code), password: NEW_PASSWORD });
    const spent = await reset({ phone, code, password: NEW_PASSWORD });
    expect(spent.json.error.code).toBe("AUTH_OTP_MAX_ATTEMPTS");

    await cooldownPasses(phone);
    await forgot({ phone });
    const fresh = await smsCode(phone);
    clock.advance(5 * 60_000);
    const late = await reset({ phone, code: fresh, password: NEW_PASSWORD });
    expect(late.status).toBe(422);
    expect(late.json.error.code).toBe("AUTH_OTP_EXPIRED");
  });

  it("a breached password is refused without spending the code", async () => {
    const { phone } = await withVerifiedPhone();
    await forgot({ phone });
    const code = await smsCode(phone);
    const breached = await reset({ phone, code, password: "password123" });
    expect(breached.status).toBe(422);
    expect(breached.json.error.details).toEqual({ password: [message("password_breached")] });
    expect((await reset({ phone, code, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("a completed link reset spends an outstanding SMS code", async () => {
    const { email, phone } = await withVerifiedPhone();
    await forgot({ phone });
    const code = await smsCode(phone);
    await forgot({ email });
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "password_reset" } });
    expect((await reset({ token: mail.body.match(/token=([A-Za-z0-9_-]+)/)![1], password: NEW_PASSWORD })).status).toBe(200);
    const stale = await reset({ phone, code, password: "Another-Fine-Passphrase-1" });
    expect(stale.json.error.code).toBe("AUTH_OTP_INVALID");
  });

  it("gives a phone-only account a password and tells it by SMS", async () => {
    const phone = newPhone();
    expect((await call("/auth/otp/send", { method: "POST", body: { phone, purpose: "login" }, headers: en })).status).toBe(200);
    const signUp = await call("/auth/otp/verify", {
      method: "POST",
      body: { phone, code: await smsCode(phone, "otp.login"), device: { platform: "ios" } },
      headers: en,
    });
    expect(signUp.status).toBe(201);
    await cooldownPasses(phone);

    await forgot({ phone });
    expect((await reset({ phone, code: await smsCode(phone), password: NEW_PASSWORD })).status).toBe(200);
    expect((await login({ phone, password: NEW_PASSWORD })).status).toBe(200);
    const notice = await db.outboundMessage.findFirstOrThrow({ where: { recipient: phone, template: "password_changed" } });
    expect(notice.channel).toBe("sms");
    expect(notice.body).toContain("/forgot-password");
  });

  it("takes either a link token or a phone and code", async () => {
    const both = await reset({ token: "abc", phone: newPhone(), code: "123456", password: NEW_PASSWORD });
    expect(both.status).toBe(422);
    expect(both.json.error.details).toEqual({ token: [message("reset_token_or_code")] });
    expect((await reset({ password: NEW_PASSWORD })).json.error.details).toEqual({ token: [message("reset_token_or_code")] });
    expect((await reset({ phone: newPhone(), password: NEW_PASSWORD })).json.error.details).toEqual({ code: [message("required")] });
    expect((await reset({ code: "123456", password: NEW_PASSWORD })).json.error.details).toEqual({ phone: [message("required")] });
    const unknown = await reset({ phone: newPhone(), code: "123456", password: NEW_PASSWORD });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.code).toBe("AUTH_OTP_INVALID");
  });
});
