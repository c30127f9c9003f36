import type Decimal from "decimal.js";
import type { Locale } from "../core/i18n";
import { percentOf, toDecimal } from "../core/money";

// The direct-order cancellation policy (docs/orders.md "Cancelling"). A
// customer may cancel until the vendor sets out: in full before the vendor
// accepts or while the start is at least a day away, half inside the last
// day. Whatever the vendor or the system cancels is refunded in full.

export const FULL_REFUND_HOURS_BEFORE = 24;

export type OrderPolicyTier = "not_accepted" | "day_or_more" | "last_day" | "vendor_or_system";

const TEXT: Record<Exclude<OrderPolicyTier, "vendor_or_system">, { percent: number; ar: string; en: string }> = {
  not_accepted: {
    percent: 100,
    ar: "قبل أن يقبل المزوّد الطلب: يُسترد كل ما دُفع.",
    en: "Before the vendor accepts the order: everything paid is refunded.",
  },
  day_or_more: {
    percent: 100,
    ar: `قبل موعد البدء بـ ${FULL_REFUND_HOURS_BEFORE} ساعة أو أكثر: يُسترد كل ما دُفع.`,
    en: `${FULL_REFUND_HOURS_BEFORE} hours or more before the start: everything paid is refunded.`,
  },
  last_day: {
    percent: 50,
    ar: `خلال آخر ${FULL_REFUND_HOURS_BEFORE} ساعة قبل البدء: يُسترد 50% مما دُفع. لا إلغاء بعد أن يتوجّه المزوّد إليك.`,
    en: `Within ${FULL_REFUND_HOURS_BEFORE} hours of the start: 50% of what was paid is refunded. No cancelling once the vendor is on the way.`,
  },
};

export type OrderRefund = { tier: OrderPolicyTier; percent: number; due: Decimal };

export function orderPolicyText(locale: Locale): { tier: OrderPolicyTier; refund_percent: number; text: string }[] {
  return (Object.keys(TEXT) as (keyof typeof TEXT)[]).map((tier) => ({ tier, refund_percent: TEXT[tier].percent, text: TEXT[tier][locale] }));
}

/** What the customer cancelling at `at` gets back of what was paid. */
export function customerRefund(order: { status: string; amountPaid: { toString(): string }; startsAt: Date }, at: Date): OrderRefund {
  const paid = toDecimal(order.amountPaid);
  const tier: OrderPolicyTier =
    order.status === "placed" ? "not_accepted" : order.startsAt.getTime() - at.getTime() >= FULL_REFUND_HOURS_BEFORE * 3600_000 ? "day_or_more" : "last_day";
  const percent = TEXT[tier].percent;
  return { tier, percent, due: percentOf(paid, percent) };
}

/** The vendor declining or cancelling, or a deadline passing: everything paid. */
export function fullRefund(order: { amountPaid: { toString(): string } }): OrderRefund {
  return { tier: "vendor_or_system", percent: 100, due: toDecimal(order.amountPaid) };
}
