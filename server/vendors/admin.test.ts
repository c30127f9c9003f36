import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { applyAs, approvedVendor, opsAdmin, readyMedia } from "@/server/test/fixtures";
import { auth, signedIn, tag } from "@/server/test/identity";

const post = (path: string, token: string, body: unknown = {}) => call(path, { method: "POST", headers: auth(token), body });
const approveV = (id: string, token: string) => post(`/admin/vendors/${id}/approve`, token);
const rejectV = (id: string, token: string, body: unknown) => post(`/admin/vendors/${id}/reject`, token, body);
const suspendV = (id: string, token: string, body: unknown) => post(`/admin/vendors/${id}/suspend`, token, body);
const reinstateV = (id: string, token: string, body: unknown) => post(`/admin/vendors/${id}/reinstate`, token, body);
const publicProfile = (id: string) => call(`/vendors/${id}`);

async function eventsFor(vendorId: string) {
  const rows = await db.outboxEvent.findMany({ where: { payload: { path: ["vendorId"], equals: vendorId } }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ type: r.type, payload: r.payload }));
}

describe("admin vendor permissions", () => {
  it("refuses customers and vendor owners (403), lets Support read but not decide", async () => {
    const { owner, vendorId } = await approvedVendor();
    const customer = await signedIn();
    for (const caller of [customer, owner]) {
      expect((await call("/admin/vendors", { headers: auth(caller.token) })).status).toBe(403);
      expect((await call(`/admin/vendors/${vendorId}`, { headers: auth(caller.token) })).status).toBe(403);
      expect((await suspendV(vendorId, caller.token, { reason: "spam listings" })).status).toBe(403);
    }
    const support = await signedIn({ roles: ["admin_support"] });
    const read = await call(`/admin/vendors/${vendorId}`, { headers: auth(support.token) });
    expect(read.status).toBe(200);
    expect(read.json.data.allowed_actions).toEqual([]); // the status allows suspend, Support may not
    expect((await suspendV(vendorId, support.token, { reason: "spam listings" })).status).toBe(403);
    expect((await call("/admin/vendors")).status).toBe(401);
  });
});

describe("approval queue", () => {
  it("lists pending applications oldest first by default, with q, status and category filters", async () => {
    const admin = await opsAdmin();
    const t = tag();
    const clock = freezeClock();
    const older = await applyAs(await signedIn(), { name_en: `Queue ${t} Older` });
    clock.advance(60_000);
    const newer = await applyAs(await signedIn(), {
      name_en: `Queue ${t} Newer`,
      category_ids: [(await db.category.findUniqueOrThrow({ where: { slug: "flowers" } })).id],
    });
    clock.advance(60_000);
    const approvedOne = await applyAs(await signedIn(), { name_en: `Queue ${t} Approved` });
    const a = await approveV(approvedOne, admin.token);
    expect(a.status).toBe(200);

    const queue = await call("/admin/vendors", { headers: auth(admin.token), query: { q: t } });
    expect(queue.status).toBe(200);
    expect(queue.json.data.map((v: { id: string }) => v.id)).toEqual([older, newer]);
    expect(queue.json.meta.pagination).toMatchObject({ page: 1, total: 2 });
    expect(queue.json.data[0]).toMatchObject({ status: "pending_review", owner: { phone_verified: true }, documents_summary: { total: 0 } });

    const approvedList = await call("/admin/vendors", { headers: auth(admin.token), query: { q: t, status: "approved" } });
    expect(approvedList.json.data.map((v: { id: string }) => v.id)).toEqual([approvedOne]);
    const all = await call("/admin/vendors", { headers: auth(admin.token), query: { q: t, status: "all", sort: "-submitted_at" } });
    expect(all.json.data.map((v: { id: string }) => v.id)).toEqual([approvedOne, newer, older]);
    const flowers = await call("/admin/vendors", { headers: auth(admin.token), query: { q: t, category: "flowers" } });
    expect(flowers.json.data.map((v: { id: string }) => v.id)).toEqual([newer]);
    expect((await call("/admin/vendors", { headers: auth(admin.token), query: { status: "bogus" } })).status).toBe(422);
  });
});

