import { Decimal } from "../core/money";

// How a vendor's rating is shown, one rule for every payload (public profile,
// search cards, home strips, favorites, quote compare, rating summary): spec
// "Review display": fewer than 3 reviews shows a new-vendor label instead of
// an average; `rating_avg` is decimal(3,2) and shown to 1 decimal, rounded
// half-up from the stored value (4.25 -> 4.3, 4.24 -> 4.2).

export const MIN_REVIEWS_FOR_AVERAGE = 3;

/** Under 3 reviews: the new-vendor label replaces the average. */
export function isNewVendor(reviewsCount: number): boolean {
  return reviewsCount < MIN_REVIEWS_FOR_AVERAGE;
}

type Stored = { toString(): string } | string | number | null | undefined;

/** An average to one decimal, half-up ("4.3"); null when there is none. */
export function oneDecimal(value: Stored): string | null {
  if (value === null || value === undefined) return null;
  return new Decimal(value.toString()).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}

/** The vendor's shown average as text ("4.3"), or null for a new vendor. */
export function shownAverage(ratingAvg: Stored, reviewsCount: number): string | null {
  return isNewVendor(reviewsCount) ? null : oneDecimal(ratingAvg);
}

/** The same as a number (payloads whose field is numeric: cards, profile, compare). */
export function shownRating(ratingAvg: Stored, reviewsCount: number): number | null {
  const text = shownAverage(ratingAvg, reviewsCount);
  return text === null ? null : Number(text);
}
