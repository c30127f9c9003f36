import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { vendorWithOwner } from "@/server/test/fixtures";
import { auth, signedIn, tag } from "@/server/test/identity";

// Categories created here are subcategories of a launch category (or inactive
// top-level ones), so the public tree the other tests here assert stays as seeded.

type Caller = { token: string };

const list = (caller: Caller) => call("/admin/categories", { headers: auth(caller.token) });
const create = (caller: Caller, body: unknown) => call("/admin/categories", { method: "POST", headers: auth(caller.token), body });
const patch = (caller: Caller, id: string, body: unknown) => call(`/admin/categories/${id}`, { method: "PATCH", headers: auth(caller.token), body });
const remove = (caller: Caller, id: string, query: Record<string, string> = {}) =>
  call(`/admin/categories/${id}`, { method: "DELETE", headers: auth(caller.token), query });
const publicChildren = async (parentSlug: string) => (await call(`/categories/${parentSlug}`)).json.data.children.map((c: { slug: string }) => c.slug);
const publicTreeSlugs = async () => {
  const res = await call("/categories");
  return res.json.data.flatMap((c: { slug: string; children: { slug: string }[] }) => [c.slug, ...c.children.map((k) => k.slug)]);
};

async function parentId(slug = "venues") {
  return (await db.category.findUniqueOrThrow({ where: { slug } })).id;
}

async function subcategoryBody(overrides: Record<string, unknown> = {}) {
  const t = tag();
  return {
    slug: `rooftop-${t}`,
    name_ar: "أسطح",
    name_en: `Rooftops ${t}`,
    icon: "building",
    sort_order: 50,
    parent_id: await parentId(),
    seo_title_ar: "أسطح للفعاليات",
    seo_title_en: "Rooftop venues",
    seo_description_en: "Rooftop venues in Kuwait",
    ...overrides,
  };
}

const moderator = () => signedIn({ roles: ["admin_moderator"] });

