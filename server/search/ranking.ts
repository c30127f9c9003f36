import { z } from "zod";
import { db, type Tx } from "../core/db/client";
import { DEFAULT_RECOMMENDED_WEIGHTS, recommendedWeightsSchema } from "./home/recommended";

// The spec's ranking score, the default browse order of the marketplace:
// (v*R + m*C) / (v + m), v the vendor's review count, R its mean rating, C the
// platform mean and m the damping constant (5 at launch, tuned by a Super
// Admin: PATCH /admin/search/ranking-settings). A vendor with few reviews sits
// near the platform mean; the more reviews, the more its own mean counts.
// Scores are stored in the search index; a new m re-scores every vendor
// (./update-ranking-settings.ts).

export const RANKING_SETTINGS_KEY = "search_ranking";
export const DEFAULT_RANKING_DAMPING = 5;

export const rankingSettingsSchema = z
  .object({
    damping: z
      .number()
      .int()
      .min(1)
      .max(100)
      .meta({ description: "m in (v*R + m*C) / (v + m): how many reviews at the platform mean every vendor's own mean is blended with (1-100)" }),
    recommended_weights: recommendedWeightsSchema.meta({
      description:
        'Weights of sort=recommended\'s blend (docs/search.md "Recommended order"); a signal that does not apply to a query drops out with its weight',
    }),
  })
  .meta({ id: "RankingSettings" });
export type RankingSettings = z.infer<typeof rankingSettingsSchema>;

/** What a ranking score is computed with. */
export type RankingInputs = { platformMean: number; damping: number };

export function rankingScore(reviews: number, mean: number, { platformMean, damping }: RankingInputs): number {
  return (reviews * mean + damping * platformMean) / (reviews + damping);
}

/** The stored settings over the launch default (no row = default). */
export async function rankingSettings(tx: Tx = db): Promise<RankingSettings> {
  const row = await tx.marketplaceSetting.findUnique({ where: { key: RANKING_SETTINGS_KEY } });
  const value = (row?.value ?? {}) as Record<string, unknown>;
  const damping = rankingSettingsSchema.shape.damping.safeParse(value.damping);
  // Rows written before the recommended sort hold the damping constant only.
  const weights = recommendedWeightsSchema.partial().safeParse(value.recommended_weights ?? {});
  return {
    damping: damping.success ? damping.data : DEFAULT_RANKING_DAMPING,
    recommended_weights: { ...DEFAULT_RECOMMENDED_WEIGHTS, ...(weights.success ? weights.data : {}) },
  };
}

/** Mean rating over all reviews of marketplace vendors (each vendor's mean weighted by its review count). */
export async function platformMeanRating(): Promise<number> {
  const rows = await db.$queryRaw<{ mean: string | null }[]>`
    SELECT SUM(rating_avg * rating_count) / NULLIF(SUM(rating_count), 0) AS mean
    FROM vendors WHERE status = 'approved' AND rating_count > 0`;
  return rows[0]?.mean == null ? 0 : Number(rows[0].mean);
}

/** The platform mean and damping constant in force now. */
export async function rankingInputs(): Promise<RankingInputs> {
  const [platformMean, settings] = await Promise.all([platformMeanRating(), rankingSettings()]);
  return { platformMean, damping: settings.damping };
}
