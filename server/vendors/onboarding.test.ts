import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { applicationBody, applyAs, approvedVendor, categoryId, readyMedia } from "@/server/test/fixtures";
import { auth, signedIn, tag } from "@/server/test/identity";

const apply = (token: string | null, body: unknown) => call("/vendors", { method: "POST", headers: token ? auth(token) : {}, body });
const getMe = (token: string) => call("/vendors/me", { headers: auth(token) });
const patchMe = (token: string, body: unknown) => call("/vendors/me", { method: "PATCH", headers: auth(token), body });

describe("POST /vendors (application)", () => {
  it("requires a signed-in user (401) with a verified phone (403 AUTH_PHONE_UNVERIFIED), and creates nothing then", async () => {
    const body = await applicationBody();
    expect((await apply(null, body)).status).toBe(401);
    const user = await signedIn({ phoneVerified: false });
    const res = await apply(user.token, body);
    expect([res.status, res.json.error.code]).toEqual([403, "AUTH_PHONE_UNVERIFIED"]);
    expect(await db.vendor.count({ where: { slug: body.slug } })).toBe(0);
    expect(await db.vendorMember.count({ where: { userId: user.id } })).toBe(0);
  });

  it("creates a pending vendor owned by the applicant, on the Free plan, audited", async () => {
    const user = await signedIn();
    const body = await applicationBody({ instagram: "https://www.instagram.com/layali.events/", contact_phone: "5123 4567" });
    const res = await apply(user.token, body);
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toBe("/api/v1/vendors/me");
    const v = res.json.data;
    expect(v).toMatchObject({
      slug: body.slug,
      name: body.name_en,
      name_ar: body.name_ar,
      status: "pending_review",
      published: false,
      visible: false,
      contact_email: body.contact_email,
      contact_phone: "+96551234567",
      instagram: "layali.events",
      website: "https://layali.example.com",
      rejection_reason: null,
      area: { id: body.area_id },
      documents_summary: { total: 0, pending_review: 0, approved: 0, rejected: 0 },
      logo: null,
      gallery: [],
    });
    // The first category is the primary one.
    expect(v.categories.map((c: { id: string; is_primary: boolean }) => [c.id, c.is_primary])).toEqual([
      [body.category_ids[0], true],
      [body.category_ids[1], false],
    ]);

    const member = await db.vendorMember.findUniqueOrThrow({ where: { vendorId_userId: { vendorId: v.id, userId: user.id } } });
    expect(member.role).toBe("vendor_owner");
    // Beside the customer grant every account has, the vendor-scoped one.
    const grants = await db.userRole.findMany({ where: { userId: user.id, vendorId: { not: null } }, include: { role: true } });
    expect(grants.map((g) => [g.role.code, g.vendorId])).toEqual([["vendor_owner", v.id]]);
    const subs = await db.subscription.findMany({ where: { vendorId: v.id }, include: { plan: true } });
    expect(subs.map((s) => [s.plan.code, s.status, s.currentPeriodEnd])).toEqual([["free", "active", null]]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "vendor", entityId: v.id, action: "vendor.applied" } });
    expect(audit).toMatchObject({ actorId: user.id, actorType: "user" });

    // The owner reads it back through /vendors/me.
    const me = await getMe(user.token);
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({ id: v.id, status: "pending_review", contact_email: body.contact_email });
  });

  it("answers 422 on the slug field when the slug is taken or reserved, and on malformed slugs", async () => {
    const first = await signedIn();
    const vendorId = await applyAs(first);
    const taken = (await db.vendor.findUniqueOrThrow({ where: { id: vendorId } })).slug;
    const second = await signedIn();
    for (const slug of [taken, "invitations", "apply"]) {
      const res = await apply(second.token, await applicationBody({ slug }));
      expect([res.status, res.json.error.code], slug).toEqual([422, "VALIDATION_FAILED"]);
      expect(Object.keys(res.json.error.details)).toEqual(["slug"]);
      expect(res.json.error.details.slug[0]).toBe("This slug is already in use.");
    }
    for (const slug of ["me", "ab", "Upper-Case", "no_underscore", "-lead", "x".repeat(61)]) {
      const res = await apply(second.token, await applicationBody({ slug }));
      expect(res.status, slug).toBe(422);
      expect(res.json.error.details.slug, slug).toBeDefined();
    }
    expect(await db.vendor.count({ where: { ownerUserId: second.id } })).toBe(0);
  });

  it("validates categories (1-3, active), the city and the area of that city, contact details", async () => {
    const user = await signedIn();
    const inactive = await db.category.create({
      data: { id: newId(), slug: `inactive-${tag()}`, nameAr: "غير نشطة", nameEn: "Inactive", icon: "x", status: "inactive", createdAt: now() },
    });
    const otherCityArea = await db.area.findFirstOrThrow({ where: { governorate: { city: { slug: { not: "kuwait-city" } } } } });
    const photo = await categoryId("photography");
    const cases: [Record<string, unknown>, string][] = [
      [{ category_ids: [] }, "category_ids"],
      [{ category_ids: [photo, await categoryId("catering"), await categoryId("flowers"), await categoryId("venues")] }, "category_ids"],
      [{ category_ids: [photo, photo] }, "category_ids"],
      [{ category_ids: [inactive.id] }, "category_ids"],
      [{ category_ids: ["01NOTACATEGORY000000000000"] }, "category_ids"],
      [{ city_id: "01NOTACITY" }, "city_id"],
      [{ area_id: otherCityArea.id }, "area_id"],
      [{ contact_phone: "+96512345678" }, "contact_phone"],
      [{ contact_email: "someone@mailinator.com" }, "contact_email"],
      [{ website: "javascript:alert(1)" }, "website"],
      [{ instagram: "not a handle!" }, "instagram"],
      [{ description_en: "short" }, "description_en"],
    ];
    for (const [override, field] of cases) {
      const res = await apply(user.token, await applicationBody(override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(res.json.error.details[field], JSON.stringify(res.json.error.details)).toBeDefined();
    }
    expect(await db.vendor.count({ where: { ownerUserId: user.id } })).toBe(0);
  });

  it("allows one pending application per owner (409 for a second while the first waits)", async () => {
    const user = await signedIn();
    await applyAs(user);
    const res = await apply(user.token, await applicationBody());
    expect([res.status, res.json.error.code]).toEqual([409, "CONFLICT"]);
    expect(await db.vendor.count({ where: { ownerUserId: user.id } })).toBe(1);
  });
});