async function auditRows(entityId: string) {
  return db.auditLog.findMany({ where: { entityType: "category", entityId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}
async function changedEvents(categoryId: string) {
  const rows = await db.outboxEvent.findMany({ where: { type: "catalog.category_changed" } });
  return rows.filter((r) => (r.payload as { categoryId?: string }).categoryId === categoryId);
}

/** A vendor in the category and/or a service in it. */
async function associate(categoryId: string, opts: { vendor?: boolean; service?: boolean }) {
  const { vendor, owner } = await vendorWithOwner({ categories: ["venues"] });
  if (opts.vendor) await db.vendorCategory.create({ data: { vendorId: vendor.id, categoryId } });
  if (opts.service) {
    const res = await call("/vendors/me/services", {
      method: "POST",
      headers: auth(owner.token),
      body: { name_ar: "خدمة", name_en: "Service", category_id: categoryId },
    });
    expect(res.status).toBe(201);
  }
  return vendor;
}

describe("taxonomy admin permissions", () => {
  it("allows moderators and super admins, refuses operations admins and customers (403) and anonymous callers (401)", async () => {
    const category = (await create(await moderator(), await subcategoryBody())).json.data;
    expect((await list(await signedIn({ roles: ["admin_super"] }))).status).toBe(200);
    for (const caller of [await signedIn({ roles: ["admin_operations"] }), await signedIn({ roles: ["customer"] })]) {
      const responses = [
        await list(caller),
        await create(caller, await subcategoryBody()),
        await patch(caller, category.id, { status: "inactive" }),
        await remove(caller, category.id),
      ];
      for (const res of responses) expect([res.status, res.json.error.code]).toEqual([403, "FORBIDDEN"]);
    }
    expect((await call("/admin/categories")).status).toBe(401);
    expect((await db.category.findUniqueOrThrow({ where: { id: category.id } })).status).toBe("active");
  });
});

describe("POST /admin/categories", () => {
  it("creates a subcategory that shows in the public tree, audited and announced", async () => {
    const admin = await moderator();
    const body = await subcategoryBody({ reason: "New venue type" });
    const res = await create(admin, body);
    expect(res.status).toBe(201);
    const category = res.json.data;
    expect(res.headers.get("location")).toBe(`/api/v1/admin/categories/${category.id}`);
    expect(category).toMatchObject({
      slug: body.slug,
      parent_id: body.parent_id,
      status: "active",
      name: body.name_en,
      seo: { title_en: "Rooftop venues", description_ar: null },
      vendors_count: 0,
      services_count: 0,
    });
    expect(await publicChildren("venues")).toContain(body.slug);
    const [audit] = await auditRows(category.id);
    expect(audit).toMatchObject({ action: "category.created", actorType: "admin", actorId: admin.id, reason: "New venue type" });
    expect((audit.diff as Record<string, unknown>).slug).toEqual([null, body.slug]);
    expect(await changedEvents(category.id)).toHaveLength(1);
  });

  it("creates a top-level category (here inactive, so hidden) and normalizes the slug to lowercase", async () => {
    const t = tag();
    const res = await create(await moderator(), { slug: `Balloons-${t}`, name_ar: "بالونات", name_en: "Balloons", icon: "balloon", status: "inactive" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ slug: `balloons-${t}`, parent_id: null, status: "inactive", sort_order: 0 });
    expect(await publicTreeSlugs()).not.toContain(`balloons-${t}`);
  });

  it("rejects non-ASCII and duplicate slugs, a third level and unknown parents (422)", async () => {
    const admin = await moderator();
    const arabic = await create(admin, await subcategoryBody({ slug: "قاعات" }));
    expect(arabic.status).toBe(422);
    expect(arabic.json.error.details.slug).toEqual(["Use lowercase English letters, digits and single hyphens."]);
    const duplicate = await create(admin, await subcategoryBody({ slug: "catering" }));
    expect(duplicate.json.error.details.slug).toEqual(["This slug is already in use."]);
    const child = (await create(admin, await subcategoryBody())).json.data;
    const third = await create(admin, await subcategoryBody({ parent_id: child.id }));
    expect(third.status).toBe(422);
    expect(Object.keys(third.json.error.details)).toEqual(["parent_id"]);
    expect((await create(admin, await subcategoryBody({ parent_id: "01JUNKNOWNPARENT0000000000" }))).status).toBe(422);
    const missing = await create(admin, { slug: `x-${tag()}` });
    expect(Object.keys(missing.json.error.details).sort()).toEqual(["icon", "name_ar", "name_en"]);
  });
});

describe("GET /admin/categories", () => {
  it("returns the tree in every status with counts of vendors, services and subcategories", async () => {
    const admin = await moderator();
    const active = (await create(admin, await subcategoryBody())).json.data;
    const inactive = (await create(admin, await subcategoryBody())).json.data;
    await patch(admin, inactive.id, { status: "inactive" });
    await associate(active.id, { vendor: true, service: true });
    await associate(active.id, { vendor: true });

    const res = await list(admin);
    expect(res.status).toBe(200);
    const venues = res.json.data.find((c: { slug: string }) => c.slug === "venues");
    expect(venues.children_count).toBe(venues.children.length);
    const byId = new Map(venues.children.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(active.id)).toMatchObject({ status: "active", vendors_count: 2, services_count: 1 });
    expect(byId.get(inactive.id)).toMatchObject({ status: "inactive", vendors_count: 0 });
  });
});

describe("PATCH /admin/categories/{id}", () => {
  it("deactivates (hidden from /categories, associations kept) and reactivates", async () => {
    const admin = await moderator();
    const category = (await create(admin, await subcategoryBody())).json.data;
    const vendor = await associate(category.id, { vendor: true });

    const off = await patch(admin, category.id, { status: "inactive", reason: "Seasonal" });
    expect(off.status).toBe(200);
    expect(off.json.data.status).toBe("inactive");
    expect(await publicChildren("venues")).not.toContain(category.slug);
    expect(await publicTreeSlugs()).not.toContain(category.slug);
    const direct = await call(`/categories/${category.slug}`);
    expect(direct.status).toBe(404);
    expect(await db.vendorCategory.count({ where: { vendorId: vendor.id, categoryId: category.id } })).toBe(1);

    const on = await patch(admin, category.id, { status: "active" });
    expect(on.json.data.status).toBe("active");
    expect(await publicChildren("venues")).toContain(category.slug);

    const audits = await auditRows(category.id);
    expect(audits.map((a) => a.action)).toEqual(["category.created", "category.deactivated", "category.activated"]);
    expect(audits[1]).toMatchObject({ reason: "Seasonal", diff: { status: ["active", "inactive"] } });
    expect(await changedEvents(category.id)).toHaveLength(3);
  });

  it("archives only inactive categories without vendors or services (409 otherwise); archived is final and hidden", async () => {
    const admin = await moderator();
    const category = (await create(admin, await subcategoryBody())).json.data;

    const fromActive = await patch(admin, category.id, { status: "archived" });
    expect([fromActive.status, fromActive.json.error.code]).toEqual([409, "CONFLICT"]);

    await patch(admin, category.id, { status: "inactive" });
    const vendor = await associate(category.id, { vendor: true });
    const withVendor = await patch(admin, category.id, { status: "archived" });
    expect([withVendor.status, withVendor.json.error.code]).toEqual([409, "CONFLICT"]);

    await db.vendorCategory.delete({ where: { vendorId_categoryId: { vendorId: vendor.id, categoryId: category.id } } });
    const archived = await patch(admin, category.id, { status: "archived", reason: "Retired" });
    expect(archived.status).toBe(200);
    expect(archived.json.data.status).toBe("archived");
    expect(await publicTreeSlugs()).not.toContain(category.slug);
    expect((await call(`/categories/${category.slug}`)).status).toBe(404);

    for (const body of [{ status: "active" }, { status: "inactive" }, { name_en: "Back" }]) {
      expect((await patch(admin, category.id, body)).status).toBe(409);
    }
    expect((await auditRows(category.id)).at(-1)).toMatchObject({ action: "category.archived", reason: "Retired" });
  });

  it("refuses to archive while services remain in the category, whatever their status", async () => {
    const admin = await moderator();
    const category = (await create(admin, await subcategoryBody())).json.data;
    const vendor = await associate(category.id, { service: true });
    await db.service.updateMany({ where: { vendorId: vendor.id }, data: { status: "archived" } });
    await patch(admin, category.id, { status: "inactive" });
    expect((await patch(admin, category.id, { status: "archived" })).status).toBe(409);
  });

  it("edits names, SEO meta, icon and order (shown publicly) and audits the diff", async () => {
    const admin = await moderator();
    const category = (await create(admin, await subcategoryBody())).json.data;
    const res = await patch(admin, category.id, { name_en: "Sky venues", seo_title_en: "Sky venues in Kuwait", icon: "sun", sort_order: 3 });
    expect(res.json.data).toMatchObject({ name_en: "Sky venues", icon: "sun", sort_order: 3, seo: { title_en: "Sky venues in Kuwait" } });
    const one = await call(`/categories/${category.slug}`, {
      query: { include: "seo" },
      headers: { "accept-language": "en" },
    });
    expect(one.json.data).toMatchObject({ name: "Sky venues", seo: { title_en: "Sky venues in Kuwait" } });
    const audit = (await auditRows(category.id)).at(-1)!;
    expect(audit.action).toBe("category.updated");
    expect(audit.diff).toEqual({
      name_en: [category.name_en, "Sky venues"],
      seo_title_en: ["Rooftop venues", "Sky venues in Kuwait"],
      icon: ["building", "sun"],
      sort_order: [50, 3],
    });
    expect((await patch(admin, category.id, {})).status).toBe(422);
    expect((await patch(admin, category.id, { slug: "catering" })).json.error.details.slug).toEqual(["This slug is already in use."]);
  });

  it("keeps two levels: a category with subcategories cannot get a parent", async () => {
    const admin = await moderator();
    const root = (await create(admin, { slug: `root-${tag()}`, name_ar: "جذر", name_en: "Root", icon: "x", status: "inactive" })).json.data;
    await create(admin, await subcategoryBody({ parent_id: root.id }));
    const res = await patch(admin, root.id, { parent_id: await parentId("catering") });
    expect(res.status).toBe(422);
    expect(res.json.error.details.parent_id).toEqual(["A category with subcategories cannot become a subcategory."]);
    expect((await patch(admin, root.id, { parent_id: root.id })).status).toBe(422);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await patch(await moderator(), "01JUNKNOWNCATEGORY00000000", { name_en: "X" })).status).toBe(404);
  });
});

describe("DELETE /admin/categories/{id}", () => {
  it("refuses (409) while vendors, services or subcategories hang on it", async () => {
    const admin = await moderator();
    const withVendor = (await create(admin, await subcategoryBody())).json.data;
    await associate(withVendor.id, { vendor: true });
    const withService = (await create(admin, await subcategoryBody())).json.data;
    await associate(withService.id, { service: true });
    const root = (await create(admin, { slug: `root-${tag()}`, name_ar: "جذر", name_en: "Root", icon: "x", status: "inactive" })).json.data;
    await create(admin, await subcategoryBody({ parent_id: root.id }));
    for (const id of [withVendor.id, withService.id, root.id]) {
      const res = await remove(admin, id);
      expect([res.status, res.json.error.code]).toEqual([409, "CONFLICT"]);
      expect(await db.category.count({ where: { id } })).toBe(1);
    }
  });

  it("hard-deletes an unused category, audited with the reason", async () => {
    const admin = await moderator();
    const category = (await create(admin, await subcategoryBody())).json.data;
    const res = await remove(admin, category.id, { reason: "Created by mistake" });
    expect(res.status).toBe(204);
    expect(await db.category.count({ where: { id: category.id } })).toBe(0);
    expect(await publicChildren("venues")).not.toContain(category.slug);
    const audit = (await auditRows(category.id)).at(-1)!;
    expect(audit).toMatchObject({ action: "category.deleted", reason: "Created by mistake", actorId: admin.id });
    expect((audit.diff as Record<string, unknown>).slug).toEqual([category.slug, null]);
    expect((await remove(admin, category.id)).status).toBe(404);
  });
});
