import type { Locale } from "../core/i18n";
import { formatMoneyText } from "../core/locale-format";

// Notification params are stored once per inbox row but read in whatever
// language the reader uses at the time (the inbox in the page's language,
// push in the device's, email and SMS in the account's). So a param is
// stored language-free where it can be and resolved when it is rendered:
// - a bilingual text `{ar, en}` (vendor, package, plan, role names, reasons
//   from a list): the reader's language, else the other one;
// - money `{amount, currency}`: "1,200.000 KWD" / "1,200.000 د.ك";
// - a string already formatted as an amount ("1,200.000 د.ك", rows written
//   before money params): re-formatted in the reader's language;
// - any other string or number: as it is.
// The keys that name something with two names, and the amounts, must be
// written in those shapes (BILINGUAL_KEYS, MONEY_KEYS below): notify()
// refuses a plain string for them (./notify.ts).
// Every value goes into the sentence as an isolate (FSI ... PDI), so an
// Arabic name at the start of an English sentence (or "OR-12" in an Arabic
// one) does not turn the sentence around (docs/messaging.md "Languages").

export type BilingualText = { ar: string; en: string };
export type MoneyParam = { amount: string; currency: string };
export type NotificationParam = string | number | BilingualText | MoneyParam;
export type NotificationParams = Record<string, NotificationParam>;

/**
 * Keys naming a thing that has an Arabic and an English name (a vendor, plan,
 * package, team role, a reason or checklist task from a list of both
 * languages): stored `{ar, en}`, with `bilingual()`, or `asWritten()` for
 * text one person wrote in one language (a reason typed in a form, a custom
 * task). `sender_name` is not here: the sender is a vendor (bilingual) or a
 * person (one spelling); server/conversations/handlers.ts passes each so.
 */
export const BILINGUAL_KEYS = ["vendor_name", "plan_name", "package", "role_name", "reason", "task"] as const;
/** Keys holding an amount: stored `{amount, currency}` (`money()`, server/core/money.ts), so the currency word is the reader's. */
export const MONEY_KEYS = ["amount", "refund", "charged"] as const;

type Shaped = { [K in (typeof BILINGUAL_KEYS)[number]]?: BilingualText } & { [K in (typeof MONEY_KEYS)[number]]?: MoneyParam };
/** What callers pass to notify(): the shaped keys are typed, so `tsc` refuses a plain string for them too. */
export type NotifyParams = Shaped & NotificationParams;

export const FSI = "\u2068";
export const PDI = "\u2069";

/** Embeddings, overrides, isolates and marks a value may carry: removed so it cannot close the isolate it sits in. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** An amount as server/core/money.ts amountText writes it, in either language. */
const AMOUNT_TEXT = /^(-?\d{1,3}(?:,\d{3})*\.\d{3}) (?:KWD|د\.ك)$/;

export const bilingual = (ar: string, en: string): BilingualText => ({ ar, en });
/** Text a person wrote in one language (a reason typed in a form): the same words for every reader. */
export const asWritten = (text: string): BilingualText => ({ ar: text, en: text });

const isBilingual = (v: object): v is BilingualText => typeof (v as BilingualText).ar === "string" && typeof (v as BilingualText).en === "string";
const isMoney = (v: object): v is MoneyParam => typeof (v as MoneyParam).amount === "string" && typeof (v as MoneyParam).currency === "string";

/** One param as plain text in the reader's language (no isolates). */
export function resolveParam(value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if (isBilingual(value)) return (locale === "en" ? value.en || value.ar : value.ar || value.en).trim();
    if (isMoney(value)) return value.currency === "KWD" ? formatMoneyText(value.amount, locale) : `${value.amount} ${value.currency}`;
    return "";
  }
  const text = String(value);
  const amount = AMOUNT_TEXT.exec(text);
  return amount ? formatMoneyText(amount[1].replace(/,/g, ""), locale) : text;
}

/** A value wrapped in FSI ... PDI. A bare count ("3") is left as it is: digits alone keep their order in either direction. */
export function isolate(text: string): string {
  const clean = text.replace(BIDI_CONTROLS, "");
  if (clean === "" || /^\d+$/.test(clean)) return clean;
  return `${FSI}${clean}${PDI}`;
}

/** The text without isolates (for comparing what a reader sees, e.g. in tests). */
export const withoutIsolates = (text: string): string => text.replace(/[\u2068\u2069]/g, "");

/**
 * The keys of `params` that are not in their shape (a plain string for a
 * bilingual name or an amount): what notify() refuses (./notify.ts).
 */
export function misshapenParams(params: Record<string, unknown>): string[] {
  const wrong: string[] = [];
  for (const key of BILINGUAL_KEYS) {
    const v = params[key];
    if (v !== undefined && !(typeof v === "object" && v !== null && isBilingual(v))) wrong.push(key);
  }
  for (const key of MONEY_KEYS) {
    const v = params[key];
    if (v !== undefined && !(typeof v === "object" && v !== null && isMoney(v))) wrong.push(key);
  }
  return wrong;
}
