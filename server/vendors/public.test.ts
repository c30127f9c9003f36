import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { call } from "@/server/test/http";
import { applyAs, approvedVendor, readyMedia } from "@/server/test/fixtures";
import { auth, signedIn, tag } from "@/server/test/identity";
import { setPlan } from "@/server/test/subscriptions";
import { recordVendorStat } from "./stats";

const DAY = 86_400_000;
const profile = (id: string, headers: Record<string, string> = {}) => call(`/vendors/${id}`, { headers });
const analytics = (token: string, query: Record<string, string> = {}) => call("/vendors/me/analytics", { headers: auth(token), query });
const placement = (id: string, token?: string) => call(`/vendors/${id}/preview-placement`, { headers: token ? auth(token) : {} });

async function freshCategory() {
  return db.category.create({ data: { id: newId(), slug: `cat-${tag()}`, nameAr: "فئة اختبار", nameEn: "Test category", icon: "star", createdAt: now() } });
}

async function views(vendorId: string): Promise<number> {
  const row = await db.vendorDailyStat.findUnique({ where: { vendorId_day: { vendorId, day: kuwaitDay(now()) } } });
  return row?.profileViews ?? 0;
}

describe("GET /vendors/{id} (public profile)", () => {
  it("shows an approved vendor by id or slug, with gallery and published services, and never its contact details", async () => {
    const { owner, vendorId } = await approvedVendor();
    const vendor = await db.vendor.findUniqueOrThrow({ where: { id: vendorId } });
    const g1 = await readyMedia(owner.id, "vendor_gallery");
    expect((await call("/vendors/me", { method: "PATCH", headers: auth(owner.token), body: { gallery_media_ids: [g1] } })).status).toBe(200);
    const service = await db.service.create({
      data: {
        id: newId(),
        vendorId,
        categoryId: (await db.vendorCategory.findFirstOrThrow({ where: { vendorId, isPrimary: true } })).categoryId,
        nameAr: "تصوير زفاف",
        nameEn: "Wedding shoot",
        priceFrom: "250.000",
        status: "published",
        publishedAt: now(),
      },
    });
    await db.service.create({
      data: { id: newId(), vendorId, categoryId: service.categoryId, nameAr: "مسودة", nameEn: "Draft", status: "draft" },
    });

    const byId = await profile(vendorId, { "accept-language": "en" });
    expect(byId.status).toBe(200);
    expect(byId.json.data).toMatchObject({
      id: vendorId,
      slug: vendor.slug,
      name: vendor.nameEn,
      verified: true,
      city: { name: "Kuwait City" },
      area: { name: "Sharq" },
      instagram: "layali.events",
      rating: { rating: null, reviews_count: 0, is_new: true },
      gallery: [{ id: g1, url: expect.stringContaining(g1) }],
    });
    expect(byId.json.data.categories).toHaveLength(2);
    expect(byId.json.data.services.map((s: { id: string }) => s.id)).toEqual([service.id]);
    const text = JSON.stringify(byId.json);
    expect(text).not.toContain(vendor.contactEmail!);
    expect(text).not.toContain(vendor.contactPhone!);
    expect(text).not.toContain("contact_");

    const bySlug = await profile(vendor.slug, { "accept-language": "ar" });
    expect(bySlug.status).toBe(200);
    expect(bySlug.json.data).toMatchObject({ id: vendorId, name: vendor.nameAr });
  });

  it("shows the rating once there are 3 reviews (one decimal), a new-vendor label before", async () => {
    const { vendorId } = await approvedVendor();
    await db.vendor.update({ where: { id: vendorId }, data: { ratingAvg: "4.26", ratingCount: 4 } });
    expect((await profile(vendorId)).json.data.rating).toEqual({ rating: 4.3, reviews_count: 4, is_new: false });
  });

  it("is a 404 for pending, hidden and unknown vendors", async () => {
    const pending = await applyAs(await signedIn());
    expect((await profile(pending)).status).toBe(404);
    const { owner, vendorId } = await approvedVendor();
    await call("/vendors/me", { method: "PATCH", headers: auth(owner.token), body: { published: false } });
    expect((await profile(vendorId)).status).toBe(404);
    expect((await profile(`no-such-vendor-${tag()}`)).status).toBe(404);
  });

  it("counts profile views per Kuwait day, but not the vendor's own team looking", async () => {
    const { owner, vendorId } = await approvedVendor();
    const visitor = await signedIn();
    await profile(vendorId);
    await profile(vendorId, auth(visitor.token));
    expect(await views(vendorId)).toBe(2);
    await profile(vendorId, auth(owner.token));
    expect(await views(vendorId)).toBe(2);
  });
});

