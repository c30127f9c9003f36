import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { auth, registerUser, signedIn, tag, TEST_PASSWORD } from "@/server/test/identity";
import { enrollTotp } from "@/server/test/two-factor";

async function registerCustomer(email = `customer-${tag()}@example.com`) {
  const user = await registerUser({ email, verified: true });
  return { id: user.userId, email, token: user.token };
}

const login = (email: string, password = TEST_PASSWORD) => call("/auth/login", { method: "POST", body: { email, password, device: { platform: "ios" } } });
const me = (token: string) => call("/me", { headers: auth(token) });
const setStatus = (token: string, userId: string, body: unknown) => call(`/admin/users/${userId}/status`, { method: "PATCH", headers: auth(token), body });
const listUsers = (token: string, query: Record<string, string>) => call("/admin/users", { headers: auth(token), query });

describe("permission matrix", () => {
  it("refuses customers and vendors (403) and anonymous callers (401) on every admin endpoint", async () => {
    const customer = await registerCustomer();
    const vendor = await signedIn({ roles: ["vendor_owner"] });
    const target = await registerCustomer();
    for (const caller of [customer, vendor]) {
      const h = auth(caller.token);
      const responses = [
        await call("/admin/users", { headers: h }),
        await call(`/admin/users/${target.id}`, { headers: h }),
        await call(`/admin/users/${target.id}`, { method: "PATCH", headers: h, body: { first_name: "X" } }),
        await setStatus(caller.token, target.id, { status: "suspended", reason: "spam" }),
        await call(`/admin/users/${target.id}/roles`, { method: "POST", headers: h, body: { role: "customer", reason: "test" } }),
        await call("/admin/admins", { method: "POST", headers: h, body: {} }),
      ];
      for (const res of responses) expect([res.status, res.json.error.code]).toEqual([403, "FORBIDDEN"]);
    }
    expect((await call("/admin/users")).status).toBe(401);
    expect((await call(`/admin/users/${target.id}/status`, { method: "PATCH", body: {} })).status).toBe(401);
  });

  it("lets Support read and suspend but not edit, grant roles or create admins; Operations edits but does not suspend", async () => {
    const support = await signedIn({ roles: ["admin_support"] });
    const operations = await signedIn({ roles: ["admin_operations"] });
    const target = await registerCustomer();

    expect((await call(`/admin/users/${target.id}`, { headers: auth(support.token) })).status).toBe(200);
    expect((await call(`/admin/users/${target.id}`, { method: "PATCH", headers: auth(support.token), body: { first_name: "Sara" } })).status).toBe(403);
    expect(
      (await call(`/admin/users/${target.id}/roles`, { method: "POST", headers: auth(support.token), body: { role: "customer", reason: "test" } })).status,
    ).toBe(403);
    expect((await call("/admin/admins", { method: "POST", headers: auth(support.token), body: {} })).status).toBe(403);
    expect((await setStatus(operations.token, target.id, { status: "suspended", reason: "spam" })).status).toBe(403);
    expect((await setStatus(support.token, target.id, { status: "suspended", reason: "spam" })).status).toBe(200);
  });

  it("lets only a Super Admin change an admin's status", async () => {
    const support = await signedIn({ roles: ["admin_support"] });
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const otherSupport = await signedIn({ roles: ["admin_support"] });
    expect((await setStatus(support.token, otherSupport.id, { status: "suspended", reason: "left the team" })).status).toBe(403);
    expect((await setStatus(superAdmin.token, otherSupport.id, { status: "suspended", reason: "left the team" })).status).toBe(200);
    expect((await me(otherSupport.token)).status).toBe(401);
  });
});

