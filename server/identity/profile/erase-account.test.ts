import { describe, expect, it } from "vitest";
import { auth, signedIn, tag } from "@/server/test/identity";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { registerUser, TEST_PASSWORD } from "@/server/test/identity";
import { mediaStorage } from "@/server/media/storage";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { DELETED_USER_LABEL } from "./deletion";

// POST /admin/users/{id}/erase: a Super Admin's verified erasure of a
// suspended account (spec Account: suspended -> anonymized).

const erase = (token: string, userId: string, body: object) => call(`/admin/users/${userId}/erase`, { method: "POST", headers: auth(token), body });

/** A registered customer (email and phone), suspended by Support, with an avatar and a push token. */
async function suspendedCustomer() {
  const phone = `+9655${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const user = await registerUser({ phone });
  const session = await db.session.findFirstOrThrow({ where: { userId: user.userId } });
  await db.pushToken.create({ data: { id: newId(), sessionId: session.id, userId: user.userId, token: `push-${tag()}`, platform: "ios" } });
  const avatarId = newId();
  const avatarKey = `public/avatar/${avatarId}`;
  await mediaStorage().write(avatarKey, Buffer.from("avatar bytes"), "image/jpeg");
  await db.media.create({
    data: {
      id: avatarId,
      ownerUserId: user.userId,
      context: "avatar",
      visibility: "public",
      filename: "me.jpg",
      declaredMime: "image/jpeg",
      declaredSize: 12,
      storageKey: avatarKey,
      status: "ready",
      createdAt: now(),
    },
  });
  await db.user.update({ where: { id: user.userId }, data: { avatarMediaId: avatarId } });
  const support = await signedIn({ roles: ["admin_support"] });
  const res = await call(`/admin/users/${user.userId}/status`, {
    method: "PATCH",
    headers: auth(support.token),
    body: { status: "suspended", reason: "Fraudulent bookings" },
  });
  expect(res.status).toBe(200);
  return { ...user, phone, avatarId, avatarKey };
}

describe("admin erasure of a suspended account", () => {
  it("anonymizes like an expired deletion: generic name, identifiers, avatar, sessions and push tokens gone; audited; records kept", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const target = await suspendedCustomer();
    const res = await erase(superAdmin.token, target.userId, { reason: "Verified erasure request #4411", confirmation: target.email.toUpperCase() });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id: target.userId, status: "anonymized", first_name: DELETED_USER_LABEL, last_name: "", email: null, phone: null });

    const row = await db.user.findUniqueOrThrow({ where: { id: target.userId } });
    expect(row).toMatchObject({ status: "anonymized", email: null, phone: null, passwordHash: null, avatarMediaId: null, anonymizedAt: expect.any(Date) });
    expect(await db.media.count({ where: { id: target.avatarId } })).toBe(0);
    // the avatar object goes with the media module's AccountAnonymized handler
    expect(await mediaStorage().exists(target.avatarKey)).toBe(true);
    registerEventHandlers();
    await dispatchOutbox();
    expect(await mediaStorage().exists(target.avatarKey)).toBe(false);
    expect(await db.pushToken.count({ where: { userId: target.userId } })).toBe(0);
    expect(await db.session.count({ where: { userId: target.userId, revokedAt: null } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "account.erased", entityId: target.userId } });
    expect(audit).toMatchObject({ entityType: "user", actorType: "admin", actorId: superAdmin.id, reason: "Verified erasure request #4411" });
    expect(audit.diff).toMatchObject({
      status: ["suspended", "anonymized"],
      purged: expect.arrayContaining(["email", "phone", "avatar", "sessions", "push_tokens"]),
    });
    // Transactional records stay: the suspension's audit row still points at the account.
    expect(await db.auditLog.count({ where: { action: "account.suspended", entityId: target.userId } })).toBe(1);
    const login = await call("/auth/login", { method: "POST", body: { email: target.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(401);

    // Erased is final.
    const again = await erase(superAdmin.token, target.userId, { reason: "Verified erasure request #4411", confirmation: target.email });
    expect([again.status, again.json.error.code]).toEqual([409, "CONFLICT"]);
  });

  it("accepts the phone number as the confirmation", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const target = await suspendedCustomer();
    const res = await erase(superAdmin.token, target.userId, { reason: "Verified erasure request", confirmation: target.phone });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: target.userId } })).toMatchObject({ status: "anonymized" });
  });

  it("only a Super Admin may erase: Support and Operations get 403", async () => {
    const target = await suspendedCustomer();
    for (const role of ["admin_support", "admin_operations"] as const) {
      const admin = await signedIn({ roles: [role] });
      const res = await erase(admin.token, target.userId, { reason: "Verified erasure request", confirmation: target.email });
      expect([res.status, res.json.error.code]).toEqual([403, "FORBIDDEN"]);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: target.userId } })).status).toBe("suspended");
  });

  it("only from suspended: an active account is 409 and keeps its data", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const active = await registerUser();
    const res = await erase(superAdmin.token, active.userId, { reason: "Verified erasure request", confirmation: active.email });
    expect([res.status, res.json.error.code]).toEqual([409, "CONFLICT"]);
    expect(await db.user.findUniqueOrThrow({ where: { id: active.userId } })).toMatchObject({ status: "pending_verification", email: active.email });
    expect(await db.auditLog.count({ where: { action: "account.erased", entityId: active.userId } })).toBe(0);
  });

  it("needs a reason and the account's own email or phone typed back (422)", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const target = await suspendedCustomer();
    const wrong = await erase(superAdmin.token, target.userId, { reason: "Verified erasure request", confirmation: "someone-else@example.com" });
    expect([wrong.status, wrong.json.error.code]).toEqual([422, "VALIDATION_FAILED"]);
    expect(wrong.json.error.details.confirmation).toHaveLength(1);
    const noReason = await erase(superAdmin.token, target.userId, { confirmation: target.email });
    expect([noReason.status, Object.keys(noReason.json.error.details)]).toEqual([422, ["reason"]]);
    expect(await db.user.findUniqueOrThrow({ where: { id: target.userId } })).toMatchObject({ status: "suspended", email: target.email });
  });

  it("an unknown user is 404", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const res = await erase(superAdmin.token, newId(), { reason: "Verified erasure request", confirmation: "x@example.com" });
    expect([res.status, res.json.error.code]).toEqual([404, "NOT_FOUND"]);
  });
});