describe("GET /vendors/me/analytics", () => {
  it("gates the depth by plan: basic 30-day totals, standard 90 days + series, full 365 days + win rate + category comparison", async () => {
    const category = await freshCategory();
    const { owner, vendorId } = await approvedVendor({ category_ids: [category.id] });
    const peer = await approvedVendor({ category_ids: [category.id] });
    const today = now();
    const daysAgo = (n: number) => new Date(today.getTime() - n * DAY);
    await recordVendorStat(db, vendorId, "rfqs_received", today, 3);
    await recordVendorStat(db, vendorId, "quotes_sent", daysAgo(1), 4);
    await recordVendorStat(db, vendorId, "quotes_won", daysAgo(1));
    await recordVendorStat(db, vendorId, "rfqs_received", daysAgo(40));
    await recordVendorStat(db, vendorId, "rfqs_received", daysAgo(200), 5);
    await recordVendorStat(db, peer.vendorId, "rfqs_received", today, 6);
    await recordVendorStat(db, peer.vendorId, "quotes_sent", today, 2);
    await recordVendorStat(db, peer.vendorId, "quotes_won", today, 2);
    await profile(vendorId);

    // Free plan: basic depth.
    const basic = await analytics(owner.token);
    expect(basic.status).toBe(200);
    expect(basic.json.data).toMatchObject({
      depth: "basic",
      max_days: 30,
      window: { days: 30, to: kuwaitDay(today).toISOString().slice(0, 10) },
      totals: { views: 1, rfqs_received: 3, quotes_sent: 4, quotes_won: 1, win_rate: null },
      series: null,
      comparison: null,
    });
    const tooDeep = await analytics(owner.token, { days: "90" });
    expect([tooDeep.status, tooDeep.json.error.code]).toEqual([403, "SUBSCRIPTION_REQUIRED"]);
    expect((await analytics(owner.token, { days: "400" })).status).toBe(422);

    await setPlan(vendorId, "basic"); // standard depth
    const standard = await analytics(owner.token, { days: "90" });
    expect(standard.json.data).toMatchObject({ depth: "standard", totals: { rfqs_received: 4, win_rate: null }, comparison: null });
    expect(standard.json.data.series).toHaveLength(90);
    expect(standard.json.data.series.at(-1)).toMatchObject({ rfqs_received: 3, views: 1 });
    expect(standard.json.data.series.at(-2)).toMatchObject({ quotes_sent: 4, quotes_won: 1 });
    expect((await analytics(owner.token, { days: "365" })).status).toBe(403);

    await setPlan(vendorId, "enterprise"); // full depth
    const full = await analytics(owner.token, { days: "365" });
    expect(full.json.data).toMatchObject({
      depth: "full",
      totals: { rfqs_received: 9, quotes_sent: 4, quotes_won: 1, win_rate: 0.25 },
      comparison: { category: { id: category.id }, vendors_count: 1, average: { rfqs_received: 6, quotes_sent: 2, quotes_won: 2, win_rate: 1 } },
    });
    expect(full.json.data.series).toHaveLength(365);
  });

  it("is a 404 for a user who is not on a vendor's team", async () => {
    expect((await analytics((await signedIn()).token)).status).toBe(404);
  });
});

describe("GET /vendors/{id}/preview-placement", () => {
  it("ranks the category's vendors by the Bayesian score, newest approval first on ties, and previews hidden vendors", async () => {
    const category = await freshCategory();
    const inCategory = { category_ids: [category.id] };
    const top = await approvedVendor(inCategory);
    const low = await approvedVendor(inCategory);
    const olderNew = await approvedVendor(inCategory);
    const newerNew = await approvedVendor(inCategory);
    await db.vendor.update({ where: { id: top.vendorId }, data: { ratingAvg: "5.00", ratingCount: 10 } });
    await db.vendor.update({ where: { id: low.vendorId }, data: { ratingAvg: "3.00", ratingCount: 10 } });
    await db.vendor.update({ where: { id: olderNew.vendorId }, data: { approvedAt: new Date(now().getTime() - 10 * DAY) } });
    await db.vendor.update({ where: { id: newerNew.vendorId }, data: { approvedAt: new Date(now().getTime() - DAY) } });

    const first = await placement(top.vendorId, top.owner.token);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ category: { id: category.id }, position: 1, total: 4, page: 1, is_featured: false, visible: true, reason: null });
    const lowScore = (await placement(low.vendorId, low.owner.token)).json.data;
    expect(lowScore.ranking_score).toBeLessThan(first.json.data.ranking_score);
    // Two vendors without reviews score the same (the platform mean); the newer approval ranks first.
    const older = (await placement(olderNew.vendorId, olderNew.owner.token)).json.data;
    const newer = (await placement(newerNew.vendorId, newerNew.owner.token)).json.data;
    expect(newer.ranking_score).toBe(older.ranking_score);
    expect(newer.position).toBe(older.position - 1);
    expect(new Set([first.json.data.position, lowScore.position, older.position, newer.position]).size).toBe(4);

    // A pending application sees where it would stand; a hidden vendor is told why it is not shown.
    const pendingOwner = await signedIn();
    const pending = await applyAs(pendingOwner, inCategory);
    expect((await placement(pending, pendingOwner.token)).json.data).toMatchObject({ total: 5, visible: false, reason: "pending_review" });
    await call("/vendors/me", { method: "PATCH", headers: auth(low.owner.token), body: { published: false } });
    expect((await placement(low.vendorId, low.owner.token)).json.data).toMatchObject({ total: 4, visible: false, reason: "unpublished" });
    expect((await placement(top.vendorId, top.owner.token)).json.data.total).toBe(3);
  });

  it("is open to the vendor's members and to admins with vendor.read; anyone else gets 404 (401 anonymous)", async () => {
    const a = await approvedVendor();
    const b = await approvedVendor();
    expect((await placement(a.vendorId, b.owner.token)).status).toBe(404);
    expect((await placement(a.vendorId, (await signedIn()).token)).status).toBe(404);
    expect((await placement(a.vendorId)).status).toBe(401);
    const support = await signedIn({ roles: ["admin_support"] });
    expect((await placement(a.vendorId, support.token)).status).toBe(200);
  });
});
