// The one map from the page's language to Intl locales: Latin digits in both
// languages (amounts are compared with invoices and bank statements), Kuwaiti
// conventions otherwise. Calendar dates of the admin and vendor screens write
// English as in Britain ("27 Nov 2026").

const TAGS: Record<string, string> = { ar: "ar-KW-u-nu-latn", en: "en-KW" };
const DATE_TAGS: Record<string, string> = { ar: "ar-KW-u-nu-latn", en: "en-GB" };

/** Amounts, counts and the RFQ loop's dates. */
export function intlLocale(locale: string): string {
  return TAGS[locale] ?? TAGS.en;
}

/** Gregorian calendar dates of the admin and vendor screens. */
export function intlDateLocale(locale: string): string {
  return locale === "ar" ? DATE_TAGS.ar : DATE_TAGS.en;
}
