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

/** total x rate half-up to 3 dp, capped at the deposit; the vendor gets the rest of the deposit. */
export function splitDeposit(total: Value, deposit: Value, rate: Value): DepositSplit {
  const raw = toDecimal(total).times(toDecimal(rate)).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  const commission = Decimal.min(raw, toDecimal(deposit));
  return { commission, vendorShare: toDecimal(deposit).minus(commission) };
}

/** The share of a deposit entry's commission a refund takes back: commission x refund / deposit, half-up to 3 dp. */
export function splitReversal(refund: Value, deposit: Value, commission: Value): DepositSplit {
  const back = toDecimal(commission).times(toDecimal(refund)).dividedBy(toDecimal(deposit)).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  const taken = Decimal.min(back, toDecimal(commission));
  return { commission: taken.negated(), vendorShare: toDecimal(refund).minus(taken).negated() };
}