describe("GET/PATCH /vendors/me", () => {
  it("is a 404 for a user without a vendor", async () => {
    const user = await signedIn();
    expect((await getMe(user.token)).status).toBe(404);
    expect((await patchMe(user.token, { name_en: "Nope" })).status).toBe(404);
  });

  it("edits profile fields and categories with an audit diff; no VendorChanged before approval", async () => {
    const user = await signedIn();
    const vendorId = await applyAs(user);
    const catering = await categoryId("catering");
    const res = await patchMe(user.token, { name_en: "Layali Studio", category_ids: [catering], area_id: null, website: null });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name_en: "Layali Studio", area: null, website: null, categories: [{ id: catering, is_primary: true }] });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: vendorId, action: "vendor.updated" } });
    expect(audit.diff).toMatchObject({ name_en: [expect.any(String), "Layali Studio"], category_ids: [expect.any(Array), [catering]] });
    expect(await db.outboxEvent.count({ where: { type: "VendorChanged", payload: { equals: { vendorId } } } })).toBe(0);
  });

  it("hides and shows an approved vendor (`published`), emitting VendorChanged; before approval that is a 409", async () => {
    const pendingOwner = await signedIn();
    await applyAs(pendingOwner);
    expect((await patchMe(pendingOwner.token, { published: true })).status).toBe(409);

    const { owner, vendorId } = await approvedVendor();
    const hidden = await patchMe(owner.token, { published: false });
    expect(hidden.status).toBe(200);
    expect(hidden.json.data).toMatchObject({ status: "approved", published: false, published_at: null, visible: false });
    const shown = await patchMe(owner.token, { published: true });
    expect(shown.json.data).toMatchObject({ published: true, visible: true });
    expect(await db.outboxEvent.count({ where: { type: "VendorChanged", payload: { equals: { vendorId } } } })).toBe(2);
  });

  it("showing the vendor needs the owner's verified email (403 AUTH_EMAIL_UNVERIFIED, nothing changed); hiding does not", async () => {
    const { owner, vendorId } = await approvedVendor();
    await db.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: null } });
    expect((await patchMe(owner.token, { published: false })).status).toBe(200);
    const refused = await patchMe(owner.token, { published: true, name_en: "Shown Studio" });
    expect([refused.status, refused.json.error.code]).toEqual([403, "AUTH_EMAIL_UNVERIFIED"]);
    const row = await db.vendor.findUniqueOrThrow({ where: { id: vendorId } });
    expect([row.publishedAt, row.nameEn === "Shown Studio"]).toEqual([null, false]); // the whole PATCH was refused

    await db.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: now() } });
    expect((await patchMe(owner.token, { published: true })).json.data).toMatchObject({ published: true, visible: true });
  });

  it("attaches the logo, cover and an ordered gallery from the owner's ready uploads; foreign or wrong-context media are 422", async () => {
    const { owner, vendorId } = await approvedVendor();
    const logo = await readyMedia(owner.id, "vendor_logo");
    const cover = await readyMedia(owner.id, "vendor_cover");
    const g1 = await readyMedia(owner.id, "vendor_gallery");
    const g2 = await readyMedia(owner.id, "vendor_gallery");
    const res = await patchMe(owner.token, { logo_media_id: logo, cover_media_id: cover, gallery_media_ids: [g2, g1] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.logo).toMatchObject({ id: logo, url: expect.stringContaining(logo) });
    expect(res.json.data.cover.id).toBe(cover);
    expect(res.json.data.gallery.map((g: { id: string }) => g.id)).toEqual([g2, g1]);
    expect((await db.media.findUniqueOrThrow({ where: { id: logo } })).subjectId).toBe(vendorId);

    // Reorder and drop one: the dropped file is released.
    const reordered = await patchMe(owner.token, { gallery_media_ids: [g1] });
    expect(reordered.json.data.gallery.map((g: { id: string }) => g.id)).toEqual([g1]);
    expect((await db.media.findUniqueOrThrow({ where: { id: g2 } })).subjectId).toBeNull();

    // Someone else's upload, or an upload for another purpose, is refused on the field.
    const stranger = await signedIn();
    const foreign = await readyMedia(stranger.id, "vendor_gallery");
    const wrongContext = await readyMedia(owner.id, "avatar");
    const bad1 = await patchMe(owner.token, { gallery_media_ids: [g1, foreign] });
    expect([bad1.status, Object.keys(bad1.json.error.details)]).toEqual([422, ["gallery_media_ids.1"]]);
    const bad2 = await patchMe(owner.token, { logo_media_id: wrongContext });
    expect([bad2.status, Object.keys(bad2.json.error.details)]).toEqual([422, ["logo_media_id"]]);
    // Nothing of the refused edits stuck.
    expect((await db.media.findUniqueOrThrow({ where: { id: foreign } })).subjectId).toBeNull();
    expect((await getMe(owner.token)).json.data.logo.id).toBe(logo);

    const removed = await patchMe(owner.token, { logo_media_id: null });
    expect(removed.json.data.logo).toBeNull();
    expect((await db.media.findUniqueOrThrow({ where: { id: logo } })).subjectId).toBeNull();
  });

  it("refuses a new slug another vendor holds (422) and accepts a free one", async () => {
    const a = await approvedVendor();
    const b = await approvedVendor();
    const bSlug = (await db.vendor.findUniqueOrThrow({ where: { id: b.vendorId } })).slug;
    const res = await patchMe(a.owner.token, { slug: bSlug });
    expect([res.status, Object.keys(res.json.error.details)]).toEqual([422, ["slug"]]);
    const fresh = `renamed-${tag()}`;
    expect((await patchMe(a.owner.token, { slug: fresh })).json.data.slug).toBe(fresh);
  });
});

