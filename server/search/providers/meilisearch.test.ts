import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchDocument, SearchRequest } from "@/server/search/provider";
import {
  fromMeiliFacets,
  MeilisearchProvider,
  meiliSettings,
  meiliSynonyms,
  queryText,
  toMeiliDocument,
  toMeiliQuery,
} from "@/server/search/providers/meilisearch";

// The Meilisearch adapter without a Meilisearch: the settings and the
// translation of requests and documents are pure functions, and the provider's
// requests are checked against a fake HTTP endpoint (global fetch). The same
// provider against a real server: meilisearch.contract.test.ts.

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  kind: "vendor",
  filters: {},
  sort: "relevance",
  offset: 0,
  limit: 20,
  facets: false,
  ...overrides,
});

const doc = (overrides: Partial<SearchDocument> = {}): SearchDocument => ({
  kind: "vendor",
  id: "01JVENDOR0000000000000001",
  vendorId: "01JVENDOR0000000000000001",
  nameAr: "قاعة الراية الكبرى",
  nameEn: "Al-Raya Grand Hall",
  text: ["قاعات أفراح", "Wedding halls", "السالمية"],
  categoryIds: ["cat-halls", "cat-weddings"],
  primaryCategoryId: "cat-halls",
  cityId: "city-kuwait",
  governorateId: "gov-hawalli",
  areaId: "area-salmiya",
  priceFrom: 1250.5,
  rating: 4.6,
  reviewsCount: 12,
  rankingScore: 4.41,
  approvedAt: new Date("2025-03-01T09:00:00.000Z"),
  ...overrides,
});

describe("meiliSettings", () => {
  it("applies the spec's typo budget: 1 typo from 5 characters, 2 from 9", () => {
    expect(meiliSettings().typoTolerance).toEqual({ enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } });
  });

  it("searches folded names first, then names, then other text", () => {
    expect(meiliSettings().searchableAttributes).toEqual(["name_norm", "nameAr", "nameEn", "text_norm"]);
  });

  it("filters, sorts and ranks on the fields the requests use", () => {
    const settings = meiliSettings();
    expect(settings.filterableAttributes).toEqual([
      "categoryIds",
      "cityId",
      "governorateId",
      "areaId",
      "priceFrom",
      "rating",
      "reviewsCount",
      "id",
      "vendorId",
    ]);
    expect(settings.sortableAttributes).toEqual(["rankingScore", "rating", "reviewsCount", "priceFrom", "approvedAt", "hasPrice", "hasRating"]);
    // An explicit sort orders the whole list; otherwise relevance, then the ranking score.
    expect(settings.rankingRules).toEqual(["sort", "words", "typo", "proximity", "attribute", "exactness", "rankingScore:desc", "approvedAt:desc"]);
    // Exact totals beyond Meilisearch's default cap of 1000.
    expect(settings.pagination).toEqual({ maxTotalHits: 100_000 });
  });

  it("leaves the synonyms alone (applying the settings must not wipe the dictionary)", () => {
    expect(meiliSettings()).not.toHaveProperty("synonyms");
  });
});

describe("meiliSynonyms", () => {
  it("expands every group both ways, folded like queries, merging groups that share a term", () => {
    expect(meiliSynonyms([["قاعة", "صالة", "Hall"], ["hall", "Venue"], ["solo"]])).toEqual({
      قاعه: ["صاله", "hall"],
      صاله: ["قاعه", "hall"],
      hall: ["قاعه", "صاله", "venue"],
      venue: ["hall"],
    });
  });

  it("keeps multi-word terms, without articles, hamza or taa marbuta", () => {
    expect(meiliSynonyms([["قاعة الأفراح", "Wedding Hall"]])).toEqual({ "قاعه افراح": ["wedding hall"], "wedding hall": ["قاعه افراح"] });
  });

  it("drops terms that fold to nothing and duplicates inside a group", () => {
    expect(meiliSynonyms([["قاعة", "قاعه", "!!"]])).toEqual({});
  });
});

describe("queryText", () => {
  it.each([
    ["folds Arabic spelling variants", "قاعةٌ إضاءة", "قاعه اضاءه"],
    ["queries the article-less stem", "القاعة", "قاعه"],
    ["strips attached particles with the article", "والقاعات", "قاعات"],
    ["drops stop words", "قاعة في السالمية", "قاعه سالميه"],
    ["keeps a query made only of stop words", "the in", "the in"],
    ["folds Latin case and accents", "Café HALL", "cafe hall"],
    ["reads at most 10 words", "a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11", "a1 a2 a3 a4 a5 a6 a7 a8 a9 a10"],
    ["punctuation only is empty", "؟!", ""],
  ])("%s", (_rule, input, expected) => {
    expect(queryText(input)).toBe(expected);
  });
});

