import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { newId } from "@/server/core/ids";
import { vendorMember, vendorWithOwner } from "@/server/test/fixtures";
import { signedIn, tag } from "@/server/test/identity";
import {
  create,
  list,
  get,
  patch,
  archive,
  addPackage,
  patchPackage,
  deletePackage,
  publicServices,
  pkg,
  categoryId,
  serviceBody,
  serviceChangedEvents,
} from "@/server/test/services";

describe("vendor services: create and read", () => {
  it("creates a draft service with bilingual fields and money, emits ServiceChanged, and reads it back", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const res = await create(owner, await serviceBody());
    expect(res.status).toBe(201);
    const service = res.json.data;
    expect(res.headers.get("location")).toBe(`/api/v1/vendors/me/services/${service.id}`);
    expect(service).toMatchObject({
      vendor_id: vendor.id,
      status: "draft",
      name: "Wedding photography",
      name_ar: "تصوير الأعراس",
      price_from: { amount: "150.000", currency: "KWD" },
      category: { slug: "photography" },
      packages: [],
      published_at: null,
    });
    expect(await serviceChangedEvents(service.id)).toHaveLength(1);
    const read = await get(owner, service.id);
    expect(read.status).toBe(200);
    expect(read.json.data.id).toBe(service.id);

    const quoteOnly = await create(owner, await serviceBody({ price_from: null }));
    expect(quoteOnly.json.data.price_from).toBeNull();
  });

  it("validates names, descriptions and price_from (3 decimals, at most 999999.999)", async () => {
    const { owner } = await vendorWithOwner();
    const res = await create(owner, await serviceBody({ name_en: "x".repeat(121), name_ar: "", description_en: "d".repeat(5001), price_from: "12.5" }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.details).sort()).toEqual(["description_en", "name_ar", "name_en", "price_from"]);
    expect((await create(owner, await serviceBody({ price_from: "1000000.000" }))).status).toBe(422);
    expect((await create(owner, await serviceBody({ price_from: "999999.999" }))).status).toBe(201);
    expect((await create(owner, await serviceBody({ price_from: "0.000" }))).status).toBe(201);
  });

  it("accepts only the vendor's categories or their active subcategories (422 otherwise)", async () => {
    const { owner } = await vendorWithOwner({ categories: ["venues"] });
    const elsewhere = await create(owner, await serviceBody({ category_id: await categoryId("catering") }));
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.json.error.details.category_id).toEqual(["Choose one of your business categories or one of their active subcategories."]);

    const sub = await create(owner, await serviceBody({ category_id: await categoryId("wedding-halls") }));
    expect(sub.status).toBe(201);
    expect(sub.json.data.category.slug).toBe("wedding-halls");

    // An inactive subcategory is not offered.
    const venues = await db.category.findUniqueOrThrow({ where: { slug: "venues" } });
    const hidden = await db.category.create({
      data: { id: newId(), slug: `hidden-sub-${tag()}`, nameAr: "مخفي", nameEn: "Hidden", icon: "x", parentId: venues.id, status: "inactive" },
    });
    expect((await create(owner, await serviceBody({ category_id: hidden.id }))).status).toBe(422);
    await db.category.delete({ where: { id: hidden.id } });
  });

  it("lists own services with a status filter and page pagination", async () => {
    const { owner } = await vendorWithOwner();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(owner, await serviceBody({ name_en: `S${i}` }))).json.data.id);
    await archive(owner, ids[0]);
    const all = await list(owner, { per_page: "2" });
    expect(all.status).toBe(200);
    expect(all.json.meta.pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(all.json.links.next).toContain("page=2");
    const drafts = await list(owner, { status: "draft" });
    expect(drafts.json.data.map((s: { id: string }) => s.id).sort()).toEqual([ids[1], ids[2]].sort());
    const archived = await list(owner, { status: "archived" });
    expect(archived.json.data.map((s: { id: string }) => s.id)).toEqual([ids[0]]);
    expect((await list(owner, { status: "deleted" })).status).toBe(422);
  });
});

