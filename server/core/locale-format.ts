import { createTranslator } from "use-intl/core";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { NUMBER_TAGS, type Locale } from "./i18n";
import { amountText } from "./money";

// The one formatter of numbers, amounts, months and catalogue messages for
// text the server writes (notifications, quote-draft notes, emails, SMS,
// push). Latin digits in both languages, as on the screens
// (components/ui/locale.ts, components/ui/money.ts): amounts are compared with
// invoices and bank statements (docs/decisions.md "Digits in generated text").
// Plain `Intl` with "ar" would write Arabic-Indic digits (٢٠٢٦) beside the
// Latin ones of amounts.

const DATE_TAGS: Record<Locale, string> = { ar: "ar-KW-u-nu-latn-ca-gregory", en: "en-GB" };
const catalogues = { ar, en } as const;

/** A KWD amount in a sentence: "1,200.000 KWD" / "1,200.000 د.ك" (the currency in the reader's language). */
export const formatMoneyText = amountText;

/** "2026-12" as "December 2026" / "ديسمبر 2026". */
export function formatMonthText(month: string, locale: Locale): string {
  const [y, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(DATE_TAGS[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/**
 * A message of messages/<locale>.json with ICU arguments (`{days, plural, one
 * {...} other {# days}}`, Arabic zero/one/two/few/many/other), numbers with
 * Latin digits. An unknown key answers the key itself.
 */
export function formatMessageText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  // The Intl tag (with -u-nu-latn) stands where next-intl's types expect the app's bare locale.
  const t = createTranslator({ locale: NUMBER_TAGS[locale] as Locale, messages: catalogues[locale] as Record<string, unknown>, onError: () => undefined });
  return t(key as never, values as never) as string;
}
