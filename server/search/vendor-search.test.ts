import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { call } from "@/server/test/http";
import { vendorWithOwner } from "@/server/test/fixtures";
import { auth, signedIn, tag } from "@/server/test/identity";
import { registerSearchHandlers } from "./engine/indexer";
import { reconcileSearchIndex, reindexVendor } from "./engine/indexer";
import { ensureFeaturedRotation, featuredSettings, periodStartOf } from "./home/featured";
import { setSearchProvider } from "./engine/engine";
import type { SearchProvider } from "./engine/provider";
import { MemoryIndexSearchProvider } from "./engine/providers/memory-index";
import { flushZeroResults } from "./zero-results";

// GET /search/vendors through its route, on vendors made the way the app makes
// them. Names carry a per-test tag so tests never collide.

beforeAll(() => registerSearchHandlers());
afterEach(() => setSearchProvider(undefined));

const search = (query: Record<string, string>, headers: Record<string, string> = {}) => call("/search/vendors", { query, headers });

/** Delivers due outbox events until none is left (all of them: handlers other than search's are not registered here). */
async function drainOutbox() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

/** An approved, published vendor with the given names, indexed. */
async function indexedVendor(names: { ar: string; en: string }, opts: Parameters<typeof vendorWithOwner>[0] = {}) {
  const made = await vendorWithOwner(opts);
  await db.vendor.update({ where: { id: made.vendor.id }, data: { nameAr: names.ar, nameEn: names.en } });
  await reindexVendor(made.vendor.id);
  return made;
}