describe("suspend and reinstate", () => {
  it("suspends with a reason: every session and push token goes at once, login answers 403, the audit names actor and reason", async () => {
    const support = await signedIn({ roles: ["admin_support"] });
    const customer = await registerCustomer();
    const second = (await login(customer.email)).json.data.token.access_token as string;
    const sessions = await db.session.findMany({ where: { userId: customer.id } });
    await db.pushToken.create({ data: { id: newId(), sessionId: sessions[0].id, userId: customer.id, token: `push-${tag()}`, platform: "ios" } });
    expect((await me(customer.token)).status).toBe(200);

    const res = await setStatus(support.token, customer.id, { status: "suspended", reason: "Fraudulent bookings" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: customer.id, status: "suspended", suspension_reason: "Fraudulent bookings", suspended_at: expect.any(String) });

    expect((await me(customer.token)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect(await db.session.count({ where: { userId: customer.id, revokedAt: null } })).toBe(0);
    expect(await db.session.count({ where: { userId: customer.id, revokeReason: "suspended" } })).toBe(2);
    expect(await db.pushToken.count({ where: { userId: customer.id } })).toBe(0);
    const blocked = await login(customer.email);
    expect([blocked.status, blocked.json.error.code]).toEqual([403, "FORBIDDEN"]);

    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "account.suspended", entityId: customer.id } });
    expect(audit).toMatchObject({ actorType: "admin", actorId: support.id, reason: "Fraudulent bookings" });
    expect(audit.diff).toMatchObject({ status: ["active", "suspended"] }); // verified by its link, which signed it in

    // Suspending a suspended account is a conflict.
    expect((await setStatus(support.token, customer.id, { status: "suspended", reason: "again" })).status).toBe(409);
  });

  it("reinstates a suspended user to active; reinstating an active user is a conflict", async () => {
    const support = await signedIn({ roles: ["admin_support"] });
    const customer = await registerCustomer();
    expect((await setStatus(support.token, customer.id, { status: "suspended", reason: "Chargebacks" })).status).toBe(200);
    const back = await setStatus(support.token, customer.id, { status: "active", reason: "Resolved with the bank" });
    expect(back.status).toBe(200);
    expect(back.json.data).toMatchObject({ status: "active", suspended_at: null, suspension_reason: null });
    expect(await db.auditLog.findFirst({ where: { action: "account.reinstated", entityId: customer.id } })).toMatchObject({
      actorId: support.id,
      reason: "Resolved with the bank",
    });
    expect((await login(customer.email)).status).toBe(200);
    const again = await setStatus(support.token, customer.id, { status: "active", reason: "again" });
    expect([again.status, again.json.error.code]).toEqual([409, "CONFLICT"]);
  });

  it("requires a reason (3–500 chars), refuses one's own account and unknown users", async () => {
    const support = await signedIn({ roles: ["admin_support"] });
    const customer = await registerCustomer();
    const missing = await setStatus(support.token, customer.id, { status: "suspended" });
    expect(missing.status).toBe(422);
    expect(missing.json.error.details).toEqual({ reason: ["This field is required."] });
    expect((await setStatus(support.token, customer.id, { status: "suspended", reason: " a " })).status).toBe(422);
    expect((await setStatus(support.token, customer.id, { status: "suspended", reason: "x".repeat(501) })).status).toBe(422);
    expect((await setStatus(support.token, customer.id, { status: "deleted", reason: "spam" })).status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: customer.id } })).status).toBe("active");

    const self = await setStatus(support.token, support.id, { status: "suspended", reason: "testing" });
    expect(self.status).toBe(422);
    expect(self.json.error.details.status).toEqual(["You cannot change the status of your own account."]);
    expect((await setStatus(support.token, newId(), { status: "suspended", reason: "spam" })).status).toBe(404);
  });
});

