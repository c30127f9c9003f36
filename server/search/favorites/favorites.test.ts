import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { applyAs, approvedVendor, opsAdmin } from "@/server/test/fixtures";
import { auth, bearer, registerUser, signedIn } from "@/server/test/identity";

// Saved vendors, through both path sets the spec names (/me/favorites and
// /favorites). Customers are registered through the real endpoint, so they
// hold the customer role (and `favorite.manage`) the way real accounts do.

const pathSets = [
  { label: "/me/favorites", base: "/me/favorites" },
  { label: "/favorites", base: "/favorites" },
] as const;

type PathSet = (typeof pathSets)[number];

function client(set: PathSet, token?: string, locale: "ar" | "en" = "en") {
  const headers = token ? bearer(token, locale) : { "accept-language": locale };
  const item = (method: string, vendorId: string) => call(`${set.base}/${vendorId}`, { method, headers });
  return {
    save: (vendorId: string) => item("POST", vendorId),
    unsave: (vendorId: string) => item("DELETE", vendorId),
    get: (vendorId: string) => item("GET", vendorId),
    list: (query: Record<string, string> = {}) => call(set.base, { query, headers }),
  };
}

const rows = (userId: string) => db.favorite.findMany({ where: { userId }, select: { vendorId: true } });

describe.each(pathSets)("favorites under $label", (set) => {
  it("saves a vendor (201 with its card), saves it again idempotently (200, one row), reads, lists and unsaves it", async () => {
    const { vendorId } = await approvedVendor();
    const vendor = await db.vendor.findUniqueOrThrow({ where: { id: vendorId } });
    const customer = await registerUser();
    const api = client(set, customer.token);

    const first = await api.save(vendorId);
    expect(first.status).toBe(201);
    expect(first.headers.get("location")).toBe(`/api/v1${set.base}/${vendorId}`);
    expect(first.json.data).toMatchObject({ id: vendorId, slug: vendor.slug, name: vendor.nameEn, is_verified: true, distance_km: null });
    const text = JSON.stringify(first.json);
    expect(text).not.toContain(vendor.contactEmail!);
    expect(text).not.toContain(vendor.contactPhone!);

    const again = await api.save(vendorId);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    expect(await rows(customer.userId)).toEqual([{ vendorId }]);

    const one = await client(set, customer.token, "ar").get(vendorId);
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ id: vendorId, name: vendor.nameAr });

    const list = await api.list();
    expect(list.status).toBe(200);
    expect(list.json.data.map((c: { id: string }) => c.id)).toEqual([vendorId]);
    expect(list.json.meta.pagination).toEqual({ page: 1, per_page: 20, total: 1, total_pages: 1 });

    expect((await api.unsave(vendorId)).status).toBe(204);
    expect(await rows(customer.userId)).toEqual([]);
    expect((await api.get(vendorId)).status).toBe(404);
    expect((await api.unsave(vendorId)).status).toBe(404);
    expect((await api.list()).json.data).toEqual([]);
  });

  it("answers 401 without a token on every operation", async () => {
    const { vendorId } = await approvedVendor();
    const anonymous = client(set);
    for (const res of [await anonymous.save(vendorId), await anonymous.unsave(vendorId), await anonymous.get(vendorId), await anonymous.list()]) {
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
    expect(await db.favorite.count({ where: { vendorId } })).toBe(0);
  });
});

describe("favorites: permissions and ownership", () => {
  it("refuses an account without favorite.manage (an Operations admin) with 403", async () => {
    const { vendorId } = await approvedVendor();
    const admin = await signedIn({ roles: ["admin_operations"] });
    const api = client(pathSets[0], admin.token);
    for (const res of [await api.save(vendorId), await api.list(), await api.get(vendorId), await api.unsave(vendorId)]) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe("FORBIDDEN");
    }
    expect(await rows(admin.id)).toEqual([]);
  });

  it("keeps each customer's favorites to themselves", async () => {
    const { vendorId } = await approvedVendor();
    const owner = await registerUser();
    const other = await registerUser();
    expect((await client(pathSets[0], owner.token).save(vendorId)).status).toBe(201);

    const theirs = client(pathSets[1], other.token);
    expect((await theirs.list()).json.data).toEqual([]);
    expect((await theirs.get(vendorId)).status).toBe(404);
    expect((await theirs.unsave(vendorId)).status).toBe(404);
    expect(await rows(owner.userId)).toEqual([{ vendorId }]);

    // Saving the same vendor is the other customer's own entry.
    expect((await theirs.save(vendorId)).status).toBe(201);
    expect(await db.favorite.count({ where: { vendorId } })).toBe(2);
  });
});