describe("documents", () => {
  it("attaches an uploaded document (pending review) and lists it with a signed link", async () => {
    const user = await signedIn();
    const vendorId = await applyAs(user);
    const mediaId = await readyMedia(user.id, "vendor_document", { filename: "cr-2026.pdf" });
    const res = await call("/vendors/me/documents", { method: "POST", headers: auth(user.token), body: { media_id: mediaId, kind: "commercial_license" } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ kind: "commercial_license", status: "pending_review", media_id: mediaId, filename: "cr-2026.pdf" });
    expect(res.json.data.url).toMatch(/expires=|X-Amz-Expires=/);

    const list = await call("/vendors/me/documents", { headers: auth(user.token) });
    expect(list.status).toBe(200);
    expect(list.json.data.map((d: { media_id: string }) => d.media_id)).toEqual([mediaId]);
    expect((await getMe(user.token)).json.data.documents_summary).toMatchObject({ total: 1, pending_review: 1 });
    expect(await db.auditLog.count({ where: { action: "vendor.document.added", entityId: res.json.data.id } })).toBe(1);

    // The same file twice is a conflict; another user's file, or a public-context file, is a 422.
    const again = await call("/vendors/me/documents", { method: "POST", headers: auth(user.token), body: { media_id: mediaId, kind: "other" } });
    expect(again.status).toBe(409);
    const stranger = await signedIn();
    const foreign = await readyMedia(stranger.id, "vendor_document");
    const gallery = await readyMedia(user.id, "vendor_gallery");
    for (const media_id of [foreign, gallery]) {
      const bad = await call("/vendors/me/documents", { method: "POST", headers: auth(user.token), body: { media_id, kind: "civil_id" } });
      expect([bad.status, Object.keys(bad.json.error.details)]).toEqual([422, ["media_id"]]);
    }
    expect(await db.vendorDocument.count({ where: { vendorId } })).toBe(1);
  });

  it("keeps one vendor's documents away from another vendor's team", async () => {
    const a = await approvedVendor();
    const b = await approvedVendor();
    const mediaId = await readyMedia(a.owner.id, "vendor_document");
    await call("/vendors/me/documents", { method: "POST", headers: auth(a.owner.token), body: { media_id: mediaId, kind: "civil_id" } });
    const list = await call("/vendors/me/documents", { headers: auth(b.owner.token) });
    expect(list.json.data).toEqual([]);
    // A's file cannot be attached by B's owner either (it is not theirs).
    const steal = await call("/vendors/me/documents", { method: "POST", headers: auth(b.owner.token), body: { media_id: mediaId, kind: "civil_id" } });
    expect(steal.status).toBe(422);
  });
});
