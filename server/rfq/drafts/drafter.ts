import type { Locale } from "../../core/i18n";

// The quote drafter's interface (docs/quote-drafts.md): a draft is built from
// the vendor's own data only (published services and packages in the RFQ's
// category, its past quotes on similar RFQs) and is never sent by itself.
// The lines come from the built-in drafter; a note writer may replace only
// the note (the model provider), falling back to the built-in one.

export type SourceType = "package" | "service" | "past_quote";
export type DraftSource = { type: SourceType; id: string };
export type BudgetBand = "under_500" | "500_2000" | "2000_5000" | "5000_plus" | "unknown";
export type Season = "winter" | "spring" | "summer" | "autumn";

/** What the draft is for: nothing that names the customer (no names, phones, emails, addresses, titles or descriptions). */
export type DraftBasis = {
  categoryId: string;
  categoryName: { ar: string; en: string };
  guestCount: number | null;
  /** "YYYY-MM" of the service day (the event date, else the needed-by date). */
  month: string;
  season: Season;
  budgetBand: BudgetBand;
};

/** A priced offer of the vendor's catalog in the RFQ's category: a package, or a service's "from" price. */
export type CatalogOffer = { source: DraftSource; serviceId: string; name: { ar: string; en: string }; price: string; sortOrder: number };

/** One of the vendor's earlier quotes in the category, with what it was for. */
export type PastQuote = {
  id: string;
  guestCount: number | null;
  season: Season;
  budgetBand: BudgetBand;
  status: string;
  at: Date;
  validityDays: number;
  items: { name: string; quantity: number; unit_price: string }[];
};

export type DraftContext = { basis: DraftBasis; offers: CatalogOffer[]; pastQuotes: PastQuote[]; locale: Locale };

export type DraftLine = { name: string; quantity: number; unit_price: string; line_total: string; source: DraftSource };
export type DraftNote = { ar: string; en: string; by: "built_in" | "model" };

export type Draft = {
  lines: DraftLine[];
  total: string | null;
  validityDays: number;
  /** The past quote the lines follow, when one was similar enough. */
  basedOn: { quoteId: string; score: number } | null;
  note: DraftNote;
};

export interface Drafter {
  draft(context: DraftContext): Draft;
}

/** Writes the note from the basis and the drafted lines; gets nothing else. */
export type NoteInput = { basis: Omit<DraftBasis, "categoryId">; lines: { name: string; quantity: number; unit_price: string }[]; total: string | null };

export interface NoteWriter {
  /** The note; the `fallback` (built-in) on any failure. Never throws. */
  writeNote(input: NoteInput, fallback: DraftNote): Promise<DraftNote>;
}
