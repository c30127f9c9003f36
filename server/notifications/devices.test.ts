import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { openSession } from "@/server/identity/sessions/session";
import { issueTokens } from "@/server/identity/sessions/tokens";
import { call } from "@/server/test/http";
import { bearer, enableTwoFactor, registerUser, TEST_PASSWORD } from "@/server/test/identity";

const newToken = () => `fcm-${randomUUID()}`;

const register = (token: string, body: Record<string, unknown>, locale: "ar" | "en" = "en") =>
  call("/notifications/devices", { method: "POST", body, headers: bearer(token, locale) });
const remove = (token: string, opts: { body?: unknown; query?: Record<string, string> }) =>
  call("/notifications/devices", { method: "DELETE", headers: bearer(token, "en"), ...opts });

/** A signed-in user with a second (mobile) session; returns both access tokens and session ids. */
async function userWithTwoSessions() {
  const user = await registerUser({ verified: true });
  const login = await call("/auth/login", { method: "POST", body: { email: user.email, password: TEST_PASSWORD, device: { platform: "android" } } });
  expect(login.status).toBe(200);
  const sessions = await db.session.findMany({ where: { userId: user.userId }, orderBy: { createdAt: "asc" } });
  return { ...user, phoneToken: login.json.data.token.access_token as string, webSessionId: sessions[0].id, phoneSessionId: sessions[1].id };
}

describe("POST /notifications/devices", () => {
  it("registers a token bound to the caller's session (201), and again is an update (200)", async () => {
    const { userId, phoneToken, phoneSessionId } = await userWithTwoSessions();
    const token = newToken();
    const first = await register(phoneToken, { token, platform: "android", locale: "ar" });
    expect(first.status).toBe(201);
    expect(first.json.data).toEqual({ token, platform: "android", locale: "ar", registered_at: expect.any(String) });
    expect(await db.pushToken.findUniqueOrThrow({ where: { token } })).toMatchObject({ userId, sessionId: phoneSessionId, platform: "android", locale: "ar" });

    const again = await register(phoneToken, { token, platform: "android", locale: "en" });
    expect(again.status).toBe(200);
    expect(again.json.data.locale).toBe("en");
    expect(await db.pushToken.count({ where: { token } })).toBe(1);
  });

  it("takes the locale from Accept-Language when the body has none", async () => {
    const { token: access } = await registerUser();
    const token = newToken();
    const res = await register(access, { token, platform: "web" }, "ar");
    expect(res.status).toBe(201);
    expect(res.json.data.locale).toBe("ar");
  });

  it("moves a token registered by another account to the caller", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const token = newToken();
    expect((await register(a.token, { token, platform: "ios", locale: "en" })).status).toBe(201);
    const moved = await register(b.token, { token, platform: "ios", locale: "ar" });
    expect(moved.status).toBe(200);
    const row = await db.pushToken.findUniqueOrThrow({ where: { token } });
    const bSession = await db.session.findFirstOrThrow({ where: { userId: b.userId } });
    expect(row).toMatchObject({ userId: b.userId, sessionId: bSession.id, locale: "ar" });
    expect((await remove(a.token, { body: { token } })).status).toBe(404); // no longer A's
  });

  it("validates the body and needs a signed-in caller", async () => {
    const { token: access } = await registerUser();
    const bad = await register(access, { token: newToken(), platform: "windows", locale: "fr" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error.details).sort()).toEqual(["locale", "platform"]);
    expect((await register(access, { token: "  ", platform: "ios" })).status).toBe(422);
    expect((await register(access, { token: newToken(), platform: "ios", extra: 1 })).status).toBe(422);
    const anonymous = await call("/notifications/devices", { method: "POST", body: { token: newToken(), platform: "ios" } });
    expect(anonymous.status).toBe(401);
  });
});

