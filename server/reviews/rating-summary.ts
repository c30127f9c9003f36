import { z } from "zod";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { rankingInputs, rankingScore } from "../search/ranking";
import { isNewVendor, oneDecimal, shownAverage } from "../vendors/rating-display";
import { isPubliclyVisible } from "../vendors/views";

// GET /vendors/{vendorId}/rating-summary: the aggregates
// recomputeVendorRating (./aggregates.ts) keeps in vendor_rating_summaries,
// shown by the display rule every payload follows (vendors/rating-display.ts):
// averages to one decimal, none while the vendor has fewer than 3 reviews.
// The ranking score is the one search orders by, with today's platform mean
// and the Super Admin's damping constant.

const average = z.string().nullable();
const criterion = z.object({
  average: average.meta({ description: 'Mean of the reviews that rated this criterion, one decimal ("4.5"); null when none did or while the vendor is new.' }),
  count: z.number().int().meta({ description: "Published reviews that rated this criterion." }),
});

export const ratingSummarySchema = z
  .object({
    vendor_id: z.string(),
    count: z.number().int().meta({ description: "Published reviews." }),
    average: average.meta({ description: 'Mean overall rating to one decimal ("4.3", half-up from the stored decimal(3,2)); null while count < 3.' }),
    new_vendor: z.boolean().meta({ description: "Fewer than 3 published reviews: show the new-vendor label instead of an average." }),
    distribution: z.object({ "1": z.number().int(), "2": z.number().int(), "3": z.number().int(), "4": z.number().int(), "5": z.number().int() }),
    criteria: z
      .object({ quality: criterion, punctuality: criterion, value: criterion })
      .catchall(criterion)
      .meta({ description: "The built-in three, and every criterion the Super Admin added that published reviews rated (retired ones too)." }),
    ranking_score: z.number().meta({ description: "(v*R + m*C) / (v + m): the default browse order's score, with the current platform mean C and damping m." }),
  })
  .meta({ id: "RatingSummary" });

export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The public rating summary of a vendor the marketplace shows (by id or slug, like GET /vendors/{id}); 404 otherwise. */
export async function getRatingSummary(idOrSlug: string): Promise<RatingSummary> {
  const vendor = await db.vendor.findFirst({
    where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] },
    select: { id: true, status: true, publishedAt: true },
  });
  if (!vendor || !isPubliclyVisible(vendor)) throw notFound();
  const [row, inputs, added] = await Promise.all([
    db.vendorRatingSummary.findUnique({ where: { vendorId: vendor.id } }),
    rankingInputs(),
    // Criteria the Super Admin added (server/reviews/criteria.ts): averaged here, over published reviews.
    db.$queryRaw<{ code: string; avg: string; n: number }[]>`
      SELECT r.criterion_code AS code, ROUND(AVG(r.rating)::numeric, 2)::text AS avg, COUNT(*)::int AS n
      FROM review_criterion_ratings r JOIN reviews v ON v.id = r.review_id
      WHERE v.vendor_id = ${vendor.id} AND v.status = 'published'
      GROUP BY r.criterion_code ORDER BY r.criterion_code`,
  ]);
  const count = row?.ratingCount ?? 0;
  const isNew = isNewVendor(count);
  const criterionOf = (avg: { toString(): string } | null | undefined, n: number | undefined) => ({
    average: isNew ? null : oneDecimal(avg),
    count: n ?? 0,
  });
  return {
    vendor_id: vendor.id,
    count,
    average: shownAverage(row?.ratingAvg, count),
    new_vendor: isNew,
    distribution: { "1": row?.stars1 ?? 0, "2": row?.stars2 ?? 0, "3": row?.stars3 ?? 0, "4": row?.stars4 ?? 0, "5": row?.stars5 ?? 0 },
    criteria: {
      quality: criterionOf(row?.qualityAvg, row?.qualityCount),
      punctuality: criterionOf(row?.punctualityAvg, row?.punctualityCount),
      value: criterionOf(row?.valueAvg, row?.valueCount),
      ...Object.fromEntries(added.map((a) => [a.code, criterionOf(a.avg, a.n)])),
    },
    ranking_score: rankingScore(count, Number(row?.ratingAvg ?? 0), inputs),
  };
}
