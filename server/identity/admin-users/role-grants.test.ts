import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { createContext } from "@/server/core/http/request-context";
import { newId } from "@/server/core/ids";
import { requirePermission } from "@/server/identity/sessions/authenticate";
import { call } from "@/server/test/http";
import { vendorWithOwner } from "@/server/test/fixtures";
import { auth, signedIn } from "@/server/test/identity";

const grant = (token: string, userId: string, body: unknown) => call(`/admin/users/${userId}/roles`, { method: "POST", headers: auth(token), body });
const revoke = (token: string, userId: string, opts: { body?: unknown; query?: Record<string, string> }) =>
  call(`/admin/users/${userId}/roles`, { method: "DELETE", headers: auth(token), ...opts });
const confirm = (token: string, requestId: string) => call(`/admin/role-requests/${requestId}/confirm`, { method: "POST", headers: auth(token) });
const roleCodes = async (userId: string) => (await db.userRole.findMany({ where: { userId }, include: { role: true } })).map((g) => g.role.code).sort();

describe("granting and revoking roles", () => {
  it("lets a Super Admin grant and revoke with a reason, audited with actor and reason", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const staff = await signedIn({ roles: ["admin_support"] });

    const granted = await grant(superAdmin.token, staff.id, { role: "admin_moderator", reason: "Covers content moderation" });
    expect(granted.status).toBe(200);
    expect(granted.json.data.roles).toEqual(["admin_moderator", "admin_support"]);
    expect(await db.auditLog.findFirst({ where: { action: "role.granted", entityId: staff.id } })).toMatchObject({
      actorType: "admin",
      actorId: superAdmin.id,
      reason: "Covers content moderation",
      diff: { role: "admin_moderator", vendor_id: null, requested_by: superAdmin.id, confirmed_by: null },
    });
    expect((await grant(superAdmin.token, staff.id, { role: "admin_moderator", reason: "again" })).status).toBe(409);

    const revoked = await revoke(superAdmin.token, staff.id, { body: { role: "admin_moderator", reason: "Moved back to support only" } });
    expect(revoked.status).toBe(200);
    expect(revoked.json.data.roles).toEqual(["admin_support"]);
    expect(await db.auditLog.findFirst({ where: { action: "role.revoked", entityId: staff.id } })).toMatchObject({
      actorId: superAdmin.id,
      reason: "Moved back to support only",
    });
    expect((await revoke(superAdmin.token, staff.id, { body: { role: "admin_moderator", reason: "again" } })).status).toBe(404);
  });

  it("accepts the revocation as query parameters, and still requires the reason", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const staff = await signedIn({ roles: ["admin_finance", "admin_support"] });
    const noReason = await revoke(superAdmin.token, staff.id, { query: { role: "admin_finance" } });
    expect(noReason.status).toBe(422);
    expect(noReason.json.error.details).toEqual({ reason: ["This field is required."] });
    expect((await revoke(superAdmin.token, staff.id, { query: { role: "admin_finance", reason: "Left finance" } })).status).toBe(200);
    expect(await roleCodes(staff.id)).toEqual(["admin_support"]);
    expect((await revoke(superAdmin.token, staff.id, { query: { role: "admin_support", reason: "ok", colour: "red" } })).status).toBe(422);
  });

  it("refuses Support (403), unknown users (404), a missing reason and admin roles for non-admin accounts (422)", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const support = await signedIn({ roles: ["admin_support"] });
    const customer = await signedIn({ roles: ["customer"] });
    const byStaff = await grant(support.token, customer.id, { role: "customer", reason: "Trying" });
    expect([byStaff.status, byStaff.json.error.code]).toEqual([403, "FORBIDDEN"]);
    expect((await grant(superAdmin.token, newId(), { role: "customer", reason: "Nobody" })).status).toBe(404);
    expect((await grant(superAdmin.token, customer.id, { role: "admin_support" })).status).toBe(422);
    expect((await grant(superAdmin.token, customer.id, { role: "wizard", reason: "Magic" })).status).toBe(422);
    const selfRegistered = await grant(superAdmin.token, customer.id, { role: "admin_support", reason: "Promote" });
    expect(selfRegistered.status).toBe(422);
    expect(Object.keys(selfRegistered.json.error.details)).toEqual(["role"]);
    expect(await roleCodes(customer.id)).toEqual(["customer"]);
  });
});

