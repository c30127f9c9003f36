import { afterEach, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { engineDown } from "@/server/test/search";
import { vendorWithOwner } from "@/server/test/fixtures";
import { tag } from "@/server/test/identity";
import { documentsForVendors } from "./engine/documents";
import { searchProvider, setSearchProvider } from "./engine/engine";
import type { SearchRequest } from "./engine/provider";

// GET /search/services on the built-in engine. Every test names its services
// with its own tag word and searches for it, so other tests' services never
// match.

type Card = { id: string; name: string; price_from?: { amount: string; currency: string } };

const search = (query: Record<string, string>, locale: "ar" | "en" = "en") => call("/search/services", { query, headers: { "accept-language": locale } });

const ids = (res: { json: { data: Card[] } }) => res.json.data.map((c) => c.id);

/** A visible vendor with published services (price null = quote only), all indexed. */
async function vendorWithServices(
  t: string,
  services: Array<{ en: string; ar?: string; price: string | null; category?: string; packages?: string[] }>,
  categories = ["photography"],
) {
  const { vendor } = await vendorWithOwner({ categories });
  const created = [];
  for (const s of services) {
    const category = await db.category.findUniqueOrThrow({ where: { slug: s.category ?? categories[0] } });
    const service = await db.service.create({
      data: {
        id: newId(),
        vendorId: vendor.id,
        categoryId: category.id,
        nameAr: s.ar ?? `خدمة ${t}`,
        nameEn: s.en,
        priceFrom: s.price,
        status: "published",
        publishedAt: now(),
      },
    });
    for (const [i, name] of (s.packages ?? []).entries()) {
      await db.servicePackage.create({ data: { id: newId(), serviceId: service.id, nameAr: name, nameEn: name, price: s.price ?? "10.000", sortOrder: i } });
    }
    created.push(service);
  }
  await (await searchProvider()).upsert((await documentsForVendors([vendor.id])).get(vendor.id)!);
  return { vendor, services: created };
}

afterEach(() => setSearchProvider(undefined));

describe("GET /search/services", () => {
  it("finds published services by name or package name and answers the service card in the caller's language", async () => {
    const t = tag();
    const { vendor, services } = await vendorWithServices(t, [
      { en: `Aerial ${t} shoot`, ar: `تصوير جوي ${t}`, price: "85.5" },
      { en: "Studio portraits", price: null, packages: [`Gold${t} package`] },
    ]);
    const [aerial, portraits] = services;
    const photography = await db.category.findUniqueOrThrow({ where: { slug: "photography" } });

    const res = await search({ q: `aerial ${t}` });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      {
        id: aerial.id,
        name: `Aerial ${t} shoot`,
        name_ar: `تصوير جوي ${t}`,
        name_en: `Aerial ${t} shoot`,
        vendor: { id: vendor.id, slug: vendor.slug, name: vendor.nameEn },
        category: { id: photography.id, name: "Photography" },
        price_from: { amount: "85.500", currency: "KWD" },
        cover_image: null,
      },
    ]);
    expect(res.json.meta.pagination).toEqual({ page: 1, per_page: 20, total: 1, total_pages: 1 });
    expect(res.json.links).toEqual({ next: null, prev: null });
    expect(JSON.stringify(res.json)).not.toContain(vendor.contactEmail!);
    expect(JSON.stringify(res.json)).not.toContain(vendor.contactPhone!);

    const ar = await search({ q: `gold${t}` }, "ar");
    expect(ar.json.data).toHaveLength(1);
    expect(ar.json.data[0]).toMatchObject({ id: portraits.id, name: `خدمة ${t}`, vendor: { name: vendor.nameAr }, category: { name: photography.nameAr } });
    // Quote-only: no price at all.
    expect(ar.json.data[0]).not.toHaveProperty("price_from");
  });

  it("filters by category (a top-level one includes its subcategories) and by price; a price bound leaves out quote-only services", async () => {
    const t = tag();
    const { services } = await vendorWithServices(
      t,
      [
        { en: `Cheap ${t}`, price: "10.000", category: "wedding-photography" },
        { en: `Mid ${t}`, price: "50.000", category: "photography" },
        { en: `Dear ${t}`, price: "200.000", category: "photography" },
        { en: `Quote ${t}`, price: null, category: "photography" },
        { en: `Cake ${t}`, price: "30.000", category: "desserts-sweets" },
      ],
      ["photography", "catering"],
    );
    const [cheap, mid, dear, quote, cake] = services;
    const categoryId = async (slug: string) => (await db.category.findUniqueOrThrow({ where: { slug } })).id;

    const all = await search({ q: t, per_page: "50" });
    expect(ids(all).sort()).toEqual([cheap.id, mid.id, dear.id, quote.id, cake.id].sort());

    expect(ids(await search({ q: t, category_id: await categoryId("photography") })).sort()).toEqual([cheap.id, mid.id, dear.id, quote.id].sort());
    expect(ids(await search({ q: t, category_id: await categoryId("wedding-photography") }))).toEqual([cheap.id]);
    expect(ids(await search({ q: t, category_id: await categoryId("catering") }))).toEqual([cake.id]);

    expect(ids(await search({ q: t, price_min: "30", price_max: "50.000" })).sort()).toEqual([mid.id, cake.id].sort());
    expect(ids(await search({ q: t, price_min: "0.000" })).sort()).toEqual([cheap.id, mid.id, dear.id, cake.id].sort());
    expect(ids(await search({ q: t, price_max: "99999.999", sort: "price_desc" }))).toEqual([dear.id, mid.id, cake.id, cheap.id]);
  });

  it("sorts by price either way (quote-only last) and keeps the engine's order on every page", async () => {
    const t = tag();
    const { services } = await vendorWithServices(t, [
      { en: `Beta ${t}`, price: "40.000" },
      { en: `Alpha ${t}`, price: null },
      { en: `Gamma ${t}`, price: "15.250" },
      { en: `Delta ${t}`, price: "99.000" },
    ]);
    const [beta, alpha, gamma, delta] = services;
    expect(ids(await search({ q: t, sort: "price_asc" }))).toEqual([gamma.id, beta.id, delta.id, alpha.id]);
    expect(ids(await search({ q: t, sort: "price_desc" }))).toEqual([delta.id, beta.id, gamma.id, alpha.id]);
    // An unknown sort falls back to relevance instead of failing.
    expect((await search({ q: t, sort: "distance" })).status).toBe(200);

    const first = await search({ q: t, sort: "price_asc", per_page: "3" });
    expect(ids(first)).toEqual([gamma.id, beta.id, delta.id]);
    expect(first.json.meta.pagination).toEqual({ page: 1, per_page: 3, total: 4, total_pages: 2 });
    expect(first.json.links.next).toBe(`/api/v1/search/services?q=${t}&sort=price_asc&per_page=3&page=2`);
    const second = await search({ q: t, sort: "price_asc", per_page: "3", page: "2" });
    expect(ids(second)).toEqual([alpha.id]);
    expect(second.json.links).toEqual({ next: null, prev: `/api/v1/search/services?q=${t}&sort=price_asc&per_page=3&page=1` });
  });

  it("never shows a service unpublished, or of a vendor suspended, after it was indexed", async () => {
    const t = tag();
    const { vendor, services } = await vendorWithServices(t, [
      { en: `Keep ${t}`, price: "5.000" },
      { en: `Archive ${t}`, price: "6.000" },
    ]);
    const other = await vendorWithServices(t, [{ en: `Other ${t}`, price: "7.000" }]);
    expect(ids(await search({ q: t }))).toHaveLength(3);

    await db.service.update({ where: { id: services[1].id }, data: { status: "archived" } });
    await db.vendor.update({ where: { id: other.vendor.id }, data: { status: "suspended" } });
    expect(ids(await search({ q: t }))).toEqual([services[0].id]);
    await db.vendor.update({ where: { id: vendor.id }, data: { publishedAt: null } });
    expect(ids(await search({ q: t }))).toEqual([]);
  });

  it("asks the engine for services, within the depth cap of 500", async () => {
    const requests: SearchRequest[] = [];
    setSearchProvider({
      ...engineDown,
      search: async (request) => {
        requests.push(request);
        return { ids: [], total: 2000, facets: null };
      },
    });
    const deepest = await search({ q: "hall", page: "25", per_page: "20", sort: "rating" });
    expect(deepest.status).toBe(200);
    expect(requests[0]).toMatchObject({ kind: "service", q: "hall", sort: "rating", offset: 480, limit: 20, facets: false });
    expect(deepest.json.meta.pagination).toEqual({ page: 25, per_page: 20, total: 2000, total_pages: 25 });
    expect(deepest.json.links.next).toBeNull();

    await search({ q: "hall", page: "11", per_page: "45" });
    expect(requests[1]).toMatchObject({ offset: 450, limit: 45 });
    await search({ q: "hall", page: "12", per_page: "45" });
    expect(requests[2]).toMatchObject({ offset: 495, limit: 5 });

    const beyond = await search({ q: "hall", page: "26", per_page: "20" });
    expect(beyond.status).toBe(422);
    expect(Object.keys(beyond.json.error.details)).toEqual(["page"]);
    expect(requests).toHaveLength(3);
  });

  it("validates its parameters strictly (422 VALIDATION_FAILED with details)", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ price_min: "abc" }, "price_min"],
      [{ price_max: "100000" }, "price_max"],
      [{ price_min: "1.2345" }, "price_min"],
      [{ price_min: "-1" }, "price_min"],
      [{ price_min: "60.000", price_max: "50.000" }, "price_min"],
      [{ q: "x".repeat(121) }, "q"],
      [{ q: "" }, "q"],
      [{ per_page: "51" }, "per_page"],
      [{ page: "0" }, "page"],
      [{ city_id: "x" }, "city_id"],
      [{ category_id: newId() }, "category_id"],
    ];
    for (const [query, field] of cases) {
      const res = await search(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.json.error.details), JSON.stringify(query)).toEqual([field]);
    }
    const ar = await search({ price_min: "60.000", price_max: "50.000" }, "ar");
    expect(ar.json.error.details.price_min).toEqual(["يجب ألا يتجاوز أدنى سعر أعلى سعر."]);
    expect((await search({ price_min: "0", price_max: "99999.999" })).status).toBe(200);
  });

  it("answers 503 SEARCH_UNAVAILABLE when the engine is down, without engine details", async () => {
    setSearchProvider(engineDown);
    const res = await search({ q: "hall" });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("SEARCH_UNAVAILABLE");
    expect(JSON.stringify(res.json)).not.toContain("unreachable");
  });
});