describe("toMeiliDocument", () => {
  it("stores ids, filter fields and folded text with article-less stems", () => {
    expect(toMeiliDocument(doc())).toEqual({
      id: "01JVENDOR0000000000000001",
      vendorId: "01JVENDOR0000000000000001",
      nameAr: "قاعة الراية الكبرى",
      nameEn: "Al-Raya Grand Hall",
      name_norm: ["قاعه الرايه رايه الكبري كبري", "al raya grand hall"],
      text_norm: ["قاعات افراح", "wedding halls", "السالميه سالميه"],
      categoryIds: ["cat-halls", "cat-weddings"],
      cityId: "city-kuwait",
      governorateId: "gov-hawalli",
      areaId: "area-salmiya",
      priceFrom: 1250.5,
      hasPrice: 1,
      rating: 4.6,
      hasRating: 1,
      reviewsCount: 12,
      rankingScore: 4.41,
      approvedAt: Date.parse("2025-03-01T09:00:00.000Z"),
    });
  });

  it("keeps quote-only prices null and marks ratings of under 3 reviews as not shown", () => {
    const m = toMeiliDocument(doc({ priceFrom: null, reviewsCount: 2, governorateId: null, areaId: null }));
    expect(m).toMatchObject({ priceFrom: null, hasPrice: 0, hasRating: 0, governorateId: null, areaId: null });
  });
});

describe("toMeiliQuery", () => {
  it("browses with the ranking score when there is no query", () => {
    expect(toMeiliQuery(request())).toEqual({
      main: { q: "", page: 1, hitsPerPage: 20, attributesToRetrieve: ["id"], sort: ["rankingScore:desc", "approvedAt:desc"] },
      skip: 0,
      ratingCounts: [],
    });
  });

  it("sends the folded query, every word required, with no sort for relevance", () => {
    const { main } = toMeiliQuery(request({ q: "  القاعة الكبرى " }));
    // A trailing space means the last word is finished: Meilisearch then skips its prefix match.
    expect(main).toEqual({ q: "قاعه كبري ", page: 1, hitsPerPage: 20, attributesToRetrieve: ["id"], matchingStrategy: "all" });
    expect(toMeiliQuery(request({ q: "القاعة الكبرى" })).main.q).toBe("قاعه كبري");
  });

  it("treats a query of punctuation as browsing", () => {
    expect(toMeiliQuery(request({ q: "؟؟" })).main).toMatchObject({ q: "", sort: ["rankingScore:desc", "approvedAt:desc"] });
    expect(toMeiliQuery(request({ q: "؟؟" })).main).not.toHaveProperty("matchingStrategy");
  });

  it("writes every filter into one expression", () => {
    const { main } = toMeiliQuery(
      request({
        filters: {
          categoryIds: ["cat-a", "cat-b"],
          cityId: "city-1",
          governorateId: "gov-1",
          areaId: "area-1",
          priceMin: 10.5,
          priceMax: 250,
          ratingMin: 4.5,
          excludeIds: ["v1", "v2"],
        },
      }),
    );
    expect(main.filter).toBe(
      'categoryIds IN ["cat-a", "cat-b"] AND cityId = "city-1" AND governorateId = "gov-1" AND areaId = "area-1"' +
        " AND priceFrom IS NOT NULL AND priceFrom >= 10.5 AND priceFrom <= 250" +
        ' AND rating >= 4.5 AND reviewsCount >= 3 AND id NOT IN ["v1", "v2"]',
    );
  });

  it("excludes quote-only listings with either price bound alone", () => {
    expect(toMeiliQuery(request({ filters: { priceMin: 0 } })).main.filter).toBe("priceFrom IS NOT NULL AND priceFrom >= 0");
    expect(toMeiliQuery(request({ filters: { priceMax: 99999.999 } })).main.filter).toBe("priceFrom IS NOT NULL AND priceFrom <= 99999.999");
  });

  it("escapes quotes and backslashes inside values", () => {
    expect(toMeiliQuery(request({ filters: { cityId: 'a"b\\c' } })).main.filter).toBe('cityId = "a\\"b\\\\c"');
    expect(toMeiliQuery(request({ filters: { excludeIds: ['x" OR id EXISTS'] } })).main.filter).toBe('id NOT IN ["x\\" OR id EXISTS"]');
  });

  it("leaves out empty lists", () => {
    expect(toMeiliQuery(request({ filters: { categoryIds: [], excludeIds: [] } })).main).not.toHaveProperty("filter");
  });

  it.each([
    ["rating", ["hasRating:desc", "rating:desc", "reviewsCount:desc", "rankingScore:desc"]],
    ["price_asc", ["hasPrice:desc", "priceFrom:asc", "rankingScore:desc"]],
    ["price_desc", ["hasPrice:desc", "priceFrom:desc", "rankingScore:desc"]],
    ["newest", ["approvedAt:desc"]],
    ["oldest", ["approvedAt:asc"]],
  ] as const)("sorts %s with or without a query", (sort, expected) => {
    expect(toMeiliQuery(request({ sort })).main.sort).toEqual(expected);
    expect(toMeiliQuery(request({ sort, q: "hall" })).main.sort).toEqual(expected);
  });

  it("pages by page number when the offset is a multiple of the limit (exact totals)", () => {
    expect(toMeiliQuery(request({ offset: 40, limit: 20 }))).toMatchObject({ main: { page: 3, hitsPerPage: 20 }, skip: 0 });
  });

  it("serves any other offset from page 1 and skips the leading hits", () => {
    expect(toMeiliQuery(request({ offset: 17, limit: 20 }))).toMatchObject({ main: { page: 1, hitsPerPage: 37 }, skip: 17 });
    expect(toMeiliQuery(request({ offset: 5, limit: 0 }))).toMatchObject({ main: { page: 1, hitsPerPage: 5 }, skip: 5 });
  });

  it("asks for the facets and one count per rating bucket, with the same text and filters", () => {
    const plan = toMeiliQuery(request({ q: "hall", facets: true, filters: { cityId: "city-1" } }));
    expect(plan.main.facets).toEqual(["categoryIds", "cityId", "governorateId", "areaId"]);
    expect(plan.ratingCounts).toEqual([
      { bucket: "3", query: { q: "hall", page: 1, hitsPerPage: 0, matchingStrategy: "all", filter: 'cityId = "city-1" AND rating >= 3 AND reviewsCount >= 3' } },
      { bucket: "4", query: { q: "hall", page: 1, hitsPerPage: 0, matchingStrategy: "all", filter: 'cityId = "city-1" AND rating >= 4 AND reviewsCount >= 3' } },
      { bucket: "4.5", query: { q: "hall", page: 1, hitsPerPage: 0, matchingStrategy: "all", filter: 'cityId = "city-1" AND rating >= 4.5 AND reviewsCount >= 3' } },
    ]);
  });
});

