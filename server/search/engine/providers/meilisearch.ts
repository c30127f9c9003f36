import { Meilisearch, type EnqueuedTaskPromise, type FacetDistribution, type SearchParams, type Settings } from "meilisearch";
import { config } from "../../../core/config";
import { baseForm, MAX_QUERY_WORDS, normalizeForSearch, searchTokens, STOP_WORDS } from "../normalize";
import type { Facets, SearchDocument, SearchKind, SearchProvider, SearchRequest, SearchResult, Suggestion } from "../provider";
import { RECOMMENDED_ATTRIBUTES, recommendedCandidates, rerankRecommended } from "./meilisearch-recommended";

// The marketplace search on Meilisearch: one index per kind
// (`<prefix>_vendors`, `<prefix>_services`). Text is folded by our own
// normalize.ts before it reaches the engine, on documents and queries alike,
// so Arabic spelling variants meet exactly as in the built-in engine and
// Meilisearch only adds typo tolerance, prefixes, synonyms and ranking.
// Every call waits for its task: a write is searchable when it returns.
// Any engine failure throws; the service layer answers 503.

const INDEX_SUFFIX: Record<SearchKind, string> = { vendor: "vendors", service: "services" };

/** What one document looks like inside Meilisearch. */
export type MeiliDocument = {
  id: string;
  vendorId: string;
  nameAr: string;
  nameEn: string;
  /** Folded words of each name, each followed by its base form (article-less stem, English singular). */
  name_norm: string[];
  /** The same for the category names (ranked below the name, above other text). */
  category_norm: string[];
  /** The same for every other text (services, places, descriptions). */
  text_norm: string[];
  categoryIds: string[];
  cityId: string;
  governorateId: string | null;
  areaId: string | null;
  /** The vendor's own area and its branches' areas: the area filter and facet read this (a vendor found in a branch's area, once). */
  areaIds: string[];
  priceFrom: number | null;
  /** 1 when priced, 0 for quote-only: sorting on it first keeps quote-only listings last in both price orders. */
  hasPrice: 0 | 1;
  rating: number;
  /** 1 when the rating is shown (3+ reviews): rated listings come first in the rating order. */
  hasRating: 0 | 1;
  reviewsCount: number;
  rankingScore: number;
  /** Epoch milliseconds. */
  approvedAt: number;
  /** sort=recommended's response signals (./meilisearch-recommended.ts); null: none yet. */
  responseRate: number | null;
  responseHours: number | null;
  /** Meilisearch's reserved geo field: the vendor's point (sorted by `_geoPoint(lat,lng):asc`); left out without one (sorted last). */
  _geo?: { lat: number; lng: number };
};

/** Listings with fewer reviews show no average (provider.ts `ratingMin`). */
const MIN_REVIEWS_FOR_RATING = 3;
const RATING_BUCKETS = [3, 4, 4.5] as const;
const FACET_ATTRIBUTES = { categoryIds: "category_id", cityId: "city_id", governorateId: "governorate_id", areaIds: "area_id" } as const;
// Totals are exact (page mode counts exhaustively) up to this many hits; 1000 by default.
const MAX_TOTAL_HITS = 100_000;
const TASK_WAIT = { timeout: 60_000, interval: 50 };
const REQUEST_TIMEOUT_MS = 10_000;
const DOCUMENTS_PAGE = 1000;

/**
 * Index settings, the same for both indexes. Synonyms are left out: they are
 * set by `setSynonyms` (`meiliSynonyms`), and applying these must not wipe them.
 */