describe("GET /search/vendors", () => {
  it("finds a vendor by an Arabic query with a typo and answers the spec's card, never contact details", async () => {
    const t = tag();
    const { vendor } = await indexedVendor({ ar: `قاعة الياسمين ${t}`, en: `Jasmine Hall ${t}` }, { categories: ["venues"] });
    const res = await search({ q: `الياسمبن ${t}` }, { "accept-language": "ar" }); // ي -> ب: one typo in a 7-letter word
    expect(res.status).toBe(200);
    expect(res.json.data.map((c: { id: string }) => c.id)).toEqual([vendor.id]);
    const card = res.json.data[0];
    expect(Object.keys(card).sort()).toEqual(
      [
        "branch_areas",
        "categories",
        "city",
        "cover_image",
        "cover_image_srcset",
        "distance_km",
        "id",
        "is_featured",
        "is_new",
        "is_verified",
        "logo_url",
        "name",
        "name_ar",
        "name_en",
        "rating",
        "reviews_count",
        "slug",
      ].sort(),
    );
    expect(card).toMatchObject({ name: `قاعة الياسمين ${t}`, is_verified: true, is_new: true, distance_km: null });
    expect("price_from" in card).toBe(false); // quote only: no price at all
    expect(JSON.stringify(res.json)).not.toContain("contact");
    expect(res.json.meta).toMatchObject({ pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 }, trending: false, next_cursor: null });
    expect(typeof res.json.meta.query_time_ms).toBe("number");
    expect(res.json.meta.facets.category_id).toEqual({ [card.categories[0].id]: 1 });
    expect(res.json.links).toEqual({ next: null, prev: null });
    expect(res.headers.get("x-ratelimit-limit")).toBeTruthy();
  });

  it("rejects unknown parameters and out-of-range filters with 422 in the caller's language", async () => {
    const unknown = await search({ q: "hall", colour: "red" });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.code).toBe("VALIDATION_FAILED");
    const cases: Array<[Record<string, string>, string]> = [
      [{ q: "x".repeat(121) }, "q"],
      [{ price_min: "-1" }, "price_min"],
      [{ price_max: "100000" }, "price_max"],
      [{ price_min: "1.2345" }, "price_min"],
      [{ price_min: "50.000", price_max: "10.000" }, "price_max"],
      [{ rating_min: "2" }, "rating_min"],
      [{ date: "2020-01-01" }, "date"],
      [{ category: "no-such-category" }, "category"],
    ];
    for (const [query, field] of cases) {
      const res = await search(query, { "accept-language": "ar" });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.json.error.details)).toContain(field);
    }
    const ar = await search({ rating_min: "2" }, { "accept-language": "ar" });
    expect(ar.json.error.details.rating_min[0]).toBe("اختر 3 أو 4 أو 4.5.");
  });

  it("accepts an availability date from today up to 24 months ahead (Kuwait time), not beyond", async () => {
    freezeClock("2026-11-21T22:30:00Z"); // already 22 November in Kuwait
    expect((await search({ date: "2026-11-22" })).status).toBe(200);
    expect((await search({ date: "2026-11-21" })).status).toBe(422);
    expect((await search({ date: "2028-11-22" })).status).toBe(200);
    expect((await search({ date: "2028-11-23" })).status).toBe(422);
  });

  it("filters by price range, rating and category slug; an unknown sort falls back to relevance", async () => {
    const t = tag();
    const cheap = await indexedVendor({ ar: `زهور ${t}`, en: `Flowers ${t}` }, { categories: ["flowers"] });
    const dear = await indexedVendor({ ar: `ورود ${t}`, en: `Roses ${t}` }, { categories: ["flowers"] });
    for (const [made, price] of [
      [cheap, "20.000"],
      [dear, "300.000"],
    ] as const) {
      await db.service.create({
        data: {
          id: newId(),
          vendorId: made.vendor.id,
          categoryId: (await db.category.findUniqueOrThrow({ where: { slug: "flowers" } })).id,
          nameAr: "باقة",
          nameEn: "Bouquet",
          priceFrom: price,
          status: "published",
          publishedAt: now(),
        },
      });
    }
    await db.vendor.update({ where: { id: dear.vendor.id }, data: { ratingAvg: "4.70", ratingCount: 12 } });
    await reindexVendor(cheap.vendor.id);
    await reindexVendor(dear.vendor.id);
    const ids = async (query: Record<string, string>) => (await search({ q: t, ...query })).json.data.map((c: { id: string }) => c.id);

    expect(await ids({ category: "flowers", sort: "price_asc" })).toEqual([cheap.vendor.id, dear.vendor.id]);
    expect(await ids({ sort: "-price_min" })).toEqual([dear.vendor.id, cheap.vendor.id]);
    expect(await ids({ price_min: "100.000" })).toEqual([dear.vendor.id]);
    expect(await ids({ price_max: "99.999" })).toEqual([cheap.vendor.id]);
    expect(await ids({ rating_min: "4.5" })).toEqual([dear.vendor.id]);
    expect(await ids({ category: "catering" })).toEqual([]);
    expect(await ids({ sort: "no-such-sort" })).toEqual(await ids({ sort: "relevance" }));
    const priced = (await search({ q: t, sort: "price_asc" })).json.data[0];
    expect(priced.price_from).toEqual({ amount: "20.000", currency: "KWD" });
  });

  it("pages by page number or cursor, and refuses to go beyond 500 results", async () => {
    const t = tag();
    for (let i = 0; i < 3; i++) await indexedVendor({ ar: `خيام ${t} ${i}`, en: `Tents ${t} ${i}` }, { categories: ["decor-lighting"] });
    const first = await search({ q: `tents ${t}`, per_page: "2" });
    expect(first.json.meta.pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(first.json.links.next).toContain("page=2");
    const second = await search({ q: `tents ${t}`, per_page: "2", page: "2" });
    expect(second.json.data).toHaveLength(1);
    expect(second.json.links.prev).toContain("page=1");

    const viaCursor = await search({ q: `tents ${t}`, per_page: "2", cursor: first.json.meta.next_cursor });
    expect(viaCursor.json.data.map((c: { id: string }) => c.id)).toEqual(second.json.data.map((c: { id: string }) => c.id));
    expect(viaCursor.json.meta.next_cursor).toBeNull();

    expect((await search({ per_page: "20", page: "25" })).status).toBe(200); // results 481-500
    const tooDeep = await search({ per_page: "20", page: "26" });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.json.error.details.page).toBeDefined();
    expect((await search({ cursor: "not-a-cursor" })).status).toBe(422);
  });

  it("returns trending vendors for a query under 2 characters", async () => {
    const res = await search({ q: "a" });
    expect(res.status).toBe(200);
    expect(res.json.meta.trending).toBe(true);
  });

  it("logs a query that finds nothing for the zero-result report", async () => {
    const q = `nothing-here-${tag()}`;
    expect((await search({ q })).json.data).toEqual([]);
    expect((await search({ q })).json.meta.pagination.total).toBe(0);
    await flushZeroResults();
    const row = await db.searchZeroResult.findFirst({ where: { lastQuery: q } });
    expect(row?.count).toBe(2);
  });

  it("answers 503 SEARCH_UNAVAILABLE without engine details when the engine is down", async () => {
    const down = new MemoryIndexSearchProvider();
    down.search = async () => {
      throw new Error("connect ECONNREFUSED 10.0.0.5:7700 meilisearch");
    };
    setSearchProvider(down as SearchProvider);
    const res = await search({ q: "hall" });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("SEARCH_UNAVAILABLE");
    expect(JSON.stringify(res.json)).not.toMatch(/meilisearch|ECONNREFUSED|7700/i);
  });

  it("limits search to 60 requests a minute per client IP", async () => {
    const ip = "203.0.113.7"; // one address for all the requests (not one freshIp() hands out)
    for (let i = 0; i < 60; i++) expect((await call("/search/vendors", { query: { q: "ab" }, ip })).status).toBe(200);
    const limited = await call("/search/vendors", { query: { q: "ab" }, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("index freshness", () => {
  it("a profile change reaches search through the outbox; a suspension hides the vendor at once", async () => {
    const t = tag();
    const { vendor, owner } = await indexedVendor({ ar: `مطبعة ${t}`, en: `Press ${t}` }, { categories: ["invitations-printing"] });
    const patched = await call("/vendors/me", { method: "PATCH", headers: auth(owner.token), body: { name_en: `Royal Press ${t}` } });
    expect(patched.status).toBe(200);
    await drainOutbox();
    expect((await search({ q: `royal ${t}` })).json.data.map((c: { id: string }) => c.id)).toEqual([vendor.id]);

    const ops = await signedIn({ roles: ["admin_operations"] });
    const suspended = await call(`/admin/vendors/${vendor.id}/suspend`, {
      method: "POST",
      headers: auth(ops.token),
      body: { reason: "Complaints under review" },
    });
    expect(suspended.status).toBe(200);
    // Before the outbox runs: cards come from the database, so the vendor is already gone.
    expect((await search({ q: `royal ${t}` })).json.data).toEqual([]);
    await drainOutbox();
    expect(await db.searchDocument.count({ where: { vendorId: vendor.id } })).toBe(0);
  });

  it("the nightly reconciliation adds what is missing and removes what should not be there", async () => {
    const t = tag();
    const missing = await vendorWithOwner({ categories: ["security"] });
    await db.vendor.update({ where: { id: missing.vendor.id }, data: { nameEn: `Guards ${t}` } });
    const hidden = await indexedVendor({ ar: `تنظيف ${t}`, en: `Cleaning ${t}` }, { categories: ["cleaning"] });
    await db.vendor.update({ where: { id: hidden.vendor.id }, data: { publishedAt: null } }); // no event: drift
    expect(await db.searchDocument.count({ where: { vendorId: missing.vendor.id } })).toBe(0);

    await reconcileSearchIndex();
    expect(await db.searchDocument.count({ where: { vendorId: missing.vendor.id, kind: "vendor" } })).toBe(1);
    expect(await db.searchDocument.count({ where: { vendorId: hidden.vendor.id } })).toBe(0);
    expect((await search({ q: `guards ${t}` })).json.data.map((c: { id: string }) => c.id)).toEqual([missing.vendor.id]);
  });
});

describe("featured placement in category browse", () => {
  it("puts the category's featured vendors in the first positions, labelled, then the organic order without them", async () => {
    const slug = `test-cat-${tag()}`;
    const category = await db.category.create({ data: { id: newId(), slug, nameAr: "فئة اختبار", nameEn: "Test category", icon: "star", status: "active" } });
    const made = [];
    for (let i = 0; i < 5; i++) {
      const v = await vendorWithOwner({ categories: [] });
      await db.vendorCategory.create({ data: { vendorId: v.vendor.id, categoryId: category.id, isPrimary: true } });
      await db.vendor.update({ where: { id: v.vendor.id }, data: { ratingAvg: "4.00", ratingCount: 10 + i } });
      await reindexVendor(v.vendor.id);
      made.push(v.vendor.id);
    }
    // Slots of the current period for this category (ours only: a fresh category).
    await ensureFeaturedRotation();
    const periodStart = periodStartOf(now(), (await featuredSettings()).rotation_hours);
    const featured = [made[0], made[1]];
    await db.featuredSlot.createMany({ data: featured.map((vendorId, position) => ({ periodStart, categoryId: category.id, position, vendorId })) });

    const res = await search({ category: slug, per_page: "3" });
    expect(res.json.data.slice(0, 2).map((c: { id: string; is_featured: boolean }) => [c.id, c.is_featured])).toEqual(featured.map((id) => [id, true]));
    expect(res.json.meta.pagination.total).toBe(5);
    expect(res.json.meta.facets.category_id[category.id]).toBe(5); // placed vendors are counted too
    const rest = (await search({ category: slug, per_page: "3", page: "2" })).json.data.map((c: { id: string }) => c.id);
    const all = [...res.json.data.map((c: { id: string }) => c.id), ...rest];
    expect(new Set(all).size).toBe(5); // every vendor once: featured ones are not repeated organically

    // With a query or another filter the order is the engine's own.
    const filtered = await search({ category: slug, sort: "rating" });
    expect(filtered.json.data[0].id).toBe(made[4]); // most reviews at equal rating
  });
});
