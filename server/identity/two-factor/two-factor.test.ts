import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { freezeClock, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { bearer, registerUser, signedIn, TEST_PASSWORD } from "@/server/test/identity";
import { enrollTotp, nextStep, totpCode } from "@/server/test/two-factor";

// Enrolling, renewing recovery codes and turning two-factor sign-in off
// (spec Authentication 11, 17): what the owner sees and what is recorded.

const en = (token: string) => bearer(token, "en");
const status = (token: string) => call("/me/2fa", { headers: en(token) });
const start = (token: string) => call("/me/2fa/totp", { method: "POST", headers: en(token) });
const confirm = (token: string, code: string) => call("/me/2fa/totp/confirm", { method: "POST", headers: en(token), body: { code } });
const disable = (token: string, body: Record<string, unknown>) => call("/me/2fa", { method: "DELETE", headers: en(token), body });
const regenerate = (token: string, body: Record<string, unknown>) => call("/me/2fa/recovery-codes", { method: "POST", headers: en(token), body });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The security notices of a kind the owner was sent (server/identity/profile/security-notice.ts: email, past every preference). */
async function notices(userId: string, notice: string): Promise<number> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return db.outboundMessage.count({ where: { recipient: user.email!, template: `two_factor_${notice}`, channel: "email" } });
}

beforeEach(() => {
  freezeClock();
});
afterAll(() => resetClock());

describe("enrollment", () => {
  it("answers a secret with its otpauth URI and a QR code, and is on only after the app's code; recovery codes come once", async () => {
    const user = await signedIn();
    expect((await status(user.token)).json.data).toMatchObject({ enabled: false, pending_enrollment: false, methods: [] });

    const started = await start(user.token);
    expect(started.status).toBe(200);
    const { secret, otpauth_uri, qr_code } = started.json.data;
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(",")[1], "base64").toString()).toContain("<svg");
    // The secret is stored sealed, never as given.
    const row = await db.twoFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.secretSealed).not.toContain(secret);
    expect((await status(user.token)).json.data).toMatchObject({ enabled: false, pending_enrollment: true });

    const refused = await confirm(user.token, wrong(totpCode(secret)));
    expect(refused.status).toBe(422);
    expect(refused.json.error.details.code).toEqual(["The code is not valid or was already used."]);
    expect((await status(user.token)).json.data.enabled).toBe(false);

    const confirmed = await confirm(user.token, totpCode(secret));
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.json.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db.twoFactorRecoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((c) => c.codeHash)).not.toContain(codes[0]);

    expect((await status(user.token)).json.data).toMatchObject({
      enabled: true,
      pending_enrollment: false,
      methods: ["totp", "sms", "recovery"],
      recovery_codes_left: 10,
    });
    // Once on, the secret is never shown again: a new start is refused.
    expect((await start(user.token)).status).toBe(409);
  });

  it("records the change in the audit log and tells the owner, even with account emails turned off", async () => {
    const user = await signedIn();
    await db.user.update({ where: { id: user.id }, data: { notificationPreferences: { email: { account: false }, push: { account: false } } } });
    await enrollTotp(user.token);
    const actions = (
      await db.auditLog.findMany({ where: { entityId: user.id, action: { startsWith: "auth.two_factor." } }, orderBy: { createdAt: "asc" } })
    ).map((a) => a.action);
    expect(actions).toEqual(["auth.two_factor.enrollment_started", "auth.two_factor.enabled"]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: user.id, action: "auth.two_factor.enabled" } });
    expect(audit).toMatchObject({ actorId: user.id, diff: { method: "totp" } });
    expect(audit.ip).toBeTruthy();
    expect(await notices(user.id, "enabled")).toBe(1);
  });
});

describe("recovery codes", () => {
  it("renews them with a current app code or the password; the old ones stop working", async () => {
    const { userId, token } = await registerUser({ verified: true });
    const { secret, recoveryCodes } = await enrollTotp(token);

    expect((await regenerate(token, { code: wrong(totpCode(secret)) })).status).toBe(422);
    const renewed = await regenerate(token, { code: totpCode(secret) });
    expect(renewed.status).toBe(200);
    expect(renewed.json.data.recovery_codes).toHaveLength(10);
    expect(renewed.json.data.recovery_codes).not.toContain(recoveryCodes[0]);
    // The same app code cannot be used twice.
    expect((await regenerate(token, { code: totpCode(secret) })).status).toBe(422);

    const byPassword = await regenerate(token, { current_password: TEST_PASSWORD });
    expect(byPassword.status).toBe(200);
    expect(await db.twoFactorRecoveryCode.count({ where: { userId } })).toBe(10);
    expect(await notices(userId, "recovery_codes_regenerated")).toBe(2);
    expect(await db.auditLog.count({ where: { entityId: userId, action: "auth.two_factor.recovery_codes_regenerated" } })).toBe(2);
  });
});

describe("turning it off", () => {
  it("needs the password AND a current second factor", async () => {
    const { userId, token } = await registerUser({ verified: true });
    const { secret, recoveryCodes } = await enrollTotp(token);

    const noPassword = await disable(token, { code: totpCode(secret) });
    expect(noPassword.status).toBe(422);
    expect(noPassword.json.error.details.current_password).toBeDefined();
    const wrongPassword = await disable(token, { current_password: "not the password", code: totpCode(secret) });
    expect(wrongPassword.status).toBe(422);
    const noCode = await disable(token, { current_password: TEST_PASSWORD });
    expect(noCode.status).toBe(422);
    expect(noCode.json.error.details.code).toBeDefined();
    expect((await disable(token, { current_password: TEST_PASSWORD, code: wrong(totpCode(secret)) })).status).toBe(422);
    expect((await status(token)).json.data.enabled).toBe(true);

    expect((await disable(token, { current_password: TEST_PASSWORD, recovery_code: recoveryCodes[0] })).status).toBe(204);
    expect((await status(token)).json.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(await db.twoFactor.count({ where: { userId } })).toBe(0);
    expect(await db.auditLog.count({ where: { entityId: userId, action: "auth.two_factor.disabled" } })).toBe(1);
    expect(await notices(userId, "disabled")).toBe(1);
  });

  it("takes a fresh SMS code from an account without a password", async () => {
    const user = await signedIn();
    const { secret } = await enrollTotp(user.token);
    const phone = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).phone!;

    const withoutSms = await disable(user.token, { code: totpCode(secret) });
    expect(withoutSms.status).toBe(422);
    expect(withoutSms.json.error.details.sms_code).toBeDefined();

    expect((await call("/me/2fa/reauth-sms", { method: "POST", headers: en(user.token) })).status).toBe(200);
    const sms = await db.outboundMessage.findFirstOrThrow({
      where: { recipient: phone, channel: "sms", template: "otp.reauth" },
      orderBy: { createdAt: "desc" },
    });
    const smsCode = sms.body.match(/\b\d{6}\b/)![0];
    expect((await disable(user.token, { sms_code: wrong(smsCode), code: totpCode(secret) })).status).toBe(422);
    nextStep();
    expect((await disable(user.token, { sms_code: smsCode, code: totpCode(secret) })).status).toBe(204);
    expect((await status(user.token)).json.data.enabled).toBe(false);
  });

  it("is 409 when two-factor sign-in is not on", async () => {
    const user = await signedIn();
    expect((await disable(user.token, { current_password: "x", code: "123456" })).status).toBe(409);
  });
});
