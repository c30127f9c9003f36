import { describe, expect, it } from "vitest";
import { reviewsQuery } from "./vendor-reviews";

describe("the vendor profile's review list query", () => {
  it("sends sort and page always, the star filter when chosen, and the minimum only with a criterion", () => {
    const base = { sort: "newest" as const, stars: "", criterion: "", min: "", page: 1 };
    expect(reviewsQuery("V1", base)).toBe("/vendors/V1/reviews?sort=newest&page=1&per_page=10");
    expect(reviewsQuery("V1", { ...base, sort: "lowest", stars: "2", page: 3 })).toBe("/vendors/V1/reviews?sort=lowest&page=3&per_page=10&stars=2");
    expect(reviewsQuery("V1", { ...base, criterion: "quality", min: "4" })).toBe("/vendors/V1/reviews?sort=newest&page=1&per_page=10&criterion=quality&min=4");
    expect(reviewsQuery("V1", { ...base, min: "4" })).toBe("/vendors/V1/reviews?sort=newest&page=1&per_page=10");
  });
});
