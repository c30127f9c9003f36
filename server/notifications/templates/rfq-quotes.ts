import type { MessageLocale } from "../../messaging/types";
import { isolate } from "../params";
import type { KindTemplate } from "./types";

/** A counter's proposal: the proposed amount, or that it came as a message only. */
function counterProposal(params: Record<string, string>, locale: MessageLocale) {
  if (params.amount) return { proposal: locale === "ar" ? `السعر المقترح ${isolate(params.amount)}` : `proposed ${isolate(params.amount)}` };
  return { proposal: locale === "ar" ? "رسالة دون سعر جديد" : "a message without a new price" };
}

/** After a cancelled booking with no quotation to accept: what the customer can still do. */
function reopenedHint(params: Record<string, string>, locale: MessageLocale) {
  if (Number(params.quote_count) > 0) return { hint: "" };
  return { hint: locale === "ar" ? " يمكن للمزوّدين إرسال عروض، ويمكنك طلب إعادة تسعير." : " Vendors may still quote, or you may ask for a re-quote." };
}

/**
 * " for the event X" after the request's title, so two quotes on two events read
 * differently; empty when not given or when the request's title already names it.
 */
function eventPart(params: Record<string, string>, locale: MessageLocale) {
  const title = params.event_title;
  if (!title || (params.rfq_title ?? "").includes(title)) return { event_part: "" };
  return { event_part: locale === "ar" ? ` لمناسبة «${isolate(title)}»` : ` for “${isolate(title)}”` };
}