describe("service cover image", () => {
  async function readyImage(ownerUserId: string, context = "service_image") {
    const id = newId();
    await db.media.create({
      data: {
        id,
        ownerUserId,
        context,
        visibility: "public",
        filename: "cover.jpg",
        declaredMime: "image/jpeg",
        declaredSize: 1000,
        mimeType: "image/jpeg",
        storageKey: `test/${id}.jpg`,
        status: "ready",
      },
    });
    return id;
  }

  it("claims a ready service_image of the caller as cover and shows its URL (never the storage key)", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const mediaId = await readyImage(owner.id);
    const res = await create(owner, await serviceBody({ cover_media_id: mediaId }));
    expect(res.status).toBe(201);
    expect(res.json.data.cover_media_id).toBe(mediaId);
    expect(res.json.data.cover_image).toEqual(expect.stringContaining(mediaId));
    expect((await db.media.findUniqueOrThrow({ where: { id: mediaId } })).subjectId).toBe(res.json.data.id);
    await patch(owner, res.json.data.id, { status: "published" });
    const pub = await publicServices(vendor.id);
    expect(pub.json.data[0].cover_image).toBe(res.json.data.cover_image);
    expect(JSON.stringify(pub.json)).not.toContain(`test/${mediaId}`);

    const cleared = await patch(owner, res.json.data.id, { cover_media_id: null });
    expect(cleared.json.data).toMatchObject({ cover_media_id: null, cover_image: null });
  });

  it("refuses someone else's upload or one of another context (422 on media_id), creating nothing", async () => {
    const { owner } = await vendorWithOwner();
    const stranger = await signedIn();
    for (const mediaId of [await readyImage(stranger.id), await readyImage(owner.id, "avatar")]) {
      const res = await create(owner, await serviceBody({ cover_media_id: mediaId, name_en: `Cover ${mediaId}` }));
      expect([res.status, Object.keys(res.json.error.details)]).toEqual([422, ["media_id"]]);
      expect(await db.service.count({ where: { nameEn: `Cover ${mediaId}` } })).toBe(0);
    }
  });
});

describe("vendor scoping", () => {
  it("answers 404 for another vendor's service on every operation, and leaves it untouched", async () => {
    const a = await vendorWithOwner();
    const b = await vendorWithOwner();
    const service = (await create(a.owner, await serviceBody())).json.data;
    const p = (await addPackage(a.owner, service.id, pkg("100.000"))).json.data;
    const responses = [
      await get(b.owner, service.id),
      await patch(b.owner, service.id, { name_en: "Hijacked" }),
      await patch(b.owner, service.id, { status: "published" }),
      await archive(b.owner, service.id),
      await addPackage(b.owner, service.id, pkg("50.000")),
      await patchPackage(b.owner, service.id, p.id, { price: "1.000" }),
      await deletePackage(b.owner, service.id, p.id),
    ];
    for (const res of responses) expect([res.status, res.json.error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await list(b.owner)).json.data).toEqual([]);
    const row = await db.service.findUniqueOrThrow({ where: { id: service.id }, include: { packages: true } });
    expect([row.nameEn, row.status, row.packages.length]).toEqual(["Wedding photography", "draft", 1]);
  });

  it("answers 404 to users who belong to no vendor and 401 without a token", async () => {
    const customer = await signedIn({ roles: ["customer"] });
    expect((await list(customer)).status).toBe(404);
    expect((await call("/vendors/me/services")).status).toBe(401);
  });

  it("a package id of another service of the same vendor is 404", async () => {
    const { owner } = await vendorWithOwner();
    const s1 = (await create(owner, await serviceBody())).json.data;
    const s2 = (await create(owner, await serviceBody())).json.data;
    const p1 = (await addPackage(owner, s1.id, pkg("100.000"))).json.data;
    expect((await patchPackage(owner, s2.id, p1.id, { price: "5.000" })).status).toBe(404);
  });
});

