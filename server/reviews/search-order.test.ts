import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerSearchHandlers, reindexVendor } from "@/server/search/engine/indexer";
import { platformMeanRating, rankingScore } from "@/server/search/ranking";
import { vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { insertedReview } from "@/server/test/reviews";
import { recomputeVendorRating } from "./aggregates";

// Publishing reviews moves a vendor in search: recomputeVendorRating writes
// the aggregates and emits ReviewPublished; its search handler re-indexes the
// vendor, so the indexed rating, review count and ranking score, and with
// them the vendor's place in the default (ranking score) order, change.

beforeAll(() => registerSearchHandlers());

async function drainOutbox() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

async function publish(vendorId: string, overall: number[]) {
  let last = "";
  for (const o of overall) last = (await insertedReview({ id: newId(), vendorId, customerUserId: newId() }, { overall: o })).id;
  await db.$transaction((tx) => recomputeVendorRating(tx, vendorId, last));
}

const browse = async () => (await call("/search/vendors", { query: { category: "photography" } })).json.data.map((c: { id: string }) => c.id);
const indexed = (id: string) =>
  db.searchDocument.findUniqueOrThrow({ where: { kind_id: { kind: "vendor", id } }, select: { rating: true, reviewsCount: true, rankingScore: true } });

describe("reviews and the search order", () => {
  it("a vendor whose reviews are published is re-indexed and moves up the default order", async () => {
    const [rising, good, poor] = [await vendorWithOwner(), await vendorWithOwner(), await vendorWithOwner()].map((v) => v.vendor.id);
    await publish(good, [5, 5, 5]);
    await publish(poor, [2, 2, 2]);
    await drainOutbox();
    await reindexVendor(rising); // indexed against the platform mean of 3.5, like everyone else
    // 3.5 platform mean: good (4.06) above the unreviewed vendor (3.5) above poor (2.94).
    expect(await browse()).toEqual([good, rising, poor]);
    expect(await indexed(rising)).toMatchObject({ reviewsCount: 0 });

    await publish(rising, [5, 5, 5, 5, 5, 4]);
    expect(await browse()).toEqual([good, rising, poor]); // the index has not heard yet

    await drainOutbox();
    const doc = await indexed(rising);
    expect(doc.reviewsCount).toBe(6);
    expect(doc.rating.toFixed(2)).toBe("4.83");
    expect(doc.rankingScore).toBeCloseTo(rankingScore(6, 4.83, { platformMean: await platformMeanRating(), damping: 5 }), 9);
    expect(await browse()).toEqual([rising, good, poor]);

    const card = (await call("/search/vendors", { query: { category: "photography" } })).json.data[0];
    expect(card).toMatchObject({ id: rising, rating: 4.8, reviews_count: 6, is_new: false });
  });
});
