import type { MessageLocale } from "../../messaging/types";
import { isolate } from "../params";
import type { KindTemplate } from "./types";

// Bookings, payments and refunds (the bookings and payments issues send these).

/** Expected time until a refund shows on the statement: debit network 3-7 business days, cards 5-14, manual processing 10. */
export function refundTimeline(method: string, locale: MessageLocale): string {
  if (method === "card") return locale === "ar" ? "5 إلى 14 يوم عمل للبطاقات الائتمانية" : "5 to 14 business days for cards";
  if (method === "manual") return locale === "ar" ? "10 أيام عمل للمعالجة اليدوية" : "10 business days for manual processing";
  return locale === "ar" ? "3 إلى 7 أيام عمل لبطاقات كي-نت" : "3 to 7 business days for KNET debit cards";
}

/**
 * "for booking B-1" or, when the caller passes `payable: "order"` (a direct
 * order's payment or refund), "for order OR-1": payment and refund notices
 * name what was paid for. `booking_ref` holds the reference either way.
 */
export function forReference(params: Record<string, string>, locale: MessageLocale): { for_ref: string } {
  const ref = isolate(params.booking_ref ?? "");
  const order = params.payable === "order";
  if (locale === "ar") return { for_ref: `${order ? "للطلب" : "للحجز"} ${ref}` };
  return { for_ref: `for ${order ? "order" : "booking"} ${ref}` };
}

/** " for booking B-1" (or order), or nothing when the payment is for a plan or a wallet top-up. */
function forReferenceIfAny(params: Record<string, string>, locale: MessageLocale): { for_ref: string } {
  return params.booking_ref ? { for_ref: ` ${forReference(params, locale).for_ref}` } : { for_ref: "" };
}

/** What the payer does next after finance's decision: pay the rest, or pay again, by the fresh deadline (none for a plan or a top-up). */
function nextStep(params: Record<string, string>, locale: MessageLocale, what: "rest" | "again"): string {
  if (!params.deadline) return "";
  const deadline = isolate(params.deadline);
  if (locale === "ar") return what === "rest" ? ` ادفع الباقي قبل ${deadline}.` : ` ادفع المبلغ المطلوب من جديد قبل ${deadline}.`;
  return what === "rest" ? ` Please pay the rest by ${deadline}.` : ` Please pay the amount due again by ${deadline}.`;
}

const timeline = (params: Record<string, string>, locale: MessageLocale) => ({
  bank_timeline: refundTimeline(params.method ?? "knet", locale),
  ...forReference(params, locale),
});