describe("favorites: vendors the marketplace does not show", () => {
  it("cannot save a pending, suspended, unpublished or unknown vendor (404)", async () => {
    const customer = await registerUser();
    const api = client(pathSets[0], customer.token);

    const pending = await applyAs(await signedIn());
    const { vendorId: suspended } = await approvedVendor();
    const admin = await opsAdmin();
    const res = await call(`/admin/vendors/${suspended}/suspend`, { method: "POST", headers: auth(admin.token), body: { reason: "fake reviews" } });
    expect(res.status).toBe(200);
    const { vendorId: unpublished } = await approvedVendor();
    await db.vendor.update({ where: { id: unpublished }, data: { publishedAt: null } });

    for (const id of [pending, suspended, unpublished, newId(), "not-a-vendor-id"]) {
      const saved = await api.save(id);
      expect(saved.status, id).toBe(404);
      expect(saved.json.error.code).toBe("NOT_FOUND");
    }
    expect(await rows(customer.userId)).toEqual([]);
  });

  it("leaves a saved vendor that was suspended out of the list (404 to read), lets it be unsaved, and shows it again once reinstated", async () => {
    const customer = await registerUser();
    const api = client(pathSets[0], customer.token);
    const { vendorId: kept } = await approvedVendor();
    const { vendorId: suspended } = await approvedVendor();
    expect((await api.save(kept)).status).toBe(201);
    expect((await api.save(suspended)).status).toBe(201);

    await db.vendor.update({ where: { id: suspended }, data: { status: "suspended" } });
    const list = await api.list();
    expect(list.json.data.map((c: { id: string }) => c.id)).toEqual([kept]);
    expect(list.json.meta.pagination.total).toBe(1);
    expect((await api.get(suspended)).status).toBe(404);

    await db.vendor.update({ where: { id: suspended }, data: { status: "approved" } });
    expect((await api.get(suspended)).status).toBe(200);

    await db.vendor.update({ where: { id: suspended }, data: { status: "suspended" } });
    expect((await api.unsave(suspended)).status).toBe(204);
    expect(await rows(customer.userId)).toEqual([{ vendorId: kept }]);
  });
});

describe("favorites: list order and pagination", () => {
  it("lists the newest saved first, page by page, with links", async () => {
    const customer = await registerUser();
    const vendors = [(await approvedVendor()).vendorId, (await approvedVendor()).vendorId, (await approvedVendor()).vendorId];
    const clock = freezeClock();
    const api = client(pathSets[1], customer.token);
    // Saved in the order 1, 0, 2; saving 0 again later does not move it.
    for (const id of [vendors[1], vendors[0], vendors[2]]) {
      expect((await api.save(id)).status).toBe(201);
      clock.advance(60_000);
    }
    expect((await api.save(vendors[0])).status).toBe(200);

    const page1 = await api.list({ per_page: "2" });
    expect(page1.status).toBe(200);
    expect(page1.json.data.map((c: { id: string }) => c.id)).toEqual([vendors[2], vendors[0]]);
    expect(page1.json.meta.pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(page1.json.links).toEqual({ next: "/api/v1/favorites?per_page=2&page=2", prev: null });

    const page2 = await api.list({ per_page: "2", page: "2" });
    expect(page2.json.data.map((c: { id: string }) => c.id)).toEqual([vendors[1]]);
    expect(page2.json.links.next).toBeNull();
  });

  it("rejects a per_page over 50 and unknown parameters (422)", async () => {
    const customer = await registerUser();
    const api = client(pathSets[0], customer.token);
    expect((await api.list({ per_page: "51" })).status).toBe(422);
    const unknown = await api.list({ sort: "name" });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.code).toBe("VALIDATION_FAILED");
  });
});
