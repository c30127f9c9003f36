import { describe, expect, it } from "vitest";
import { fromMeiliFacets, meiliSettings, meiliSynonyms, queryText, toMeiliDocument, toMeiliQuery } from "@/server/search/engine/providers/meilisearch";
import { doc, request } from "./meilisearch-test-data";

// The Meilisearch adapter's pure parts: the settings and the translation of
// requests, documents and facets. Its HTTP calls: meilisearch.test.ts; against
// a real server: meilisearch.contract.test.ts.

describe("meiliSettings", () => {
  it("applies the spec's typo budget: 1 typo from 5 characters, 2 from 9", () => {
    expect(meiliSettings().typoTolerance).toEqual({ enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } });
  });

  it("searches folded names first, then names, then category names, then other text", () => {
    expect(meiliSettings().searchableAttributes).toEqual(["name_norm", "nameAr", "nameEn", "category_norm", "text_norm"]);
  });

  it("filters, sorts and ranks on the fields the requests use", () => {
    const settings = meiliSettings();
    expect(settings.filterableAttributes).toEqual([
      "categoryIds",
      "cityId",
      "governorateId",
      "areaId",
      "areaIds",
      "priceFrom",
      "rating",
      "reviewsCount",
      "id",
      "vendorId",
    ]);
    expect(settings.sortableAttributes).toEqual(["rankingScore", "rating", "reviewsCount", "priceFrom", "approvedAt", "hasPrice", "hasRating", "_geo"]);
    // An explicit sort orders the whole list; otherwise relevance (the field first, then typos), then the ranking score.
    expect(settings.rankingRules).toEqual(["sort", "words", "attribute", "typo", "proximity", "exactness", "rankingScore:desc", "approvedAt:desc"]);
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
    ["queries the singular of an English plural", "kids parties", "kid party"],
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
  it("stores ids, filter fields and folded text with base forms (article-less stems, English singulars)", () => {
    expect(toMeiliDocument(doc())).toEqual({
      id: "01JVENDOR0000000000000001",
      vendorId: "01JVENDOR0000000000000001",
      nameAr: "قاعة الراية الكبرى",
      nameEn: "Al-Raya Grand Hall",
      name_norm: ["قاعه الرايه رايه الكبري كبري", "al raya grand hall"],
      category_norm: ["قاعات افراح", "wedding halls hall"],
      text_norm: ["السالميه سالميه"],
      categoryIds: ["cat-halls", "cat-weddings"],
      cityId: "city-kuwait",
      governorateId: "gov-hawalli",
      areaId: "area-salmiya",
      areaIds: ["area-salmiya"],
      priceFrom: 1250.5,
      hasPrice: 1,
      rating: 4.6,
      hasRating: 1,
      reviewsCount: 12,
      rankingScore: 4.41,
      approvedAt: Date.parse("2025-03-01T09:00:00.000Z"),
      responseRate: null,
      responseHours: null,
      _geo: { lat: 29.333, lng: 48.076 },
    });
  });

  it("keeps quote-only prices null and marks ratings of under 3 reviews as not shown", () => {
    const m = toMeiliDocument(doc({ priceFrom: null, reviewsCount: 2, governorateId: null, areaId: null }));
    expect(m).toMatchObject({ priceFrom: null, hasPrice: 0, hasRating: 0, governorateId: null, areaId: null, areaIds: [] });
  });

  it("lists the vendor's own area and its branches' areas once each in `areaIds` (the area filter and facet read it)", () => {
    const m = toMeiliDocument(doc({ areaId: "area-salmiya", branchAreaIds: ["area-jahra", "area-salmiya", "area-sharq"] }));
    expect(m.areaId).toBe("area-salmiya");
    expect(m.areaIds).toEqual(["area-salmiya", "area-jahra", "area-sharq"]);
    expect(toMeiliQuery(request({ filters: { areaId: "area-jahra" } })).main.filter).toBe('(areaIds = "area-jahra" OR areaId = "area-jahra")');
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
      'categoryIds IN ["cat-a", "cat-b"] AND cityId = "city-1" AND governorateId = "gov-1" AND (areaIds = "area-1" OR areaId = "area-1")' +
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

  it("sorts by distance from the reference point, relevance or the ranking score breaking ties; without a point as relevance", () => {
    const near = { lat: 29.3781, lng: 47.9902 };
    expect(toMeiliQuery(request({ sort: "distance", near })).main.sort).toEqual(["_geoPoint(29.3781,47.9902):asc", "rankingScore:desc", "approvedAt:desc"]);
    expect(toMeiliQuery(request({ sort: "distance", near, q: "hall" })).main.sort).toEqual(["_geoPoint(29.3781,47.9902):asc"]);
    expect(toMeiliQuery(request({ sort: "distance", q: "hall" })).main.sort).toBeUndefined();
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
    expect(plan.main.facets).toEqual(["categoryIds", "cityId", "governorateId", "areaIds"]);
    expect(plan.ratingCounts).toEqual([
      {
        bucket: "3",
        query: { q: "hall", page: 1, hitsPerPage: 0, matchingStrategy: "all", filter: 'cityId = "city-1" AND rating >= 3 AND reviewsCount >= 3' },
      },
      {
        bucket: "4",
        query: { q: "hall", page: 1, hitsPerPage: 0, matchingStrategy: "all", filter: 'cityId = "city-1" AND rating >= 4 AND reviewsCount >= 3' },
      },
      {
        bucket: "4.5",
        query: { q: "hall", page: 1, hitsPerPage: 0, matchingStrategy: "all", filter: 'cityId = "city-1" AND rating >= 4.5 AND reviewsCount >= 3' },
      },
    ]);
  });
});

describe("fromMeiliFacets", () => {
  it("maps attributes to our facet keys and adds the rating buckets", () => {
    expect(
      fromMeiliFacets(
        { categoryIds: { "cat-a": 3, "cat-b": 1 }, cityId: { "city-1": 4 }, governorateId: { "gov-1": 2 }, areaIds: { "area-1": 2, "area-2": 0 } },
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