describe("GET /admin/users", () => {
  it("pages, filters by q, status and role, sorts from an allow-list and rejects unknown parameters", async () => {
    const clock = freezeClock(new Date());
    const support = await signedIn({ roles: ["admin_support"] });
    const t = tag();
    const a = await signedIn({ roles: ["customer"], email: `a-${t}@example.com`, firstName: "Hessa", lastName: "Alenezi" });
    clock.advance(60_000);
    const c = await signedIn({ roles: ["customer"], email: `c-${t}@example.com`, status: "suspended" });
    clock.advance(60_000);
    const b = await signedIn({ roles: ["vendor_owner"], email: `b-${t}@example.com` });

    const page1 = await listUsers(support.token, { q: t, per_page: "2" });
    expect(page1.status).toBe(200);
    expect(page1.json.meta.pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(page1.json.data.map((u: { id: string }) => u.id)).toEqual([b.id, c.id]); // default -created_at
    expect(page1.json.links.next).toContain("page=2");
    expect(page1.json.links.prev).toBeNull();
    expect(page1.json.data[0]).toMatchObject({ email: `b-${t}@example.com`, roles: ["vendor_owner"], status: "active" });
    expect(JSON.stringify(page1.json)).not.toContain("password");
    const page2 = await listUsers(support.token, { q: t, per_page: "2", page: "2" });
    expect(page2.json.data.map((u: { id: string }) => u.id)).toEqual([a.id]);
    expect(page2.json.links).toMatchObject({ next: null, prev: expect.stringContaining("page=1") });

    const ids = (res: Awaited<ReturnType<typeof listUsers>>) => res.json.data.map((u: { id: string }) => u.id);
    expect(ids(await listUsers(support.token, { q: t, sort: "email" }))).toEqual([a.id, b.id, c.id]);
    expect(ids(await listUsers(support.token, { q: t, sort: "created_at" }))).toEqual([a.id, c.id, b.id]);
    expect(ids(await listUsers(support.token, { q: t, sort: "password" }))).toEqual([b.id, c.id, a.id]); // falls back
    expect(ids(await listUsers(support.token, { q: t, status: "suspended" }))).toEqual([c.id]);
    expect(ids(await listUsers(support.token, { q: t, role: "customer" }))).toEqual([c.id, a.id]);
    expect(ids(await listUsers(support.token, { q: `hessa ALENEZI ${t}` }))).toEqual([a.id]);

    const invalid: Record<string, string>[] = [{ colour: "red" }, { status: "gone" }, { role: "wizard" }, { per_page: "51" }];
    for (const query of invalid) {
      const res = await listUsers(support.token, query);
      expect([res.status, res.json.error.code]).toEqual([422, "VALIDATION_FAILED"]);
    }
    expect((await listUsers(support.token, { colour: "red" })).json.error.details).toEqual({ colour: ["Unknown parameter."] });
  });
});

describe("GET and PATCH /admin/users/{userId}", () => {
  it("reads any user with roles; unknown ids are 404", async () => {
    const support = await signedIn({ roles: ["admin_support"] });
    const customer = await registerCustomer();
    const res = await call(`/admin/users/${customer.id}`, { headers: auth(support.token) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: customer.id, email: customer.email, roles: ["customer"], role_grants: [{ role: "customer", vendor_id: null }] });
    const unknown = newId();
    expect((await call(`/admin/users/${unknown}`, { headers: auth(support.token) })).status).toBe(404);
  });

  it("lets Operations edit names and locale, audited with a diff", async () => {
    const operations = await signedIn({ roles: ["admin_operations"] });
    const customer = await registerCustomer();
    const patch = (body: unknown) => call(`/admin/users/${customer.id}`, { method: "PATCH", headers: auth(operations.token), body });
    const res = await patch({ first_name: "Nora", preferred_locale: "ar", reason: "Customer asked by phone" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ first_name: "Nora", last_name: "Al-Mutairi", preferred_locale: "ar" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "user.updated", entityId: customer.id } });
    expect(audit).toMatchObject({ actorId: operations.id, reason: "Customer asked by phone" });
    expect(audit.diff).toEqual({ first_name: ["Noura", "Nora"], preferred_locale: ["en", "ar"] });

    expect((await patch({})).status).toBe(422);
    expect((await patch({ first_name: "R2-D2" })).status).toBe(422);
    expect((await patch({ email: "x@example.com" })).status).toBe(422);
  });
});

