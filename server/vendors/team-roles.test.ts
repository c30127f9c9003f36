import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { renderNotification } from "@/server/notifications/templates";
import { approvedVendor } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { serviceBody } from "@/server/test/services";
import { setPlan } from "@/server/test/subscriptions";

// Vendor team roles (docs/vendor-team.md): the owner invites with a role and changes a member's role
// (audited, the member notified); the new role's permissions apply at once.

const invite = (token: string, body: Record<string, unknown>, locale: "ar" | "en" = "en") =>
  call("/vendors/me/team", { method: "POST", headers: auth(token, locale), body });
const changeRole = (token: string, id: string, role: string, locale: "ar" | "en" = "en") =>
  call(`/vendors/me/team/${id}`, { method: "PATCH", headers: auth(token, locale), body: { role } });
const accept = (token: string, invitationToken: string) =>
  call("/vendors/invitations/accept", { method: "POST", headers: auth(token), body: { token: invitationToken } });
const createService = async (token: string) => call("/vendors/me/services", { method: "POST", headers: auth(token), body: await serviceBody() });

async function invitationToken(email: string): Promise<string> {
  const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "vendor_invitation" }, orderBy: { id: "desc" } });
  return mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];
}

async function joined(role?: string) {
  const { owner, vendorId } = await approvedVendor();
  await setPlan(vendorId, "basic");
  const member = await signedIn({ locale: "ar" });
  const sent = await invite(owner.token, role ? { email: member.email, role } : { email: member.email });
  expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  const res = await accept(member.token, await invitationToken(member.email));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { owner, vendorId, member, membershipId: res.json.data.membership_id as string, invitation: sent.json.data };
}

describe("team roles", () => {
  it("invites a manager, who joins with the manager role and may create a service", async () => {
    const { member, vendorId, invitation } = await joined("vendor_manager");
    expect(invitation.role).toBe("vendor_manager");
    const grants = await db.userRole.findMany({ where: { userId: member.id, vendorId }, include: { role: true } });
    expect(grants.map((g) => g.role.code)).toEqual(["vendor_manager"]);
    expect((await createService(member.token)).status).toBe(201);
  });

  it("invites staff by default; staff may not create a service", async () => {
    const { member, invitation } = await joined();
    expect(invitation.role).toBe("vendor_staff");
    expect((await createService(member.token)).status).toBe(403);
  });

  it("refuses the owner role and unknown roles in an invitation with a field error", async () => {
    const { owner } = await approvedVendor();
    for (const role of ["vendor_owner", "admin_super"]) {
      const res = await invite(owner.token, { email: "someone@example.com", role }, "ar");
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.error.details ?? {})).toContain("role");
    }
  });

  it("changes staff to manager: the grant is replaced at once, audited, and the member told in their language", async () => {
    const { owner, vendorId, member, membershipId } = await joined();
    expect((await createService(member.token)).status).toBe(403);
    const res = await changeRole(owner.token, membershipId, "vendor_manager");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id: membershipId, role: "vendor_manager", user: { id: member.id } });
    expect((await createService(member.token)).status).toBe(201);
    const grants = await db.userRole.findMany({ where: { userId: member.id, vendorId }, include: { role: true } });
    expect(grants.map((g) => g.role.code)).toEqual(["vendor_manager"]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: vendorId, action: "vendor.team.role_changed" } });
    expect(audit).toMatchObject({ actorId: owner.id, diff: { role: ["vendor_staff", "vendor_manager"] } });
    const note = await db.notification.findFirstOrThrow({ where: { userId: member.id, kind: "vendor.team.role_changed" } });
    const text = renderNotification("vendor.team.role_changed", "ar", note.params as Record<string, string>);
    expect(text.body).toContain("مدير");

    // and back: the manager's permissions go
    expect((await changeRole(owner.token, membershipId, "vendor_staff")).status).toBe(200);
    expect((await createService(member.token)).status).toBe(403);
  });

  it("refuses to change the owner's role (409, in the caller's language), and only the owner changes roles", async () => {
    const { owner, vendorId, member, membershipId } = await joined("vendor_manager");
    const ownerMembership = await db.vendorMember.findFirstOrThrow({ where: { vendorId, userId: owner.id } });
    const refused = await changeRole(owner.token, ownerMembership.id, "vendor_staff", "ar");
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe("لا يمكن تغيير دور المالك.");
    expect((await changeRole(member.token, membershipId, "vendor_staff")).status).toBe(403);
    const other = await approvedVendor();
    expect((await changeRole(other.owner.token, membershipId, "vendor_staff")).status).toBe(404);
    expect((await db.vendorMember.findUniqueOrThrow({ where: { id: membershipId } })).role).toBe("vendor_manager");
  });
});
