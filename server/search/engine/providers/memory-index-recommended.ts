import { chordToKm, DAY_MS, recommendedScore, type RecommendedWeights } from "../../home/recommended";
import type { Store } from "./memory-index-store";

// sort=recommended in the built-in index: every match scored with the blend
// of ../recommended.ts (exact: no candidate window), the score left per slot
// in `out` for the comparator.

export type RecommendedContext = {
  weights: RecommendedWeights;
  /** Busy on the asked date (absent: no date, the signal does not apply). */
  busy?: ReadonlySet<string>;
  today: number;
  /** Text relevance per slot (null: no query) and the squared chords from the reference point (null: none). */
  relevance: Float64Array | null;
  distance: Float64Array | null;
};

export function scoreRecommended(store: Store, matches: number[], context: RecommendedContext, out: Float64Array): void {
  const { relevance, distance, busy, weights, today } = context;
  let best = 0;
  if (relevance) for (const slot of matches) if (relevance[slot] > best) best = relevance[slot];
  const [rank, approved, rate, hours, ids] = [store.rankingScore.data, store.approvedAt.data, store.responseRate.data, store.responseHours.data, store.ids];
  for (const slot of matches) {
    out[slot] = recommendedScore(
      {
        relevance: relevance ? (best > 0 ? relevance[slot] / best : 0) : null,
        rankingScore: rank[slot],
        responseRate: Number.isNaN(rate[slot]) ? null : rate[slot],
        responseHours: Number.isNaN(hours[slot]) ? null : hours[slot],
        available: busy ? !busy.has(ids[slot]) : null,
        distanceKm: distance ? (Number.isFinite(distance[slot]) ? chordToKm(distance[slot]) : Number.POSITIVE_INFINITY) : null,
        ageDays: (today - approved[slot]) / DAY_MS,
      },
      weights,
    );
  }
}
