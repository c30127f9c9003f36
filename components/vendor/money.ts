// Prices in KWD with 3 decimals, in the page's language. Shared by server and
// client components. Latin digits in both languages, like the rest of the
// portals (amounts are compared with invoices and bank statements).

const TAGS: Record<string, string> = { ar: "ar-KW-u-nu-latn", en: "en-KW" };

export function formatMoney(money: { amount: string; currency: string }, locale: string): string {
  const value = Number(money.amount);
  if (!Number.isFinite(value)) return `${money.amount} ${money.currency}`;
  return new Intl.NumberFormat(TAGS[locale] ?? TAGS.en, {
    style: "currency",
    currency: money.currency,
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(value);
}

/** Whole numbers (counts, limits) with the same digits as amounts. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(TAGS[locale] ?? TAGS.en).format(value);
}