describe("POST /admin/admins", () => {
  it("creates a pending admin account without a password and emails a link to set one", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const email = `new-admin-${tag()}@example.com`;
    const body = { email, first_name: "Maryam", last_name: "Al-Kandari", role: "admin_support", preferred_locale: "en", reason: "New support hire" };
    const res = await call("/admin/admins", { method: "POST", headers: auth(superAdmin.token), body });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      user: { email, user_type: "admin", status: "pending_verification", roles: ["admin_support"] },
      invite_sent: true,
      role_request: null,
    });
    const id = res.json.data.user.id;
    expect(res.headers.get("location")).toBe(`/api/v1/admin/users/${id}`);
    expect((await db.user.findUniqueOrThrow({ where: { id } })).passwordHash).toBeNull();
    expect(await db.auditLog.findFirst({ where: { action: "admin.created", entityId: id } })).toMatchObject({
      actorId: superAdmin.id,
      reason: "New support hire",
    });
    expect(await db.auditLog.findFirst({ where: { action: "role.granted", entityId: id } })).toMatchObject({ actorId: superAdmin.id });

    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "admin_invite" } });
    expect(mail.body).toContain("Maryam");
    const token = mail.body.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    // The link sets the password; then the admin signs in, turns two-factor sign-in on (nothing
    // else opens before: mandatory for staff) and holds Support's permissions.
    const newPassword = "Qasr-Alsalam-Admin-77";
    expect((await call("/auth/password/reset", { method: "POST", body: { token, password: newPassword } })).status).toBe(200);
    const signIn = await login(email, newPassword);
    expect(signIn.status).toBe(200);
    const access = signIn.json.data.token.access_token as string;
    const gated = await listUsers(access, { q: email });
    expect(gated.status).toBe(403);
    expect(gated.json.error.code).toBe("AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED");
    await enrollTotp(access);
    expect((await listUsers(access, { q: email })).status).toBe(200);

    const duplicate = await call("/admin/admins", { method: "POST", headers: auth(superAdmin.token), body });
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.json.error.details)).toEqual(["email"]);
    const notAdminRole = await call("/admin/admins", {
      method: "POST",
      headers: auth(superAdmin.token),
      body: { ...body, email: `x-${email}`, role: "customer" },
    });
    expect(notAdminRole.status).toBe(422);
    const noReason = await call("/admin/admins", {
      method: "POST",
      headers: auth(superAdmin.token),
      body: { ...body, email: `y-${email}`, reason: undefined },
    });
    expect(noReason.status).toBe(422);
  });

  it("a new Super Admin waits for a second Super Admin's confirmation", async () => {
    const first = await signedIn({ roles: ["admin_super"] });
    const second = await signedIn({ roles: ["admin_super"] });
    const body = { email: `new-super-${tag()}@example.com`, first_name: "Bader", last_name: "Al-Rashid", role: "admin_super", reason: "Second platform owner" };
    const res = await call("/admin/admins", { method: "POST", headers: auth(first.token), body });
    expect(res.status).toBe(201);
    expect(res.json.data.user.roles).toEqual([]);
    expect(res.json.data.role_request).toMatchObject({ status: "pending" });
    const requestId = res.json.data.role_request.request_id;
    const confirm = (token: string) => call(`/admin/role-requests/${requestId}/confirm`, { method: "POST", headers: auth(token) });
    expect((await confirm(first.token)).status).toBe(403);
    const ok = await confirm(second.token);
    expect(ok.status).toBe(200);
    expect(ok.json.data.user.roles).toEqual(["admin_super"]);
  });
});

// Role grants are covered in role-grants.test.ts; this only checks the route exists under /admin/users.
it("serves POST and DELETE on /admin/users/{userId}/roles", async () => {
  const res = await call(`/admin/users/x/roles`, { method: "PUT" });
  expect(res.status).toBe(405);
  expect(res.headers.get("allow")).toBe("POST, DELETE, OPTIONS");
});

