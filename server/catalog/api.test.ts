import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";

const LAUNCH_SLUGS = [
  "venues",
  "catering",
  "photography",
  "videography",
  "decor-lighting",
  "entertainment",
  "flowers",
  "transportation",
  "planning",
  "invitations-printing",
  "security",
  "cleaning",
  "kids-entertainment",
];

describe("GET /categories", () => {
  it("returns the 13 launch categories in order, with the name resolved in the requested language", async () => {
    const en = await call("/categories", { headers: { "accept-language": "en" } });
    expect(en.status).toBe(200);
    // Look at the launch categories only (tests may add others).
    const launch = en.json.data.filter((c: { slug: string }) => LAUNCH_SLUGS.includes(c.slug));
    expect(launch.map((c: { slug: string }) => c.slug)).toEqual(LAUNCH_SLUGS);
    const venues = launch[0];
    expect(venues).toMatchObject({ name: venues.name_en, icon: expect.any(String), sort_order: 1 });
    expect(venues.name_ar).toMatch(/[\u0600-\u06FF]/);
    expect(venues.children.map((c: { slug: string }) => c.slug)).toContain("wedding-halls");
    expect(en.json.links).toEqual({ next: null, prev: null });

    const ar = await call("/categories");
    expect(ar.json.data.find((c: { slug: string }) => c.slug === "venues").name).toBe(venues.name_ar);
  });

  it("adds SEO meta only with include=seo and rejects includes outside the allow-list", async () => {
    const venues = (res: { json: { data: { slug: string; seo?: { title_en: string } }[] } }) => res.json.data.find((c) => c.slug === "venues")!;
    const plain = await call("/categories");
    expect(venues(plain).seo).toBeUndefined();
    const withSeo = await call("/categories", { query: { include: "seo" } });
    expect(venues(withSeo).seo!.title_en).toEqual(expect.any(String));
    const bad = await call("/categories", { query: { include: "seo,vendors" }, headers: { "accept-language": "en" } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.include).toEqual(["Contains a value that cannot be included here."]);
  });

  it("hides inactive categories from the tree", async () => {
    const flowers = await db.category.update({ where: { slug: "flowers" }, data: { status: "inactive" } });
    try {
      const res = await call("/categories");
      expect(res.json.data.map((c: { slug: string }) => c.slug)).not.toContain("flowers");
      const one = await call("/categories/flowers");
      expect(one.status).toBe(404);
    } finally {
      await db.category.update({ where: { id: flowers.id }, data: { status: "active" } });
    }
  });
});

describe("GET /categories/{slug}", () => {
  it("returns one category with its children", async () => {
    const res = await call("/categories/catering", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ slug: "catering", name: res.json.data.name_en });
    expect(res.json.data.children.length).toBeGreaterThan(0);
  });

  it("answers an unknown slug with 404 and suggestions of close slugs", async () => {
    const res = await call("/categories/catring", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("NOT_FOUND");
    expect(res.json.error.suggestions[0]).toMatchObject({ slug: "catering", name: expect.any(String) });
    const photo = await call("/categories/fotography");
    expect(photo.json.error.suggestions.map((s: { slug: string }) => s.slug)).toContain("photography");
  });
});

describe("reference data", () => {
  it("GET /areas lists Kuwait's six governorates with their areas", async () => {
    const res = await call("/areas", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(6);
    const hawalli = res.json.data.find((g: { slug: string }) => g.slug === "hawalli");
    expect(hawalli.areas.map((a: { name_en: string }) => a.name_en)).toContain("Salmiya");
    const one = await call("/areas", { query: { governorate_id: hawalli.id } });
    expect(one.json.data).toHaveLength(1);
  });

  it("GET /countries lists the GCC with Kuwait as the supported market", async () => {
    const res = await call("/countries");
    expect(res.json.data.map((c: { code: string }) => c.code).sort()).toEqual(["AE", "BH", "KW", "OM", "QA", "SA"]);
    expect(res.json.data.filter((c: { supported_market: boolean }) => c.supported_market).map((c: { code: string }) => c.code)).toEqual(["KW"]);
  });

  it("GET /cities filters by country", async () => {
    const res = await call("/cities", { query: { country: "kw", per_page: "50" } });
    expect(res.json.data).toHaveLength(6);
    expect(res.json.data.every((c: { country_code: string }) => c.country_code === "KW")).toBe(true);
  });

  it("GET /plans returns the four plans with their receive limits and KWD prices", async () => {
    const res = await call("/plans", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(200);
    expect(res.json.data.map((p: { code: string; rfq_receive_limit: number | null }) => [p.code, p.rfq_receive_limit])).toEqual([
      ["free", 5],
      ["basic", 20],
      ["professional", 75],
      ["enterprise", null],
    ]);
    expect(res.json.data[0].price_monthly).toEqual({ amount: "0.000", currency: "KWD" });
    expect(res.json.data[1].price_monthly.amount).toMatch(/^\d+\.\d{3}$/);
    const none = await call("/plans", { query: { country: "SA" } });
    expect(none.json.data).toEqual([]);
  });
});
