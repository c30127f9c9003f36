import type { SearchDocument, SearchRequest } from "@/server/search/engine/provider";

// Plain requests and documents for the Meilisearch adapter's unit tests
// (meilisearch-translation.test.ts, meilisearch.test.ts).

export const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  kind: "vendor",
  filters: {},
  sort: "relevance",
  offset: 0,
  limit: 20,
  facets: false,
  ...overrides,
});

export const doc = (overrides: Partial<SearchDocument> = {}): SearchDocument => ({
  kind: "vendor",
  id: "01JVENDOR0000000000000001",
  vendorId: "01JVENDOR0000000000000001",
  nameAr: "قاعة الراية الكبرى",
  nameEn: "Al-Raya Grand Hall",
  categoryNames: ["قاعات أفراح", "Wedding halls"],
  text: ["السالمية"],
  categoryIds: ["cat-halls", "cat-weddings"],
  primaryCategoryId: "cat-halls",
  cityId: "city-kuwait",
  governorateId: "gov-hawalli",
  areaId: "area-salmiya",
  branchAreaIds: [],
  priceFrom: 1250.5,
  rating: 4.6,
  reviewsCount: 12,
  rankingScore: 4.41,
  approvedAt: new Date("2025-03-01T09:00:00.000Z"),
  location: { lat: 29.333, lng: 48.076 },
  ...overrides,
});