export function meiliSettings(): Settings {
  return {
    // Field order = rank: name, then category names, then other text (as the built-in engine's FIELD_BONUS).
    searchableAttributes: ["name_norm", "nameAr", "nameEn", "category_norm", "text_norm"],
    filterableAttributes: ["categoryIds", "cityId", "governorateId", "areaId", "areaIds", "priceFrom", "rating", "reviewsCount", "id", "vendorId"],
    sortableAttributes: ["rankingScore", "rating", "reviewsCount", "priceFrom", "approvedAt", "hasPrice", "hasRating", "_geo"],
    // An explicit sort (price, rating, date) orders the whole result set, as
    // customers expect of a sorted list; without one, relevance decides and the
    // spec's ranking score, then the newest approval, break ties (as in the
    // built-in engine). `attribute` before `typo`: the field a word is found in
    // counts first (a name hit with a typo outranks an exact category or
    // description hit), then typos, then exactness (a synonym or prefix ranks
    // below the word itself), as in the built-in engine.
    rankingRules: ["sort", "words", "attribute", "typo", "proximity", "exactness", "rankingScore:desc", "approvedAt:desc"],
    // Spec Limits: 1 typo for words of 5+ characters, 2 for 9+.
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
    pagination: { maxTotalHits: MAX_TOTAL_HITS },
    faceting: { maxValuesPerFacet: 1000 },
  };
}

/**
 * Meilisearch wants one entry per term listing what it also means. Each term
 * is folded like a query (so it is found as typed) and points at every other
 * term of its groups; a term in two groups gets the union.
 */
export function meiliSynonyms(groups: string[][]): Record<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const group of groups) {
    const terms = [...new Set(group.map(queryText).filter((t) => t !== ""))];
    for (const term of terms) {
      const others = out.get(term) ?? new Set<string>();
      for (const other of terms) if (other !== term) others.add(other);
      out.set(term, others);
    }
  }
  return Object.fromEntries([...out].filter(([, others]) => others.size > 0).map(([term, others]) => [term, [...others]]));
}

/**
 * Text as the engine must see it (queries and synonym terms): folded, without
 * stop words, each word in its base form (without its article; an English
 * plural as its singular). Every indexed word that has a base form is stored
 * with it too, so the stem finds "القاعة" as well as "قاعه", and "party" finds
 * "Parties".
 */
export function queryText(text: string): string {
  const folded = normalizeForSearch(text);
  if (folded === "") return "";
  const words = folded.split(" ");
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : words)
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => baseForm(word) ?? word)
    .join(" ");
}

/** A query for the engine; a trailing space says the last word is finished (no prefix match), for Meilisearch as for us. */
function engineQuery(text: string): string {
  const q = queryText(text);
  return q !== "" && /\s$/.test(text) ? `${q} ` : q;
}

export function toMeiliDocument(doc: SearchDocument): MeiliDocument {
  return {
    id: doc.id,
    vendorId: doc.vendorId,
    nameAr: doc.nameAr,
    nameEn: doc.nameEn,
    name_norm: [doc.nameAr, doc.nameEn].map((n) => searchTokens(n).join(" ")).filter((n) => n !== ""),
    category_norm: doc.categoryNames.map((t) => searchTokens(t).join(" ")).filter((t) => t !== ""),
    text_norm: doc.text.map((t) => searchTokens(t).join(" ")).filter((t) => t !== ""),
    categoryIds: doc.categoryIds,
    cityId: doc.cityId,
    governorateId: doc.governorateId,
    areaId: doc.areaId,
    areaIds: [...new Set([...(doc.areaId ? [doc.areaId] : []), ...doc.branchAreaIds])],
    priceFrom: doc.priceFrom,
    hasPrice: doc.priceFrom === null ? 0 : 1,
    rating: doc.rating,
    hasRating: doc.reviewsCount >= MIN_REVIEWS_FOR_RATING ? 1 : 0,
    reviewsCount: doc.reviewsCount,
    rankingScore: doc.rankingScore,
    approvedAt: doc.approvedAt.getTime(),
    responseRate: doc.responseRate ?? null,
    responseHours: doc.responseHours ?? null,
    ...(doc.location ? { _geo: { lat: doc.location.lat, lng: doc.location.lng } } : {}),
  };
}

