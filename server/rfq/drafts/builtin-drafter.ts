import type { Locale } from "../../core/i18n";
import { formatMessageText, formatMonthText } from "../../core/locale-format";
import { formatAmount, sum, toDecimal } from "../../core/money";
import { guestsAlike, scaledQuantity } from "./basis";
import type { CatalogOffer, Draft, DraftBasis, DraftContext, DraftLine, DraftNote, Drafter, PastQuote } from "./drafter";

// The built-in drafter: no external service. Lines follow the vendor's most
// similar past quote in the category (quantities scaled to the guest count),
// else its published packages and "from" prices (docs/quote-drafts.md).

const MAX_LINES = 30;
const DEFAULT_VALIDITY_DAYS = 7;
/** The least similarity (one of guests, budget band, season alike) for a past quote to lead the draft over the catalog. */
const MIN_SCORE = 1;

export function similarity(basis: DraftBasis, past: PastQuote): number {
  let score = 0;
  if (guestsAlike(basis.guestCount, past.guestCount)) score += 1;
  if (basis.budgetBand !== "unknown" && basis.budgetBand === past.budgetBand) score += 1;
  if (basis.season === past.season) score += 1;
  return score;
}

/** The most similar past quote: highest score, then an accepted one, then the newest. */
export function mostSimilar(basis: DraftBasis, pastQuotes: PastQuote[]): { quote: PastQuote; score: number } | null {
  const ranked = pastQuotes
    .filter((q) => q.items.length > 0)
    .map((quote) => ({ quote, score: similarity(basis, quote) }))
    .sort(
      (a, b) =>
        b.score - a.score || Number(b.quote.status === "accepted") - Number(a.quote.status === "accepted") || b.quote.at.getTime() - a.quote.at.getTime(),
    );
  return ranked[0] ?? null;
}

const line = (name: string, quantity: number, unitPrice: string, source: DraftLine["source"]): DraftLine => ({
  name: name.trim().slice(0, 100),
  quantity,
  unit_price: formatAmount(unitPrice),
  line_total: formatAmount(toDecimal(unitPrice).times(quantity)),
  source,
});

function fromPastQuote(basis: DraftBasis, past: PastQuote): DraftLine[] {
  return past.items.map((i) => line(i.name, scaledQuantity(i.quantity, past.guestCount, basis.guestCount), i.unit_price, { type: "past_quote", id: past.id }));
}

/** One line per service: its first package (the vendor's own order), or its "from" price when it has none. */
function fromCatalog(offers: CatalogOffer[], locale: Locale): DraftLine[] {
  const byService = new Map<string, CatalogOffer>();
  for (const offer of [...offers].sort((a, b) => a.sortOrder - b.sortOrder)) {
    if (!byService.has(offer.serviceId)) byService.set(offer.serviceId, offer);
  }
  return [...byService.values()].map((o) => line(locale === "en" ? o.name.en : o.name.ar, 1, o.price, o.source));
}

/** "December 2026" / "ديسمبر 2026": Latin digits in both languages, like the note's counts and the quote's amounts. */
export const monthName = (month: string, locale: Locale): string => formatMonthText(month, locale);

/** The built-in note in both languages, addressed to the customer: what the quote covers and what it is based on. */
export function builtInNote(basis: Omit<DraftBasis, "categoryId">, kind: "past_quote" | "catalog" | "empty", validityDays: number): DraftNote {
  const text = (locale: Locale) => {
    const values = {
      category: basis.categoryName[locale],
      month: monthName(basis.month, locale),
      guests: basis.guestCount ?? 0,
      days: validityDays,
    };
    // ICU plurals of the catalogue: "7 أيام", "يوم واحد", "11 يومًا"; never "7 يوم".
    const scope = formatMessageText(locale, basis.guestCount ? "quoteDrafts.note.scopeGuests" : "quoteDrafts.note.scope", values);
    const basedOn = formatMessageText(locale, `quoteDrafts.note.${kind}`, values);
    return [scope, basedOn].filter(Boolean).join(" ");
  };
  return { ar: text("ar"), en: text("en"), by: "built_in" };
}

export const builtInDrafter: Drafter = {
  draft({ basis, offers, pastQuotes, locale }: DraftContext): Draft {
    const best = mostSimilar(basis, pastQuotes);
    const catalog = fromCatalog(offers, locale);
    let lines: DraftLine[] = [];
    let kind: "past_quote" | "catalog" | "empty" = "empty";
    let basedOn: Draft["basedOn"] = null;
    if (best && (best.score >= MIN_SCORE || catalog.length === 0)) {
      lines = fromPastQuote(basis, best.quote);
      kind = "past_quote";
      basedOn = { quoteId: best.quote.id, score: best.score };
    } else if (catalog.length > 0) {
      lines = catalog;
      kind = "catalog";
    }
    lines = lines.slice(0, MAX_LINES);
    const validityDays = basedOn ? best!.quote.validityDays : DEFAULT_VALIDITY_DAYS;
    const total = lines.length > 0 ? formatAmount(sum(lines.map((l) => l.line_total))) : null;
    return { lines, total, validityDays, basedOn, note: builtInNote(basis, kind, validityDays) };
  },
};
