import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { call, freshIp } from "@/server/test/http";
import { auth, registerUser, uniqueEmail } from "@/server/test/identity";

const PASSWORD = "Khaimat-Bahar-2026";
const en = { "accept-language": "en" };
const message = (key: string) => translate("en", `api.validation.${key}`);

const register = (email = uniqueEmail()) => registerUser({ email, firstName: "Hessa", lastName: "Al-Ali" });

const me = (token: string) => call("/me", { headers: auth(token) });
const startChange = (token: string, new_email: string, current_password = PASSWORD) =>
  call("/me/email", { method: "POST", body: { new_email, current_password }, headers: auth(token) });
const confirm = (token: string) => call("/auth/email/change/confirm", { method: "POST", body: { token }, headers: en });
const revert = (token: string) => call("/auth/email/change/revert", { method: "POST", body: { token }, headers: en });

async function linkToken(recipient: string, template: string): Promise<string> {
  const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient, template }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];
}

/** Registers, changes the email to a new address and confirms it; returns the revert link token. */
async function changedAccount() {
  const account = await register();
  const newEmail = uniqueEmail();
  expect((await startChange(account.token, newEmail)).status).toBe(202);
  expect((await confirm(await linkToken(newEmail, "email_change_confirm"))).status).toBe(200);
  return { ...account, newEmail, revertToken: await linkToken(account.email, "email_change_revert") };
}