/** A string value inside a filter expression: double-quoted, with `\` and `"` escaped. */
export function filterValue(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

const filterList = (values: readonly string[]) => `[${values.map(filterValue).join(", ")}]`;

function filterClauses(filters: SearchRequest["filters"]): string[] {
  const clauses: string[] = [];
  if (filters.categoryIds && filters.categoryIds.length > 0) clauses.push(`categoryIds IN ${filterList(filters.categoryIds)}`);
  if (filters.cityId !== undefined) clauses.push(`cityId = ${filterValue(filters.cityId)}`);
  if (filters.governorateId !== undefined) clauses.push(`governorateId = ${filterValue(filters.governorateId)}`);
  if (filters.areaId !== undefined) {
    // Own area or a branch's; `areaId` too for documents written before `areaIds` existed (until the nightly pass rewrites them).
    const area = filterValue(filters.areaId);
    clauses.push(`(areaIds = ${area} OR areaId = ${area})`);
  }
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    // A comparison never matches null already; said outright so nobody wonders.
    clauses.push("priceFrom IS NOT NULL");
    if (filters.priceMin !== undefined) clauses.push(`priceFrom >= ${filters.priceMin}`);
    if (filters.priceMax !== undefined) clauses.push(`priceFrom <= ${filters.priceMax}`);
  }
  if (filters.ratingMin !== undefined) clauses.push(...ratingClauses(filters.ratingMin));
  if (filters.excludeIds && filters.excludeIds.length > 0) clauses.push(`id NOT IN ${filterList(filters.excludeIds)}`);
  return clauses;
}

const ratingClauses = (min: number) => [`rating >= ${min}`, `reviewsCount >= ${MIN_REVIEWS_FOR_RATING}`];
const joinFilter = (clauses: string[]) => (clauses.length > 0 ? clauses.join(" AND ") : undefined);

function sortOf(request: SearchRequest, q: string): string[] | undefined {
  switch (request.sort) {
    case "recommended": // re-ranked by the provider (./meilisearch-recommended.ts)
    case "relevance":
      return q === "" ? ["rankingScore:desc", "approvedAt:desc"] : undefined;
    case "rating":
      return ["hasRating:desc", "rating:desc", "reviewsCount:desc", "rankingScore:desc"];
    case "price_asc":
      return ["hasPrice:desc", "priceFrom:asc", "rankingScore:desc"];
    case "price_desc":
      return ["hasPrice:desc", "priceFrom:desc", "rankingScore:desc"];
    case "newest":
      return ["approvedAt:desc"];
    case "oldest":
      return ["approvedAt:asc"];
    case "distance":
      // Nearest first, documents without `_geo` last; the ranking rules after
      // `sort` (relevance, then the ranking score) break ties, as in the built-in engine.
      if (!request.near) return sortOf({ ...request, sort: "relevance" }, q);
      return [`_geoPoint(${request.near.lat},${request.near.lng}):asc`, ...(q === "" ? ["rankingScore:desc", "approvedAt:desc"] : [])];
  }
}

export type MeiliQuery = SearchParams & { q: string; page: number; hitsPerPage: number };

export type MeiliSearchPlan = {
  /** The requested window (and, with facets, the distribution). */
  main: MeiliQuery;
  /** Hits of `main` before the requested offset, to drop. */
  skip: number;
  /** With facets: one count per rating_min bucket, same text and filters (keyed "3", "4", "4.5"). */
  ratingCounts: Array<{ bucket: string; query: MeiliQuery }>;
};

/**
 * SearchRequest -> Meilisearch queries. Page mode (page/hitsPerPage) is used
 * because only it counts hits exhaustively; an offset that is not a multiple
 * of the limit is served from page 1 with the leading hits skipped (search
 * depth is capped at 500, so the page stays small).
 */