describe("vendor lifecycle", () => {
  it("approves a pending vendor: published, VendorApproved in the outbox, owner emailed in their language, audited", async () => {
    const admin = await opsAdmin();
    const owner = await signedIn({ locale: "ar" });
    const vendorId = await applyAs(owner);
    const res = await approveV(vendorId, admin.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "approved", published: true, visible: true, reviewed_by: { id: admin.id }, allowed_actions: ["suspend"] });
    expect(res.json.data.approved_at).not.toBeNull();
    expect(await eventsFor(vendorId)).toEqual([{ type: "VendorApproved", payload: { vendorId } }]);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: owner.email, template: "vendor_approved" } });
    expect(mail.locale).toBe("ar");
    expect(mail.subject).toContain("تمت الموافقة");
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: vendorId, action: "vendor.approved" } });
    expect(audit).toMatchObject({ actorId: admin.id, actorType: "admin", diff: { status: ["pending_review", "approved"] } });
    expect((await publicProfile(vendorId)).status).toBe(200);

    // Approving again is an illegal move.
    const again = await approveV(vendorId, admin.token);
    expect([again.status, again.json.error.code]).toEqual([409, "CONFLICT"]);
    expect((await eventsFor(vendorId)).length).toBe(1);
  });

  it("rejects with a mandatory reason (VendorRejected, email with the reason); the owner fixes and resubmits", async () => {
    const admin = await opsAdmin();
    const owner = await signedIn();
    const vendorId = await applyAs(owner);
    expect((await rejectV(vendorId, admin.token, {})).status).toBe(422);
    const res = await rejectV(vendorId, admin.token, { reason: "The commercial licence is missing." });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "rejected", rejection_reason: "The commercial licence is missing.", visible: false });
    expect(await eventsFor(vendorId)).toEqual([{ type: "VendorRejected", payload: { vendorId } }]);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: owner.email, template: "vendor_rejected" } });
    expect(mail.body).toContain("The commercial licence is missing.");
    expect(await db.auditLog.count({ where: { entityId: vendorId, action: "vendor.rejected", reason: "The commercial licence is missing." } })).toBe(1);
    expect((await publicProfile(vendorId)).status).toBe(404);
    // Rejected is not suspendable and not approvable.
    expect((await approveV(vendorId, admin.token)).status).toBe(409);
    expect((await suspendV(vendorId, admin.token, { reason: "whatever reason" })).status).toBe(409);

    const me = await call("/vendors/me", { headers: auth(owner.token) });
    expect(me.json.data).toMatchObject({ status: "rejected", rejection_reason: "The commercial licence is missing." });
    const resubmitted = await call("/vendors/me", {
      method: "PATCH",
      headers: auth(owner.token),
      body: { description_en: "Now with our licence attached.", resubmit: true },
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.json.data).toMatchObject({ status: "pending_review", rejection_reason: null });
    expect(await db.auditLog.count({ where: { entityId: vendorId, action: "vendor.resubmitted" } })).toBe(1);
    // Resubmitting a vendor that is not rejected is a conflict.
    const twice = await call("/vendors/me", { method: "PATCH", headers: auth(owner.token), body: { resubmit: true } });
    expect(twice.status).toBe(409);
  });

  it("suspends an approved vendor (gone from the public profile at once, VendorSuspended with the reason) and reinstates it", async () => {
    const admin = await opsAdmin();
    const { owner, vendorId } = await approvedVendor();
    expect((await publicProfile(vendorId)).status).toBe(200);
    expect((await suspendV(vendorId, admin.token, {})).status).toBe(422);
    const res = await suspendV(vendorId, admin.token, { reason: "Fake reviews reported by customers." });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "suspended", suspension_reason: "Fake reviews reported by customers.", allowed_actions: ["reinstate"] });
    expect((await publicProfile(vendorId)).status).toBe(404);
    expect((await eventsFor(vendorId)).at(-1)).toEqual({ type: "VendorSuspended", payload: { vendorId, reason: "Fake reviews reported by customers." } });
    expect(await db.outboundMessage.count({ where: { recipient: owner.email, template: "vendor_suspended" } })).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: vendorId, action: "vendor.suspended", actorId: admin.id } })).toBe(1);
    expect((await suspendV(vendorId, admin.token, { reason: "Fake reviews again." })).status).toBe(409);

    expect((await reinstateV(vendorId, admin.token, {})).status).toBe(422);
    const back = await reinstateV(vendorId, admin.token, { reason: "Appeal accepted after review." });
    expect(back.json.data).toMatchObject({ status: "approved", suspended_at: null, suspension_reason: null });
    expect((await eventsFor(vendorId)).at(-1)).toEqual({ type: "VendorReinstated", payload: { vendorId } });
    expect((await publicProfile(vendorId)).status).toBe(200);
  });

  it("refuses to suspend a pending application (409) and answers 404 for an unknown vendor", async () => {
    const admin = await opsAdmin();
    const vendorId = await applyAs(await signedIn());
    expect((await suspendV(vendorId, admin.token, { reason: "not live yet" })).status).toBe(409);
    const unknown = "01J00000000000000000000000";
    expect((await approveV(unknown, admin.token)).status).toBe(404);
    expect((await call(`/admin/vendors/${unknown}`, { headers: auth(admin.token) })).status).toBe(404);
  });
});

