import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../core/db/client";
import { newId } from "../core/ids";
import type { SearchDocument, SearchProvider, SearchRequest } from "../search/engine/provider";

// The contract every search provider passes (memory-index on PostgreSQL and
// PGlite, meilisearch when one runs). Each rule of the spec's search limits
// has a case here. Documents carry this run's own category and city ids and
// every query filters on them, so parallel test files sharing a database do
// not see each other's documents.

/** A vendor document for tests: `over` on top of plain values (no price, no reviews, ranking score 3, approved 2026-01-01). */
export function testSearchDocument(
  over: Partial<SearchDocument> & Pick<SearchDocument, "id" | "nameAr" | "nameEn" | "categoryIds" | "cityId">,
): SearchDocument {
  return {
    kind: "vendor",
    vendorId: over.id,
    categoryNames: [],
    text: [],
    primaryCategoryId: over.categoryIds[0] ?? null,
    governorateId: null,
    areaId: null,
    branchAreaIds: [],
    priceFrom: null,
    rating: 0,
    reviewsCount: 0,
    rankingScore: 3,
    approvedAt: new Date("2026-01-01T00:00:00Z"),
    location: null,
    ...over,
  };
}

export function describeSearchContract(label: string, makeProvider: () => Promise<SearchProvider>): void {
  describe(`search provider contract: ${label}`, () => {
    const run = randomUUID().slice(0, 8);
    const cat = { venues: `venues-${run}`, photo: `photo-${run}`, catering: `catering-${run}`, ranked: `ranked-${run}` };
    const city = `kw-${run}`;
    const gov = { capital: `capital-${run}`, hawalli: `hawalli-${run}` };
    const area = { sharq: `sharq-${run}`, salmiya: `salmiya-${run}` };
    const id = (name: string) => `${name}-${run}`;
    let provider: SearchProvider;

    const doc = (over: Partial<SearchDocument> & Pick<SearchDocument, "id" | "nameAr" | "nameEn">): SearchDocument =>
      testSearchDocument({ categoryIds: [cat.venues], cityId: city, governorateId: gov.capital, areaId: area.sharq, ...over });

    const docs: SearchDocument[] = [
      doc({
        id: id("raya"),
        nameAr: "قاعة الراية للأفراح",
        nameEn: "Al Raya Wedding Hall",
        categoryNames: ["قاعات", "Venues"],
        text: ["حفلات الزفاف والاحتفالات"],
        priceFrom: 1500,
        rating: 4.6,
        reviewsCount: 10,
        rankingScore: 4.4,
        approvedAt: new Date("2025-03-01T00:00:00Z"),
      }),
      doc({
        id: id("golden"),
        nameAr: "استوديو الضوء الذهبي",
        nameEn: "Golden Light Studio",
        categoryNames: ["تصوير فوتوغرافي", "Photography"],
        text: ["celebrations"],
        categoryIds: [cat.photo],
        governorateId: gov.hawalli,
        areaId: area.salmiya,
        priceFrom: 250,
        rating: 4.1,
        reviewsCount: 5,
        rankingScore: 4.0,
        approvedAt: new Date("2026-02-01T00:00:00Z"),
      }),
      doc({
        id: id("layla"),
        nameAr: "مطبخ ليلى",
        nameEn: "Layla's Kitchen",
        categoryNames: ["ضيافة", "Catering"],
        text: ["بوفيه مفتوح للقاعة"],
        categoryIds: [cat.catering, cat.venues],
        governorateId: gov.hawalli,
        areaId: area.salmiya,
        priceFrom: null,
        rating: 5,
        reviewsCount: 2,
        rankingScore: 3.6,
        approvedAt: new Date("2026-06-01T00:00:00Z"),
      }),
      doc({
        id: id("noor"),
        nameAr: "نور للتصوير",
        nameEn: "Noor Photography",
        categoryNames: ["Photography"],
        text: ["استوديو"],
        categoryIds: [cat.photo],
        priceFrom: 90,
        rating: 3.2,
        reviewsCount: 4,
        rankingScore: 3.3,
        approvedAt: new Date("2026-09-01T00:00:00Z"),
      }),
      // A service document of Golden Light: searched separately from vendors.
      doc({
        kind: "service",
        id: id("golden-wedding"),
        vendorId: id("golden"),
        nameAr: "باقة تصوير الزفاف",
        nameEn: "Wedding photo package",
        categoryIds: [cat.photo],
        priceFrom: 300,
      }),
    ];

    // Field order and match quality, in a category of their own (outside
    // `scope`): the better the ranking score, the worse the match, so only
    // relevance can put them in the expected order.
    const ranked = (over: Partial<SearchDocument> & Pick<SearchDocument, "id" | "nameAr" | "nameEn">) => doc({ categoryIds: [cat.ranked], ...over });
    const rankedDocs: SearchDocument[] = [
      ranked({ id: id("lantern-name"), nameAr: "بيت الفانوس", nameEn: "Lantern House", rankingScore: 3.0 }),
      ranked({ id: id("lantern-category"), nameAr: "ليالي", nameEn: "Bright Nights", categoryNames: ["فانوس وزينة", "Lantern Rentals"], rankingScore: 4.0 }),
      ranked({
        id: id("lantern-text"),
        nameAr: "ركن هادئ",
        nameEn: "Quiet Corner",
        text: ["نعلق فانوس على كل باب", "a lantern at every door"],
        rankingScore: 4.9,
      }),
      ranked({ id: id("marquee-exact"), nameAr: "خيام", nameEn: "Marquee Tents", rankingScore: 3.0 }),
      ranked({ id: id("marquee-typo"), nameAr: "خيام", nameEn: "Marqee Events", rankingScore: 4.0 }),
      ranked({ id: id("marquee-category"), nameAr: "ظلال", nameEn: "Shade Co", categoryNames: ["Marquee Hire"], rankingScore: 4.9 }),
    ];
    const rankedIds = async (q: string) => (await find(q, { filters: { categoryIds: [cat.ranked] } })).ids.map((x) => x.replace(`-${run}`, ""));

    const scope = { categoryIds: [cat.venues, cat.photo, cat.catering], cityId: city };
    const find = (q: string | undefined, extra: Partial<SearchRequest> = {}) =>
      provider.search({ kind: "vendor", q, sort: "relevance", offset: 0, limit: 20, facets: false, ...extra, filters: { ...scope, ...extra.filters } });
    const ids = async (q: string | undefined, extra: Partial<SearchRequest> = {}) => (await find(q, extra)).ids.map((x) => x.replace(`-${run}`, ""));

    beforeAll(async () => {
      provider = await makeProvider();
      await provider.upsert([...docs, ...rankedDocs]);
    });
    afterAll(async () => {
      for (const d of [...docs, ...rankedDocs]) if (d.kind === "vendor") await provider.removeVendor(d.id);
    });

    it("finds a vendor by its Arabic and by its English name (mixed-language names)", async () => {
      expect(await ids("الراية")).toEqual(["raya"]);
      expect(await ids("Al Raya")).toEqual(["raya"]);
      expect(await ids("golden light")).toEqual(["golden"]);
    });

    it("folds Arabic spelling variants: alef/hamza forms, taa marbuta, alef maqsura, tashkeel, tatweel", async () => {
      expect(await ids("قاعه الرايه")).toEqual(["raya"]);
      expect(await ids("ليلي")).toEqual(["layla"]);
      expect(await ids("الذهبى")).toEqual(["golden"]);
      expect(await ids("الأفراح")).toEqual(["raya"]);
      expect(await ids("الافراح")).toEqual(["raya"]);
      expect(await ids("مَطْبَخ")).toEqual(["layla"]);
      expect(await ids("مطـــبخ")).toEqual(["layla"]);
    });

    it("handles the definite article: with or without ال the same word matches", async () => {
      expect(await ids("القاعة الراية")).toEqual(["raya"]);
      expect(await ids("راية")).toEqual(["raya"]);
      expect(await ids("ضوء")).toEqual(["golden"]);
    });

    it("allows 1 typo from 5 letters and 2 from 9, none below 5 (transposition = 1 typo)", async () => {
      expect(await ids("Leyla")).toEqual(["layla"]); // 5 letters, 1 substitution
      expect(await ids("studoi")).toEqual(["golden"]); // 6 letters, 1 transposition
      expect(await ids("celebrasiobs")).toEqual(["golden"]); // 12 letters, 2 substitutions
      expect(await ids("celebraions")).toEqual(["golden"]); // the last word while typing: 1 letter missing still finds it
      expect(await ids("celbraions")).toEqual(["golden"]); // 10 letters, 2 missing
      expect(await ids("استديو")).toEqual(expect.arrayContaining(["golden", "noor"])); // 1 deletion from استوديو
      expect(await ids("Nuor")).toEqual([]); // 4 letters: no typo allowed
      expect(await ids("kitchxx")).toEqual([]); // 7 letters, 2 typos: over budget
      expect(await ids("celebrasiobx")).toEqual([]); // 12 letters, 3 typos
    });

    it("ranks an exact word above a typo and a name hit above other text", async () => {
      // "photography" is in Noor's name and only in Golden Light's category names.
      expect(await ids("photography")).toEqual(["noor", "golden"]);
    });

    it("ranks by field: a name hit above a category-name hit above other text (Arabic and English)", async () => {
      expect(await rankedIds("lantern")).toEqual(["lantern-name", "lantern-category", "lantern-text"]);
      expect(await rankedIds("فانوس")).toEqual(["lantern-name", "lantern-category", "lantern-text"]);
    });

    it("ranks a typo below the exact word in the same field, and the field before the typo", async () => {
      // 7 letters: one typo allowed ("marqee" is one letter short).
      expect(await rankedIds("marquee")).toEqual(["marquee-exact", "marquee-typo", "marquee-category"]);
    });

    it("ranks a synonym below the word itself in the same field", async () => {
      const letters = run.replace(/[^a-z]/g, "x");
      const [word, synonym] = [`pavilion${letters}`, `gazebo${letters}`];
      const docsOfWords = [
        ranked({ id: id("word"), nameAr: "جناح", nameEn: `${word} Garden`, rankingScore: 3.0 }),
        ranked({ id: id("synonym"), nameAr: "جناح", nameEn: `${synonym} Garden`, rankingScore: 4.9 }),
      ];
      await provider.upsert(docsOfWords);
      const group = await db.searchSynonymGroup.create({ data: { id: newId(), terms: [word, synonym], sortOrder: 10_001 } });
      try {
        await provider.setSynonyms((await db.searchSynonymGroup.findMany({ orderBy: { sortOrder: "asc" } })).map((g) => g.terms));
        expect(await rankedIds(`${word} `)).toEqual(["word", "synonym"]);
        expect(await rankedIds(`${synonym} `)).toEqual(["synonym", "word"]);
      } finally {
        await db.searchSynonymGroup.delete({ where: { id: group.id } });
        await provider.setSynonyms((await db.searchSynonymGroup.findMany({ orderBy: { sortOrder: "asc" } })).map((g) => g.terms));
        for (const d of docsOfWords) await provider.removeVendor(d.id);
      }
    });

    it("matches the last word as a prefix while typing, but not after a trailing space", async () => {
      expect(await ids("golden li")).toEqual(["golden"]);
      expect(await ids("photog")).toEqual(["noor", "golden"]);
      expect(await ids("photog ")).toEqual([]);
    });

    it("requires every meaningful word; stop words are ignored", async () => {
      expect(await ids("golden kitchen")).toEqual([]);
      expect(await ids("Layla's Kitchen")).toEqual(["layla"]);
      expect(await ids("kitchen in the Layla")).toEqual(["layla"]);
    });

    it("applies synonyms from the dictionary", async () => {
      const word = `zaffa${run.replace(/[^a-z]/g, "x")}`;
      const group = await db.searchSynonymGroup.create({ data: { id: newId(), terms: [word, "الأفراح"], sortOrder: 10_000 } });
      try {
        const all = await db.searchSynonymGroup.findMany({ orderBy: { sortOrder: "asc" } });
        await provider.setSynonyms(all.map((g) => g.terms));
        expect(await ids(`${word} `)).toEqual(["raya"]);
      } finally {
        await db.searchSynonymGroup.delete({ where: { id: group.id } });
        const all = await db.searchSynonymGroup.findMany({ orderBy: { sortOrder: "asc" } });
        await provider.setSynonyms(all.map((g) => g.terms));
      }
    });

    it("filters by category, governorate, area, price bounds (quote-only excluded) and rating (3+ reviews only)", async () => {
      expect(await ids(undefined, { filters: { categoryIds: [cat.photo] } })).toEqual(["golden", "noor"]);
      expect(await ids(undefined, { filters: { governorateId: gov.hawalli } })).toEqual(["golden", "layla"]);
      expect(await ids(undefined, { filters: { areaId: area.sharq } })).toEqual(["raya", "noor"]);
      expect(await ids(undefined, { filters: { priceMin: 100, priceMax: 1500 } })).toEqual(["raya", "golden"]);
      expect(await ids(undefined, { filters: { priceMax: 90 } })).toEqual(["noor"]);
      expect(await ids(undefined, { filters: { ratingMin: 4 } })).toEqual(["raya", "golden"]);
      expect(await ids(undefined, { filters: { ratingMin: 4.5 } })).toEqual(["raya"]);
      expect(await ids(undefined, { filters: { excludeIds: [id("raya")] } })).toEqual(["golden", "layla", "noor"]);
    });

    it("leaves out a listed vendor also after its document changed (the same busy list asked again)", async () => {
      const busy = [id("raya")];
      // Page sizes of their own: each search is evaluated, not answered from an earlier one.
      expect(await ids(undefined, { limit: 18, filters: { excludeIds: busy } })).toEqual(["golden", "layla", "noor"]);
      const raya = docs.find((d) => d.id === id("raya"))!;
      try {
        await provider.upsert([{ ...raya, nameEn: `${raya.nameEn} Hall` }]);
        expect(await ids(undefined, { limit: 19, filters: { excludeIds: busy } })).toEqual(["golden", "layla", "noor"]);
        expect(await ids(undefined, { limit: 19 })).toContain("raya");
      } finally {
        await provider.upsert([raya]);
      }
    });

    it("finds a vendor in its branches' areas as in its own, once, and counts it once per area in the facet", async () => {
      const branchCat = `branches-${run}`;
      const jahra = `jahra-${run}`;
      const branched = doc({ id: id("branched"), nameAr: "فروع", nameEn: "Branched", categoryIds: [branchCat], branchAreaIds: [area.salmiya, jahra] });
      const plain = doc({ id: id("plain"), nameAr: "بلا فروع", nameEn: "Plain", categoryIds: [branchCat] });
      const service = doc({
        kind: "service",
        id: id("branched-svc"),
        vendorId: id("branched"),
        nameAr: "خدمة",
        nameEn: "Service",
        categoryIds: [branchCat],
        branchAreaIds: [jahra],
      });
      const inCat = (areaId: string, facets = false) => find(undefined, { filters: { categoryIds: [branchCat], areaId }, facets });
      try {
        await provider.upsert([branched, plain, service]);
        expect((await inCat(jahra)).ids).toEqual([id("branched")]);
        expect((await inCat(area.salmiya)).ids).toEqual([id("branched")]);
        expect([...(await inCat(area.sharq)).ids].sort()).toEqual([id("branched"), id("plain")].sort());
        expect(
          (
            await provider.search({
              kind: "service",
              sort: "relevance",
              offset: 0,
              limit: 20,
              facets: false,
              filters: { categoryIds: [branchCat], areaId: jahra },
            })
          ).ids,
        ).toEqual([id("branched-svc")]);
        const { facets } = await find(undefined, { filters: { categoryIds: [branchCat] }, facets: true });
        expect(facets?.area_id).toEqual({ [area.sharq]: 2, [area.salmiya]: 1, [jahra]: 1 });
        // The branch in Jahra removed: the rebuilt documents no longer find it there.
        await provider.replaceVendor(id("branched"), [{ ...branched, branchAreaIds: [area.salmiya] }]);
        expect((await inCat(jahra)).ids).toEqual([]);
        expect((await inCat(area.salmiya)).ids).toEqual([id("branched")]);
      } finally {
        await provider.removeVendor(id("branched"));
        await provider.removeVendor(id("plain"));
      }
    });

    it("sorts: ranking score by default, rating, price both ways (quote-only last), newest and oldest", async () => {
      expect(await ids(undefined)).toEqual(["raya", "golden", "layla", "noor"]);
      expect(await ids(undefined, { sort: "rating" })).toEqual(["raya", "golden", "noor", "layla"]);
      expect(await ids(undefined, { sort: "price_asc" })).toEqual(["noor", "golden", "raya", "layla"]);
      expect(await ids(undefined, { sort: "price_desc" })).toEqual(["raya", "golden", "noor", "layla"]);
      expect(await ids(undefined, { sort: "newest" })).toEqual(["noor", "layla", "golden", "raya"]);
      expect(await ids(undefined, { sort: "oldest" })).toEqual(["raya", "golden", "layla", "noor"]);
    });

    it("sorts by distance from a point: nearest first, equal distances by relevance, documents without a point last", async () => {
      const nearCat = `near-${run}`;
      const [salmiya, sharq, jahra] = [
        { lat: 29.333, lng: 48.076 },
        { lat: 29.378, lng: 47.992 },
        { lat: 29.337, lng: 47.658 },
      ];
      const near = (over: Partial<SearchDocument> & Pick<SearchDocument, "id" | "nameAr" | "nameEn">) => doc({ categoryIds: [nearCat], ...over });
      const nearDocs = [
        near({ id: id("far"), nameAr: "خيام الجهراء", nameEn: "Jahra Tents", location: jahra, rankingScore: 4.9 }),
        near({ id: id("close-name"), nameAr: "خيام السالمية", nameEn: "Salmiya Tents", location: salmiya, rankingScore: 3.0 }),
        near({ id: id("close-text"), nameAr: "مظلات السالمية", nameEn: "Salmiya Shades", text: ["tents"], location: salmiya, rankingScore: 4.0 }),
        near({ id: id("nowhere"), nameAr: "خيام", nameEn: "Nowhere Tents", location: null, rankingScore: 5.0 }),
        near({ id: id("city"), nameAr: "خيام شرق", nameEn: "Sharq Tents", location: sharq, rankingScore: 1.0 }),
      ];
      await provider.upsert(nearDocs);
      try {
        const order = async (q: string | undefined, from: { lat: number; lng: number }, extra: Partial<SearchRequest> = {}) =>
          (await find(q, { sort: "distance", near: from, ...extra, filters: { categoryIds: [nearCat] } })).ids.map((x) => x.replace(`-${run}`, ""));
        // Browsing: equal distances by the ranking score.
        expect(await order(undefined, salmiya)).toEqual(["close-text", "close-name", "city", "far", "nowhere"]);
        expect(await order(undefined, jahra)).toEqual(["far", "city", "close-text", "close-name", "nowhere"]);
        // With a query: equal distances by relevance (a name hit before a text hit), whatever the ranking score.
        expect(await order("tents", salmiya)).toEqual(["close-name", "close-text", "city", "far", "nowhere"]);
        expect(await order(undefined, salmiya, { offset: 2, limit: 2 })).toEqual(["city", "far"]);
        const whole = await find(undefined, { sort: "distance", near: jahra, filters: { categoryIds: [nearCat] }, facets: true });
        expect(whole.total).toBe(5);
        expect(whole.facets?.category_id).toEqual({ [nearCat]: 5 });
      } finally {
        for (const d of nearDocs) await provider.removeVendor(d.id);
      }
    });

    it("pages with offset and limit and reports the total", async () => {
      const first = await find(undefined, { limit: 3 });
      const second = await find(undefined, { offset: 3, limit: 3 });
      expect(first.total).toBe(4);
      expect(first.ids).toHaveLength(3);
      expect(second.ids.map((x) => x.replace(`-${run}`, ""))).toEqual(["noor"]);
      const beyond = await find(undefined, { offset: 10, limit: 3 });
      expect(beyond).toMatchObject({ ids: [], total: 4 });
    });

    it("counts facets per filter key over the results", async () => {
      const { facets } = await find(undefined, { facets: true });
      expect(facets?.category_id).toMatchObject({ [cat.venues]: 2, [cat.photo]: 2, [cat.catering]: 1 });
      expect(facets?.governorate_id).toMatchObject({ [gov.capital]: 2, [gov.hawalli]: 2 });
      expect(facets?.area_id).toMatchObject({ [area.sharq]: 2, [area.salmiya]: 2 });
      expect(facets?.city_id).toMatchObject({ [city]: 4 });
      expect(facets?.rating_min).toEqual({ "3": 3, "4": 2, "4.5": 1 });
      const narrowed = await find("photography", { facets: true });
      expect(narrowed.facets?.category_id).toEqual({ [cat.photo]: 2 });
    });

    it("keeps services apart from vendors", async () => {
      const services = await provider.search({ kind: "service", q: "wedding", filters: scope, sort: "relevance", offset: 0, limit: 10, facets: false });
      expect(services.ids).toEqual([id("golden-wedding")]);
      expect(await ids("package")).toEqual([]);
    });

    it("suggests vendors as the user types, in both languages", async () => {
      const byEnglish = await provider.suggest("golden l", 20);
      expect(byEnglish.map((s) => s.id)).toContain(id("golden"));
      const byArabic = await provider.suggest("الراي", 20);
      expect(byArabic.find((s) => s.id === id("raya"))).toMatchObject({ kind: "vendor", nameAr: "قاعة الراية للأفراح", nameEn: "Al Raya Wedding Hall" });
    });

    it("replaces a document on upsert and removes a vendor with its services", async () => {
      const temp = doc({ id: id("temp"), nameAr: "مؤقت", nameEn: "Temporary Tents" });
      await provider.upsert([temp, doc({ kind: "service", id: id("temp-svc"), vendorId: id("temp"), nameAr: "خيمة", nameEn: "Tent rental" })]);
      expect(await ids("temporary")).toEqual(["temp"]);
      await provider.upsert([{ ...temp, nameEn: "Permanent Tents" }]);
      expect(await ids("temporary ")).toEqual([]);
      expect(await ids("permanent")).toEqual(["temp"]);
      expect(await provider.indexedIds("service")).toContain(id("temp-svc"));
      await provider.removeVendor(id("temp"));
      expect(await ids("permanent")).toEqual([]);
      const left = new Set([...(await provider.indexedIds("vendor")), ...(await provider.indexedIds("service"))]);
      expect(left.has(id("temp"))).toBe(false);
      expect(left.has(id("temp-svc"))).toBe(false);
      expect(left.has(id("raya"))).toBe(true);
    });

    it("replaces a vendor's documents at once: no search meanwhile misses it, and a service it no longer has is gone", async () => {
      const steady = doc({ id: id("steady"), nameAr: "صوتيات ثابتة", nameEn: "Steady Sounds" });
      await provider.upsert([steady, doc({ kind: "service", id: id("steady-old"), vendorId: id("steady"), nameAr: "قديم", nameEn: "Old stage" })]);
      const seen: string[] = [];
      let replacing = true;
      await Promise.all([
        (async () => {
          try {
            for (let round = 0; round < 8; round++) await provider.replaceVendor(id("steady"), [{ ...steady, text: [`round${round}`] }]);
          } finally {
            replacing = false;
          }
        })(),
        (async () => {
          // A macrotask between searches: the in-process embedded database serves waiting writers then.
          while (replacing) {
            seen.push((await ids("steady")).join(","));
            await new Promise((resolve) => setImmediate(resolve));
          }
        })(),
      ]);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((answer) => answer !== "steady")).toEqual([]);
      expect(await ids("round7")).toEqual(["steady"]);
      expect(await provider.indexedIds("service")).not.toContain(id("steady-old"));
      await provider.replaceVendor(id("steady"), []);
      expect(await ids("steady")).toEqual([]);
    });
  });
}