describe("vendor roles", () => {
  it("only the owner role is given here: managers and staff are the owner's to add from the team page (422 on role, both ways)", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const user = await signedIn({ roles: ["customer"] });
    const { vendor } = await vendorWithOwner();
    for (const role of ["vendor_manager", "vendor_staff"]) {
      const refused = await grant(superAdmin.token, user.id, { role, reason: "Helps at the hall", vendor_id: vendor.id });
      expect(refused.status).toBe(422);
      expect(refused.json.error.details).toEqual({
        role: ["Managers and staff are added by the vendor's owner from the team page (within the plan's seats), not here."],
      });
      expect((await revoke(superAdmin.token, user.id, { body: { role, reason: "Left", vendor_id: vendor.id } })).status).toBe(422);
    }
    expect(await db.userRole.count({ where: { userId: user.id, vendorId: vendor.id } })).toBe(0);
  });

  it("need an existing vendor id, and the grant acts for that vendor only", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const user = await signedIn({ roles: ["customer"] });
    const [vendorA, vendorB] = [(await vendorWithOwner()).vendor, (await vendorWithOwner()).vendor];

    const missing = await grant(superAdmin.token, user.id, { role: "vendor_owner", reason: "Owner of the business" });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.error.details)).toEqual(["vendor_id"]);
    const unknown = await grant(superAdmin.token, user.id, { role: "vendor_owner", reason: "Owner", vendor_id: newId() });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.details.vendor_id).toEqual(["No vendor has this id."]);
    expect((await grant(superAdmin.token, user.id, { role: "customer", reason: "Why not", vendor_id: vendorA.id })).status).toBe(422);

    const ok = await grant(superAdmin.token, user.id, { role: "vendor_owner", reason: "Owner of the business", vendor_id: vendorA.id });
    expect(ok.status).toBe(200);
    expect(ok.json.data.role_grants).toContainEqual({ role: "vendor_owner", vendor_id: vendorA.id });

    const ctx = { ...createContext(new Request("http://localhost/api/v1/x")), userId: user.id };
    await expect(requirePermission(ctx, "listing.manage", vendorA.id)).resolves.toBeUndefined();
    await expect(requirePermission(ctx, "listing.manage", vendorB.id)).rejects.toMatchObject({ code: "FORBIDDEN" });

    // Revoking names the vendor too.
    expect((await revoke(superAdmin.token, user.id, { body: { role: "vendor_owner", reason: "Sold the business" } })).status).toBe(422);
    expect((await revoke(superAdmin.token, user.id, { body: { role: "vendor_owner", reason: "Sold", vendor_id: vendorB.id } })).status).toBe(404);
    expect((await revoke(superAdmin.token, user.id, { body: { role: "vendor_owner", reason: "Sold", vendor_id: vendorA.id } })).status).toBe(200);
    await expect(requirePermission(ctx, "listing.manage", vendorA.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("the Super Admin role needs a second Super Admin", () => {
  it("files a pending request; the requester cannot confirm it, a different Super Admin can", async () => {
    const first = await signedIn({ roles: ["admin_super"] });
    const second = await signedIn({ roles: ["admin_super"] });
    const staff = await signedIn({ roles: ["admin_operations"] });

    const requested = await grant(first.token, staff.id, { role: "admin_super", reason: "Head of operations" });
    expect(requested.status).toBe(202);
    expect(requested.json.data).toEqual({ request_id: expect.any(String), status: "pending" });
    const requestId = requested.json.data.request_id;
    expect(await roleCodes(staff.id)).toEqual(["admin_operations"]);
    expect((await grant(second.token, staff.id, { role: "admin_super", reason: "Same again" })).status).toBe(409);

    const own = await confirm(first.token, requestId);
    expect([own.status, own.json.error.code]).toEqual([403, "FORBIDDEN"]);
    expect((await confirm(staff.token, requestId)).status).toBe(403); // not a Super Admin
    expect(await roleCodes(staff.id)).toEqual(["admin_operations"]);

    const confirmed = await confirm(second.token, requestId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toMatchObject({ request_id: requestId, status: "confirmed", user: { id: staff.id } });
    expect(await roleCodes(staff.id)).toEqual(["admin_operations", "admin_super"]);
    expect(await db.roleChangeRequest.findUnique({ where: { id: requestId } })).toMatchObject({
      status: "confirmed",
      requestedBy: first.id,
      confirmedBy: second.id,
    });
    expect(await db.auditLog.findFirst({ where: { action: "role.granted", entityId: staff.id } })).toMatchObject({
      actorId: second.id,
      reason: "Head of operations",
      diff: { role: "admin_super", requested_by: first.id, confirmed_by: second.id },
    });
    expect((await confirm(second.token, requestId)).status).toBe(409);
    expect((await confirm(second.token, newId())).status).toBe(404);
  });

  it("revoking the Super Admin role waits for confirmation too", async () => {
    const first = await signedIn({ roles: ["admin_super"] });
    const second = await signedIn({ roles: ["admin_super"] });
    const leaving = await signedIn({ roles: ["admin_super"] });
    const requested = await revoke(first.token, leaving.id, { body: { role: "admin_super", reason: "Left the company" } });
    expect(requested.status).toBe(202);
    expect(await roleCodes(leaving.id)).toEqual(["admin_super"]);
    expect((await confirm(second.token, requested.json.data.request_id)).status).toBe(200);
    expect(await roleCodes(leaving.id)).toEqual([]);
    expect(await db.auditLog.findFirst({ where: { action: "role.revoked", entityId: leaving.id } })).toMatchObject({
      actorId: second.id,
      reason: "Left the company",
    });
  });
});