describe("admin vendor record and document review", () => {
  it("shows contact, owner, documents with signed links and the Free subscription; reviews documents", async () => {
    const admin = await opsAdmin();
    const owner = await signedIn();
    const vendorId = await applyAs(owner);
    const mediaId = await readyMedia(owner.id, "vendor_document");
    const added = await call("/vendors/me/documents", { method: "POST", headers: auth(owner.token), body: { media_id: mediaId, kind: "commercial_license" } });
    const documentId = added.json.data.id as string;

    const res = await call(`/admin/vendors/${vendorId}`, { headers: auth(admin.token) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: vendorId,
      status: "pending_review",
      contact_phone: "+96551234567",
      owner: { id: owner.id, email: owner.email, phone_verified: true },
      members_count: 1,
      subscription: { status: "active", plan: { code: "free" }, current_period_end: null },
      effective_plan: { code: "free" },
      allowed_actions: ["approve", "reject"],
    });
    expect(res.json.data.documents).toHaveLength(1);
    expect(res.json.data.documents[0]).toMatchObject({ id: documentId, status: "pending_review", url: expect.stringContaining(mediaId) });

    const review = (id: string, docId: string, body: unknown) =>
      call(`/admin/vendors/${id}/documents/${docId}/review`, { method: "POST", headers: auth(admin.token), body });
    expect((await review(vendorId, documentId, { decision: "reject" })).status).toBe(422); // note required
    const rejected = await review(vendorId, documentId, { decision: "reject", note: "The scan is unreadable." });
    expect(rejected.json.data).toMatchObject({ status: "rejected", review_note: "The scan is unreadable." });
    const approved = await review(vendorId, documentId, { decision: "approve" });
    expect(approved.json.data).toMatchObject({ status: "approved", review_note: null });
    expect((await review(vendorId, documentId, { decision: "approve" })).status).toBe(409);
    expect(await db.auditLog.count({ where: { entityId: documentId, action: { startsWith: "vendor.document." }, actorType: "admin" } })).toBe(2);

    // The document addressed under another vendor's id is not found.
    const other = await approvedVendor();
    expect((await review(other.vendorId, documentId, { decision: "reject", note: "wrong vendor" })).status).toBe(404);
    const mine = await call("/vendors/me/documents", { headers: auth(owner.token) });
    expect(mine.json.data[0]).toMatchObject({ status: "approved" });
  });
});
