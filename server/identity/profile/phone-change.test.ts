import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { call } from "@/server/test/http";
import { bearer, registerUser, TEST_PASSWORD } from "@/server/test/identity";

// Phone change with a revert link (spec Authentication 8): POST /me/phone,
// POST /me/phone/confirm, POST /auth/phone/change/revert.

const en = { "accept-language": "en" };
const message = (key: string) => translate("en", `api.validation.${key}`);
const newPhone = () => `+9659${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

const start = (token: string, body: Record<string, unknown>) => call("/me/phone", { method: "POST", body, headers: bearer(token, "en") });
const confirm = (token: string, new_phone: string, code: string) =>
  call("/me/phone/confirm", { method: "POST", body: { new_phone, code }, headers: bearer(token, "en") });
const revert = (token: string) => call("/auth/phone/change/revert", { method: "POST", body: { token }, headers: en });
const me = (token: string) => call("/me", { headers: bearer(token, "en") });

async function smsCode(phone: string, template = "otp.change_phone"): Promise<string> {
  const sms = await db.outboundMessage.findFirstOrThrow({
    where: { recipient: phone, channel: "sms", template },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return sms.body.match(/\b\d{6}\b/)![0];
}

async function revertToken(recipient: string): Promise<string> {
  const msg = await db.outboundMessage.findFirstOrThrow({
    where: { recipient, template: "phone_change_revert" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return msg.body.match(/token=([A-Za-z0-9_-]+)/)![1];
}

/** An email account whose (old) phone is verified. */
async function account(opts: { verifiedPhone?: boolean } = {}) {
  const phone = newPhone();
  const user = await registerUser({ phone });
  if (opts.verifiedPhone ?? true) await db.user.update({ where: { id: user.userId }, data: { phoneVerifiedAt: new Date("2026-01-01T00:00:00Z") } });
  return { ...user, phone };
}

/** Starts and confirms a change to a new number. */
async function changed(acc: { token: string }, newNumber = newPhone()) {
  expect((await start(acc.token, { new_phone: newNumber, current_password: TEST_PASSWORD })).status).toBe(202);
  const res = await confirm(acc.token, newNumber, await smsCode(newNumber));
  expect(res.status).toBe(200);
  return newNumber;
}

describe("phone change", () => {
  it("texts a code to the new number, switches on confirmation, emails a revert link, and reverts signing out every session", async () => {
    const acc = await account();
    const newNumber = newPhone();
    const started = await start(acc.token, { new_phone: newNumber.slice(4), current_password: TEST_PASSWORD });
    expect(started.status).toBe(202);
    expect(started.json.data).toEqual({ sent: true, expires_at: expect.any(String), resend_after_seconds: 60 });
    expect(await db.outboundMessage.findFirstOrThrow({ where: { recipient: newNumber } })).toMatchObject({
      template: "otp.change_phone",
      channel: "sms",
      locale: "en",
    });
    expect((await me(acc.token)).json.data.phone).toBe(acc.phone); // nothing changes before confirmation

    const confirmed = await confirm(acc.token, newNumber, await smsCode(newNumber));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toMatchObject({ id: acc.userId, phone: newNumber, phone_verified: true });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "auth.phone_change.confirmed", entityId: acc.userId } });
    expect(audit.diff).toMatchObject({ phone: [acc.phone, newNumber] });
    expect(await db.auditLog.count({ where: { action: "auth.phone_change.requested", entityId: acc.userId } })).toBe(1);

    const notice = await db.outboundMessage.findFirstOrThrow({ where: { recipient: acc.email, template: "phone_change_revert" } });
    expect(notice.body).toContain(newNumber);
    expect(notice.body).toContain("/revert-phone-change?token=");
    expect(await db.outboundMessage.count({ where: { recipient: acc.phone } })).toBe(0); // the email carries the link

    const reverted = await revert(await revertToken(acc.email));
    expect(reverted.status).toBe(200);
    expect(reverted.json.data).toEqual({ phone: acc.phone });
    const user = await db.user.findUniqueOrThrow({ where: { id: acc.userId } });
    expect(user.phone).toBe(acc.phone);
    expect(user.phoneVerifiedAt?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect((await me(acc.token)).status).toBe(401);
    expect(await db.auditLog.count({ where: { action: "auth.phone_change.reverted", entityId: acc.userId } })).toBe(1);
    expect(await db.outboundMessage.count({ where: { recipient: acc.email, template: "phone_change_reverted" } })).toBe(1);

    const again = await revert(await revertToken(acc.email));
    expect(again.status).toBe(422);
    expect(again.json.error.details).toEqual({ token: [message("link_invalid")] });
  });

  it("sends the revert link by SMS to the old verified number of an account without email", async () => {
    const oldPhone = newPhone();
    expect((await call("/auth/otp/send", { method: "POST", body: { phone: oldPhone, purpose: "login" }, headers: en })).status).toBe(200);
    const signUp = await call("/auth/otp/verify", {
      method: "POST",
      body: { phone: oldPhone, code: await smsCode(oldPhone, "otp.login"), device: { platform: "ios" } },
      headers: en,
    });
    expect(signUp.status).toBe(201);
    const token = signUp.json.data.token.access_token;

    // No password: a fresh sign-in is the re-authentication.
    const newNumber = await changed({ token });
    const sms = await db.outboundMessage.findFirstOrThrow({ where: { recipient: oldPhone, template: "phone_change_revert" } });
    expect(sms.channel).toBe("sms");
    expect(sms.body).toContain(newNumber);
    expect((await revert(await revertToken(oldPhone))).json.data).toEqual({ phone: oldPhone });
    const restored = await db.outboundMessage.findFirstOrThrow({ where: { recipient: oldPhone, template: "phone_change_reverted" } });
    expect(restored.channel).toBe("sms");
  });

  it("requires re-authentication: the current password, or a sign-in within 5 minutes without one", async () => {
    const acc = await account();
    const wrong = await start(acc.token, { new_phone: newPhone(), current_password: "not-my-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.details).toEqual({ current_password: [message("current_password_wrong")] });
    expect((await start(acc.token, { new_phone: newPhone() })).json.error.details).toEqual({ current_password: [message("required")] });

    const clock = freezeClock();
    const phoneOnly = await account();
    await db.user.update({ where: { id: phoneOnly.userId }, data: { passwordHash: null } });
    clock.advance(5 * 60_000 + 1000);
    const stale = await start(phoneOnly.token, { new_phone: newPhone() });
    expect(stale.status).toBe(422);
    expect(stale.json.error.details).toEqual({ current_password: [message("reauth_required")] });
  });

  it("refuses the current number and a wrong code, and applies the OTP send limits", async () => {
    const acc = await account();
    const same = await start(acc.token, { new_phone: acc.phone, current_password: TEST_PASSWORD });
    expect(same.status).toBe(422);
    expect(same.json.error.details).toEqual({ new_phone: [message("phone_unchanged")] });

    const newNumber = newPhone();
    expect((await start(acc.token, { new_phone: newNumber, current_password: TEST_PASSWORD })).status).toBe(202);
    const tooSoon = await start(acc.token, { new_phone: newNumber, current_password: TEST_PASSWORD });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.error.user_message).toBe(translate("en", "api.emails.otp.too_soon"));

    const code = await smsCode(newNumber);
    const bad = await confirm(acc.token, newNumber, String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe("AUTH_OTP_INVALID");
    expect((await db.user.findUniqueOrThrow({ where: { id: acc.userId } })).phone).toBe(acc.phone);
    expect((await confirm(acc.token, newNumber, code)).status).toBe(200);
  });

  it("does not disclose a number verified on another account: same answer, then the generic OTP failure", async () => {
    const holder = await account();
    const acc = await account();
    const free = newPhone();
    const t0 = new Date();
    freezeClock(t0);
    const scrub = (r: Awaited<ReturnType<typeof start>>) => ({ status: r.status, body: { ...r.json, meta: { ...r.json.meta, request_id: "X" } } });
    const toTaken = await start(acc.token, { new_phone: holder.phone, current_password: TEST_PASSWORD });
    const toFree = await start(acc.token, { new_phone: free, current_password: TEST_PASSWORD });
    expect(scrub(toTaken)).toEqual(scrub(toFree));

    const refused = await confirm(acc.token, holder.phone, await smsCode(holder.phone));
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe("AUTH_OTP_INVALID");
    expect((await db.user.findUniqueOrThrow({ where: { id: acc.userId } })).phone).toBe(acc.phone);
    expect((await db.user.findUniqueOrThrow({ where: { id: holder.userId } })).phone).toBe(holder.phone);
    expect(await db.auditLog.count({ where: { action: "auth.phone_change.confirmed", entityId: acc.userId } })).toBe(0);
  });

  it("takes a number that sits unverified on another account away from it", async () => {
    const squatter = await account({ verifiedPhone: false });
    const acc = await account();
    await changed(acc, squatter.phone);
    expect((await db.user.findUniqueOrThrow({ where: { id: acc.userId } })).phone).toBe(squatter.phone);
    expect((await db.user.findUniqueOrThrow({ where: { id: squatter.userId } })).phone).toBeNull();
    expect(await db.auditLog.count({ where: { action: "auth.phone.detached_unverified", entityId: squatter.userId } })).toBe(1);
  });

  it("honours the revert link for 72 hours and not after", async () => {
    const clock = freezeClock();
    const inTime = await account();
    const late = await account();
    await changed(inTime);
    await changed(late);
    clock.advance(72 * 3600_000 - 60_000);
    expect((await revert(await revertToken(inTime.email))).status).toBe(200);
    clock.advance(60_000);
    const expired = await revert(await revertToken(late.email));
    expect(expired.status).toBe(422);
    expect(expired.json.error.details).toEqual({ token: [message("link_invalid")] });
  });

  it("refuses to restore a number another account has taken since", async () => {
    const acc = await account();
    await changed(acc);
    const token = await revertToken(acc.email);
    const other = await account();
    await db.user.update({ where: { id: other.userId }, data: { phone: acc.phone } });
    const res = await revert(token);
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual({ token: [message("phone_revert_taken")] });
  });

  it("removes a phone added to an account that had none", async () => {
    const acc = await registerUser();
    const added = newPhone();
    await changed(acc, added);
    expect((await revert(await revertToken(acc.email))).json.data).toEqual({ phone: null });
    const user = await db.user.findUniqueOrThrow({ where: { id: acc.userId } });
    expect(user).toMatchObject({ phone: null, phoneVerifiedAt: null, phoneMarket: null });
  });

  it("the email-change revert endpoint refuses a phone revert token without spending it", async () => {
    const acc = await account();
    await changed(acc);
    const token = await revertToken(acc.email);
    const wrongFlow = await call("/auth/email/change/revert", { method: "POST", body: { token }, headers: en });
    expect(wrongFlow.status).toBe(422);
    expect((await revert(token)).status).toBe(200);
  });

  it("needs a signed-in caller", async () => {
    expect((await call("/me/phone", { method: "POST", body: { new_phone: newPhone(), current_password: TEST_PASSWORD } })).status).toBe(401);
    expect((await call("/me/phone/confirm", { method: "POST", body: { new_phone: newPhone(), code: "123456" } })).status).toBe(401);
  });
});
