import { describe, expect, it } from "vitest";
import { buildPath } from "@/components/ui/api-types";
import { reviewsQuery } from "./vendor-reviews";

describe("the vendor profile's review list query", () => {
  it("sends sort and page always, the star filter when chosen, and the minimum only with a criterion", () => {
    const base = { sort: "newest" as const, stars: "", criterion: "" as const, min: "", page: 1 };
    const path = (f: Parameters<typeof reviewsQuery>[0]) => buildPath("/vendors/{id}/reviews", { path: { id: "V1" }, query: reviewsQuery(f) });
    expect(path(base)).toBe("/vendors/V1/reviews?sort=newest&page=1&per_page=10");
    expect(path({ ...base, sort: "lowest", stars: "2", page: 3 })).toBe("/vendors/V1/reviews?sort=lowest&page=3&per_page=10&stars=2");
    expect(path({ ...base, criterion: "quality", min: "4" })).toBe("/vendors/V1/reviews?sort=newest&page=1&per_page=10&criterion=quality&min=4");
    expect(path({ ...base, min: "4" })).toBe("/vendors/V1/reviews?sort=newest&page=1&per_page=10");
  });
});