export function toMeiliQuery(request: SearchRequest): MeiliSearchPlan {
  const q = engineQuery(request.q ?? "");
  const clauses = filterClauses(request.filters);
  const aligned = request.limit > 0 && request.offset % request.limit === 0;
  const page = aligned ? request.offset / request.limit + 1 : 1;
  const hitsPerPage = aligned ? request.limit : request.offset + request.limit;
  const sort = sortOf(request, q);
  const filter = joinFilter(clauses);
  const main: MeiliQuery = {
    q,
    page,
    hitsPerPage,
    attributesToRetrieve: ["id"],
    // Every word of the query must match (typos and synonyms allowed), as in the built-in engine.
    ...(q !== "" ? { matchingStrategy: "all" as const } : {}),
    ...(filter !== undefined ? { filter } : {}),
    ...(sort ? { sort } : {}),
    ...(request.facets ? { facets: Object.keys(FACET_ATTRIBUTES) } : {}),
  };
  const ratingCounts = request.facets
    ? RATING_BUCKETS.map((min) => ({
        bucket: String(min),
        query: {
          q,
          page: 1,
          hitsPerPage: 0,
          ...(main.matchingStrategy ? { matchingStrategy: main.matchingStrategy } : {}),
          filter: joinFilter([...clauses, ...ratingClauses(min)]),
        },
      }))
    : [];
  return { main, skip: aligned ? 0 : request.offset, ratingCounts };
}

/** Meilisearch's facet distribution (attribute -> value -> count) and the rating counts, as our Facets. */
export function fromMeiliFacets(distribution: FacetDistribution | undefined, ratingCounts: Record<string, number>): Facets {
  const facets: Facets = { category_id: {}, city_id: {}, governorate_id: {}, area_id: {}, rating_min: {} };
  for (const [attribute, key] of Object.entries(FACET_ATTRIBUTES)) {
    for (const [value, count] of Object.entries(distribution?.[attribute] ?? {})) {
      if (count > 0) facets[key][value] = count;
    }
  }
  for (const min of RATING_BUCKETS) facets.rating_min[String(min)] = ratingCounts[String(min)] ?? 0;
  return facets;
}

/** Fails when a task did not succeed (a write Meilisearch rejected must not look done). */
async function completed(task: EnqueuedTaskPromise, allowedErrorCode?: string): Promise<void> {
  const done = await task.waitTask(TASK_WAIT);
  if (done.status === "succeeded") return;
  if (allowedErrorCode !== undefined && done.error?.code === allowedErrorCode) return;
  throw new Error(`Meilisearch task ${done.uid} (${done.type}) ${done.status}: ${done.error?.code ?? ""} ${done.error?.message ?? ""}`.trim());
}

const totalOf = (response: { totalHits?: number; estimatedTotalHits?: number }) => response.totalHits ?? response.estimatedTotalHits ?? 0;

/** Where the indexes live; each field defaults to the configuration (MEILISEARCH_URL, _API_KEY, _INDEX_PREFIX). */
export type MeilisearchOptions = { host?: string; apiKey?: string; indexPrefix?: string };

export class MeilisearchProvider implements SearchProvider {
  readonly name = "meilisearch" as const;
  private readonly client: Meilisearch;
  private readonly prefix: string;
  private ready: Promise<void> | undefined;

  constructor(options: MeilisearchOptions = {}) {
    const c = config();
    const host = options.host ?? c.MEILISEARCH_URL;
    if (!host) throw new Error("MEILISEARCH_URL is not set");
    this.client = new Meilisearch({ host, apiKey: options.apiKey ?? c.MEILISEARCH_API_KEY, timeout: REQUEST_TIMEOUT_MS });
    this.prefix = options.indexPrefix ?? c.MEILISEARCH_INDEX_PREFIX;
  }

  indexUid(kind: SearchKind): string {
    return `${this.prefix}_${INDEX_SUFFIX[kind]}`;
  }

  /** Creates both indexes (primary key `id`) and applies `meiliSettings()`; once per instance, retried after a failure. */
  ensureSettings(): Promise<void> {
    this.ready ??= (async () => {
      for (const kind of ["vendor", "service"] as const) {
        const uid = this.indexUid(kind);
        await completed(this.client.createIndex(uid, { primaryKey: "id" }), "index_already_exists");
        await completed(this.client.index(uid).updateSettings(meiliSettings()));
      }
    })().catch((e: unknown) => {
      this.ready = undefined;
      throw e;
    });
    return this.ready;
  }

