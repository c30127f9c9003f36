import { randomInt } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import { resetMessagingProviders, setMessagingProviders } from "@/server/messaging/send";
import { call } from "@/server/test/http";
import { uniqueEmail } from "@/server/test/identity";

const en = { "accept-language": "en" };
/** A random Kuwait mobile, so tests never share a phone. */
const newPhone = () => `+9655${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

const send = (phone: string, headers: Record<string, string> = en, body: Record<string, unknown> = {}) =>
  call("/auth/otp/send", { method: "POST", body: { phone, purpose: "login", ...body }, headers });
const verify = (phone: string, code: string, body: Record<string, unknown> = {}) =>
  call("/auth/otp/verify", { method: "POST", body: { phone, code, device: { platform: "ios" }, ...body }, headers: en });
const me = (token: string) => call("/me", { headers: { authorization: `Bearer ${token}` } });

/** The code in the newest SMS to this phone. */
async function smsCode(phone: string, template = "otp.login"): Promise<string> {
  const sms = await db.outboundMessage.findFirstOrThrow({
    where: { recipient: phone, channel: "sms", template },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return sms.body.match(/\b\d{6}\b/)![0];
}

async function sendCode(phone: string): Promise<string> {
  expect((await send(phone)).status).toBe(200);
  return smsCode(phone);
}

/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The resend cooldown passes (the limiter runs on real time). */
const cooldownPasses = (phone: string) => resetLimit("otp_cooldown", phone);

afterEach(() => resetMessagingProviders());

describe("POST /auth/otp/send", () => {
  it("texts a 6-digit code valid 5 minutes and stores only its hash", async () => {
    const t0 = new Date();
    freezeClock(t0);
    const phone = newPhone();
    const res = await send(phone);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ sent: true, expires_at: new Date(t0.getTime() + 5 * 60_000).toISOString(), resend_after_seconds: 60 });

    const sms = await db.outboundMessage.findFirstOrThrow({ where: { recipient: phone, channel: "sms" } });
    expect(sms).toMatchObject({ template: "otp.login", locale: "en", status: "sent" });
    const code = await smsCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await db.otpCode.findMany({ where: { phone } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "login", attempts: 0, consumedAt: null });
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("answers the same for a phone with an account and one without", async () => {
    const known = newPhone();
    const reg = await call("/auth/register", {
      method: "POST",
      body: {
        first_name: "Huda",
        last_name: "Al-Ali",
        email: uniqueEmail("otp"),
        phone: known,
        password: "Khaimat-Bahar-2026",
        preferred_locale: "en",
        terms_accepted: true,
        terms_version: "2026-01",
      },
    });
    expect(reg.status).toBe(201);
    const unknown = newPhone();
    freezeClock();
    const scrub = (r: Awaited<ReturnType<typeof send>>) => ({ status: r.status, body: { ...r.json, meta: { ...r.json.meta, request_id: "X" } } });
    const a = await send(known, { "accept-language": "ar" });
    const b = await send(unknown, { "accept-language": "ar" });
    expect(scrub(a)).toEqual(scrub(b));
    // The SMS follows the account's language, or the caller's for a new number.
    expect((await db.outboundMessage.findFirstOrThrow({ where: { recipient: known } })).locale).toBe("en");
    const arabic = await db.outboundMessage.findFirstOrThrow({ where: { recipient: unknown } });
    expect(arabic.locale).toBe("ar");
    expect(arabic.body).toContain("رمز");
  });

  it("is also served at /auth/otp/request (purpose defaults to login)", async () => {
    const phone = newPhone();
    const res = await call("/auth/otp/request", { method: "POST", body: { phone: phone.slice(4) }, headers: en });
    expect(res.status).toBe(200);
    expect((await verify(phone, await smsCode(phone))).status).toBe(201);
  });

  it("takes only Kuwait mobiles for phone sign-in", async () => {
    const saudi = await send("+966501234567");
    expect(saudi.status).toBe(422);
    expect(saudi.json.error.details).toEqual({ phone: [translate("en", "api.validation.phone_kuwait_mobile")] });
    const landline = await send("+96522221111");
    expect(landline.json.error.details.phone).toEqual([translate("en", "api.validation.phone_kuwait_mobile")]);
    expect((await send("+96550000001", en, { purpose: "reset_everything" })).json.error.details).toHaveProperty("purpose");
  });

  it("refuses a resend within 60 s, a 6th send within the hour and an 11th within the day, with Retry-After and a localized message", async () => {
    const phone = newPhone();
    for (let i = 1; i <= 5; i++) {
      expect((await send(phone)).status).toBe(200);
      if (i === 5) break;
      const locale = i % 2 ? "en" : "ar";
      const tooSoon = await send(phone, { "accept-language": locale });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.json.error.code).toBe("RATE_LIMITED");
      const retryAfter = Number(tooSoon.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(tooSoon.json.error.user_message).toBe(translate(locale, "api.emails.otp.too_soon"));
      await cooldownPasses(phone); // the refused request did not use up the hour: all 5 sends go out
    }
    await cooldownPasses(phone);
    const sixth = await send(phone);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect(sixth.json.error.user_message).toBe(translate("en", "api.emails.otp.too_many"));

    await resetLimit("otp_hourly", phone); // an hour passes
    for (let i = 6; i <= 10; i++) {
      await cooldownPasses(phone);
      expect((await send(phone)).status).toBe(200);
    }
    await cooldownPasses(phone);
    await resetLimit("otp_hourly", phone);
    const eleventh = await send(phone);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(3600);
    expect(await db.outboundMessage.count({ where: { recipient: phone } })).toBe(10);
  });

  it("answers 502 OTP_DELIVERY_FAILED when the SMS gateway fails", async () => {
    setMessagingProviders({ sms: { name: "broken-gateway", send: async () => Promise.reject(new Error("gateway down")) } });
    const phone = newPhone();
    const res = await send(phone);
    expect(res.status).toBe(502);
    expect(res.json.error.code).toBe("OTP_DELIVERY_FAILED");
    expect(await db.outboundMessage.findFirstOrThrow({ where: { recipient: phone } })).toMatchObject({ status: "failed", provider: "broken-gateway" });
  });
});

describe("POST /auth/otp/verify", () => {
  it("creates the account on the first verification and signs into the same account afterwards", async () => {
    const phone = newPhone();
    const first = await verify(phone, await sendCode(phone), { first_name: "Mariam", device: { platform: "web" } });
    expect(first.status).toBe(201);
    expect(first.headers.get("location")).toBe("/api/v1/me");
    expect(first.headers.getSetCookie().some((c) => c.startsWith("access_token="))).toBe(true);
    const { user, created } = first.json.data;
    expect(first.json.data.token.access_token).toBeUndefined();
    const token = {
      access_token: decodeURIComponent(
        first.headers
          .getSetCookie()
          .find((c) => c.startsWith("access_token="))!
          .split(";")[0]
          .slice("access_token=".length),
      ),
    };
    expect(created).toBe(true);
    expect(user).toMatchObject({ phone, phone_verified: true, status: "active", first_name: "Mariam", last_name: "", email: null, preferred_locale: "en" });
    expect((await me(token.access_token)).json.data.id).toBe(user.id);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { roles: { include: { role: true } } } });
    expect(row.passwordHash).toBeNull();
    expect(row.roles.map((r) => r.role.code)).toEqual(["customer"]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "auth.register", entityId: user.id } });
    expect(audit.diff).toMatchObject({ method: "phone_otp" });

    await cooldownPasses(phone);
    const again = await verify(phone, await sendCode(phone));
    expect(again.status).toBe(200);
    expect(again.json.data.created).toBe(false);
    expect(again.json.data.user.id).toBe(user.id);
    expect(await db.user.count({ where: { phone } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "auth.login.succeeded", entityId: user.id } })).toBe(1);
  });

  it("accepts a code once", async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    expect((await verify(phone, code)).status).toBe(201);
    const replay = await verify(phone, code);
    expect(replay.status).toBe(422);
    expect(replay.json.error.code).toBe("AUTH_OTP_INVALID");
  });

  it("counts wrong codes: after 5 even the right code is refused", async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    for (let left = 4; left >= 0; left--) {
      const res = await verify(phone, wrong(code));
      expect(res.status).toBe(422);
      expect(res.json.error).toMatchObject({ code: "AUTH_OTP_INVALID", attempts_remaining: left });
    }
    const right = await verify(phone, code);
    expect(right.status).toBe(422);
    expect(right.json.error.code).toBe("AUTH_OTP_MAX_ATTEMPTS");
    expect(await db.user.count({ where: { phone } })).toBe(0);

    // 4 wrong codes leave the fifth attempt for the right one.
    const other = newPhone();
    const otherCode = await sendCode(other);
    for (let i = 0; i < 4; i++) await verify(other, wrong(otherCode));
    expect((await verify(other, otherCode)).status).toBe(201);
  });

  it("expires a code after 5 minutes", async () => {
    const clock = freezeClock();
    const [early, late] = [newPhone(), newPhone()];
    const [earlyCode, lateCode] = [await sendCode(early), await sendCode(late)];
    clock.advance(5 * 60_000 - 1000);
    expect((await verify(early, earlyCode)).status).toBe(201);
    clock.advance(1000);
    const expired = await verify(late, lateCode);
    expect(expired.status).toBe(422);
    expect(expired.json.error.code).toBe("AUTH_OTP_EXPIRED");
  });

  it("retires earlier codes when a new one is sent", async () => {
    const phone = newPhone();
    const firstCode = await sendCode(phone);
    await cooldownPasses(phone);
    const secondCode = await sendCode(phone);
    expect(await db.otpCode.count({ where: { phone, expiresAt: { gt: new Date() } } })).toBe(1);
    if (firstCode !== secondCode) expect((await verify(phone, firstCode)).json.error.code).toBe("AUTH_OTP_INVALID");
    expect((await verify(phone, secondCode)).status).toBe(201);
  });

  it("checks the code format and reads Arabic-Indic digits", async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const bad = await verify(phone, "12a45");
    expect(bad.status).toBe(422);
    expect(bad.json.error.details).toEqual({ code: [translate("en", "api.validation.otp_code")] });
    const arabicDigits = [...code].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
    expect((await verify(phone, arabicDigits)).status).toBe(201);
  });

  it("refuses a suspended account and cancels a pending deletion", async () => {
    const phone = newPhone();
    const { user } = (await verify(phone, await sendCode(phone))).json.data;
    await db.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    await cooldownPasses(phone);
    const suspended = await verify(phone, await sendCode(phone));
    expect(suspended.status).toBe(403);
    expect(suspended.json.error.code).toBe("FORBIDDEN");

    await db.user.update({ where: { id: user.id }, data: { status: "deletion_requested", deletionRequestedAt: new Date() } });
    await cooldownPasses(phone);
    const back = await verify(phone, await sendCode(phone));
    expect(back.status).toBe(200);
    expect(back.json.data.user.status).toBe("active");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deletionRequestedAt).toBeNull();
    expect(await db.auditLog.count({ where: { action: "account.deletion_cancelled", entityId: user.id } })).toBe(1);
  });

  it("never opens an account whose phone was typed at registration but not proven: the prover gets their own", async () => {
    const phone = newPhone();
    const reg = await call("/auth/register", {
      method: "POST",
      body: {
        first_name: "Sara",
        last_name: "Al-Enezi",
        email: uniqueEmail("otp"),
        phone,
        password: "Khaimat-Bahar-2026",
        preferred_locale: "en",
        terms_accepted: true,
        terms_version: "2026-01",
      },
    });
    expect(reg.json.data.user.status).toBe("pending_verification");
    const res = await verify(phone, await sendCode(phone));
    expect(res.status).toBe(201);
    expect(res.json.data.created).toBe(true);
    expect(res.json.data.user.id).not.toBe(reg.json.data.user.id);
    expect(res.json.data.user).toMatchObject({ phone, phone_verified: true, status: "active" });
    expect((await db.user.findUniqueOrThrow({ where: { id: reg.json.data.user.id } })).phone).toBeNull();
    expect(await db.auditLog.count({ where: { action: "auth.phone.detached_unverified", entityId: reg.json.data.user.id } })).toBe(1);
  });

  it("signs into the account whose phone is verified", async () => {
    const phone = newPhone();
    const first = await verify(phone, await sendCode(phone));
    await resetLimit("otp_cooldown", phone);
    const again = await verify(phone, await sendCode(phone));
    expect(again.status).toBe(200);
    expect(again.json.data.user.id).toBe(first.json.data.user.id);
  });
});