export const bookingPaymentTemplates = {
  "booking.pending_payment": {
    params: ["booking_ref", "vendor_name", "deadline"],
    ar: { title: "حجزك مع {vendor_name} بانتظار دفع العربون", body: "أكمل دفع العربون لحجز {booking_ref} مع {vendor_name} قبل {deadline} وإلا يُلغى الحجز." },
    en: {
      title: "Your booking with {vendor_name} awaits the deposit",
      body: "Pay the deposit for booking {booking_ref} with {vendor_name} before {deadline}, or the booking is cancelled.",
    },
  },
  "booking.confirmed": {
    params: ["booking_ref", "event_date", "vendor_name"],
    ar: {
      title: "تأكّد الحجز {booking_ref} مع {vendor_name} ليوم {event_date}",
      body: "تم تأكيد الحجز {booking_ref} مع {vendor_name} لمناسبة بتاريخ {event_date}.",
    },
    en: {
      title: "Booking {booking_ref} with {vendor_name} confirmed for {event_date}",
      body: "Booking {booking_ref} with {vendor_name} for {event_date} is confirmed.",
    },
  },
  "booking.confirm_needed": {
    params: ["booking_ref", "event_date", "deadline"],
    ar: {
      title: "دُفع عربون الحجز {booking_ref}: أكّده قبل {deadline}",
      body: "دفع العميل عربون الحجز {booking_ref} ليوم {event_date}. أكّد الحجز قبل {deadline}، وإلا يُلغى ويُعاد للعميل كل ما دفعه.",
    },
    en: {
      title: "Booking {booking_ref} is paid: confirm it by {deadline}",
      body: "The customer paid the deposit for booking {booking_ref} on {event_date}. Confirm the booking by {deadline}, or it is cancelled and everything paid is refunded.",
    },
  },
  "booking.cancelled": {
    params: ["booking_ref", "reason"],
    ar: { title: "أُلغي الحجز {booking_ref}", body: "أُلغي الحجز {booking_ref}. السبب: {reason}." },
    en: { title: "Booking {booking_ref} cancelled", body: "Booking {booking_ref} was cancelled. Reason: {reason}." },
  },
  "booking.completed": {
    params: ["booking_ref"],
    ar: { title: "اكتمل الحجز {booking_ref}", body: "اكتمل الحجز {booking_ref}. نتمنى أن تكون مناسبتك قد نالت إعجابك." },
    en: { title: "Booking {booking_ref} completed", body: "Booking {booking_ref} is complete. We hope your event went well." },
  },
  "booking.rescheduled": {
    params: ["booking_ref", "event_date"],
    ar: { title: "الحجز {booking_ref} أصبح يوم {event_date}", body: "أصبح موعد الحجز {booking_ref} بتاريخ {event_date}." },
    en: { title: "Booking {booking_ref} moved to {event_date}", body: "Booking {booking_ref} is now on {event_date}." },
  },
  "booking.balance_received": {
    params: ["booking_ref", "amount", "vendor_name"],
    ar: {
      title: "استلم {vendor_name} باقي المبلغ",
      body: "سجّل {vendor_name} استلام باقي المبلغ ({amount}) للحجز {booking_ref}. لا يتبقى عليك شيء لهذا الحجز.",
    },
    en: {
      title: "{vendor_name} received the balance",
      body: "{vendor_name} recorded receiving the balance ({amount}) for booking {booking_ref}. Nothing more is due on this booking.",
    },
  },
  "payment.succeeded": {
    params: ["amount", "booking_ref"],
    derive: forReference,
    ar: { title: "استلمنا دفعتك بقيمة {amount}", body: "استلمنا دفعتك بقيمة {amount} {for_ref}." },
    en: { title: "Payment of {amount} received", body: "We received your payment of {amount} {for_ref}." },
  },
  "payment.failed": {
    params: ["amount", "booking_ref"],
    derive: forReference,
    ar: { title: "لم تتم دفعة {amount}", body: "لم تنجح دفعة {amount} {for_ref}. لم يُخصم أي مبلغ، ويمكنك المحاولة مرة أخرى." },
    en: { title: "Payment of {amount} failed", body: "Your payment of {amount} {for_ref} did not go through. Nothing was charged; you can try again." },
  },
  // A success for another amount (server/payments/apply-outcome.ts); booking_ref is absent for a plan or a wallet top-up.
  "payment.flagged": {
    params: ["amount", "charged", "booking_ref"],
    derive: forReferenceIfAny,
    ar: {
      title: "خُصم {charged} بدلًا من {amount}",
      body: "أبلغنا مزوّد الدفع أنه خصم {charged} بدلًا من {amount}{for_ref}. يراجع فريق المالية الدفعة خلال يوم عمل واحد فيعيد المبلغ أو يحتسبه، ولن يُلغى شيء بسبب مهلة الدفع حتى ذلك الحين. لا تدفع مرة أخرى الآن.",
    },
    en: {
      title: "Charged {charged} instead of {amount}",
      body: "The payment provider told us it charged {charged} instead of {amount}{for_ref}. Our finance team reviews it within one business day and refunds or counts it; nothing is cancelled for a missed payment deadline meanwhile. Please do not pay again now.",
    },
  },
  "payment.flag_accepted": {
    params: ["charged", "booking_ref", "deadline"],
    derive: (params, locale) => ({ ...forReferenceIfAny(params, locale), next_step: nextStep(params, locale, "rest") }),
    ar: { title: "احتسبنا {charged} من دفعتك", body: "احتسب فريق المالية {charged} التي خُصمت{for_ref}.{next_step}" },
    en: { title: "{charged} of your payment counted", body: "Our finance team counted the {charged} that was charged{for_ref}.{next_step}" },
  },
  "payment.flag_refunded": {
    params: ["charged", "booking_ref", "deadline"],
    derive: (params, locale) => ({ ...forReferenceIfAny(params, locale), next_step: nextStep(params, locale, "again") }),
    ar: { title: "نعيد إليك {charged}", body: "يعيد فريق المالية {charged} التي خُصمت{for_ref} إلى وسيلة الدفع نفسها.{next_step}" },
    en: {
      title: "{charged} is on its way back",
      body: "Our finance team is refunding the {charged} that was charged{for_ref} to the same card or account.{next_step}",
    },
  },
  "payment.expired": {
    params: ["booking_ref"],
    ar: { title: "انتهت مهلة دفع الحجز {booking_ref}", body: "انتهت مهلة دفع الحجز {booking_ref} فأُلغي الحجز." },
    en: { title: "Payment window for {booking_ref} expired", body: "The payment window for booking {booking_ref} expired, so the booking was cancelled." },
  },
  "refund.requested": {
    params: ["amount", "booking_ref"],
    derive: forReference,
    ar: { title: "استلمنا طلب استرداد {amount}", body: "استلمنا طلب استرداد {amount} {for_ref} وسنراجعه قريبًا." },
    en: { title: "Refund of {amount} requested", body: "We received a refund request of {amount} {for_ref} and will review it shortly." },
  },
  "refund.approved": {
    params: ["amount", "booking_ref", "method"],
    derive: timeline,
    ar: { title: "تمت الموافقة على استرداد {amount}", body: "تمت الموافقة على استرداد {amount} {for_ref}. يصل المبلغ خلال {bank_timeline} بعد تنفيذه." },
    en: { title: "Refund of {amount} approved", body: "A refund of {amount} {for_ref} was approved. Expect it within {bank_timeline} once it is processed." },
  },
  "refund.denied": {
    params: ["booking_ref", "reason"],
    derive: forReference,
    ar: { title: "رُفض طلب الاسترداد {for_ref}", body: "رُفض طلب الاسترداد {for_ref}. السبب: {reason}." },
    en: { title: "Refund for {booking_ref} denied", body: "The refund request {for_ref} was denied. Reason: {reason}." },
  },
  "refund.processed": {
    params: ["amount", "booking_ref", "method"],
    derive: timeline,
    ar: {
      title: "أرسلنا استرداد {amount}",
      body: "أرسلنا {amount} {for_ref}. يظهر المبلغ في حسابك خلال {bank_timeline}.",
      text: "أرسلنا مبلغ الاسترداد {amount} {for_ref}.\nالمدة المتوقعة لظهوره في حسابك: {bank_timeline}.\nإذا لم يصل بعد هذه المدة فتواصل مع البنك المصدر لبطاقتك ثم معنا.",
    },
    en: {
      title: "Refund of {amount} sent",
      body: "We sent {amount} {for_ref}. It reaches your account within {bank_timeline}.",
      text: "We sent your refund of {amount} {for_ref}.\nExpected time to reach your account: {bank_timeline}.\nIf it has not arrived after that, contact your card's bank and then us.",
    },
  },
} satisfies Record<string, KindTemplate>;