// RFQs and quotations (the RFQ issue sends these). Titles name who and what:
// the other party, the amount, the request.
export const rfqQuoteTemplates = {
  "rfq.received": {
    params: ["rfq_title", "customer_name", "event_date"],
    ar: {
      title: "طلب عرض سعر من {customer_name}: {rfq_title}",
      body: "أرسل {customer_name} طلب عرض سعر: {rfq_title} لمناسبة بتاريخ {event_date}.",
      text: "وصلك طلب عرض سعر جديد من {customer_name}.\nالطلب: {rfq_title}\nتاريخ المناسبة: {event_date}\nأرسل عرضك قبل انتهاء مدة الطلب.",
    },
    en: {
      title: "Request for quotation from {customer_name}: {rfq_title}",
      body: "{customer_name} sent a request for quotation: {rfq_title} for an event on {event_date}.",
      text: "You received a new request for quotation from {customer_name}.\nRequest: {rfq_title}\nEvent date: {event_date}\nSend your quotation before the request expires.",
    },
  },
  "quote.received": {
    // `event_title` is optional (rows stored before it was sent render without it).
    params: ["vendor_name", "rfq_title", "amount", "event_title"],
    derive: eventPart,
    ar: { title: "عرض سعر من {vendor_name} بقيمة {amount}", body: "أرسل {vendor_name} عرض سعر بقيمة {amount} على طلبك {rfq_title}{event_part}." },
    en: { title: "{vendor_name} quoted {amount}", body: "{vendor_name} sent a quotation of {amount} for your request {rfq_title}{event_part}." },
  },
  "quote.revised": {
    params: ["vendor_name", "rfq_title", "amount", "event_title"],
    derive: eventPart,
    ar: { title: "عدّل {vendor_name} عرضه إلى {amount}", body: "عدّل {vendor_name} عرضه على طلبك {rfq_title}{event_part}، والقيمة الآن {amount}." },
    en: {
      title: "{vendor_name} revised their quotation to {amount}",
      body: "{vendor_name} revised their quotation for {rfq_title}{event_part}; it is now {amount}.",
    },
  },
  "quote.countered": {
    // `amount` is left out when the counter is a message without a price.
    params: ["customer_name", "rfq_title", "amount"],
    derive: counterProposal,
    ar: { title: "عرض مقابل من {customer_name}", body: "أرسل {customer_name} عرضًا مقابلًا على عرضك للطلب {rfq_title}: {proposal}." },
    en: { title: "Counter-offer from {customer_name}", body: "{customer_name} countered your quotation for {rfq_title}: {proposal}." },
  },
  "quote.requote_requested": {
    params: ["customer_name", "rfq_title"],
    ar: { title: "يطلب {customer_name} إعادة تسعير", body: "طلب {customer_name} عرضًا محدّثًا على الطلب {rfq_title}. عدّل عرضك ليبقى ضمن المقارنة." },
    en: {
      title: "{customer_name} asks for a re-quote",
      body: "{customer_name} asked for an updated quotation for {rfq_title}. Revise your quotation to stay in the comparison.",
    },
  },
  "quote.rejected": {
    params: ["rfq_title", "reason"],
    ar: { title: "رفض العميل عرضك على {rfq_title}", body: "رفض العميل عرضك على الطلب {rfq_title}. السبب: {reason}." },
    en: { title: "Your quotation for {rfq_title} was declined", body: "The customer declined your quotation for {rfq_title}. Reason: {reason}." },
  },
  "quote.withdrawn": {
    params: ["vendor_name", "rfq_title", "event_title"],
    derive: eventPart,
    ar: { title: "سحب {vendor_name} عرضه", body: "سحب {vendor_name} عرضه على طلبك {rfq_title}{event_part}." },
    en: { title: "{vendor_name} withdrew their quotation", body: "{vendor_name} withdrew their quotation for your request {rfq_title}{event_part}." },
  },
  "quote.final_offer": {
    params: ["vendor_name", "rfq_title", "amount", "event_title"],
    derive: eventPart,
    ar: { title: "عرض نهائي من {vendor_name} بقيمة {amount}", body: "أرسل {vendor_name} عرضه النهائي بقيمة {amount} على طلبك {rfq_title}{event_part}." },
    en: { title: "Final offer from {vendor_name}: {amount}", body: "{vendor_name} sent a final offer of {amount} for your request {rfq_title}{event_part}." },
  },
  "quote.accepted": {
    params: ["customer_name", "rfq_title", "amount"],
    ar: { title: "قبل {customer_name} عرضك بقيمة {amount}", body: "قبل {customer_name} عرضك بقيمة {amount} على الطلب {rfq_title}." },
    en: { title: "{customer_name} accepted your quotation of {amount}", body: "{customer_name} accepted your quotation of {amount} for {rfq_title}." },
  },
  "quote.not_selected": {
    params: ["rfq_title"],
    ar: { title: "لم يُختر عرضك على {rfq_title}", body: "اختار العميل عرضًا آخر للطلب {rfq_title}. شكرًا لمشاركتك." },
    en: { title: "Your quotation for {rfq_title} was not selected", body: "The customer chose another quotation for {rfq_title}. Thank you for taking part." },
  },
  "quote.voided": {
    params: ["vendor_name", "rfq_title"],
    ar: { title: "عرض {vendor_name} لم يعد متاحًا", body: "عرض {vendor_name} على طلبك {rfq_title} لم يعد متاحًا لأن المزوّد موقوف." },
    en: {
      title: "{vendor_name}'s quotation is no longer available",
      body: "{vendor_name}'s quotation for {rfq_title} is no longer available because the vendor was suspended.",
    },
  },
  "quote.voided_compliance": {
    params: ["vendor_name", "rfq_title", "reason"],
    ar: { title: "عرض {vendor_name} لم يعد متاحًا", body: "ألغت المنصة عرض {vendor_name} على طلبك {rfq_title} لمخالفته سياساتها. السبب: {reason}." },
    en: {
      title: "{vendor_name}'s quotation is no longer available",
      body: "The platform voided {vendor_name}'s quotation for {rfq_title} for a policy reason: {reason}.",
    },
  },
  "quote.voided_compliance_vendor": {
    params: ["rfq_title", "reason"],
    ar: {
      title: "ألغت المنصة عرضك على {rfq_title}",
      body: "ألغت المنصة عرضك على الطلب {rfq_title} لمخالفته سياساتها، ولم يعد بإمكان العميل قبوله. السبب: {reason}.",
    },
    en: {
      title: "Your quotation for {rfq_title} was voided",
      body: "The platform voided your quotation for {rfq_title} for a policy reason; the customer can no longer accept it. Reason: {reason}.",
    },
  },
  "rfq.cancelled": {
    params: ["rfq_title"],
    ar: { title: "أُلغي طلب عرض السعر {rfq_title}", body: "ألغى العميل الطلب {rfq_title}. لا حاجة لأي إجراء منك." },
    en: { title: "Request for quotation cancelled: {rfq_title}", body: "The customer cancelled the request {rfq_title}. Nothing is needed from you." },
  },
  "rfq.expired": {
    params: ["rfq_title"],
    ar: { title: "انتهت مدة طلب عرض السعر {rfq_title}", body: "انتهت مدة طلبك {rfq_title}. يمكنك إرسال طلب جديد في أي وقت." },
    en: { title: "Request for quotation expired: {rfq_title}", body: "Your request {rfq_title} has expired. You can send a new one at any time." },
  },
  "rfq.reopened": {
    params: ["rfq_title", "quote_count"],
    derive: reopenedHint,
    ar: {
      title: "طلبك {rfq_title} مفتوح من جديد",
      body: "أُلغي الحجز الخاص بطلبك {rfq_title}، والطلب مفتوح من جديد. العروض التي يمكنك قبولها الآن: {quote_count}.{hint}",
    },
    en: {
      title: "Your request {rfq_title} is open again",
      body: "The booking for your request {rfq_title} was cancelled and the request is open again. Quotations you can accept now: {quote_count}.{hint}",
    },
  },
  "quote.reopened": {
    params: ["rfq_title"],
    ar: { title: "عرضك على {rfq_title} متاح من جديد", body: "أُلغي الحجز الذي اختاره العميل للطلب {rfq_title}، وعرضك يمكن قبوله من جديد ما دام ساريًا." },
    en: {
      title: "Your quotation for {rfq_title} is back in play",
      body: "The booking the customer chose for {rfq_title} was cancelled; your quotation can be accepted again while it is valid.",
    },
  },
} satisfies Record<string, KindTemplate>;