describe("DELETE /notifications/devices", () => {
  it("removes the caller's token given in the body or the query (204); unknown or someone else's is 404", async () => {
    const { token: access, phoneToken } = await userWithTwoSessions();
    const other = await registerUser();
    const [t1, t2, theirs] = [newToken(), newToken(), newToken()];
    await register(phoneToken, { token: t1, platform: "android" });
    await register(phoneToken, { token: t2, platform: "android" });
    await register(other.token, { token: theirs, platform: "ios" });

    const byBody = await remove(access, { body: { token: t1 } }); // from another session of the same account
    expect(byBody.status).toBe(204);
    expect(await db.pushToken.findUnique({ where: { token: t1 } })).toBeNull();
    expect((await remove(phoneToken, { query: { token: t2 } })).status).toBe(204);
    expect(await db.pushToken.findUnique({ where: { token: t2 } })).toBeNull();

    const again = await remove(phoneToken, { query: { token: t2 } });
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe("NOT_FOUND");
    expect((await remove(phoneToken, { body: { token: theirs } })).status).toBe(404);
    expect(await db.pushToken.findUnique({ where: { token: theirs } })).not.toBeNull();

    const missing = await remove(phoneToken, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.error.details)).toEqual(["token"]);
  });
});

describe("push tokens end with their session", () => {
  it("logout removes the session's tokens", async () => {
    const { phoneToken, token: webAccess } = await userWithTwoSessions();
    const [mine, web] = [newToken(), newToken()];
    await register(phoneToken, { token: mine, platform: "android" });
    await register(webAccess, { token: web, platform: "web" });
    expect((await call("/auth/logout", { method: "POST", headers: bearer(phoneToken) })).status).toBe(204);
    expect(await db.pushToken.findUnique({ where: { token: mine } })).toBeNull();
    expect(await db.pushToken.findUnique({ where: { token: web } })).not.toBeNull();
  });

  it("revoking one session or all others removes their tokens and keeps the current session's", async () => {
    const { token: webAccess, phoneToken, phoneSessionId, email } = await userWithTwoSessions();
    const [phone, web] = [newToken(), newToken()];
    await register(phoneToken, { token: phone, platform: "android" });
    await register(webAccess, { token: web, platform: "web" });
    const revoked = await call(`/me/sessions/${phoneSessionId}`, { method: "DELETE", headers: bearer(webAccess) });
    expect(revoked.status).toBe(204);
    expect(await db.pushToken.findUnique({ where: { token: phone } })).toBeNull();
    expect(await db.pushToken.findUnique({ where: { token: web } })).not.toBeNull();

    const tablet = await call("/auth/login", { method: "POST", body: { email, password: TEST_PASSWORD, device: { platform: "ios" } } });
    const tabletToken = newToken();
    await register(tablet.json.data.token.access_token, { token: tabletToken, platform: "ios" });
    expect((await call("/me/sessions", { method: "DELETE", headers: bearer(webAccess) })).status).toBe(204);
    expect(await db.pushToken.findUnique({ where: { token: tabletToken } })).toBeNull();
    expect(await db.pushToken.findUnique({ where: { token: web } })).not.toBeNull();
  });

  it("suspension removes every push token of the account", async () => {
    const { userId, phoneToken, token: webAccess } = await userWithTwoSessions();
    const [phone, web] = [newToken(), newToken()];
    await register(phoneToken, { token: phone, platform: "android" });
    await register(webAccess, { token: web, platform: "web" });

    const adminId = newId();
    await db.user.create({
      data: {
        id: adminId,
        email: `support-${adminId.toLowerCase()}@example.com`,
        firstName: "Support",
        lastName: "Admin",
        userType: "admin",
        status: "active",
        createdAt: now(),
      },
    });
    const role = await db.role.findUniqueOrThrow({ where: { code: "admin_support" } });
    await db.userRole.create({ data: { id: newId(), userId: adminId, roleId: role.id } });
    await enableTwoFactor(adminId);
    const admin = (await issueTokens(await openSession(adminId, { platform: "web" }))).access_token;

    const suspended = await call(`/admin/users/${userId}/status`, {
      method: "PATCH",
      headers: bearer(admin, "en"),
      body: { status: "suspended", reason: "Fraud report" },
    });
    expect(suspended.status).toBe(200);
    expect(await db.pushToken.count({ where: { token: { in: [phone, web] } } })).toBe(0);
    expect(await db.pushToken.count({ where: { userId } })).toBe(0);
  });
});
