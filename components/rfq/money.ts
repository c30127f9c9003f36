import type { Money } from "./types";

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
