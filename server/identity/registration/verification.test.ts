import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import { createLinkToken } from "@/server/identity/registration/verification-tokens";
import { call } from "@/server/test/http";
import { auth, registerUser, uniqueEmail } from "@/server/test/identity";

const en = { "accept-language": "en" };
const newPhone = () => `+9656${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
const message = (key: string) => translate("en", `api.validation.${key}`);

const register = (phone?: string) => registerUser({ email: uniqueEmail("verify"), phone, firstName: "Reem", lastName: "Al-Kandari" });

async function emailedToken(email: string): Promise<string> {
  const mail = await db.outboundMessage.findFirstOrThrow({
    where: { recipient: email, template: "verify_email" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];
}

const verifyEmail = (token: string) => call("/auth/email/verify", { method: "POST", body: { token }, headers: en });
const me = async (token: string) => (await call("/me", { headers: auth(token) })).json.data;

describe("POST /auth/email/verify", () => {
  it("verifies the email from the registration link and activates the account, once", async () => {
    const { email, userId, token } = await register();
    const link = await emailedToken(email);
    const res = await verifyEmail(link);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email_verified: true, status: "active" });
    expect(await me(token)).toMatchObject({ email_verified: true, status: "active" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "auth.email.verified", entityId: userId } });
    expect(audit.diff).toMatchObject({ status: ["pending_verification", "active"] });

    const again = await verifyEmail(link);
    expect(again.status).toBe(422);
    expect(again.json.error).toMatchObject({ code: "VALIDATION_FAILED", details: { token: [message("link_invalid")] } });
  });

  it("honours the link for 24 hours and not after", async () => {
    const clock = freezeClock();
    const early = await register();
    const late = await register();
    const [earlyLink, lateLink] = [await emailedToken(early.email), await emailedToken(late.email)];
    clock.advance(24 * 3600_000 - 1000);
    expect((await verifyEmail(earlyLink)).status).toBe(200);
    clock.advance(1000);
    const expired = await verifyEmail(lateLink);
    expect(expired.status).toBe(422);
    expect(expired.json.error.details.token).toEqual([message("link_invalid")]);
    expect((await db.user.findUniqueOrThrow({ where: { id: late.userId } })).status).toBe("pending_verification");
  });

  it("refuses unknown tokens and other flows' tokens, leaving an email-change link unspent", async () => {
    expect((await verifyEmail("not-a-real-token")).status).toBe(422);
    const { userId } = await register();
    const [reset, change] = await db.$transaction(async (tx) => [
      await createLinkToken(tx, userId, "password_reset"),
      await createLinkToken(tx, userId, "email_verify", { new_email: uniqueEmail("new") }),
    ]);
    expect((await verifyEmail(reset)).status).toBe(422);
    expect((await verifyEmail(change)).status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).emailVerifiedAt).toBeNull();
    expect(await db.verificationToken.count({ where: { userId, purpose: "email_verify", usedAt: null } })).toBe(2);
  });
});

describe("phone verification (signed in)", () => {
  const sendVerifyCode = (phone: string, token?: string) =>
    call("/auth/otp/send", { method: "POST", body: { phone, purpose: "verify_phone" }, headers: token ? auth(token) : en });

  async function smsCode(phone: string): Promise<string> {
    const sms = await db.outboundMessage.findFirstOrThrow({
      where: { recipient: phone, template: "otp.verify_phone" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    return sms.body.match(/\b\d{6}\b/)![0];
  }

  it("sends a code only to the caller's own phone", async () => {
    const phone = newPhone();
    const { token } = await register(phone);
    expect((await sendVerifyCode(phone)).status).toBe(401);
    const other = await sendVerifyCode(newPhone(), token);
    expect(other.status).toBe(422);
    expect(other.json.error.details).toEqual({ phone: [message("phone_not_on_account")] });
    expect(await db.outboundMessage.count({ where: { recipient: phone } })).toBe(0);
    const own = await sendVerifyCode(phone, token);
    expect(own.status).toBe(200);
    expect(await db.outboundMessage.findFirstOrThrow({ where: { recipient: phone } })).toMatchObject({ template: "otp.verify_phone", locale: "en" });
  });

  it("POST /auth/phone/verify marks the phone verified and activates the account", async () => {
    const phone = newPhone();
    const { token, userId } = await register(phone);
    expect((await sendVerifyCode(phone, token)).status).toBe(200);
    const code = await smsCode(phone);
    const verify = (c: string, headers: Record<string, string> = auth(token)) => call("/auth/phone/verify", { method: "POST", body: { code: c }, headers });

    expect((await verify(code, en)).status).toBe(401);
    const wrong = await verify(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
    expect(wrong.json.error.code).toBe("AUTH_OTP_INVALID");
    // A code for phone verification does not sign anyone in.
    const asLogin = await call("/auth/otp/verify", { method: "POST", body: { phone, code }, headers: en });
    expect(asLogin.json.error.code).toBe("AUTH_OTP_INVALID");

    const ok = await verify(code);
    expect(ok.status).toBe(200);
    expect(ok.json.data.user).toMatchObject({ id: userId, phone_verified: true, status: "active" });
    expect(await me(token)).toMatchObject({ phone_verified: true, status: "active" });
    expect(await db.auditLog.count({ where: { action: "auth.phone.verified", entityId: userId } })).toBe(1);

    await resetLimit("otp_cooldown", phone);
    const already = await sendVerifyCode(phone, token);
    expect(already.status).toBe(422);
    expect(already.json.error.details).toEqual({ phone: [message("phone_already_verified")] });
  });

  it("also verifies through POST /auth/otp/verify with purpose verify_phone", async () => {
    const phone = newPhone();
    const { token, userId } = await register(phone);
    expect((await sendVerifyCode(phone, token)).status).toBe(200);
    const res = await call("/auth/otp/verify", { method: "POST", body: { phone, code: await smsCode(phone), purpose: "verify_phone" }, headers: auth(token) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ verified: true, user: { id: userId, phone_verified: true } });
  });
});