describe("what the admin pages need", () => {
  const getUser = (token: string, userId: string) => call(`/admin/users/${userId}`, { headers: auth(token) });

  it("GET /admin/users/{userId} counts live sessions and tells the caller which actions the server will accept", async () => {
    const support = await signedIn({ roles: ["admin_support"] });
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const otherAdmin = await signedIn({ roles: ["admin_operations"] });
    const customer = await registerCustomer();
    expect((await login(customer.email)).status).toBe(200);

    const before = await getUser(support.token, customer.id);
    expect(before.status).toBe(200);
    expect(before.json.data).toMatchObject({ id: customer.id, active_sessions: 2 });
    expect(before.json.meta.actions).toEqual({ update: false, change_status: true, assign_roles: false, create_admin: false });
    expect((await setStatus(support.token, customer.id, { status: "suspended", reason: "Fraudulent bookings" })).status).toBe(200);
    expect((await getUser(support.token, customer.id)).json.data.active_sessions).toBe(0);

    // Support may not change an admin's status (the server answers 403), nor anyone its own.
    expect((await getUser(support.token, otherAdmin.id)).json.meta.actions.change_status).toBe(false);
    expect((await getUser(support.token, support.id)).json.meta.actions.change_status).toBe(false);
    expect((await getUser(superAdmin.token, otherAdmin.id)).json.meta.actions).toEqual({
      update: true,
      change_status: true,
      assign_roles: true,
      create_admin: true,
    });
    expect((await getUser(superAdmin.token, superAdmin.id)).json.meta.actions.change_status).toBe(false);

    expect((await listUsers(superAdmin.token, { q: customer.email })).json.meta.actions).toEqual({ create_admin: true });
    expect((await listUsers(support.token, { q: customer.email })).json.meta.actions).toEqual({ create_admin: false });
  });

  it("GET /admin/role-requests lists pending Super Admin changes; only a different Super Admin can confirm", async () => {
    const first = await signedIn({ roles: ["admin_super"], firstName: "First", lastName: "Super" });
    const second = await signedIn({ roles: ["admin_super"] });
    const support = await signedIn({ roles: ["admin_support"] });
    const staff = await signedIn({ roles: ["admin_operations"], firstName: "Dalal", lastName: "Al-Hajri" });
    const grant = await call(`/admin/users/${staff.id}/roles`, {
      method: "POST",
      headers: auth(first.token),
      body: { role: "admin_super", reason: "Covers the night shift" },
    });
    expect(grant.status).toBe(202);
    const requestId = grant.json.data.request_id;
    const list = (token: string, query: Record<string, string>) => call("/admin/role-requests", { headers: auth(token), query });

    const mine = await list(first.token, { user_id: staff.id });
    expect(mine.status).toBe(200);
    expect(mine.json.meta.pagination).toMatchObject({ total: 1 });
    expect(mine.json.data).toEqual([
      {
        request_id: requestId,
        user: { id: staff.id, name: "Dalal Al-Hajri", email: staff.email },
        role: "admin_super",
        action: "grant",
        reason: "Covers the night shift",
        status: "pending",
        requested_by: { id: first.id, name: "First Super", email: first.email },
        confirmed_by: null,
        created_at: expect.any(String),
        decided_at: null,
        can_confirm: false,
      },
    ]);
    const theirs = await list(second.token, { user_id: staff.id });
    expect(theirs.json.data.map((r: { request_id: string; can_confirm: boolean }) => [r.request_id, r.can_confirm])).toEqual([[requestId, true]]);
    expect((await list(second.token, {})).json.data.some((r: { request_id: string }) => r.request_id === requestId)).toBe(true);

    expect((await list(support.token, {})).status).toBe(403);
    expect((await call("/admin/role-requests")).status).toBe(401);
    expect((await list(second.token, { status: "open" })).status).toBe(422);

    const confirm = await call(`/admin/role-requests/${requestId}/confirm`, { method: "POST", headers: auth(second.token) });
    expect(confirm.status).toBe(200);
    expect((await list(second.token, { user_id: staff.id })).json.data).toEqual([]);
    const decided = await list(first.token, { user_id: staff.id, status: "confirmed" });
    expect(decided.json.data).toMatchObject([
      { request_id: requestId, status: "confirmed", confirmed_by: { id: second.id }, decided_at: expect.any(String), can_confirm: false },
    ]);
  });
});
