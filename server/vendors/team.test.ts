import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { approvedVendor } from "@/server/test/fixtures";
import { auth, signedIn, tag, type TestUser } from "@/server/test/identity";
import { setPlan } from "@/server/test/subscriptions";

const invite = (token: string, email: string) => call("/vendors/me/team", { method: "POST", headers: auth(token), body: { email } });
const team = (token: string) => call("/vendors/me/team", { headers: auth(token) });
const remove = (token: string, id: string) => call(`/vendors/me/team/${id}`, { method: "DELETE", headers: auth(token) });
const accept = (token: string, invitationToken: string) =>
  call("/vendors/invitations/accept", { method: "POST", headers: auth(token), body: { token: invitationToken } });

/** The token from the newest invitation email to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "vendor_invitation" }, orderBy: { id: "desc" } });
  return mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];
}

/** An approved vendor on the Basic plan (3 seats) with one staff member who accepted an invitation. */
async function vendorWithStaff() {
  const { owner, vendorId } = await approvedVendor();
  await setPlan(vendorId, "basic");
  const staff = await signedIn();
  expect((await invite(owner.token, staff.email)).status).toBe(201);
  const res = await accept(staff.token, await invitationToken(staff.email));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { owner, vendorId, staff, membershipId: res.json.data.membership_id as string };
}

const actAsVendor = (user: TestUser, vendorId: string) =>
  call("/auth/context", { method: "POST", headers: auth(user.token), body: { context: `vendor:${vendorId}` } });

describe("team invitations", () => {
  it("invites by email (7-day link to the portal), and the invitee joins as staff with a vendor-scoped grant", async () => {
    const { owner, vendorId } = await approvedVendor();
    await setPlan(vendorId, "basic");
    const invitee = await signedIn({ locale: "ar" });
    const res = await invite(owner.token, invitee.email.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ email: invitee.email, role: "vendor_staff", email_sent: true });
    expect(new Date(res.json.data.expires_at).getTime() - now().getTime()).toBeGreaterThan(6.9 * 86_400_000);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: invitee.email, template: "vendor_invitation" } });
    expect(mail.locale).toBe("ar");
    expect(mail.body).toMatch(/\/vendor\/invitations\/accept\?token=/);
    const stored = await db.vendorInvitation.findUniqueOrThrow({ where: { id: res.json.data.id } });
    expect(stored.tokenHash).not.toBe(await invitationToken(invitee.email)); // only the hash is kept

    const joined = await accept(invitee.token, await invitationToken(invitee.email));
    expect(joined.status).toBe(200);
    expect(joined.json.data).toMatchObject({ vendor: { id: vendorId }, role: "vendor_staff" });
    // Beside the customer grant every account has, the vendor-scoped one.
    const grants = await db.userRole.findMany({ where: { userId: invitee.id, vendorId: { not: null } }, include: { role: true } });
    expect(grants.map((g) => [g.role.code, g.vendorId])).toEqual([["vendor_staff", vendorId]]);
    expect(await db.auditLog.count({ where: { entityId: vendorId, action: { in: ["vendor.team.invited", "vendor.team.joined"] } } })).toBe(2);

    const list = await team(owner.token);
    expect(list.json.data.members.map((m: { role: string; user: { id: string } }) => [m.role, m.user.id])).toEqual([
      ["vendor_owner", owner.id],
      ["vendor_staff", invitee.id],
    ]);
    expect(list.json.data).toMatchObject({ invitations: [], team_size: 3, seats_used: 2 });
    // A used link does not work twice.
    expect((await accept(invitee.token, await invitationToken(invitee.email))).status).toBe(404);
  });

  it("accepts only for the invited, verified address: others get 404, an unverified owner of the address 403", async () => {
    const { owner, vendorId } = await approvedVendor();
    await setPlan(vendorId, "basic");
    const email = `invitee-${tag()}@example.com`;
    const unverified = await signedIn({ email, emailVerified: false });
    await invite(owner.token, email);
    const token = await invitationToken(email);

    const stranger = await signedIn();
    expect((await accept(stranger.token, token)).status).toBe(404);
    expect((await accept(stranger.token, "x".repeat(43))).status).toBe(404);
    const res = await accept(unverified.token, token);
    expect([res.status, res.json.error.code]).toEqual([403, "AUTH_EMAIL_UNVERIFIED"]);
    expect(await db.vendorMember.count({ where: { vendorId } })).toBe(1);

    // An expired link is a 404 too.
    await db.user.update({ where: { id: unverified.id }, data: { emailVerifiedAt: now() } });
    await db.vendorInvitation.updateMany({ where: { vendorId, email }, data: { expiresAt: new Date(now().getTime() - 1000) } });
    expect((await accept(unverified.token, token)).status).toBe(404);
  });

  it("limits members + open invitations to the plan's team size (403 SUBSCRIPTION_REQUIRED)", async () => {
    const { owner, vendorId } = await approvedVendor();
    // Free: a team of one, the owner.
    const free = await invite(owner.token, `a-${tag()}@example.com`);
    expect([free.status, free.json.error.code]).toEqual([403, "SUBSCRIPTION_REQUIRED"]);
    expect(await db.vendorInvitation.count({ where: { vendorId } })).toBe(0);

    await setPlan(vendorId, "basic"); // 3 seats
    const first = await invite(owner.token, `b-${tag()}@example.com`);
    const secondEmail = `c-${tag()}@example.com`;
    expect((await invite(owner.token, secondEmail)).status).toBe(201);
    // Inviting the same address again replaces its invitation (same seat).
    expect((await invite(owner.token, secondEmail)).status).toBe(201);
    const third = await invite(owner.token, `d-${tag()}@example.com`);
    expect([third.status, third.json.error.code]).toEqual([403, "SUBSCRIPTION_REQUIRED"]);
    expect((await team(owner.token)).json.data.seats_used).toBe(3);

    // Revoking an invitation frees its seat, and its link stops working.
    const revokedToken = await invitationToken(first.json.data.email);
    expect((await remove(owner.token, first.json.data.id)).status).toBe(204);
    expect((await invite(owner.token, `e-${tag()}@example.com`)).status).toBe(201);
    const invitee = await signedIn({ email: first.json.data.email });
    expect((await accept(invitee.token, revokedToken)).status).toBe(404);
  });
});

