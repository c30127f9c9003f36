import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSearchDocument } from "./search-contract";
import type { SearchDocument, SearchProvider, SearchRequest } from "../search/engine/provider";
import { DEFAULT_RECOMMENDED_WEIGHTS, RECOMMENDED_SIGNALS, type RecommendedSignal, type RecommendedWeights } from "../search/home/recommended";

// The provider contract of sort=recommended (./recommended.ts): each signal
// moves a vendor that is otherwise equal to another. Documents carry this
// run's own category and city, as in ./contract.ts.

const TODAY = Date.parse("2026-06-01T00:00:00Z");
const only = (signal: RecommendedSignal): RecommendedWeights =>
  Object.fromEntries(RECOMMENDED_SIGNALS.map((s) => [s, s === signal ? 100 : 0])) as RecommendedWeights;

export function describeRecommendedContract(label: string, makeProvider: () => Promise<SearchProvider>): void {
  describe(`search provider contract, sort=recommended: ${label}`, () => {
    const run = randomUUID().slice(0, 8);
    const category = `rec-${run}`;
    const city = `rec-city-${run}`;
    const id = (name: string) => `${name}-${run}`;
    const salmiya = { lat: 29.333, lng: 48.076 };
    const jahra = { lat: 29.337, lng: 47.658 };
    let provider: SearchProvider;

    const doc = (over: Partial<SearchDocument> & Pick<SearchDocument, "id" | "nameAr" | "nameEn">) =>
      testSearchDocument({ categoryIds: [category], cityId: city, rankingScore: 4, approvedAt: new Date("2026-01-01T00:00:00Z"), ...over });
    const docs: SearchDocument[] = [
      // Equal but for the response signals.
      doc({ id: id("prompt"), nameAr: "سريع", nameEn: "Prompt Hall", categoryIds: [`${category}-r`], responseRate: 0.95, responseHours: 2 }),
      doc({ id: id("aslow"), nameAr: "بطيء", nameEn: "Slow Hall", categoryIds: [`${category}-r`], responseRate: 0.2, responseHours: 72 }),
      // Equal but for the point ("afar" first by id when distance does not apply).
      doc({ id: id("afar"), nameAr: "بعيد", nameEn: "Far Tents", categoryIds: [`${category}-d`], location: jahra }),
      doc({ id: id("near"), nameAr: "قريب", nameEn: "Near Tents", categoryIds: [`${category}-d`], location: salmiya }),
      // A well-rated old listing against a weaker new one.
      doc({
        id: id("rated"),
        nameAr: "مجرب",
        nameEn: "Rated Studio",
        categoryIds: [`${category}-w`],
        rankingScore: 4.8,
        approvedAt: new Date("2024-01-01T00:00:00Z"),
      }),
      doc({
        id: id("fresh"),
        nameAr: "جديد",
        nameEn: "Fresh Studio",
        categoryIds: [`${category}-w`],
        rankingScore: 3.2,
        approvedAt: new Date("2026-05-25T00:00:00Z"),
      }),
    ];

    const order = async (group: string, extra: Partial<SearchRequest> & { weights?: RecommendedWeights; busy?: string[] } = {}) => {
      const { weights, busy, ...rest } = extra;
      const result = await provider.search({
        kind: "vendor",
        sort: "recommended",
        offset: 0,
        limit: 20,
        facets: false,
        recommended: { weights: weights ?? DEFAULT_RECOMMENDED_WEIGHTS, today: TODAY, ...(busy ? { busyIds: busy.map(id) } : {}) },
        ...rest,
        filters: { categoryIds: [`${category}-${group}`], cityId: city },
      });
      return { ids: result.ids.map((x) => x.replace(`-${run}`, "")), total: result.total };
    };

    beforeAll(async () => {
      provider = await makeProvider();
      await provider.upsert(docs);
    });
    afterAll(async () => {
      for (const d of docs) await provider.removeVendor(d.id);
    });

    it("ranks the vendor with the better response rate and time above an otherwise equal one", async () => {
      expect((await order("r")).ids).toEqual(["prompt", "aslow"]);
      // Without their weights the two tie and the id decides.
      expect((await order("r", { weights: { ...DEFAULT_RECOMMENDED_WEIGHTS, response_rate: 0, response_time: 0 } })).ids).toEqual(["aslow", "prompt"]);
    });

    it("with a date, ranks the vendors busy that day lower instead of leaving them out", async () => {
      const busy = await order("r", { busy: ["prompt"] });
      expect(busy.ids).toEqual(["aslow", "prompt"]);
      expect(busy.total).toBe(2);
    });

    it("with a reference point, ranks the nearer vendor higher; without one distance does not count", async () => {
      expect((await order("d")).ids).toEqual(["afar", "near"]);
      expect((await order("d", { near: salmiya })).ids).toEqual(["near", "afar"]);
      expect((await order("d", { near: jahra })).ids).toEqual(["afar", "near"]);
    });

    it("follows the weights: the ranking score alone, freshness alone", async () => {
      expect((await order("w", { weights: only("rating") })).ids).toEqual(["rated", "fresh"]);
      expect((await order("w", { weights: only("freshness") })).ids).toEqual(["fresh", "rated"]);
      expect((await order("w", { weights: only("freshness"), offset: 1, limit: 1 })).ids).toEqual(["rated"]);
    });

    it("with a query, text relevance counts: a name hit above a text hit when relevance weighs most", async () => {
      const texts = [
        doc({ id: id("name-hit"), nameAr: "فانوس", nameEn: `Lumo${run.replace(/[^a-z]/g, "x")} Lanterns`, categoryIds: [`${category}-q`], rankingScore: 3 }),
        doc({
          id: id("text-hit"),
          nameAr: "زينة",
          nameEn: "Decor",
          text: [`lumo${run.replace(/[^a-z]/g, "x")} lights`],
          categoryIds: [`${category}-q`],
          rankingScore: 5,
        }),
      ];
      await provider.upsert(texts);
      try {
        const q = `lumo${run.replace(/[^a-z]/g, "x")}`;
        expect((await order("q", { q, weights: only("relevance") })).ids).toEqual(["name-hit", "text-hit"]);
        expect((await order("q", { q, weights: only("rating") })).ids).toEqual(["text-hit", "name-hit"]);
      } finally {
        for (const d of texts) await provider.removeVendor(d.id);
      }
    });
  });
}
