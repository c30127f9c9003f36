import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { platformMeanRating, RANKING_SETTINGS_KEY, rankingScore } from "@/server/search/ranking";
import { vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { completedBooking, insertedReview } from "@/server/test/reviews";
import { recomputeVendorRating } from "./aggregates";

// GET /vendors/{id}/rating-summary over reviews written straight to the
// database and aggregated by recomputeVendorRating (what every publish, hide,
// delete, restore and edit calls).

type Row = NonNullable<Parameters<typeof insertedReview>[1]>;

const summary = (id: string) => call(`/vendors/${id}/rating-summary`);

/** Reviews of `vendorId` (each on a booking of its own), then the aggregates, as the reviews module does. */
async function reviewed(vendorId: string, rows: Row[]): Promise<void> {
  let last = "";
  for (const row of rows) last = (await insertedReview({ id: newId(), vendorId, customerUserId: newId() }, row)).id;
  await db.$transaction((tx) => recomputeVendorRating(tx, vendorId, last));
}

const stars = (...overall: number[]): Row[] => overall.map((o) => ({ overall: o }));

describe("GET /vendors/{id}/rating-summary", () => {
  it("shows a vendor without reviews as new: no average, empty distribution, scored at the platform mean", async () => {
    const { vendor } = await vendorWithOwner();
    const res = await summary(vendor.id);
    expect(res.status).toBe(200);
    const platformMean = await platformMeanRating();
    expect(res.json.data).toEqual({
      vendor_id: vendor.id,
      count: 0,
      average: null,
      new_vendor: true,
      distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
      criteria: { quality: { average: null, count: 0 }, punctuality: { average: null, count: 0 }, value: { average: null, count: 0 } },
      ranking_score: platformMean,
    });
  });

  it("keeps the new-vendor label with 2 reviews: counts and distribution, no overall or criterion average", async () => {
    const { booking } = await completedBooking();
    await insertedReview(booking, { overall: 5, quality: 5 });
    await reviewed(booking.vendorId, [{ overall: 4, quality: 4 }]);
    const res = await summary(booking.vendorId);
    expect(res.json.data).toMatchObject({
      count: 2,
      average: null,
      new_vendor: true,
      distribution: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 1 },
      criteria: { quality: { average: null, count: 2 }, punctuality: { average: null, count: 0 } },
    });
  });

  it("shows the average to one decimal, half-up from the stored two decimals, once there are 3 reviews", async () => {
    const cases: Array<[number[], string]> = [
      [[5, 4, 4, 4], "4.3"], // 4.25
      [[...Array(6).fill(5), ...Array(19).fill(4)], "4.2"], // 106 / 25 = 4.24
      [[...Array(7).fill(5), ...Array(13).fill(4)], "4.4"], // 87 / 20 = 4.35
      [[3, 3, 3], "3.0"],
    ];
    for (const [overall, shown] of cases) {
      const { vendor } = await vendorWithOwner();
      await reviewed(vendor.id, stars(...overall));
      const res = await summary(vendor.id);
      expect(res.json.data, overall.join(",")).toMatchObject({ count: overall.length, average: shown, new_vendor: false });
    }
  });

  it("averages each criterion over the reviews that rated it, and counts only published reviews", async () => {
    const { vendor } = await vendorWithOwner();
    await reviewed(vendor.id, [
      { overall: 5, quality: 5, punctuality: 4 },
      { overall: 4, quality: 4 },
      { overall: 2, quality: 3, value: 1 },
      { overall: 4 },
      // Not published: none of these count anywhere.
      { overall: 1, quality: 1, punctuality: 1, value: 1, status: "hidden" },
      { overall: 1, quality: 1, status: "pending_moderation" },
      { overall: 1, quality: 1, status: "deleted" },
      { overall: 1, quality: 1, status: "draft" },
    ]);
    const res = await summary(vendor.id);
    expect(res.json.data).toMatchObject({
      count: 4,
      average: "3.8", // 15 / 4 = 3.75
      distribution: { "1": 0, "2": 1, "3": 0, "4": 2, "5": 1 },
      criteria: {
        quality: { average: "4.0", count: 3 }, // (5 + 4 + 3) / 3, not over 4 reviews
        punctuality: { average: "4.0", count: 1 },
        value: { average: "1.0", count: 1 },
      },
    });
  });

  it("scores by (v*R + m*C) / (v + m) with the current platform mean and the Super Admin's damping", async () => {
    const { vendor } = await vendorWithOwner();
    await reviewed(vendor.id, stars(5, 5, 5, 4));
    const before = (await summary(vendor.id)).json.data.ranking_score;
    expect(before).toBeCloseTo(rankingScore(4, 4.75, { platformMean: await platformMeanRating(), damping: 5 }), 9);

    await db.marketplaceSetting.create({ data: { key: RANKING_SETTINGS_KEY, value: { damping: 40 } } });
    const other = await vendorWithOwner();
    await reviewed(other.vendor.id, stars(1, 1, 1));
    const platformMean = await platformMeanRating();
    const after = (await summary(vendor.id)).json.data.ranking_score;
    expect(after).toBeCloseTo(rankingScore(4, 4.75, { platformMean, damping: 40 }), 9);
    expect(after).toBeLessThan(before); // a lower platform mean and a heavier damping pull it down
    await db.marketplaceSetting.delete({ where: { key: RANKING_SETTINGS_KEY } });
  });

  it("answers by slug too, and 404 for vendors the marketplace does not show", async () => {
    const { vendor } = await vendorWithOwner();
    await reviewed(vendor.id, stars(5, 5, 4));
    expect((await summary(vendor.slug)).json.data).toMatchObject({ vendor_id: vendor.id, average: "4.7" });

    const suspended = await vendorWithOwner({ status: "suspended" });
    const unpublished = await vendorWithOwner({ published: false });
    const pending = await vendorWithOwner({ status: "pending_review" });
    for (const id of [suspended.vendor.id, unpublished.vendor.id, pending.vendor.id, newId(), "no-such-vendor"]) {
      const res = await summary(id);
      expect(res.status, id).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
  });

  it("agrees with the public profile's rating block", async () => {
    const { vendor } = await vendorWithOwner();
    await reviewed(vendor.id, stars(5, 4, 4, 4));
    const profile = await call(`/vendors/${vendor.id}`);
    const s = (await summary(vendor.id)).json.data;
    expect(profile.json.data.rating).toEqual({ rating: Number(s.average), reviews_count: s.count, is_new: s.new_vendor });
  });
});
