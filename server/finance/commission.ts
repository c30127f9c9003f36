import { z } from "zod";
import type { Tx } from "../core/db/client";
import type DecimalJs from "decimal.js";
import { Decimal, toDecimal } from "../core/money";

type Value = string | number | DecimalJs;

// Commission (spec Limits): a rate of the booking total, half-up to 3
// decimals, never more than the deposit actually paid (the platform keeps its
// commission out of the deposit; docs/decisions.md "Commission cap").

export const COMMISSION_RATE_KEY = "finance.commission_rate";
export const DEFAULT_COMMISSION_RATE = "0.0500";

/** 0 < rate <= 0.5 with exactly 4 decimals, e.g. "0.0500". */
export const commissionRateSchema = z
  .string()
  .regex(/^0\.\d{4}$/, { message: "validation.commission_rate_format" })
  // Only a well-formed rate reaches the range check (decimal.js throws on anything else).
  .refine((v) => !/^0\.\d{4}$/.test(v) || (toDecimal(v).gt(0) && toDecimal(v).lte("0.5")), { message: "validation.commission_rate_range" })
  .meta({ example: "0.0500" });

export const financeSettingsSchema = z.object({ commission_rate: commissionRateSchema }).meta({ id: "FinanceSettings" });
export type FinanceSettings = z.output<typeof financeSettingsSchema>;

/** The current rate (the setting, or 5% until Finance sets one). */
export async function commissionRate(tx: Tx): Promise<string> {
  const row = await tx.marketplaceSetting.findUnique({ where: { key: COMMISSION_RATE_KEY } });
  const parsed = commissionRateSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_COMMISSION_RATE;
}

export type DepositSplit = { commission: DecimalJs; vendorShare: DecimalJs };

/**
 * total x rate half-up to 3 dp: the booking's commission, computed once. A
 * deposit paid in parts takes it from its parts in the order they are
 * recorded: each takes what is left of it (`taken` = the commission of the
 * booking's earlier deposit entries), capped at its own amount, so the
 * booking's commission is never more than what was paid. The vendor gets the
 * rest of each part.
 */
export function splitDeposit(total: Value, deposit: Value, rate: Value, taken: Value = 0): DepositSplit {
  const raw = toDecimal(total).times(toDecimal(rate)).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  const left = Decimal.max(raw.minus(toDecimal(taken)), 0);
  const commission = Decimal.min(left, toDecimal(deposit));
  return { commission, vendorShare: toDecimal(deposit).minus(commission) };
}

/** A deposit entry's amounts, or what it still holds after its earlier reversals. */
export type EntryLeft = { deposit: Value; commission: Value };

/**
 * The share of a deposit entry's commission a refund takes back. The refund
 * that empties the entry takes back exactly what is left, so a payment
 * refunded in parts nets to zero commission and zero vendor share; a refund
 * before that takes commission x refund / deposit, half-up to 3 dp, never
 * more than is left.
 */
export function splitReversal(refund: Value, entry: EntryLeft, left: EntryLeft = entry): DepositSplit {
  const amount = toDecimal(refund);
  const leftCommission = toDecimal(left.commission);
  if (amount.gte(toDecimal(left.deposit))) {
    return { commission: leftCommission.negated(), vendorShare: amount.minus(leftCommission).negated() };
  }
  const back = toDecimal(entry.commission).times(amount).dividedBy(toDecimal(entry.deposit)).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  // Neither what is left of the commission nor of the vendor share may go below zero.
  const leftVendorShare = toDecimal(left.deposit).minus(leftCommission);
  const taken = Decimal.max(Decimal.min(back, leftCommission, amount), amount.minus(leftVendorShare));
  return { commission: taken.negated(), vendorShare: amount.minus(taken).negated() };
}
