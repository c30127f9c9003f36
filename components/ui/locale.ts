// The one map from the page's language to the Intl locale of dates, amounts and
// counts: Latin digits in both languages (amounts are compared with invoices and
// bank statements), Kuwaiti conventions otherwise.

const TAGS: Record<string, string> = { ar: "ar-KW-u-nu-latn", en: "en-KW" };

export function intlLocale(locale: string): string {
  return TAGS[locale] ?? TAGS.en;
}
