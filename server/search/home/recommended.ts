import { z } from "zod";

// `sort=recommended`: one documented blend (docs/search.md "Recommended
// order"), the only place its formula lives. Both engines score with
// `recommendedScore`: the built-in index over every match, Meilisearch over
// the first RECOMMENDED_CANDIDATES hits of its relevance order
// (./providers/meilisearch-recommended.ts).
//
//   score = sum(w_i * s_i) / sum(w_i), over the signals that apply
//
// each signal s_i in [0, 1]:
//   relevance      the text match over the best match of the query (only with `q`)
//   rating         the ranking score (v*R + m*C) / (v + m), as (score - 1) / 4
//   response_rate  share of the RFQs of the last 90 days answered (quote or decline); 0.5 without RFQs
//   response_time  1 / (1 + h / 24), h the median hours to answer (24 h = 0.5); 0.5 without answers
//   availability   1 free on the asked date, 0 busy (only with a date: busy vendors are ranked lower, not left out)
//   distance       1 / (1 + km / 10) from the reference point (only with one; 0 for a vendor without a point)
//   freshness      2^(-days / 180), days since the vendor was approved
//
// A signal that does not apply (no `q`, no date, no reference point) leaves
// the sum and its weight the divisor, so the others keep their proportions.
// Ties: the ranking score, then the newest, then the id.

export const RECOMMENDED_SIGNALS = ["relevance", "rating", "response_rate", "response_time", "availability", "distance", "freshness"] as const;
export type RecommendedSignal = (typeof RECOMMENDED_SIGNALS)[number];
export type RecommendedWeights = Record<RecommendedSignal, number>;

/** Launch weights (whole numbers 0-100, Super Admin: PATCH /admin/search/ranking-settings). */
export const DEFAULT_RECOMMENDED_WEIGHTS: RecommendedWeights = {
  relevance: 35,
  rating: 20,
  response_rate: 10,
  response_time: 5,
  availability: 20,
  distance: 5,
  freshness: 5,
};

/** Neutral value of a response signal for a vendor with no RFQs (or no answers) yet. */
export const NEUTRAL_RESPONSE = 0.5;
/** Hours to answer that score 0.5 on response_time. */
export const RESPONSE_HALF_HOURS = 24;
/** Kilometres that score 0.5 on distance. */
export const DISTANCE_HALF_KM = 10;
/** Days since approval that score 0.5 on freshness. */
export const FRESHNESS_HALF_LIFE_DAYS = 180;
/** Meilisearch re-ranks this many of its relevance hits (the search depth cap). */
export const RECOMMENDED_CANDIDATES = 500;

const weight = (signal: string) =>
  z
    .number()
    .int()
    .min(0)
    .max(100)
    .meta({ description: `Weight of ${signal} in sort=recommended (whole number 0-100)` });

export const recommendedWeightsSchema = z
  .object({
    relevance: weight("text relevance (with q)"),
    rating: weight("the ranking score"),
    response_rate: weight("the RFQ response rate (90 days)"),
    response_time: weight("the median RFQ response time"),
    availability: weight("availability on the asked date (with a date)"),
    distance: weight("nearness to the reference point (with one)"),
    freshness: weight("listing recency"),
  })
  .meta({ id: "RecommendedWeights" });

/** One document's raw signals; null = the signal does not apply to this query (relevance, availability, distance) or is unknown (response). */
export type RecommendedInputs = {
  /** Text relevance already divided by the query's best (0-1); null without a query. */
  relevance: number | null;
  rankingScore: number;
  responseRate: number | null;
  responseHours: number | null;
  /** Free on the asked date; null without a date. */
  available: boolean | null;
  /** km from the reference point; null without a reference point; Infinity for a vendor with no point. */
  distanceKm: number | null;
  /** Days since approval. */
  ageDays: number;
};

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Each applicable signal in [0, 1] (absent: does not apply). */
export function recommendedSignals(s: RecommendedInputs): Partial<Record<RecommendedSignal, number>> {
  const out: Partial<Record<RecommendedSignal, number>> = {
    rating: clamp01((s.rankingScore - 1) / 4),
    response_rate: s.responseRate === null || Number.isNaN(s.responseRate) ? NEUTRAL_RESPONSE : clamp01(s.responseRate),
    response_time: s.responseHours === null || Number.isNaN(s.responseHours) ? NEUTRAL_RESPONSE : 1 / (1 + Math.max(0, s.responseHours) / RESPONSE_HALF_HOURS),
    freshness: Math.pow(2, -Math.max(0, s.ageDays) / FRESHNESS_HALF_LIFE_DAYS),
  };
  if (s.relevance !== null) out.relevance = clamp01(s.relevance);
  if (s.available !== null) out.availability = s.available ? 1 : 0;
  if (s.distanceKm !== null) out.distance = Number.isFinite(s.distanceKm) ? 1 / (1 + Math.max(0, s.distanceKm) / DISTANCE_HALF_KM) : 0;
  return out;
}

/** The blend: weighted mean of the applicable signals (0 when their weights sum to 0). */
export function recommendedScore(inputs: RecommendedInputs, weights: RecommendedWeights): number {
  const signals = recommendedSignals(inputs);
  let sum = 0;
  let total = 0;
  for (const name of RECOMMENDED_SIGNALS) {
    const value = signals[name];
    if (value === undefined) continue;
    sum += weights[name] * value;
    total += weights[name];
  }
  return total === 0 ? 0 : sum / total;
}

const EARTH_KM = 6371.0088;
/** km from a squared chord between unit vectors (the built-in index's distance measure). */
export function chordToKm(squaredChord: number): number {
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(squaredChord) / 2));
}

export const DAY_MS = 86_400_000;
