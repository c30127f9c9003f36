import type { Tx } from "../core/db/client";
import { emit } from "../core/outbox/outbox";
import { now } from "../core/clock";

// A vendor's rating aggregates, recomputed from scratch over its published
// reviews inside the caller's transaction (every publish, hide, delete,
// restore and edit calls it), so they can never drift from the reviews.
// vendors.rating_avg / rating_count (what search ranks by) are written in
// the same statement set, and ReviewPublished re-indexes the vendor.

type Row = {
  count: number;
  avg: string | null;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
  quality_avg: string | null;
  quality_count: number;
  punctuality_avg: string | null;
  punctuality_count: number;
  value_avg: string | null;
  value_count: number;
};

export async function recomputeVendorRating(tx: Tx, vendorId: string, reviewId: string): Promise<void> {
  // One writer per vendor at a time: two reviews of one vendor changing at once both see the other's result.
  await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${vendorId} FOR UPDATE`;
  const [r] = await tx.$queryRaw<Row[]>`
    SELECT COUNT(*)::int AS count,
      ROUND(AVG(overall_rating)::numeric, 2)::text AS avg,
      COUNT(*) FILTER (WHERE overall_rating = 1)::int AS s1, COUNT(*) FILTER (WHERE overall_rating = 2)::int AS s2,
      COUNT(*) FILTER (WHERE overall_rating = 3)::int AS s3, COUNT(*) FILTER (WHERE overall_rating = 4)::int AS s4,
      COUNT(*) FILTER (WHERE overall_rating = 5)::int AS s5,
      ROUND(AVG(quality_rating)::numeric, 2)::text AS quality_avg, COUNT(quality_rating)::int AS quality_count,
      ROUND(AVG(punctuality_rating)::numeric, 2)::text AS punctuality_avg, COUNT(punctuality_rating)::int AS punctuality_count,
      ROUND(AVG(value_rating)::numeric, 2)::text AS value_avg, COUNT(value_rating)::int AS value_count
    FROM reviews WHERE vendor_id = ${vendorId} AND status = 'published'`;
  const summary = {
    ratingAvg: r.avg ?? "0",
    ratingCount: r.count,
    stars1: r.s1,
    stars2: r.s2,
    stars3: r.s3,
    stars4: r.s4,
    stars5: r.s5,
    qualityAvg: r.quality_avg,
    qualityCount: r.quality_count,
    punctualityAvg: r.punctuality_avg,
    punctualityCount: r.punctuality_count,
    valueAvg: r.value_avg,
    valueCount: r.value_count,
    updatedAt: now(),
  };
  await tx.vendorRatingSummary.upsert({ where: { vendorId }, create: { vendorId, ...summary }, update: summary });
  await tx.vendor.update({ where: { id: vendorId }, data: { ratingAvg: summary.ratingAvg, ratingCount: summary.ratingCount } });
  await emit(tx, "ReviewPublished", { vendorId, reviewId });
}
