import { intlLocale } from "./locale";

// Prices in KWD with 3 decimals, in the page's language. Shared by server and
// client components. Latin digits in both languages, like the rest of the
// portals (amounts are compared with invoices and bank statements).

export type Money = { amount: string; currency: string };

export function formatMoney(money: Money, locale: string): string {
  const value = Number(money.amount);
  if (!Number.isFinite(value)) return `${money.amount} ${money.currency}`;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: money.currency,
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(value);
}

/** Whole numbers (counts, limits) with the same digits as amounts. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** "250" or "250.5" as the API's 3-decimal string ("250.000", "250.500"); anything else is passed on for the API to judge. */
export function normalizeAmount(input: string): string {
  const value = input
    .trim()
    .replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)))
    .replace("٫", ".");
  const match = /^(\d{1,9})(?:\.(\d{0,3}))?$/.exec(value);
  return match ? `${match[1]}.${(match[2] ?? "").padEnd(3, "0")}` : value;
}

// Exact 3-decimal arithmetic on the API's amount strings, in fils (integers):
// line totals of the quote editor and the 20% deposit shown before accepting.

export function toFils(amount: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(amount.trim());
  return match ? Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0")) : null;
}

export function fromFils(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, "0")}`;
}

/** `percent` of a money amount, rounded half-up to the fils (the default deposit is 20%). */
export function percentOf(money: Money, percent: number): Money {
  const fils = toFils(money.amount) ?? 0;
  return { amount: fromFils(Math.floor((fils * percent + 50) / 100)), currency: money.currency };
}

export const DEPOSIT_PERCENT = 20;
