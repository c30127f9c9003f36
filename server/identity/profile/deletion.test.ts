import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { anonymizeExpiredDeletions, DELETED_USER_LABEL } from "@/server/identity/profile/deletion";
import { openSession } from "@/server/identity/sessions/session";
import { issueTokens } from "@/server/identity/sessions/tokens";
import { vendorOwnedBy } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { bearer, registerUser, uniqueEmail } from "@/server/test/identity";

const PASSWORD = "Khaimat-Bahar-2026";
const DAY = 86_400_000;

let phoneCounter = 0;
const uniquePhone = () => `+9655${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter++).padStart(4, "0")}`;

/** A registered account, verified (active) unless told otherwise. */
async function register({ verified = true } = {}) {
  const phone = uniquePhone();
  const user = await registerUser({ email: uniqueEmail("delete"), phone, firstName: "نورة" });
  if (verified) await db.user.update({ where: { id: user.userId }, data: { status: "active", emailVerifiedAt: new Date() } });
  return { ...user, phone, access: user.token };
}

const requestDeletion = (access: string, body: unknown = { password: PASSWORD }) =>
  call("/me/deletion-request", { method: "POST", headers: { ...bearer(access), "accept-language": "en" }, body });

async function createVendorWithSubscription(ownerId: string, planCode: string) {
  const { id: vendorId, nameEn } = await vendorOwnedBy(ownerId, { status: "pending_review", categories: [], published: false });
  const plan = await db.plan.findUniqueOrThrow({ where: { code: planCode } });
  const subscription = await db.subscription.create({
    data: { id: newId(), vendorId, planId: plan.id, status: "active", currentPeriodStart: new Date() },
  });
  return { vendorId, vendorName: nameEn, subscriptionId: subscription.id };
}

describe("deletion request", () => {
  it("needs the right password: wrong or missing is 422 and nothing changes", async () => {
    const { userId, access } = await register();
    const wrong = await requestDeletion(access, { password: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.details).toEqual({ password: ["The current password is incorrect."] });
    const missing = await requestDeletion(access, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.error.details)).toEqual(["password"]);
    const row = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(row).toMatchObject({ status: "active", deletionRequestedAt: null });
    expect(await db.auditLog.count({ where: { action: "account.deletion_requested", entityId: userId } })).toBe(0);
  });

  it("with the password: 202, deletion scheduled 30 days later, audit and an email notice", async () => {
    freezeClock("2026-03-01T09:00:00.000Z");
    const { userId, access, email } = await register();
    const res = await requestDeletion(access);
    expect(res.status).toBe(202);
    expect(res.json.data).toEqual({ status: "deletion_requested", deletion_scheduled_at: "2026-03-31T09:00:00.000Z" });
    const row = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(row.status).toBe("deletion_requested");
    expect(row.deletionRequestedAt?.toISOString()).toBe("2026-03-01T09:00:00.000Z");
    expect(await db.auditLog.count({ where: { action: "account.deletion_requested", entityId: userId } })).toBe(1);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "account_deletion_requested" } });
    expect(mail.subject).toContain("2026-03-31");
    expect(mail.locale).toBe("en");

    const twice = await requestDeletion(access);
    expect(twice.status).toBe(409);
  });

  it("DELETE /me is the same request", async () => {
    const { userId, access } = await register();
    const res = await call("/me", { method: "DELETE", headers: bearer(access), body: { password: PASSWORD } });
    expect(res.status).toBe(202);
    expect(res.json.data.status).toBe("deletion_requested");
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).status).toBe("deletion_requested");
  });

  it("accounts without a password need a sign-in within the last 5 minutes", async () => {
    const clock = freezeClock(new Date());
    const { userId, access } = await register();
    await db.user.update({ where: { id: userId }, data: { passwordHash: null } });
    clock.advance(6 * 60_000);
    const session = await openSession(userId, { platform: "ios" });
    const fresh = await issueTokens(session);
    clock.advance(1000);

    const stale = await requestDeletion(access, {}); // the registration session is 6 minutes old
    expect(stale.status).toBe(422);
    expect(stale.json.error.details).toEqual({ password: ["For your security, sign in again and retry within 5 minutes."] });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).status).toBe("active");

    const ok = await requestDeletion(fresh.access_token, {});
    expect(ok.status).toBe(202);
  });

  it("is blocked for the owner of a vendor with an active paid subscription, listing the blocker", async () => {
    const { userId, access } = await register();
    const { subscriptionId, vendorName } = await createVendorWithSubscription(userId, "basic");
    const res = await requestDeletion(access);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("CONFLICT");
    expect(res.json.error.blockers).toEqual([{ type: "subscription", id: subscriptionId, label: `${vendorName}: Basic` }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).status).toBe("active");

    // a free plan blocks nothing
    const free = await register();
    await createVendorWithSubscription(free.userId, "free");
    expect((await requestDeletion(free.access)).status).toBe(202);
  });
});