describe("fromMeiliFacets", () => {
  it("maps attributes to our facet keys and adds the rating buckets", () => {
    expect(
      fromMeiliFacets(
        { categoryIds: { "cat-a": 3, "cat-b": 1 }, cityId: { "city-1": 4 }, governorateId: { "gov-1": 2 }, areaId: { "area-1": 2, "area-2": 0 } },
        { "3": 3, "4": 2, "4.5": 1 },
      ),
    ).toEqual({
      category_id: { "cat-a": 3, "cat-b": 1 },
      city_id: { "city-1": 4 },
      governorate_id: { "gov-1": 2 },
      area_id: { "area-1": 2 },
      rating_min: { "3": 3, "4": 2, "4.5": 1 },
    });
  });

  it("gives empty maps and zero counts when nothing matched", () => {
    expect(fromMeiliFacets(undefined, {})).toEqual({
      category_id: {},
      city_id: {},
      governorate_id: {},
      area_id: {},
      rating_min: { "3": 0, "4": 0, "4.5": 0 },
    });
  });
});

// ------------------------------------------------------------ the provider over HTTP

type Call = { method: string; path: string; query: URLSearchParams; body: any };
type Reply = { status?: number; body: unknown };

type TaskError = { code: string; message: string };

/**
 * A stand-in Meilisearch: records requests, enqueues a task for every write
 * and answers task polls as succeeded, or failed with `taskError(call)`.
 */
