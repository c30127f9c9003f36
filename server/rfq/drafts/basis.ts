import { toDecimal } from "../../core/money";
import type { BudgetBand, Season } from "./drafter";

// The coarse facts a draft compares RFQs by (docs/quote-drafts.md "Similar
// RFQs"): a budget band, a season of the year in Kuwait, and guest counts.

/** Band of an amount in KWD; unknown when the customer did not show the budget. */
export function budgetBandOf(amount: { toString(): string } | null | undefined): BudgetBand {
  if (amount === null || amount === undefined) return "unknown";
  const value = toDecimal(amount.toString());
  if (value.lessThan(500)) return "under_500";
  if (value.lessThan(2000)) return "500_2000";
  if (value.lessThan(5000)) return "2000_5000";
  return "5000_plus";
}

/** Kuwait's seasons by month: winter (Dec-Feb, the wedding season's peak), spring (Mar-May), summer (Jun-Sep), autumn (Oct-Nov). */
export function seasonOf(day: Date): Season {
  const m = day.getUTCMonth() + 1;
  if (m === 12 || m <= 2) return "winter";
  if (m <= 5) return "spring";
  if (m <= 9) return "summer";
  return "autumn";
}

export const monthOf = (day: Date) => day.toISOString().slice(0, 7);

/** Two guest counts are alike within 30% of the larger one. */
export function guestsAlike(a: number | null, b: number | null): boolean {
  if (!a || !b) return false;
  return Math.abs(a - b) <= 0.3 * Math.max(a, b);
}

/** A past line's quantity for the new guest count: lines of one (a whole package, a fixed item) stay 1; others scale with the guests. */
export function scaledQuantity(quantity: number, pastGuests: number | null, guests: number | null): number {
  if (quantity <= 1 || !pastGuests || !guests) return quantity;
  if (quantity === pastGuests) return Math.min(guests, 10_000);
  return Math.min(Math.max(1, Math.round((quantity * guests) / pastGuests)), 10_000);
}