describe("grace period", () => {
  it("signing in during the grace period cancels the request", async () => {
    const { userId, access, email } = await register();
    expect((await requestDeletion(access)).status).toBe(202);
    const login = await call("/auth/login", { method: "POST", body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.json.data.user.status).toBe("active");
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ status: "active", deletionRequestedAt: null });
    expect(await db.auditLog.count({ where: { action: "account.deletion_cancelled", entityId: userId } })).toBe(1);
  });

  it("DELETE /me/deletion-request cancels explicitly; without a pending request it is 409", async () => {
    const { userId, access } = await register();
    expect((await requestDeletion(access)).status).toBe(202);
    const cancel = await call("/me/deletion-request", { method: "DELETE", headers: bearer(access) });
    expect([cancel.status, cancel.json]).toEqual([204, null]); // no body: GET /me shows the account again
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ status: "active", deletionRequestedAt: null });
    expect(await db.auditLog.count({ where: { action: "account.deletion_cancelled", entityId: userId } })).toBe(1);
    expect((await call("/me/deletion-request", { method: "DELETE", headers: bearer(access) })).status).toBe(409);

    // an account that never verified goes back to pending_verification, not active
    const unverified = await register({ verified: false });
    expect((await requestDeletion(unverified.access)).status).toBe(202);
    expect((await call("/me/deletion-request", { method: "DELETE", headers: bearer(unverified.access) })).status).toBe(204);
    expect((await db.user.findUniqueOrThrow({ where: { id: unverified.userId } })).status).toBe("pending_verification");
  });

  // The job tests run in the past: the other tests' pending requests (made at
  // real time) are never due here.
  it("after 29 days the job leaves the account; after 30 it anonymizes it and keeps the audit trail", async () => {
    const clock = freezeClock("2001-01-01T00:00:00.000Z");
    const { userId, access, email, phone } = await register();
    await db.socialIdentity.create({ data: { id: newId(), userId, provider: "google", subject: `sub-${userId}`, email } });
    expect((await requestDeletion(access)).status).toBe(202);

    clock.advance(29 * DAY);
    await anonymizeExpiredDeletions();
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).status).toBe("deletion_requested");

    clock.advance(DAY);
    await anonymizeExpiredDeletions();
    const row = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(row).toMatchObject({
      status: "anonymized",
      firstName: DELETED_USER_LABEL,
      lastName: "",
      email: null,
      phone: null,
      passwordHash: null,
      emailVerifiedAt: null,
      notificationPreferences: null,
    });
    expect(row.anonymizedAt).not.toBeNull();
    expect(await db.socialIdentity.count({ where: { userId } })).toBe(0);
    expect(await db.session.count({ where: { userId, revokedAt: null } })).toBe(0);
    expect(await db.user.count({ where: { OR: [{ email }, { phone }] } })).toBe(0);
    expect(await db.outboundMessage.count({ where: { recipient: { in: [email, phone] } } })).toBe(0);

    // transactional records stay; the anonymization audit holds no personal data
    expect(await db.auditLog.count({ where: { action: "auth.register", entityId: userId } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "account.deletion_requested", entityId: userId } })).toBe(1);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "account.anonymized", entityId: userId } });
    expect(JSON.stringify(audit.diff)).not.toMatch(new RegExp(`${email}|${phone.slice(1)}|نورة|Mutairi`));

    const login = await call("/auth/login", { method: "POST", body: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
    clock.advance(DAY);
    expect(await anonymizeExpiredDeletions()).toBeGreaterThanOrEqual(0);
    expect(await db.auditLog.count({ where: { action: "account.anonymized", entityId: userId } })).toBe(1);
  });

  it("a paid subscription started during the grace period holds the anonymization", async () => {
    const clock = freezeClock("2001-06-01T00:00:00.000Z");
    const { userId, access } = await register();
    expect((await requestDeletion(access)).status).toBe(202);
    await createVendorWithSubscription(userId, "professional");
    clock.advance(31 * DAY);
    await anonymizeExpiredDeletions();
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).status).toBe("deletion_requested");
  });
});
