import type { Locale } from "../core/i18n";
import { kuwaitDay } from "../core/kuwait-time";
import type Decimal from "decimal.js";
import { percentOf, toDecimal } from "../core/money";

// The customer cancellation policy (docs/decisions.md "Booking cancellation
// policy"). One table serves three places: the quote and booking pages show it
// before and after accepting, the booking payload says what cancelling now
// would refund, and the cancel use case records that on the booking.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Paying and changing one's mind within this window is free while the service is far enough away. */
export const COOLING_OFF_HOURS = 48;
export const COOLING_OFF_MIN_DAYS_BEFORE = 7;
export const FULL_REFUND_DAYS_BEFORE = 30;
export const HALF_REFUND_DAYS_BEFORE = 14;

export type PolicyTier = "unpaid" | "cooling_off" | "full_refund_window" | "half_refund" | "no_refund";

const TEXT: Record<PolicyTier, { percent: number; ar: string; en: string }> = {
  unpaid: {
    percent: 100,
    ar: "قبل اكتمال دفع العربون: الإلغاء مجاني، ويُسترد كل ما دُفع منه كاملًا.",
    en: "Before the deposit is paid in full: cancelling is free, and any part already paid is refunded in full.",
  },
  cooling_off: {
    percent: 100,
    ar: `خلال ${COOLING_OFF_HOURS} ساعة من الدفع وقبل موعد الخدمة بـ ${COOLING_OFF_MIN_DAYS_BEFORE} أيام على الأقل: استرداد كامل المبلغ المدفوع.`,
    en: `Within ${COOLING_OFF_HOURS} hours of paying, when the service date is at least ${COOLING_OFF_MIN_DAYS_BEFORE} days away: 100% of the amount paid is refunded.`,
  },
  full_refund_window: {
    percent: 100,
    ar: `قبل موعد الخدمة بـ ${FULL_REFUND_DAYS_BEFORE} يومًا أو أكثر: استرداد كامل المبلغ المدفوع.`,
    en: `${FULL_REFUND_DAYS_BEFORE} days or more before the service date: 100% of the amount paid is refunded.`,
  },
  half_refund: {
    percent: 50,
    ar: `من ${HALF_REFUND_DAYS_BEFORE} إلى ${FULL_REFUND_DAYS_BEFORE - 1} يومًا قبل موعد الخدمة: استرداد 50% من المبلغ المدفوع.`,
    en: `${HALF_REFUND_DAYS_BEFORE} to ${FULL_REFUND_DAYS_BEFORE - 1} days before the service date: 50% of the amount paid is refunded.`,
  },
  no_refund: {
    percent: 0,
    ar: `أقل من ${HALF_REFUND_DAYS_BEFORE} يومًا قبل موعد الخدمة: لا يُسترد المبلغ المدفوع.`,
    en: `Less than ${HALF_REFUND_DAYS_BEFORE} days before the service date: the amount paid is not refunded.`,
  },
};

const ORDER: PolicyTier[] = ["unpaid", "cooling_off", "full_refund_window", "half_refund", "no_refund"];

export type PolicyView = { tiers: { tier: PolicyTier; refund_percent: number; text: string }[] };

/** The policy as text, in the caller's language (quote and booking pages show it). */
export function cancellationPolicy(locale: Locale): PolicyView {
  return { tiers: ORDER.map((tier) => ({ tier, refund_percent: TEXT[tier].percent, text: TEXT[tier][locale] })) };
}

export type RefundOutcome = { tier: PolicyTier; percent: number; due: Decimal };

/** Whole Kuwait calendar days from `at` to the service date (0 on the day itself). */
export function daysBeforeService(serviceDate: Date, at: Date): number {
  return Math.round((serviceDate.getTime() - kuwaitDay(at).getTime()) / DAY_MS);
}

/** What cancelling the booking at `at` refunds of the amount paid. */
export function refundOnCancel(
  booking: { status: string; amountPaid: { toString(): string }; serviceDate: Date; confirmedAt: Date | null },
  at: Date,
): RefundOutcome {
  const paid = toDecimal(booking.amountPaid);
  const days = daysBeforeService(booking.serviceDate, at);
  let tier: PolicyTier;
  if (booking.status === "pending" || paid.isZero()) tier = "unpaid";
  else if (booking.confirmedAt && at.getTime() - booking.confirmedAt.getTime() <= COOLING_OFF_HOURS * HOUR_MS && days >= COOLING_OFF_MIN_DAYS_BEFORE)
    tier = "cooling_off";
  else if (days >= FULL_REFUND_DAYS_BEFORE) tier = "full_refund_window";
  else if (days >= HALF_REFUND_DAYS_BEFORE) tier = "half_refund";
  else tier = "no_refund";
  const percent = TEXT[tier].percent;
  return { tier, percent, due: percentOf(paid, percent) };
}
