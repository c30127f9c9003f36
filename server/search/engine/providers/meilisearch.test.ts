import { afterEach, describe, expect, it, vi } from "vitest";
import { MeilisearchProvider, meiliSettings, toMeiliDocument, toMeiliQuery } from "@/server/search/engine/providers/meilisearch";
import { doc, request } from "./meilisearch-test-data";

// The Meilisearch provider without a Meilisearch: its requests are checked
// against a fake HTTP endpoint (global fetch). The translation it relies on:
// meilisearch-translation.test.ts; the same provider against a real server:
// meilisearch.contract.test.ts.

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
                    facetDistribution: { categoryIds: { "cat-a": 9 }, cityId: { "city-1": 9 }, governorateId: {}, areaIds: { "area-1": 4 } },
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

  it("sends each vendor's point as the `_geo` field (none without a point) and sorts by `_geoPoint(lat,lng):asc`", async () => {
    const fake = fakeMeilisearch({
      reply: (call) =>
        call.path === "/multi-search"
          ? {
              body: {
                results: [
                  {
                    indexUid: "t_vendors",
                    hits: [
                      { id: "near", _geoDistance: 120 },
                      { id: "far", _geoDistance: 40_500 },
                    ],
                    totalHits: 2,
                  },
                ],
              },
            }
          : undefined,
    });
    const p = provider();
    await p.upsert([doc({ id: "near", vendorId: "near" }), doc({ id: "nowhere", vendorId: "nowhere", location: null })]);
    const added = fake.writes().find((c) => c.path === "/indexes/t_vendors/documents");
    expect(added?.body.map((d: { id: string; _geo?: unknown }) => [d.id, d._geo])).toEqual([
      ["near", { lat: 29.333, lng: 48.076 }],
      ["nowhere", undefined],
    ]);
    expect("_geo" in added!.body[1]).toBe(false);
    const settings = fake.writes().find((c) => c.path === "/indexes/t_vendors/settings");
    expect(settings?.body.sortableAttributes).toContain("_geo");

    const browse = await p.search(request({ sort: "distance", near: { lat: 29.378, lng: 47.992 } }));
    expect(browse.ids).toEqual(["near", "far"]);
    const sent = fake.calls.filter((c) => c.path === "/multi-search").map((c) => c.body.queries[0].sort);
    expect(sent[0]).toEqual(["_geoPoint(29.378,47.992):asc", "rankingScore:desc", "approvedAt:desc"]);
    // With a query, relevance (the ranking rules after `sort`) breaks equal distances.
    await p.search(request({ q: "hall", sort: "distance", near: { lat: 29.337, lng: 47.658 } }));
    expect(fake.calls.filter((c) => c.path === "/multi-search").at(-1)?.body.queries[0].sort).toEqual(["_geoPoint(29.337,47.658):asc"]);
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
    expect(
      fake
        .writes()
        .filter((c) => c.path.includes("/documents/"))
        .map((c) => [c.path, c.body]),
    ).toEqual([
      ["/indexes/t_vendors/documents/delete", { filter: 'vendorId = "v\\"1"' }],
      ["/indexes/t_services/documents/delete", { filter: 'vendorId = "v\\"1"' }],
      ["/indexes/t_services/documents/delete-batch", ["s1", "s2"]],
    ]);
  });

  it("replaces a vendor's documents: the new ones first, then only the vendor's others are deleted", async () => {
    const fake = fakeMeilisearch();
    const vendor = doc();
    await provider().replaceVendor(vendor.id, [vendor]);
    expect(
      fake
        .writes()
        .filter((c) => c.path.includes("/documents"))
        .map((c) => [c.path, c.body]),
    ).toEqual([
      ["/indexes/t_vendors/documents", [toMeiliDocument(vendor)]],
      ["/indexes/t_vendors/documents/delete", { filter: `vendorId = "${vendor.id}" AND id NOT IN ["${vendor.id}"]` }],
      ["/indexes/t_services/documents/delete", { filter: `vendorId = "${vendor.id}"` }],
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
    expect(
      fake
        .writes()
        .filter((c) => c.path.endsWith("/synonyms"))
        .map((c) => [c.method, c.path, c.body]),
    ).toEqual([
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
        call.path === "/multi-search" ? { status: 500, body: { message: "internal", code: "internal", type: "internal", link: "" } } : undefined,
    });
    await expect(provider().search(request())).rejects.toThrow(/internal/);
  });
});