describe("team roles", () => {
  it("keeps team management to the owner: staff get 403 on the team and on profile edits, but read the profile and analytics", async () => {
    const { owner, staff, vendorId } = await vendorWithStaff();
    const ownerMembership = await db.vendorMember.findFirstOrThrow({ where: { vendorId, userId: owner.id } });
    for (const res of [
      await team(staff.token),
      await invite(staff.token, `x-${tag()}@example.com`),
      await remove(staff.token, ownerMembership.id),
      await call("/vendors/me", { method: "PATCH", headers: auth(staff.token), body: { name_en: "Staff rename" } }),
    ]) {
      expect([res.status, res.json.error.code]).toEqual([403, "FORBIDDEN"]);
    }
    expect((await call("/vendors/me/analytics", { headers: auth(staff.token) })).status).toBe(200);
    expect((await call("/vendors/me", { headers: auth(staff.token) })).json.data).toMatchObject({ id: vendorId, status: "approved" });
    // The owner cannot be removed.
    expect((await remove(owner.token, ownerMembership.id)).status).toBe(409);
  });

  it("removing a member drops their vendor grants and moves their vendor sessions back to the customer context", async () => {
    const { owner, staff, vendorId, membershipId } = await vendorWithStaff();
    expect((await actAsVendor(staff, vendorId)).status).toBe(200);
    expect((await db.session.findUniqueOrThrow({ where: { id: staff.sessionId } })).activeContext).toBe(`vendor:${vendorId}`);

    expect((await remove(owner.token, membershipId)).status).toBe(204);
    expect(await db.vendorMember.count({ where: { vendorId, userId: staff.id } })).toBe(0);
    expect(await db.userRole.count({ where: { userId: staff.id, vendorId } })).toBe(0);
    expect((await db.session.findUniqueOrThrow({ where: { id: staff.sessionId } })).activeContext).toBe("customer");
    expect(await db.auditLog.count({ where: { entityId: vendorId, action: "vendor.team.removed", actorId: owner.id } })).toBe(1);
    // At once: the same access token no longer reaches the vendor.
    expect((await call("/vendors/me/analytics", { headers: auth(staff.token) })).status).toBe(404);
    expect((await remove(owner.token, membershipId)).status).toBe(404);
  });

  it("answers 404 when a vendor's owner addresses another vendor's members or invitations", async () => {
    const a = await vendorWithStaff();
    const pending = await invite(a.owner.token, `p-${tag()}@example.com`);
    const b = await approvedVendor();
    expect((await remove(b.owner.token, a.membershipId)).status).toBe(404);
    expect((await remove(b.owner.token, pending.json.data.id)).status).toBe(404);
    expect((await team(b.owner.token)).json.data.members).toHaveLength(1);
    expect(await db.vendorMember.count({ where: { vendorId: a.vendorId } })).toBe(2);
    expect(await db.vendorInvitation.count({ where: { id: pending.json.data.id, revokedAt: null } })).toBe(1);
  });
});