function fakeMeilisearch(options: { reply?: (call: Call) => Reply | undefined; taskError?: (call: Call) => TaskError | undefined } = {}) {
  const calls: Call[] = [];
  const tasks = new Map<number, Call>();
  vi.stubGlobal("fetch", async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: Call = {
      method: init?.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    const task = /^\/tasks\/(\d+)$/.exec(call.path);
    if (task) {
      const source = tasks.get(Number(task[1]))!;
      const error = options.taskError?.(source);
      return json({
        uid: Number(task[1]),
        indexUid: "x",
        status: error ? "failed" : "succeeded",
        type: "documentAdditionOrUpdate",
        error: error ? { ...error, type: "invalid_request", link: "" } : null,
      });
    }
    const custom = options.reply?.(call);
    if (custom) return json(custom.body, custom.status);
    if (call.method === "GET") throw new Error(`unexpected GET ${call.path}`);
    const taskUid = tasks.size + 1;
    tasks.set(taskUid, call);
    return json({ taskUid, indexUid: "x", status: "enqueued", type: "x", enqueuedAt: new Date().toISOString() }, 202);
  });
  return { calls, writes: () => calls.filter((c) => c.method !== "GET" && c.path !== "/multi-search") };
}

const provider = () => new MeilisearchProvider({ host: "http://meili.test:7700", apiKey: "test-key", indexPrefix: "t" });

