import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { addBranch, areaIds, limitMember } from "@/server/test/branches";
import { actAsVendor } from "@/server/test/conversations";
import { categoryId, vendorMember } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { customer, eventOf, quotingVendor } from "@/server/test/rfqs";
import { serviceBody } from "@/server/test/services";

// Branches (docs/vendor-team.md "Branches"): the owner's branches, a
// member limited to branches, RFQs received by the branch in their area, and
// the 404 a limited member gets outside their branches.

const audits = (vendorId: string, action: string) => db.auditLog.findMany({ where: { entityId: vendorId, action } });

describe("branch management", () => {
  it("the owner adds, changes and removes a branch, each audited; bad input is 422 in the caller's language", async () => {
    const { vendor, owner } = await quotingVendor();
    const [area, other] = await areaIds(2);
    const created = await call("/vendors/me/branches", {
      method: "POST",
      headers: auth(owner.token),
      body: { name_ar: "فرع الجهراء", name_en: "Jahra branch", area_id: area, latitude: 29.33, longitude: 47.67, daily_capacity: 2 },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data).toMatchObject({ name: "Jahra branch", area: { id: area }, latitude: 29.33, daily_capacity: 2, members_count: 0 });
    const id = created.json.data.id as string;

    const changed = await call(`/vendors/me/branches/${id}`, { method: "PATCH", headers: auth(owner.token), body: { area_id: other, daily_capacity: null } });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.data).toMatchObject({ area: { id: other }, daily_capacity: null });
    const listed = await call("/vendors/me/branches", { headers: auth(owner.token, "ar") });
    expect(listed.json.data.map((b: { name: string }) => b.name)).toEqual(["فرع الجهراء"]);
    // The area reads in the caller's language too (the English page showed it in Arabic).
    const otherArea = await db.area.findUniqueOrThrow({ where: { id: other } });
    expect(listed.json.data[0].area).toEqual({ id: other, name: otherArea.nameAr, name_en: otherArea.nameEn });
    const inEnglish = await call("/vendors/me/branches", { headers: auth(owner.token, "en") });
    expect(inEnglish.json.data[0].area).toEqual({ id: other, name: otherArea.nameEn, name_en: otherArea.nameEn });

    const badArea = await call("/vendors/me/branches", {
      method: "POST",
      headers: auth(owner.token, "ar"),
      body: { name_ar: "فرع", name_en: "Branch", area_id: "01ARZ3NDEKTSV4RRFFQ69G5FAV" },
    });
    expect(badArea.status).toBe(422);
    expect(badArea.json.error.details.area_id).toEqual(["اختر منطقة من القائمة."]);
    const outside = await call("/vendors/me/branches", {
      method: "POST",
      headers: auth(owner.token),
      body: { name_ar: "فرع", name_en: "Branch", area_id: area, latitude: 10, longitude: 47 },
    });
    expect(outside.status).toBe(422);

    const removed = await call(`/vendors/me/branches/${id}`, { method: "DELETE", headers: auth(owner.token) });
    expect(removed.status).toBe(204);
    expect(await db.vendorBranch.count({ where: { vendorId: vendor.id } })).toBe(0);
    for (const action of ["vendor.branch.created", "vendor.branch.updated", "vendor.branch.deleted"])
      expect(await audits(vendor.id, action), action).toHaveLength(1);
  });

  it("only the owner changes branches: a manager gets 403, another vendor's owner 404", async () => {
    const { vendor, owner } = await quotingVendor();
    const [area] = await areaIds(1);
    const branch = await addBranch(owner.token, area);
    const manager = await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id);
    const byManager = await call(`/vendors/me/branches/${branch.id}`, { method: "PATCH", headers: auth(manager.token), body: { name_en: "Mine" } });
    expect(byManager.status).toBe(403);
    expect((await call("/vendors/me/branches", { headers: auth(manager.token) })).json.data).toHaveLength(1);
    const other = await quotingVendor();
    const byOther = await call(`/vendors/me/branches/${branch.id}`, { method: "DELETE", headers: auth(other.owner.token) });
    expect(byOther.status).toBe(404);
    expect(await db.vendorBranch.count({ where: { id: branch.id } })).toBe(1);
  });
});

