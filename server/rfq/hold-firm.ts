import type { Quote, QuoteVersion } from "../core/db/generated/client";
import type { QuoteInput, StoredItem } from "./quote-input";

// Holding firm (spec "Quote": counter_received -> submitted with a final-offer
// flag): the vendor answers a counter without changing the price. It is kept
// as a version like a revision (same total, final_offer true, validity reset
// from now), so both sides see the answer in the history.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A PATCH holds firm when it answers a counter, is marked final, and leaves the total as it was (or sends no new values). */
export function holdsFirm(quote: Pick<Quote, "status" | "total">, change: { input: QuoteInput | null; finalOffer: boolean }): boolean {
  if (quote.status !== "counter_received" || !change.finalOffer) return false;
  return !change.input || change.input.total === quote.total.toFixed(3);
}

/** The current version's values offered again, valid for its validity days from `at` (a PATCH without new values). */
export function sameOfferAgain(version: QuoteVersion, at: Date): QuoteInput {
  return {
    items: version.items as StoredItem[],
    total: version.total.toFixed(3),
    validityDays: version.validityDays,
    validUntil: new Date(at.getTime() + version.validityDays * DAY_MS),
    notes: version.notes,
    deliveryNotes: version.deliveryNotes,
    deliveryTimeDays: version.deliveryTimeDays,
    attachmentIds: [],
  };
}
