// The search engine behind the marketplace, as the rest of the app sees it.
// Two implementations pass one contract suite (server/search/contract.ts):
// `memory-index` (built in: an in-memory inverted index kept in step with the
// `search_documents` table, on PostgreSQL and PGlite) and `meilisearch`. The
// one in use comes from ./engine.ts; this file imports no implementation.
// Provider names and errors never reach a client: the service layer turns a
// failure into 503 SEARCH_UNAVAILABLE.

import type { GeoPoint } from "../../core/geo";
import type { RecommendedWeights } from "../home/recommended";

export type SearchKind = "vendor" | "service";

/** What one indexed thing looks like to every provider (built by server/search/engine/documents.ts). */
export type SearchDocument = {
  kind: SearchKind;
  /** Vendor id, or service id for kind "service". */
  id: string;
  vendorId: string;
  nameAr: string;
  nameEn: string;
  /** Names of its categories, both languages: ranked below the name, above other text. */
  categoryNames: string[];
  /** Other searchable text, both languages: services and packages, area, descriptions. */
  text: string[];
  categoryIds: string[];
  primaryCategoryId: string | null;
  cityId: string;
  governorateId: string | null;
  areaId: string | null;
  /** Areas of the vendor's branches: the `areaId` filter matches these as well as `areaId`, the vendor still once. */
  branchAreaIds: string[];
  /** KWD; null for quote-only listings. */
  priceFrom: number | null;
  /** Mean rating 0-5 and the number of published reviews. */
  rating: number;
  reviewsCount: number;
  /** The spec's ranking score (server/search/ranking.ts), the default order without a query. */
  rankingScore: number;
  approvedAt: Date;
  /** sort=recommended's response signals (./response-signals.ts): RFQs answered (0-1) and median hours to answer; null or absent = none yet (neutral). */
  responseRate?: number | null;
  responseHours?: number | null;
  /** The vendor's point (its own, else its area's centroid; never shown as such): `sort: "distance"` measures from it. Null: sorted last. */
  location: GeoPoint | null;
};

export const SEARCH_SORTS = ["relevance", "rating", "price_asc", "price_desc", "newest", "oldest", "distance", "recommended"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export type SearchFilters = {
  /** Any of these categories. */
  categoryIds?: string[];
  cityId?: string;
  governorateId?: string;
  /** The vendor's own area or one of its branches' areas. */
  areaId?: string;
  /** Inclusive KWD bounds on priceFrom; a bound excludes quote-only listings. */
  priceMin?: number;
  priceMax?: number;
  /** Mean rating at least this, counting only listings with 3+ reviews (fewer show no average). */
  ratingMin?: number;
  /** Left out of the results (featured vendors already placed above them, vendors busy on the asked date: a list shared between requests, never changed). */
  excludeIds?: readonly string[];
};

export type SearchRequest = {
  kind: SearchKind;
  /** Free text; empty or absent = browse (everything that passes the filters). */
  q?: string;
  filters: SearchFilters;
  /** `relevance` without a query means the ranking score. `distance`: nearest to `near` first, ties by relevance. */
  sort: SearchSort;
  /** The reference point of `sort: "distance"` (required with it); with `recommended`, the distance signal. */
  near?: GeoPoint;
  /**
   * With `sort: "recommended"` (server/search/home/recommended.ts): the blend's weights, the vendors busy on the asked date (ranked lower, not left out;
   * absent: no date) and the day the freshness is measured at (ms).
   */
  recommended?: { weights: RecommendedWeights; busyIds?: readonly string[]; today: number };
  offset: number;
  limit: number;
  /** Count facets over the whole result set (costs a second pass). */
  facets: boolean;
};

export const FACET_KEYS = ["category_id", "city_id", "governorate_id", "area_id", "rating_min"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
/**
 * Per filter key, value -> number of results; `rating_min` counts for "3", "4" and "4.5"; `area_id` counts a vendor in its own and each of its branches' areas
 * (as the filter finds it).
 */
export type Facets = Record<FacetKey, Record<string, number>>;

export type SearchResult = {
  /** Document ids of the requested window, best first. */
  ids: string[];
  total: number;
  facets: Facets | null;
};

export type Suggestion = { kind: SearchKind; id: string; vendorId: string; nameAr: string; nameEn: string };

type SearchProviderName = "memory-index" | "meilisearch";

export interface SearchProvider {
  readonly name: SearchProviderName;
  /** Adds or replaces documents (by kind and id). */
  upsert(documents: SearchDocument[]): Promise<void>;
  /** Removes a vendor's document and all its services' documents. */
  removeVendor(vendorId: string): Promise<void>;
  /**
   * Makes `documents` the vendor's only documents, at once: a search meanwhile
   * sees the old set or the new one, never the vendor missing (an empty list
   * removes it).
   */
  replaceVendor(vendorId: string, documents: SearchDocument[]): Promise<void>;
  /** Removes single documents (an unpublished service). */
  remove(kind: SearchKind, ids: string[]): Promise<void>;
  /** Every indexed document id of a kind (nightly reconciliation). */
  indexedIds(kind: SearchKind): Promise<string[]>;
  search(request: SearchRequest): Promise<SearchResult>;
  /** As-you-type: documents whose name has a word starting with (or a typo away from) the text's words. */
  suggest(text: string, limit: number): Promise<Suggestion[]>;
  /** Replaces the synonym dictionary: every term of a group means the others. */
  setSynonyms(groups: string[][]): Promise<void>;
}
