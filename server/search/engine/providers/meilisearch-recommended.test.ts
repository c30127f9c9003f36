import { describe, expect, it } from "vitest";
import type { SearchRequest } from "../provider";
import { DEFAULT_RECOMMENDED_WEIGHTS, RECOMMENDED_CANDIDATES, RECOMMENDED_SIGNALS, type RecommendedWeights } from "../../home/recommended";
import { recommendedCandidates, rerankRecommended } from "./meilisearch-recommended";

// sort=recommended on Meilisearch without a server: the candidate request and
// the re-ranking of its hits with the shared formula.

const TODAY = Date.parse("2026-06-01T00:00:00Z");
const only = (signal: string): RecommendedWeights => Object.fromEntries(RECOMMENDED_SIGNALS.map((s) => [s, s === signal ? 100 : 0])) as RecommendedWeights;
const request = (over: Partial<SearchRequest> = {}): SearchRequest => ({
  kind: "vendor",
  sort: "recommended",
  filters: {},
  offset: 0,
  limit: 20,
  facets: false,
  recommended: { weights: DEFAULT_RECOMMENDED_WEIGHTS, today: TODAY },
  ...over,
});
const hit = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  rankingScore: 4,
  approvedAt: Date.parse("2026-01-01T00:00:00Z"),
  responseRate: null,
  responseHours: null,
  ...over,
});

describe("sort=recommended on Meilisearch", () => {
  it("asks for the first candidates in relevance order, whatever the window", () => {
    expect(recommendedCandidates(request({ offset: 40, limit: 20 }))).toMatchObject({ sort: "relevance", offset: 0, limit: RECOMMENDED_CANDIDATES });
  });

  it("re-ranks by the blend: response, availability, distance, weights, then cuts the window", () => {
    const hits = [hit("slow", { responseRate: 0.2, responseHours: 72 }), hit("prompt", { responseRate: 0.95, responseHours: 2 })];
    expect(rerankRecommended(hits, request())).toEqual(["prompt", "slow"]);
    expect(rerankRecommended(hits, request({ recommended: { weights: DEFAULT_RECOMMENDED_WEIGHTS, today: TODAY, busyIds: ["prompt"] } }))).toEqual([
      "slow",
      "prompt",
    ]);
    const placed = [hit("afar", { _geo: { lat: 29.337, lng: 47.658 } }), hit("near", { _geo: { lat: 29.333, lng: 48.076 } }), hit("nowhere")];
    expect(rerankRecommended(placed, request({ near: { lat: 29.333, lng: 48.076 } }))).toEqual(["near", "afar", "nowhere"]);
    const aged = [
      hit("rated", { rankingScore: 4.8, approvedAt: Date.parse("2024-01-01T00:00:00Z") }),
      hit("fresh", { rankingScore: 3.2, approvedAt: Date.parse("2026-05-25T00:00:00Z") }),
    ];
    expect(rerankRecommended(aged, request({ recommended: { weights: only("rating"), today: TODAY } }))).toEqual(["rated", "fresh"]);
    expect(rerankRecommended(aged, request({ recommended: { weights: only("freshness"), today: TODAY } }))).toEqual(["fresh", "rated"]);
    expect(rerankRecommended(aged, request({ offset: 1, limit: 1, recommended: { weights: only("freshness"), today: TODAY } }))).toEqual(["rated"]);
  });

  it("takes Meilisearch's ranking score as the text relevance with a query only", () => {
    const hits = [hit("text-hit", { rankingScore: 5, _rankingScore: 0.6 }), hit("name-hit", { rankingScore: 3, _rankingScore: 0.95 })];
    expect(rerankRecommended(hits, request({ q: "lanterns", recommended: { weights: only("relevance"), today: TODAY } }))).toEqual(["name-hit", "text-hit"]);
    // Browsing: relevance does not apply (the weights that are left are all zero: ties by the ranking score).
    expect(rerankRecommended(hits, request({ recommended: { weights: only("relevance"), today: TODAY } }))).toEqual(["text-hit", "name-hit"]);
  });
});
