import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { isoDay } from "@/server/availability/calendar";
import { call } from "@/server/test/http";
import { quotingVendor } from "@/server/test/rfqs";
import { auth, signedIn, tag } from "@/server/test/identity";
import { registerSearchHandlers, reindexVendor } from "../engine/indexer";
import { RANKING_SETTINGS_KEY } from "../ranking";
import { DEFAULT_RECOMMENDED_WEIGHTS, recommendedScore, RECOMMENDED_SIGNALS } from "./recommended";

// sort=recommended end to end: the formula, its weights as Super Admin
// settings (validated, audited), and GET /search/vendors following them.

beforeAll(() => registerSearchHandlers());
afterEach(async () => {
  await db.marketplaceSetting.deleteMany({ where: { key: RANKING_SETTINGS_KEY } });
});

const settings = (opts: { token?: string; method?: "GET" | "PATCH"; body?: unknown } = {}) =>
  call("/admin/search/ranking-settings", { method: opts.method ?? "GET", body: opts.body, headers: opts.token ? auth(opts.token) : {} });

const zero = Object.fromEntries(RECOMMENDED_SIGNALS.map((s) => [s, 0]));

describe("the formula", () => {
  const base = { relevance: null, rankingScore: 4, responseRate: null, responseHours: null, available: null, distanceKm: null, ageDays: 30 };
  it("is the weighted mean of the signals that apply", () => {
    const w = { ...DEFAULT_RECOMMENDED_WEIGHTS };
    const expected =
      (w.rating * 0.75 + w.response_rate * 0.5 + w.response_time * 0.5 + w.freshness * Math.pow(2, -30 / 180)) /
      (w.rating + w.response_rate + w.response_time + w.freshness);
    expect(recommendedScore(base, w)).toBeCloseTo(expected, 12);
    // A date, a point and a query add their signals and weights.
    const all = recommendedScore({ ...base, relevance: 1, available: true, distanceKm: 10 }, w);
    const sum = w.relevance + w.rating + w.response_rate + w.response_time + w.availability + w.distance + w.freshness;
    expect(all).toBeCloseTo((expected * (sum - w.relevance - w.availability - w.distance) + w.relevance + w.availability + w.distance * 0.5) / sum, 12);
    expect(recommendedScore(base, { ...w, ...zero })).toBe(0);
  });

  it("scores response, distance and freshness on their half points", () => {
    const one = (signal: (typeof RECOMMENDED_SIGNALS)[number]) => ({ ...zero, [signal]: 1 }) as typeof DEFAULT_RECOMMENDED_WEIGHTS;
    expect(recommendedScore({ ...base, responseHours: 24 }, one("response_time"))).toBeCloseTo(0.5, 12);
    expect(recommendedScore({ ...base, responseRate: 0.8 }, one("response_rate"))).toBeCloseTo(0.8, 12);
    expect(recommendedScore({ ...base, distanceKm: 10 }, one("distance"))).toBeCloseTo(0.5, 12);
    expect(recommendedScore({ ...base, distanceKm: Number.POSITIVE_INFINITY }, one("distance"))).toBe(0);
    expect(recommendedScore({ ...base, ageDays: 180 }, one("freshness"))).toBeCloseTo(0.5, 12);
    expect(recommendedScore({ ...base, rankingScore: 5 }, one("rating"))).toBe(1);
  });
});