describe("email change", () => {
  it("confirms the new address, notifies the old one with a revert link, and reverts signing out every session", async () => {
    const { email, userId, token } = await register();
    const newEmail = uniqueEmail();
    const started = await startChange(token, newEmail);
    expect(started.status).toBe(202);
    expect(started.json.data).toEqual({ sent: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).email).toBe(email); // nothing changes before confirmation

    const confirmMail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: newEmail, template: "email_change_confirm" } });
    expect(confirmMail.body).toContain("/confirm-email-change?token=");
    const confirmed = await confirm(await linkToken(newEmail, "email_change_confirm"));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toEqual({ email: newEmail });
    const changed = await me(token);
    expect(changed.json.data).toMatchObject({ email: newEmail, email_verified: true, status: "active" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "auth.email.changed", entityId: userId } });
    expect(audit.diff).toMatchObject({ email: [email, newEmail] });

    const notice = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "email_change_revert" } });
    expect(notice.body).toContain(newEmail);
    const revertToken = notice.body.match(/token=([A-Za-z0-9_-]+)/)![1];
    const reverted = await revert(revertToken);
    expect(reverted.status).toBe(200);
    expect(reverted.json.data).toEqual({ email });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).email).toBe(email);
    expect((await me(token)).status).toBe(401);
    expect(await db.auditLog.count({ where: { action: "auth.email.reverted", entityId: userId } })).toBe(1);
    expect(await db.outboundMessage.count({ where: { recipient: email, template: "email_reverted" } })).toBe(1);
    expect((await revert(revertToken)).status).toBe(422); // single use
  });

  it("honours the revert link for 72 hours and not after", async () => {
    const clock = freezeClock();
    const inTime = await changedAccount();
    const late = await changedAccount();
    clock.advance(72 * 3600_000 - 60_000);
    expect((await revert(inTime.revertToken)).status).toBe(200);
    clock.advance(60_000);
    const refused = await revert(late.revertToken);
    expect(refused.status).toBe(422);
    expect(refused.json.error.details).toEqual({ token: [message("link_invalid")] });
    expect((await db.user.findUniqueOrThrow({ where: { id: late.userId } })).email).toBe(late.newEmail);
  });

  it("refuses the confirmation link after 24 hours", async () => {
    const clock = freezeClock();
    const { userId, email, token } = await register();
    const newEmail = uniqueEmail();
    await startChange(token, newEmail);
    clock.advance(24 * 3600_000);
    expect((await confirm(await linkToken(newEmail, "email_change_confirm"))).status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).email).toBe(email);
  });

  it("answers exactly as success when the new address has an account, but only notifies that address", async () => {
    const { email, userId, token } = await register();
    const other = await register();
    const taken = await startChange(token, other.email);
    const free = await startChange(token, uniqueEmail());
    const scrub = (r: typeof taken) => ({ status: r.status, body: { ...r.json, meta: { ...r.json.meta, request_id: "X" } } });
    expect(scrub(taken)).toEqual(scrub(free));

    expect(await db.outboundMessage.count({ where: { recipient: other.email, template: "email_change_confirm" } })).toBe(0);
    expect(await db.outboundMessage.count({ where: { recipient: other.email, template: "email_change_taken" } })).toBe(1);
    const pending = await db.verificationToken.findMany({ where: { userId, purpose: "email_verify", usedAt: null } });
    expect(pending.map((t) => (t.payload as { new_email?: string } | null)?.new_email)).not.toContain(other.email);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).email).toBe(email);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.userId } })).email).toBe(other.email);
  });

  it("requires the current password and a different, valid address", async () => {
    const { email, token } = await register();
    const newEmail = uniqueEmail();
    const wrong = await startChange(token, newEmail, "not-my-password");
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.details).toEqual({ current_password: [message("current_password_wrong")] });
    expect(await db.outboundMessage.count({ where: { recipient: newEmail } })).toBe(0);
    expect((await startChange(token, email.toUpperCase())).json.error.details).toEqual({ new_email: [message("email_unchanged")] });
    expect((await startChange(token, "someone@mailinator.com")).json.error.details).toEqual({ new_email: [message("email_disposable")] });
    expect((await call("/me/email", { method: "POST", body: { new_email: newEmail, current_password: PASSWORD } })).status).toBe(401);
  });

  it("only the latest requested address can be confirmed", async () => {
    const { userId, token } = await register();
    const first = uniqueEmail();
    const second = uniqueEmail();
    await startChange(token, first);
    await startChange(token, second);
    expect((await confirm(await linkToken(first, "email_change_confirm"))).status).toBe(422);
    expect((await confirm(await linkToken(second, "email_change_confirm"))).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).email).toBe(second);
  });

  it("refuses to confirm an address another account took meanwhile, and to revert to a taken address", async () => {
    const a = await register();
    const wanted = uniqueEmail();
    await startChange(a.token, wanted);
    await register(wanted);
    expect((await confirm(await linkToken(wanted, "email_change_confirm"))).json.error.details).toEqual({ token: [message("link_invalid")] });
    expect((await db.user.findUniqueOrThrow({ where: { id: a.userId } })).email).toBe(a.email);

    const b = await changedAccount();
    await register(b.email); // the freed old address is registered by someone else
    const res = await revert(b.revertToken);
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual({ token: [message("email_revert_taken")] });
    expect((await db.user.findUniqueOrThrow({ where: { id: b.userId } })).email).toBe(b.newEmail);
  });

  it("keeps account verification, change confirmation, revert and reset links apart", async () => {
    const { email, userId } = await register();
    const verifyToken = await linkToken(email, "verify_email");
    // a plain verification link is refused here and stays usable for POST /auth/email/verify
    expect((await confirm(verifyToken)).json.error.details).toEqual({ token: [message("link_invalid")] });
    const plain = await db.verificationToken.findFirstOrThrow({ where: { userId, purpose: "email_verify" } });
    expect(plain.payload).toBeNull();
    expect(plain.usedAt).toBeNull();

    // a change link is refused by account verification and stays usable for the change
    const c = await register();
    const cNew = uniqueEmail();
    await startChange(c.token, cNew);
    const changeToken = await linkToken(cNew, "email_change_confirm");
    expect((await call("/auth/email/verify", { method: "POST", body: { token: changeToken } })).status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: c.userId } })).emailVerifiedAt).toBeNull();
    expect((await confirm(changeToken)).status).toBe(200);

    const b = await changedAccount();
    expect((await confirm(b.revertToken)).status).toBe(422); // a revert link does not confirm
    await call("/auth/password/forgot", { method: "POST", body: { email: b.newEmail }, ip: freshIp() });
    const resetToken = await linkToken(b.newEmail, "password_reset");
    expect((await revert(resetToken)).status).toBe(422); // nor does a reset link revert
    // reverting spends the reset link that went to the replaced address
    expect((await revert(b.revertToken)).status).toBe(200);
    const reset = await call("/auth/password/reset", { method: "POST", body: { token: resetToken, password: "Sadu-Weave-Lantern-77" } });
    expect(reset.status).toBe(422);
    const login = await call("/auth/login", { method: "POST", body: { email: b.email, password: PASSWORD }, ip: freshIp() });
    expect(login.status).toBe(200);
  });
});
