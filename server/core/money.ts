import Decimal from "decimal.js";
import { z } from "zod";

// Money is decimal end to end: Prisma.Decimal / decimal.js inside,
// decimal(12,3) in the database, `{amount: "12.500", currency: "KWD"}` outside.
export const CURRENCY = "KWD";
export const KWD_DECIMALS = 3;

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export { D as Decimal };

export type Money = { amount: string; currency: string };
type DecimalLike = Decimal.Value | { toString(): string };

export function toDecimal(value: DecimalLike): Decimal {
  return new D(typeof value === "object" && !(value instanceof Decimal) ? value.toString() : (value as Decimal.Value));
}

/** Rounds half-up to the currency's exact decimals. */
export function round(value: DecimalLike): Decimal {
  return toDecimal(value).toDecimalPlaces(KWD_DECIMALS, Decimal.ROUND_HALF_UP);
}

export function formatAmount(value: DecimalLike): string {
  return round(value).toFixed(KWD_DECIMALS);
}

/** A KWD amount for people (notifications): thousands separated, 3 decimals, the currency in the reader's language. */
export function amountText(value: DecimalLike, locale: "ar" | "en"): string {
  const [whole, fraction] = formatAmount(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${grouped}.${fraction} ${locale === "ar" ? "د.ك" : "KWD"}`;
}

export function money(value: DecimalLike, currency = CURRENCY): Money {
  return { amount: formatAmount(value), currency };
}

export function moneyOrNull(value: DecimalLike | null | undefined): Money | null {
  return value === null || value === undefined ? null : money(value);
}

/** Percentage of an amount, rounded half-up to 3 dp (commission, deposit). */
export function percentOf(value: DecimalLike, percent: DecimalLike): Decimal {
  return round(toDecimal(value).times(toDecimal(percent)).dividedBy(100));
}

export function sum(values: DecimalLike[]): Decimal {
  return values.reduce<Decimal>((acc, v) => acc.plus(toDecimal(v)), new D(0));
}

/** Request amounts are strings with exactly 3 decimals (1-9 integer digits). */
export const AMOUNT_PATTERN = /^\d{1,9}\.\d{3}$/;
export const amountString = z.string().regex(AMOUNT_PATTERN, { message: "validation.amount_format" });

export const moneySchema = z.object({ amount: z.string().meta({ example: "12.500" }), currency: z.string().meta({ example: "KWD" }) }).meta({ id: "Money" });