describe("recommended weights through /admin/search/ranking-settings", () => {
  it("answers 403 to admins other than the Super Admin", async () => {
    for (const roles of [["admin_moderator"], ["admin_operations"]] as const) {
      const admin = await signedIn({ roles: [...roles] });
      const res = await settings({ token: admin.token, method: "PATCH", body: { recommended_weights: { rating: 50 } } });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe("FORBIDDEN");
    }
    expect(await db.marketplaceSetting.count({ where: { key: RANKING_SETTINGS_KEY } })).toBe(0);
  });

  it("refuses weights out of range with 422 in the error envelope", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    for (const weights of [{ rating: 101 }, { rating: -1 }, { freshness: 2.5 }, { distance: "5" }, { popularity: 5 }]) {
      const res = await settings({ token: superAdmin.token, method: "PATCH", body: { recommended_weights: weights } });
      expect(res.status, JSON.stringify(weights)).toBe(422);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.json.error.details)[0]).toMatch(/^recommended_weights/);
    }
    expect(await db.marketplaceSetting.count({ where: { key: RANKING_SETTINGS_KEY } })).toBe(0);
  });

  it("changes the recommended order of GET /search/vendors; audited with before and after, no re-indexing", async () => {
    const categoryId = newId();
    await db.category.create({
      data: { id: categoryId, slug: `rec-${tag()}`, nameAr: "فئة المقترح", nameEn: "Recommended test", icon: "star", createdAt: now() },
    });
    const city = await db.city.findUniqueOrThrow({ where: { slug: "kuwait-city" } });
    const vendor = async (avg: string, count: number, approvedDaysAgo: number) => {
      const id = newId();
      await db.vendor.create({
        data: {
          id,
          slug: `rec-${id.toLowerCase()}`,
          nameAr: `مورد ${id.slice(-4)}`,
          nameEn: `Vendor ${id.slice(-4)}`,
          status: "approved",
          cityId: city.id,
          ownerUserId: newId(),
          approvedAt: new Date(now().getTime() - approvedDaysAgo * 86_400_000),
          publishedAt: now(),
          ratingAvg: avg,
          ratingCount: count,
          categories: { create: [{ categoryId, isPrimary: true }] },
        },
      });
      return id;
    };
    const rated = await vendor("4.90", 60, 900);
    const fresh = await vendor("3.00", 5, 3);
    await Promise.all([rated, fresh].map(reindexVendor));
    const recommended = async () =>
      (await call("/search/vendors", { query: { category_id: categoryId, sort: "recommended" } })).json.data.map((c: { id: string }) => c.id);

    expect(await recommended()).toEqual([rated, fresh]);

    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const res = await settings({ token: superAdmin.token, method: "PATCH", body: { recommended_weights: { rating: 0, freshness: 100 } } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ damping: 5, recommended_weights: { ...DEFAULT_RECOMMENDED_WEIGHTS, rating: 0, freshness: 100 } });
    expect(await recommended()).toEqual([fresh, rated]);

    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "ranking_settings.updated", actorId: superAdmin.id } });
    expect(audit.diff).toEqual({
      "recommended_weights.rating": [DEFAULT_RECOMMENDED_WEIGHTS.rating, 0],
      "recommended_weights.freshness": [DEFAULT_RECOMMENDED_WEIGHTS.freshness, 100],
    });
    expect(await db.outboxEvent.count({ where: { type: "search.ranking_changed", createdAt: { gte: audit.createdAt } } })).toBe(0);
  });
});

describe("GET /search/vendors?sort=recommended with a date", () => {
  it("ranks a vendor busy that day below the free one instead of leaving it out (other sorts still leave it out)", async () => {
    const word = `Recdate${tag()
      .replace(/[^a-z]/gi, "")
      .slice(0, 6)}`;
    const made = async (suffix: string, avg: string, count: number) => {
      const v = await quotingVendor();
      const name = `${word} ${suffix}`;
      await db.vendor.update({ where: { id: v.vendor.id }, data: { nameEn: name, nameAr: name, ratingAvg: avg, ratingCount: count } });
      await reindexVendor(v.vendor.id);
      return v;
    };
    const busy = await made("Busy", "4.90", 50);
    const free = await made("Free", "3.50", 2);
    const date = isoDay(new Date(now().getTime() + 40 * 86_400_000));
    const blocked = await call("/vendors/me/calendar/exceptions", {
      method: "POST",
      headers: auth(busy.owner.token),
      body: { kind: "blocked", starts_on: date, ends_on: date },
    });
    expect(blocked.status).toBe(201);
    const ids = async (query: Record<string, string>) =>
      (await call("/search/vendors", { query: { q: word, ...query } })).json.data.map((c: { id: string }) => c.id);

    expect(await ids({ sort: "recommended" })).toEqual([busy.vendor.id, free.vendor.id]);
    expect(await ids({ sort: "recommended", date })).toEqual([free.vendor.id, busy.vendor.id]);
    expect(await ids({ date })).toEqual([free.vendor.id]);
  });
});