describe("a member limited to branches", () => {
  it("the owner limits a member on the team page's PATCH: shown in the team, audited; another vendor's branch is 422 and the owner cannot be limited", async () => {
    const { vendor, owner } = await quotingVendor();
    const [area] = await areaIds(1);
    const branch = await addBranch(owner.token, area);
    const staff = await vendorMember(vendor.id, "vendor_staff");
    const member = await limitMember(owner.token, vendor.id, staff.id, [branch.id]);
    expect(member).toMatchObject({ role: "vendor_staff", branch_ids: [branch.id] });
    const team = await call("/vendors/me/team", { headers: auth(owner.token) });
    expect(team.json.data.members.find((m: { user: { id: string } }) => m.user.id === staff.id).branch_ids).toEqual([branch.id]);
    const [audit] = await audits(vendor.id, "vendor.team.branches_changed");
    expect(audit.diff).toMatchObject({ branch_ids: [[], [branch.id]] });

    const other = await quotingVendor();
    const foreign = await addBranch(other.owner.token, area);
    const memberId = (await db.vendorMember.findFirstOrThrow({ where: { vendorId: vendor.id, userId: staff.id } })).id;
    const wrong = await call(`/vendors/me/team/${memberId}`, { method: "PATCH", headers: auth(owner.token), body: { branch_ids: [foreign.id] } });
    expect(wrong.status).toBe(422);
    const ownerMembership = (await db.vendorMember.findFirstOrThrow({ where: { vendorId: vendor.id, userId: owner.id } })).id;
    const ownerLimit = await call(`/vendors/me/team/${ownerMembership}`, { method: "PATCH", headers: auth(owner.token), body: { branch_ids: [branch.id] } });
    expect(ownerLimit.status).toBe(409);
    expect(await db.vendorMemberBranch.count({ where: { memberId: ownerMembership } })).toBe(0);
  });

  it("an RFQ for a branch's area belongs to that branch: its member sees and quotes it, a member of another branch gets 404, an unlimited member sees both", async () => {
    const { vendor, owner } = await quotingVendor();
    const [salmiya, jahra] = await areaIds(2);
    const salmiyaBranch = await addBranch(owner.token, salmiya, "Salmiya");
    const jahraBranch = await addBranch(owner.token, jahra, "Jahra");
    const inSalmiya = await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id);
    const inJahra = await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id);
    const everywhere = await actAsVendor(await vendorMember(vendor.id, "vendor_staff"), vendor.id);
    await limitMember(owner.token, vendor.id, inSalmiya.id, [salmiyaBranch.id]);
    await limitMember(owner.token, vendor.id, inJahra.id, [jahraBranch.id]);

    // A customer sends an RFQ for an event in Salmiya, through the API.
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const draft = await call(`/events/${event.id}/quotation-requests`, {
      method: "POST",
      headers: auth(buyer.token),
      body: {
        category_id: await categoryId("photography"),
        title: "Wedding photography",
        description: "Full-day coverage of the wedding, with an album and a short film.",
        targeting: "targeted",
        vendor_ids: [vendor.id],
        area_id: salmiya,
      },
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    const rfqId = draft.json.data.id as string;
    const sent = await call(`/quotation-requests/${rfqId}/send`, { method: "POST", headers: auth(buyer.token) });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect((await db.rfqRecipient.findFirstOrThrow({ where: { rfqId, vendorId: vendor.id } })).branchId).toBe(salmiyaBranch.id);

    const inbox = async (token: string) => (await call("/vendor/rfqs", { headers: auth(token) })).json.data.map((r: { id: string }) => r.id);
    expect(await inbox(inSalmiya.token)).toEqual([rfqId]);
    expect(await inbox(inJahra.token)).toEqual([]);
    expect(await inbox(everywhere.token)).toEqual([rfqId]);
    expect(await inbox(owner.token)).toEqual([rfqId]);

    const read = (token: string) => call(`/vendor/rfqs/${rfqId}`, { headers: auth(token) });
    expect((await read(inJahra.token)).status).toBe(404);
    expect((await read(inSalmiya.token)).status).toBe(200);
    const quote = (token: string) => call(`/vendor/rfqs/${rfqId}/quotes`, { method: "POST", headers: auth(token), body: { total_price: "500.000" } });
    expect((await quote(inJahra.token)).status).toBe(404);
    const quoted = await quote(inSalmiya.token);
    expect(quoted.status, JSON.stringify(quoted.json)).toBe(201);
  });

  it("services: a member limited to one branch creates in it by default and gets 404 for another branch's service", async () => {
    const { vendor, owner } = await quotingVendor();
    const [salmiya, jahra] = await areaIds(2);
    const salmiyaBranch = await addBranch(owner.token, salmiya, "Salmiya");
    const jahraBranch = await addBranch(owner.token, jahra, "Jahra");
    const manager = await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id);
    await limitMember(owner.token, vendor.id, manager.id, [salmiyaBranch.id]);

    const mine = await call("/vendors/me/services", { method: "POST", headers: auth(manager.token), body: await serviceBody() });
    expect(mine.status, JSON.stringify(mine.json)).toBe(201);
    expect(mine.json.data.branch_id).toBe(salmiyaBranch.id);
    const theirs = await call("/vendors/me/services", {
      method: "POST",
      headers: auth(owner.token),
      body: { ...(await serviceBody()), branch_id: jahraBranch.id },
    });
    expect(theirs.json.data.branch_id).toBe(jahraBranch.id);
    const wholeVendor = await call("/vendors/me/services", {
      method: "POST",
      headers: auth(manager.token),
      body: { ...(await serviceBody()), branch_id: null },
    });
    expect(wholeVendor.status).toBe(422);

    const listed = await call("/vendors/me/services", { headers: auth(manager.token) });
    expect(listed.json.data.map((s: { id: string }) => s.id)).toEqual([mine.json.data.id]);
    const id = theirs.json.data.id as string;
    const edit = await call(`/vendors/me/services/${id}`, { method: "PATCH", headers: auth(manager.token), body: { name_en: "Taken over" } });
    expect(edit.status).toBe(404);
    expect((await db.service.findUniqueOrThrow({ where: { id } })).nameEn).not.toBe("Taken over");
  });
});