  private async index(kind: SearchKind) {
    await this.ensureSettings();
    return this.client.index<MeiliDocument>(this.indexUid(kind));
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    for (const kind of ["vendor", "service"] as const) {
      const docs = documents.filter((d) => d.kind === kind).map(toMeiliDocument);
      if (docs.length > 0) await completed((await this.index(kind)).addDocuments(docs, { primaryKey: "id" }));
    }
  }

  async removeVendor(vendorId: string): Promise<void> {
    // A vendor's own document carries vendorId = its id, so one filter covers both indexes.
    const filter = `vendorId = ${filterValue(vendorId)}`;
    for (const kind of ["vendor", "service"] as const) {
      await completed((await this.index(kind)).deleteDocuments({ filter }));
    }
  }

  async replaceVendor(vendorId: string, documents: SearchDocument[]): Promise<void> {
    // Meilisearch has no multi-index transaction: the new documents replace the
    // old ones by id first, then only the vendor's documents not among them go.
    await this.upsert(documents);
    for (const kind of ["vendor", "service"] as const) {
      const kept = documents.filter((d) => d.kind === kind).map((d) => d.id);
      const filter = `vendorId = ${filterValue(vendorId)}${kept.length > 0 ? ` AND id NOT IN ${filterList(kept)}` : ""}`;
      await completed((await this.index(kind)).deleteDocuments({ filter }));
    }
  }

  async remove(kind: SearchKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await completed((await this.index(kind)).deleteDocuments(ids));
  }

  async indexedIds(kind: SearchKind): Promise<string[]> {
    const index = await this.index(kind);
    const ids: string[] = [];
    for (let offset = 0; ; offset += DOCUMENTS_PAGE) {
      const page = await index.getDocuments<{ id: string }>({ fields: ["id"], limit: DOCUMENTS_PAGE, offset });
      ids.push(...page.results.map((d) => d.id));
      if (page.results.length < DOCUMENTS_PAGE || ids.length >= page.total) return ids;
    }
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    await this.ensureSettings();
    const indexUid = this.indexUid(request.kind);
    const recommended = request.sort === "recommended";
    const plan = toMeiliQuery(recommended ? recommendedCandidates(request) : request);
    if (recommended) plan.main = { ...plan.main, attributesToRetrieve: RECOMMENDED_ATTRIBUTES, showRankingScore: true };
    // One round trip: the window and the three rating counts.
    const { results } = await this.client.multiSearch({
      queries: [{ indexUid, ...plan.main }, ...plan.ratingCounts.map(({ query }) => ({ indexUid, ...query }))],
    });
    const [main, ...counts] = results;
    const ids = recommended ? rerankRecommended(main.hits, request) : main.hits.slice(plan.skip).map((hit) => String(hit.id));
    if (!request.facets) return { ids, total: totalOf(main), facets: null };
    const ratingCounts = Object.fromEntries(plan.ratingCounts.map(({ bucket }, i) => [bucket, totalOf(counts[i])]));
    return { ids, total: totalOf(main), facets: fromMeiliFacets(main.facetDistribution, ratingCounts) };
  }

  /** Vendors whose name matches every word (the last as a prefix, unless followed by a space), as the built-in engine. */
  async suggest(text: string, limit: number): Promise<Suggestion[]> {
    const q = engineQuery(text);
    if (q === "" || limit <= 0) return [];
    const response = await (
      await this.index("vendor")
    ).search(q, {
      attributesToSearchOn: ["name_norm"],
      attributesToRetrieve: ["id", "vendorId", "nameAr", "nameEn"],
      matchingStrategy: "all",
      limit: Math.trunc(limit),
    });
    return response.hits.map((hit) => ({ kind: "vendor", id: hit.id, vendorId: hit.vendorId, nameAr: hit.nameAr, nameEn: hit.nameEn }));
  }

  async setSynonyms(groups: string[][]): Promise<void> {
    const synonyms = meiliSynonyms(groups);
    for (const kind of ["vendor", "service"] as const) {
      await completed((await this.index(kind)).updateSynonyms(synonyms));
    }
  }
}
