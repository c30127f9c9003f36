import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { engineDown } from "@/server/test/search";
import { vendorWithOwner } from "@/server/test/fixtures";
import { tag } from "@/server/test/identity";
import { documentsForVendors } from "./engine/documents";
import { searchProvider, setSearchProvider } from "./engine/engine";

// As-you-type suggestions through GET /search/suggestions, on the built-in
// engine. Vendor names carry a per-test tag, so other tests' vendors never
// match; categories and synonym terms come from the reference seed.

type Suggestion = { type: string; id?: string; slug?: string; name?: string; text?: string };

const suggest = (q: string, locale: "ar" | "en" = "en") => call("/search/suggestions", { query: { q }, headers: { "accept-language": locale } });

/** A visible vendor with these names, indexed. */
async function indexedVendor(nameAr: string, nameEn: string) {
  const { vendor } = await vendorWithOwner({ categories: ["flowers"] });
  await db.vendor.update({ where: { id: vendor.id }, data: { nameAr, nameEn } });
  const docs = (await documentsForVendors([vendor.id])).get(vendor.id)!;
  await (await searchProvider()).upsert(docs);
  return db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
}

afterEach(() => setSearchProvider(undefined));

describe("GET /search/suggestions", () => {
  it("suggests vendors whose name has a word starting with the typed text, named in the caller's language", async () => {
    const t = tag();
    const vendor = await indexedVendor(`ورود ${t}`, `Petalhouse${t} Flowers`);
    const partial = `petalhouse${t.slice(0, 3)}`;

    const en = await suggest(partial);
    expect(en.status).toBe(200);
    expect(en.json.data).toEqual([{ type: "vendor", id: vendor.id, slug: vendor.slug, name: `Petalhouse${t} Flowers` }]);
    const ar = await suggest(`PETALHOUSE${t}`, "ar");
    expect(ar.json.data).toEqual([{ type: "vendor", id: vendor.id, slug: vendor.slug, name: `ورود ${t}` }]);
    expect(JSON.stringify(en.json)).not.toContain(vendor.contactEmail!);
  });

  it("suggests active categories by their Arabic or English names (article-less words too) and synonym terms", async () => {
    const photography = await db.category.findUniqueOrThrow({ where: { slug: "photography" } });
    const en = (await suggest("photog")).json.data as Suggestion[];
    expect(en.filter((s) => s.type === "category").map((s) => s.slug)).toEqual(["photography", "wedding-photography", "product-event-photography"]);
    expect(en.find((s) => s.slug === "photography")).toEqual({ type: "category", id: photography.id, slug: "photography", name: "Photography" });
    expect(en.filter((s) => s.type === "term")).toEqual([
      { type: "term", text: "photography" },
      { type: "term", text: "photographer" },
    ]);

    // "تصوير" starts "التصوير الفوتوغرافي" once the article is set aside; Arabic names in Arabic.
    const ar = (await suggest("تصوير", "ar")).json.data as Suggestion[];
    expect(ar).toContainEqual({ type: "category", id: photography.id, slug: "photography", name: "التصوير الفوتوغرافي" });
    expect(ar).toContainEqual({ type: "term", text: "تصوير" });
    // Categories match words from their start only.
    expect(((await suggest("graphy")).json.data as Suggestion[]).filter((s) => s.type === "category")).toEqual([]);

    await db.category.update({ where: { slug: "photography" }, data: { status: "inactive" } });
    const hidden = (await suggest("photog")).json.data as Suggestion[];
    // An inactive category and its subcategories are not suggested.
    expect(hidden.filter((s) => s.type === "category")).toEqual([]);
  });

  it("gives at most 10: up to 5 vendors first, then categories and terms; a hidden vendor is never suggested", async () => {
    const t = tag();
    const prefix = `zq${t}`;
    const vendors = [];
    for (let i = 1; i <= 6; i++) vendors.push(await indexedVendor(`مورد ${prefix}v${i}`, `${prefix}v${i}`));
    await db.searchSynonymGroup.create({ data: { id: newId(), terms: Array.from({ length: 8 }, (_, i) => `${prefix}t${i}`), sortOrder: 999 } });
    const data = (await suggest(prefix)).json.data as Suggestion[];
    expect(data).toHaveLength(10);
    expect(data.slice(0, 5).map((s) => s.type)).toEqual(Array(5).fill("vendor"));
    expect(data.slice(5)).toEqual([0, 1, 2, 3, 4].map((i) => ({ type: "term", text: `${prefix}t${i}` })));

    // Suspended after indexing (the index still holds it): gone from suggestions at once.
    const suspended = vendors[0];
    const ids = async () => ((await suggest(`${prefix}v1`)).json.data as Suggestion[]).map((s) => s.id);
    expect((await ids())[0]).toBe(suspended.id);
    await db.vendor.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    expect(await ids()).not.toContain(suspended.id);
  });

  it("answers an empty list when nothing matches, or nothing is left after folding", async () => {
    expect((await suggest(`nothing${tag()}`)).json.data).toEqual([]);
    const punctuation = await suggest("؟!");
    expect(punctuation.status).toBe(200);
    expect(punctuation.json.data).toEqual([]);
  });

  it("validates q (1-120 characters) and refuses unknown parameters", async () => {
    for (const q of ["", "   ", "x".repeat(121)]) {
      const res = await suggest(q);
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.error.details)).toEqual(["q"]);
    }
    expect((await call("/search/suggestions")).status).toBe(422);
    const extra = await call("/search/suggestions", { query: { q: "hall", limit: "3" }, headers: { "accept-language": "en" } });
    expect(extra.json.error.details).toEqual({ limit: ["Unknown parameter."] });
    expect((await suggest("x".repeat(120))).status).toBe(200);
  });

  it("answers 503 SEARCH_UNAVAILABLE when the engine is down, without engine details", async () => {
    setSearchProvider(engineDown);
    const res = await suggest("hall");
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("SEARCH_UNAVAILABLE");
    expect(JSON.stringify(res.json)).not.toContain("unreachable");
  });
});
