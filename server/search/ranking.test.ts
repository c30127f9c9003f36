import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { call } from "@/server/test/http";
import { registerUser } from "@/server/test/identity";
import { auth, signedIn, tag } from "@/server/test/identity";
import { registerSearchHandlers, reindexVendor } from "./engine/indexer";
import { platformMeanRating, RANKING_SETTINGS_KEY, rankingScore } from "./ranking";
import { DEFAULT_RECOMMENDED_WEIGHTS } from "./home/recommended";

// The ranking damping constant m: Super Admin only, validated, audited, and a
// change re-scores the vendors in the search index.

beforeAll(() => registerSearchHandlers());
afterEach(async () => {
  await db.marketplaceSetting.deleteMany({ where: { key: RANKING_SETTINGS_KEY } });
});

const settings = (opts: { token?: string; method?: "GET" | "PATCH"; body?: unknown; locale?: "ar" | "en" } = {}) =>
  call("/admin/search/ranking-settings", {
    method: opts.method ?? "GET",
    body: opts.body,
    headers: opts.token ? auth(opts.token, opts.locale) : {},
  });

/** Delivers due outbox events until none is left. */
async function drainOutbox() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

describe("GET/PATCH /admin/search/ranking-settings", () => {
  it("answers 401 anonymous and 403 to every admin but the Super Admin (Content admins too)", async () => {
    expect((await settings()).status).toBe(401);
    const customer = await registerUser();
    const moderator = await signedIn({ roles: ["admin_moderator"] });
    const operations = await signedIn({ roles: ["admin_operations"] });
    for (const user of [customer, moderator, operations]) {
      expect((await settings({ token: user.token })).status).toBe(403);
      const patch = await settings({ token: user.token, method: "PATCH", body: { damping: 10 } });
      expect(patch.status).toBe(403);
      expect(patch.json.error.code).toBe("FORBIDDEN");
    }
    expect(await db.marketplaceSetting.count({ where: { key: RANKING_SETTINGS_KEY } })).toBe(0);
    expect(await db.auditLog.count({ where: { action: "ranking_settings.updated" } })).toBe(0);
  });

  it("shows the launch default, refuses values out of range with 422, and audits a change with before and after", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const initial = await settings({ token: superAdmin.token });
    expect(initial.status).toBe(200);
    expect(initial.json.data).toEqual({ damping: 5, recommended_weights: DEFAULT_RECOMMENDED_WEIGHTS });

    const invalid: Array<[unknown, string]> = [
      [{ damping: 0 }, "damping"],
      [{ damping: -5 }, "damping"],
      [{ damping: 101 }, "damping"],
      [{ damping: 2.5 }, "damping"],
      [{ damping: "5" }, "damping"],
      [{}, "damping"],
      [{ damping: 5, slots: 3 }, "slots"],
    ];
    for (const [body, field] of invalid) {
      const res = await settings({ token: superAdmin.token, method: "PATCH", body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.json.error.details)).toEqual([field]);
    }
    const arabic = await settings({ token: superAdmin.token, method: "PATCH", body: { damping: 500 }, locale: "ar" });
    expect(arabic.json.error.details.damping[0]).toMatch(/[\u0600-\u06FF]/);
    expect(await db.marketplaceSetting.count({ where: { key: RANKING_SETTINGS_KEY } })).toBe(0);

    const changed = await settings({ token: superAdmin.token, method: "PATCH", body: { damping: 12 } });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toEqual({ damping: 12, recommended_weights: DEFAULT_RECOMMENDED_WEIGHTS });
    expect((await settings({ token: superAdmin.token })).json.data).toEqual({ damping: 12, recommended_weights: DEFAULT_RECOMMENDED_WEIGHTS });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "ranking_settings.updated" } });
    expect(audit).toMatchObject({ actorType: "admin", actorId: superAdmin.id, entityType: "marketplace_setting", entityId: RANKING_SETTINGS_KEY });
    expect(audit.diff).toEqual({ damping: [5, 12] });
    const events = await db.outboxEvent.findMany({ where: { type: "search.ranking_changed" } });
    expect(events.map((e) => e.payload)).toEqual([{ damping: 12 }]);

    // The same value again changes nothing: no audit entry, no re-scoring.
    expect((await settings({ token: superAdmin.token, method: "PATCH", body: { damping: 12 } })).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "ranking_settings.updated" } })).toBe(1);
    expect(await db.outboxEvent.count({ where: { type: "search.ranking_changed" } })).toBe(1);
  });
});

describe("a new damping constant re-scores vendors", () => {
  async function ratedVendor(categoryId: string, avg: string, count: number): Promise<string> {
    const id = newId();
    const city = await db.city.findUniqueOrThrow({ where: { slug: "kuwait-city" } });
    await db.vendor.create({
      data: {
        id,
        slug: `rk-${id.toLowerCase()}`,
        nameAr: `مورد ${id.slice(-4)}`,
        nameEn: `Vendor ${id.slice(-4)}`,
        status: "approved",
        cityId: city.id,
        ownerUserId: newId(),
        approvedAt: now(),
        publishedAt: now(),
        ratingAvg: avg,
        ratingCount: count,
        categories: { create: [{ categoryId, isPrimary: true }] },
      },
    });
    await reindexVendor(id);
    return id;
  }

  it("changes a vendor's stored ranking score and the category's browse order", async () => {
    const categoryId = newId();
    await db.category.create({ data: { id: categoryId, slug: `rk-${tag()}`, nameAr: "فئة الترتيب", nameEn: "Ranking test", icon: "star", createdAt: now() } });
    // A perfect mean on few reviews against a good mean on many: a small m
    // trusts the few reviews, a large one pulls them to the platform mean.
    const few = await ratedVendor(categoryId, "5.00", 10);
    const many = await ratedVendor(categoryId, "4.50", 40);
    const low = await ratedVendor(categoryId, "2.00", 40);
    await Promise.all([few, many, low].map(reindexVendor)); // every document scored against the final platform mean
    const browse = async () => (await call("/search/vendors", { query: { category_id: categoryId } })).json.data.map((c: { id: string }) => c.id);
    const stored = async (id: string) => (await db.searchDocument.findUniqueOrThrow({ where: { kind_id: { kind: "vendor", id } } })).rankingScore;
    const platformMean = await platformMeanRating();

    expect(await browse()).toEqual([few, many, low]);
    expect(await stored(few)).toBeCloseTo(rankingScore(10, 5, { platformMean, damping: 5 }), 9);

    const superAdmin = await signedIn({ roles: ["admin_super"] });
    expect((await settings({ token: superAdmin.token, method: "PATCH", body: { damping: 20 } })).status).toBe(200);
    await drainOutbox();

    expect(await stored(few)).toBeCloseTo(rankingScore(10, 5, { platformMean, damping: 20 }), 9);
    expect(await stored(many)).toBeCloseTo(rankingScore(40, 4.5, { platformMean, damping: 20 }), 9);
    expect(await browse()).toEqual([many, few, low]);
  });
});
