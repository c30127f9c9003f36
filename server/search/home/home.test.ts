import { beforeEach, describe, expect, it } from "vitest";
import { freezeClock, now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import type { VendorStatus } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { rankingScore } from "../ranking";
import { tag } from "@/server/test/identity";

// The strips read the whole marketplace, so every test starts from one
// without vendors (the reference seed has none) and builds its own.

const DAY = 86_400_000;
const home = (locale: "ar" | "en" = "en", query: Record<string, string> = {}) => call("/marketplace/home", { headers: { "accept-language": locale }, query });
const ids = (cards: Array<{ id: string }>) => cards.map((c) => c.id);

async function freshCategory(sortOrder = 0) {
  const id = newId();
  await db.category.create({
    data: { id, slug: `hc-${tag()}`, nameAr: "فئة الصفحة الرئيسية", nameEn: "Home test", icon: "star", sortOrder, createdAt: now() },
  });
  return id;
}

type VendorOptions = {
  plan?: "free" | "basic" | "professional" | "enterprise";
  status?: VendorStatus;
  published?: boolean;
  approvedAt?: Date;
  rating?: { avg: string; count: number };
};

async function vendorIn(categoryId: string, opts: VendorOptions = {}): Promise<string> {
  const id = newId();
  const city = await db.city.findUniqueOrThrow({ where: { slug: "kuwait-city" } });
  const plan = await db.plan.findUniqueOrThrow({ where: { code: opts.plan ?? "free" } });
  await db.vendor.create({
    data: {
      id,
      slug: `hv-${id.toLowerCase()}`,
      nameAr: `مورد ${id.slice(-4)}`,
      nameEn: `Vendor ${id.slice(-4)}`,
      status: opts.status ?? "approved",
      cityId: city.id,
      ownerUserId: newId(),
      contactEmail: `${id.toLowerCase()}@example.com`,
      contactPhone: "+96551234567",
      approvedAt: opts.approvedAt ?? now(),
      publishedAt: opts.published === false ? null : now(),
      ratingAvg: opts.rating?.avg ?? "0",
      ratingCount: opts.rating?.count ?? 0,
      categories: { create: [{ categoryId, isPrimary: true }] },
      subscriptions: { create: { id: newId(), planId: plan.id, status: "active", currentPeriodStart: now() } },
    },
  });
  return id;
}

beforeEach(async () => {
  freezeClock("2035-04-15T12:00:00+03:00");
  await db.featuredSlot.deleteMany({});
  await db.marketplaceSetting.deleteMany({ where: { key: "featured_last_draw" } });
  await db.vendor.deleteMany({});
});

describe("GET /marketplace/home", () => {
  it("lists the 12 most recently approved vendors the marketplace shows, newest first, as cards without contact details", async () => {
    const category = await freshCategory();
    const visible: string[] = [];
    for (let i = 0; i < 14; i++) visible.push(await vendorIn(category, { approvedAt: new Date(now().getTime() - (20 - i) * DAY) }));
    const newest = new Date(now().getTime() - DAY);
    await vendorIn(category, { status: "suspended", approvedAt: newest });
    await vendorIn(category, { published: false, approvedAt: newest });
    await vendorIn(category, { status: "pending_review", approvedAt: newest });

    const res = await home("ar");
    expect(res.status).toBe(200);
    expect(ids(res.json.data.newly_joined)).toEqual(visible.slice(2).reverse());
    const card = res.json.data.newly_joined[0];
    const vendor = await db.vendor.findUniqueOrThrow({ where: { id: card.id } });
    expect(card).toMatchObject({
      name: vendor.nameAr,
      name_en: vendor.nameEn,
      slug: vendor.slug,
      categories: [{ id: category }],
      is_new: true,
      is_featured: false,
    });
    expect(JSON.stringify(res.json.data)).not.toMatch(/example\.com|\+965/);
    // Free vendors are never featured; no vendor has 3 reviews.
    expect(res.json.data.featured).toEqual([]);
    expect(res.json.data.top_rated).toEqual([]);
  });

  it("lists vendors with at least 3 reviews by ranking score (platform mean, m = 5), ties to the newer approval", async () => {
    const category = await freshCategory();
    const older = new Date(now().getTime() - 30 * DAY);
    const rated = [
      { id: "", rating: { avg: "4.90", count: 100 }, approvedAt: older },
      { id: "", rating: { avg: "5.00", count: 3 }, approvedAt: older },
      { id: "", rating: { avg: "4.50", count: 50 }, approvedAt: older },
      { id: "", rating: { avg: "4.80", count: 10 }, approvedAt: older },
      { id: "", rating: { avg: "4.80", count: 10 }, approvedAt: new Date(older.getTime() + DAY) },
      { id: "", rating: { avg: "3.00", count: 20 }, approvedAt: older },
      ...Array.from({ length: 9 }, (_, i) => ({ id: "", rating: { avg: (3.5 + i / 10).toFixed(2), count: 4 + i }, approvedAt: older })),
    ];
    for (const r of rated) r.id = await vendorIn(category, { rating: r.rating, approvedAt: r.approvedAt });
    const tooFew = await vendorIn(category, { rating: { avg: "5.00", count: 2 } });
    const suspended = await vendorIn(category, { status: "suspended", rating: { avg: "5.00", count: 200 } });
    const hidden = await vendorIn(category, { published: false, rating: { avg: "5.00", count: 200 } });

    // The platform mean counts every approved vendor's reviews (hidden ones too), not suspended ones.
    const counted = [...rated.map((r) => r.rating), { avg: "5.00", count: 2 }, { avg: "5.00", count: 200 }];
    const mean = counted.reduce((s, r) => s + Number(r.avg) * r.count, 0) / counted.reduce((s, r) => s + r.count, 0);
    const score = (v: { rating: { avg: string; count: number } }) => rankingScore(v.rating.count, Number(v.rating.avg), { platformMean: mean, damping: 5 });
    const expected = [...rated]
      .sort((a, b) => score(b) - score(a) || b.approvedAt.getTime() - a.approvedAt.getTime())
      .map((r) => r.id)
      .slice(0, 12);

    const strip = (await home()).json.data.top_rated;
    expect(ids(strip)).toEqual(expected);
    // The newer of the two equal 4.8/10 vendors comes first.
    expect(ids(strip).indexOf(rated[4].id)).toBe(ids(strip).indexOf(rated[3].id) - 1);
    expect(ids(strip)).not.toContain(tooFew);
    expect(ids(strip)).not.toContain(suspended);
    expect(ids(strip)).not.toContain(hidden);
    expect(strip.find((c: { id: string }) => c.id === rated[0].id)).toMatchObject({ rating: 4.9, reviews_count: 100, is_new: false });
  });

  it("shows up to 12 current featured vendors, first slots of every category first, never a suspended one", async () => {
    const categories = [await freshCategory(3), await freshCategory(1), await freshCategory(2)];
    const byCategory = new Map<string, string[]>();
    for (const category of categories) {
      const holders = [];
      for (let i = 0; i < 5; i++) holders.push(await vendorIn(category, { plan: i % 2 ? "professional" : "enterprise" }));
      byCategory.set(category, holders);
      await vendorIn(category, { plan: "basic" });
    }
    const eligible = new Set([...byCategory.values()].flat());

    const first = (await home()).json.data;
    expect(first.featured).toHaveLength(12);
    expect(first.featured.every((c: { is_featured: boolean }) => c.is_featured)).toBe(true);
    expect(ids(first.featured).every((id) => eligible.has(id))).toBe(true);
    const slots = await db.featuredSlot.findMany({ where: { categoryId: { in: categories } } });
    const sortOf = new Map(categories.map((c, i) => [c, [3, 1, 2][i]]));
    const slotOrder = [...slots].sort((a, b) => a.position - b.position || sortOf.get(a.categoryId)! - sortOf.get(b.categoryId)!).map((s) => s.vendorId);
    expect(slots).toHaveLength(15);
    expect(ids(first.featured)).toEqual(slotOrder.slice(0, 12));
    // Position 1 of each category, in taxonomy order.
    expect(first.featured.slice(0, 3).map((c: { categories: Array<{ id: string }> }) => c.categories[0].id)).toEqual([
      categories[1],
      categories[2],
      categories[0],
    ]);
    // The other strips mark the same vendors as featured.
    for (const card of first.newly_joined) expect(card.is_featured).toBe(eligible.has(card.id));

    await db.vendor.update({ where: { id: first.featured[0].id }, data: { status: "suspended", suspendedAt: now() } });
    const after = (await home()).json.data;
    expect(ids(after.featured)).toEqual(slotOrder.filter((id) => id !== first.featured[0].id).slice(0, 12));
    expect(ids(after.newly_joined)).not.toContain(first.featured[0].id);
  });

  it("refuses unknown query parameters", async () => {
    const res = await home("en", { limit: "50" });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
  });
});