describe("MeilisearchProvider", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("creates both indexes with primary key id and applies the settings once", async () => {
    const fake = fakeMeilisearch();
    const p = provider();
    await p.ensureSettings();
    await p.ensureSettings();
    expect(fake.writes().map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", "/indexes", { uid: "t_vendors", primaryKey: "id" }],
      ["PATCH", "/indexes/t_vendors/settings", meiliSettings()],
      ["POST", "/indexes", { uid: "t_services", primaryKey: "id" }],
      ["PATCH", "/indexes/t_services/settings", meiliSettings()],
    ]);
  });

  it("accepts indexes that already exist, and fails on any other creation error", async () => {
    let fake = fakeMeilisearch({ taskError: (call) => (call.path === "/indexes" ? { code: "index_already_exists", message: "exists" } : undefined) });
    await provider().ensureSettings();
    expect(fake.writes().filter((c) => c.method === "PATCH")).toHaveLength(2);

    fake = fakeMeilisearch({ taskError: (call) => (call.path === "/indexes" ? { code: "invalid_index_uid", message: "bad uid" } : undefined) });
    await expect(provider().ensureSettings()).rejects.toThrow(/failed: invalid_index_uid bad uid/);
    expect(fake.writes().filter((c) => c.method === "PATCH")).toHaveLength(0);
  });

  it("sends one multi-search for the window and the rating counts, and maps ids, total and facets", async () => {
    const fake = fakeMeilisearch({
      reply: (call) =>
        call.path === "/multi-search"
          ? {
              body: {
                results: [
                  {
                    indexUid: "t_services",
                    hits: [{ id: "s1" }, { id: "s2" }, { id: "s3" }],
                    totalHits: 9,
                    facetDistribution: { categoryIds: { "cat-a": 9 }, cityId: { "city-1": 9 }, governorateId: {}, areaId: { "area-1": 4 } },
                  },
                  { indexUid: "t_services", hits: [], totalHits: 6 },
                  { indexUid: "t_services", hits: [], totalHits: 3 },
                  { indexUid: "t_services", hits: [], totalHits: 0 },
                ],
              },
            }
          : undefined,
    });
    const req = request({ kind: "service", q: "cake", offset: 1, limit: 2, facets: true, filters: { cityId: "city-1" } });
    const result = await provider().search(req);

    const search = fake.calls.filter((c) => c.path === "/multi-search");
    expect(search).toHaveLength(1);
    const plan = toMeiliQuery(req);
    expect(search[0].body).toEqual({
      queries: [{ indexUid: "t_services", ...plan.main }, ...plan.ratingCounts.map(({ query }) => ({ indexUid: "t_services", ...query }))],
    });
    expect(result).toEqual({
      ids: ["s2", "s3"],
      total: 9,
      facets: {
        category_id: { "cat-a": 9 },
        city_id: { "city-1": 9 },
        governorate_id: {},
        area_id: { "area-1": 4 },
        rating_min: { "3": 6, "4": 3, "4.5": 0 },
      },
    });
  });

  it("upserts each kind into its index with primary key id, waiting for the task", async () => {
    const fake = fakeMeilisearch();
    const vendor = doc();
    const service = doc({ kind: "service", id: "01JSERVICE000000000000001", nameAr: "كيك", nameEn: "Cake" });
    await provider().upsert([vendor, service]);
    const adds = fake.writes().filter((c) => c.path.endsWith("/documents"));
    expect(adds.map((c) => [c.path, c.query.get("primaryKey"), c.body])).toEqual([
      ["/indexes/t_vendors/documents", "id", [toMeiliDocument(vendor)]],
      ["/indexes/t_services/documents", "id", [toMeiliDocument(service)]],
    ]);
    expect(fake.calls.filter((c) => c.path.startsWith("/tasks/")).length).toBe(fake.writes().length);
  });

  it("fails an upsert that Meilisearch rejected", async () => {
    fakeMeilisearch({ taskError: (call) => (call.path.endsWith("/documents") ? { code: "invalid_document_id", message: "bad id" } : undefined) });
    await expect(provider().upsert([doc()])).rejects.toThrow(/failed: invalid_document_id bad id/);
  });

  it("removes a vendor from both indexes by filter, and single documents by id", async () => {
    const fake = fakeMeilisearch();
    const p = provider();
    await p.removeVendor('v"1');
    await p.remove("service", ["s1", "s2"]);
    await p.remove("service", []);
    expect(fake.writes().filter((c) => c.path.includes("/documents/")).map((c) => [c.path, c.body])).toEqual([
      ["/indexes/t_vendors/documents/delete", { filter: 'vendorId = "v\\"1"' }],
      ["/indexes/t_services/documents/delete", { filter: 'vendorId = "v\\"1"' }],
      ["/indexes/t_services/documents/delete-batch", ["s1", "s2"]],
    ]);
  });

  it("lists indexed ids page by page", async () => {
    const all = Array.from({ length: 2500 }, (_, i) => ({ id: `v${i}` }));
    const fake = fakeMeilisearch({
      reply: (call) => {
        if (call.method !== "GET" || !call.path.endsWith("/documents")) return undefined;
        const offset = Number(call.query.get("offset"));
        const limit = Number(call.query.get("limit"));
        return { body: { results: all.slice(offset, offset + limit), offset, limit, total: all.length } };
      },
    });
    expect(await provider().indexedIds("vendor")).toEqual(all.map((d) => d.id));
    const gets = fake.calls.filter((c) => c.method === "GET" && c.path === "/indexes/t_vendors/documents");
    expect(gets.map((c) => [c.query.get("fields"), c.query.get("offset")])).toEqual([
      ["id", "0"],
      ["id", "1000"],
      ["id", "2000"],
    ]);
  });

  it("suggests vendors from their names only", async () => {
    const fake = fakeMeilisearch({
      reply: (call) =>
        call.path === "/indexes/t_vendors/search"
          ? { body: { hits: [{ id: "v1", vendorId: "v1", nameAr: "قاعة الراية", nameEn: "Al Raya Hall" }], estimatedTotalHits: 1 } }
          : undefined,
    });
    expect(await provider().suggest("الراي", 5)).toEqual([{ kind: "vendor", id: "v1", vendorId: "v1", nameAr: "قاعة الراية", nameEn: "Al Raya Hall" }]);
    expect(fake.calls.find((c) => c.path === "/indexes/t_vendors/search")!.body).toEqual({
      q: "راي",
      attributesToSearchOn: ["name_norm"],
      attributesToRetrieve: ["id", "vendorId", "nameAr", "nameEn"],
      matchingStrategy: "all",
      limit: 5,
    });
  });

  it("replaces the synonyms of both indexes", async () => {
    const fake = fakeMeilisearch();
    await provider().setSynonyms([["قاعة", "hall"]]);
    expect(fake.writes().filter((c) => c.path.endsWith("/synonyms")).map((c) => [c.method, c.path, c.body])).toEqual([
      ["PUT", "/indexes/t_vendors/settings/synonyms", { قاعه: ["hall"], hall: ["قاعه"] }],
      ["PUT", "/indexes/t_services/settings/synonyms", { قاعه: ["hall"], hall: ["قاعه"] }],
    ]);
  });

  it("throws when Meilisearch cannot be reached, and sets up again on the next call", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const p = provider();
    await expect(p.search(request())).rejects.toThrow();
    const fake = fakeMeilisearch({ reply: (call) => (call.path === "/multi-search" ? { body: { results: [{ hits: [], totalHits: 0 }] } } : undefined) });
    expect(await p.search(request())).toEqual({ ids: [], total: 0, facets: null });
    expect(fake.writes().filter((c) => c.path === "/indexes")).toHaveLength(2);
  });

  it("throws on an error answer", async () => {
    fakeMeilisearch({
      reply: (call) =>
        call.path === "/multi-search"
          ? { status: 500, body: { message: "internal", code: "internal", type: "internal", link: "" } }
          : undefined,
    });
    await expect(provider().search(request())).rejects.toThrow(/internal/);
  });
});