describe("service status machine", () => {
  it("refuses to publish before the vendor is approved (403 VENDOR_NOT_APPROVED)", async () => {
    const { owner } = await vendorWithOwner({ status: "pending_review" });
    const service = (await create(owner, await serviceBody())).json.data;
    const res = await patch(owner, service.id, { status: "published" });
    expect([res.status, res.json.error.code]).toEqual([403, "VENDOR_NOT_APPROVED"]);
    expect((await db.service.findUniqueOrThrow({ where: { id: service.id } })).status).toBe("draft");
  });

  it("publishes, unpublishes, archives (DELETE, 204) and restores through the transition table", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const service = (await create(owner, await serviceBody())).json.data;

    const published = await patch(owner, service.id, { status: "published" });
    expect(published.status).toBe(200);
    expect(published.json.data.status).toBe("published");
    expect(published.json.data.published_at).toEqual(expect.stringMatching(/Z$/));

    const unpublished = await patch(owner, service.id, { status: "draft" });
    expect(unpublished.json.data).toMatchObject({ status: "draft", published_at: null });

    const archived = await archive(owner, service.id);
    expect([archived.status, archived.json]).toEqual([204, null]);
    expect((await get(owner, service.id)).json.data).toMatchObject({ id: service.id, status: "archived", archived_at: expect.any(String) });

    // Archived is read-only and cannot be published or archived again.
    for (const res of [
      await patch(owner, service.id, { name_en: "Edited" }),
      await patch(owner, service.id, { status: "published" }),
      await archive(owner, service.id),
      await addPackage(owner, service.id, pkg("10.000")),
    ]) {
      expect([res.status, res.json.error.code]).toEqual([409, "CONFLICT"]);
    }

    const restored = await patch(owner, service.id, { status: "draft" });
    expect(restored.json.data).toMatchObject({ status: "draft", archived_at: null });
    expect((await serviceChangedEvents(service.id)).map((e) => (e.payload as { vendorId: string }).vendorId)).toEqual(Array(5).fill(vendor.id));
  });

  it("refuses to publish for an owner whose email is not verified (403 AUTH_EMAIL_UNVERIFIED), until it is", async () => {
    const { owner } = await vendorWithOwner({ ownerEmail: "unverified" });
    const service = (await create(owner, await serviceBody())).json.data;
    const refused = await patch(owner, service.id, { status: "published" });
    expect([refused.status, refused.json.error.code]).toEqual([403, "AUTH_EMAIL_UNVERIFIED"]);
    expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toMatchObject({ status: "draft", publishedAt: null });
    expect(await serviceChangedEvents(service.id)).toHaveLength(1); // the creation only

    await db.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: new Date() } });
    const published = await patch(owner, service.id, { status: "published" });
    expect([published.status, published.json.data.status]).toEqual([200, "published"]);
  });

  it("lets a phone-only owner (no email to verify, verified phone) publish", async () => {
    const { owner } = await vendorWithOwner({ ownerEmail: "none" });
    const service = (await create(owner, await serviceBody())).json.data;
    const published = await patch(owner, service.id, { status: "published" });
    expect([published.status, published.json.data.status]).toEqual([200, "published"]);

    await patch(owner, service.id, { status: "draft" });
    await db.user.update({ where: { id: owner.id }, data: { phoneVerifiedAt: null } });
    const refused = await patch(owner, service.id, { status: "published" });
    expect([refused.status, refused.json.error.code]).toEqual([403, "AUTH_PHONE_UNVERIFIED"]);
  });

  it("lets a manager edit and publish listings, and refuses staff any change (docs/vendor-team.md)", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const manager = await vendorMember(vendor.id, "vendor_manager");
    const staff = await vendorMember(vendor.id, "vendor_staff");
    expect((await create(staff, await serviceBody())).status).toBe(403);
    const created = await create(manager, await serviceBody());
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect((await patch(manager, id, { name_en: "By the manager" })).json.data.name_en).toBe("By the manager");
    const refused = await patch(staff, id, { name_en: "By staff" });
    expect([refused.status, refused.json.error.code]).toEqual([403, "FORBIDDEN"]);
    await patch(owner, id, { status: "published" });
    expect((await archive(staff, id)).status).toBe(403);
    expect((await db.service.findUniqueOrThrow({ where: { id } })).status).toBe("published");
    expect((await patch(manager, id, { status: "draft" })).status).toBe(200);
  });

  it("rejects an empty PATCH", async () => {
    const { owner } = await vendorWithOwner();
    const service = (await create(owner, await serviceBody())).json.data;
    expect((await patch(owner, service.id, {})).status).toBe(422);
  });
});

describe("GET /vendors/{id}/services (public)", () => {
  it("lists published services with packages for an approved, published vendor, by id or slug", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const shown = (await create(owner, await serviceBody())).json.data;
    await addPackage(owner, shown.id, pkg("200.000", { inclusions: [{ ar: "ألبوم", en: "Album" }] }));
    await addPackage(owner, shown.id, pkg("90.000"));
    await patch(owner, shown.id, { status: "published" });
    const draft = (await create(owner, await serviceBody({ name_en: "Draft" }))).json.data;
    const gone = (await create(owner, await serviceBody({ name_en: "Gone" }))).json.data;
    await patch(owner, gone.id, { status: "published" });
    await archive(owner, gone.id);

    const byId = await publicServices(vendor.id);
    expect(byId.status).toBe(200);
    expect(byId.json.data.map((s: { id: string }) => s.id)).toEqual([shown.id]);
    const service = byId.json.data[0];
    expect(service).toMatchObject({ name: "Wedding photography", price_from: { amount: "90.000", currency: "KWD" }, category: { slug: "photography" } });
    expect(service.packages.map((p: { price: { amount: string } }) => p.price.amount)).toEqual(["90.000", "200.000"]);
    expect(service.status).toBeUndefined();
    expect(JSON.stringify(byId.json)).not.toContain(vendor.contactEmail!);
    expect(JSON.stringify(byId.json)).not.toContain(draft.id);

    const bySlug = await publicServices(vendor.slug, "ar");
    expect(bySlug.json.data[0].name).toBe("تصوير الأعراس");
    expect(bySlug.json.data[0].packages[0].inclusions).toEqual([{ text: "ألبوم", ar: "ألبوم", en: "Album" }]);
  });

  it("answers 404 for vendors that are not approved or not published, and for unknown ids", async () => {
    const pending = await vendorWithOwner({ status: "pending_review" });
    const hidden = await vendorWithOwner({ published: false });
    const suspended = await vendorWithOwner();
    const s = (await create(suspended.owner, await serviceBody())).json.data;
    await patch(suspended.owner, s.id, { status: "published" });
    await db.vendor.update({ where: { id: suspended.vendor.id }, data: { status: "suspended" } });
    for (const ref of [pending.vendor.id, hidden.vendor.slug, suspended.vendor.id, "no-such-vendor"]) {
      const res = await publicServices(ref);
      expect([ref, res.status]).toEqual([ref, 404]);
    }
  });
});
