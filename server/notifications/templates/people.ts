import type { MessageLocale } from "../../messaging/types";
import type { KindTemplate } from "./types";

// Messages, subscriptions, reviews and the account.

/** "in 7 days" / "خلال 7 أيام", with Arabic number agreement. */
export function daysText(days: number, locale: MessageLocale): string {
  if (locale === "en") return days === 1 ? "1 day" : `${days} days`;
  if (days === 1) return "يوم واحد";
  if (days === 2) return "يومين";
  if (days >= 3 && days <= 10) return `${days} أيام`;
  return `${days} يومًا`;
}

const days = (params: Record<string, string>, locale: MessageLocale) => ({ days_text: daysText(Number(params.days_left), locale) });

export const peopleTemplates = {
  "message.received": {
    params: ["sender_name", "preview"],
    ar: { title: "رسالة جديدة من {sender_name}", body: "{preview}" },
    en: { title: "New message from {sender_name}", body: "{preview}" },
  },
  "subscription.expiry_warning": {
    params: ["plan_name", "expiry_date", "days_left"],
    derive: days,
    ar: { title: "اشتراك {plan_name} ينتهي في {expiry_date}", body: "ينتهي اشتراك {plan_name} بعد {days_text} في {expiry_date}. جدّده لتبقى ميزاتك فعّالة." },
    en: {
      title: "Your {plan_name} subscription ends on {expiry_date}",
      body: "Your {plan_name} subscription ends in {days_text}, on {expiry_date}. Renew to keep its features.",
    },
  },
  "subscription.renewal_reminder": {
    params: ["plan_name", "expiry_date", "days_left", "amount"],
    derive: days,
    ar: { title: "جدّد اشتراك {plan_name}: {amount}", body: "يحين تجديد اشتراك {plan_name} بعد {days_text} في {expiry_date}. ادفع {amount} عبر كي-نت للتجديد." },
    en: {
      title: "Renew your {plan_name} subscription: {amount}",
      body: "Your {plan_name} subscription renews in {days_text}, on {expiry_date}. Pay {amount} by KNET to renew.",
    },
  },
  "review.invite": {
    params: ["vendor_name"],
    ar: { title: "كيف كانت تجربتك مع {vendor_name}؟", body: "قيّم تجربتك مع {vendor_name} وساعد الآخرين في اختيارهم." },
    en: { title: "How did it go with {vendor_name}?", body: "Rate your experience with {vendor_name} and help others choose." },
  },
  "review.reminder": {
    params: ["vendor_name", "days_left", "close_date"],
    derive: days,
    ar: { title: "بقي {days_text} لتقييم {vendor_name}", body: "بقي {days_text} لتقييم تجربتك مع {vendor_name}، إذ يُغلق باب التقييم في {close_date}." },
    en: { title: "{days_text} left to review {vendor_name}", body: "You have {days_text} left to review {vendor_name}: reviews close on {close_date}." },
  },
  "review.published": {
    params: ["vendor_name"],
    ar: { title: "نُشر تقييمك لـ {vendor_name}", body: "نُشر تقييمك لـ {vendor_name}. شكرًا لمشاركتك." },
    en: { title: "Your review of {vendor_name} is published", body: "Your review of {vendor_name} is now published. Thank you." },
  },
  "review.hidden": {
    params: ["vendor_name", "reason"],
    ar: { title: "أُخفي تقييمك لـ {vendor_name}", body: "أُخفي تقييمك لـ {vendor_name}. السبب: {reason}." },
    en: { title: "Your review of {vendor_name} was hidden", body: "Your review of {vendor_name} was hidden. Reason: {reason}." },
  },
  "review.redacted": {
    params: ["vendor_name", "reason"],
    ar: { title: "عدّلنا نص تقييمك لـ {vendor_name}", body: "عدّل فريق المراجعة نص تقييمك لـ {vendor_name} ونشره. السبب: {reason}." },
    en: {
      title: "We edited your review of {vendor_name}",
      body: "Our moderators edited the text of your review of {vendor_name} and published it. Reason: {reason}.",
    },
  },
  "review.replied": {
    params: ["vendor_name"],
    ar: { title: "ردّ {vendor_name} على تقييمك", body: "ردّ {vendor_name} على تقييمك." },
    en: { title: "{vendor_name} replied to your review", body: "{vendor_name} replied to your review." },
  },
  "account.suspended": {
    params: ["reason"],
    ar: { title: "تم إيقاف حسابك", body: "أُوقف حسابك. السبب: {reason}. تواصل مع الدعم إذا كان لديك استفسار." },
    en: { title: "Your account is suspended", body: "Your account was suspended. Reason: {reason}. Contact support with any questions." },
  },
  "account.deletion_scheduled": {
    params: ["deletion_date"],
    ar: { title: "يُحذف حسابك في {deletion_date}", body: "سيُحذف حسابك نهائيًا في {deletion_date}. سجّل الدخول قبل ذلك لإلغاء الحذف." },
    en: {
      title: "Your account will be deleted on {deletion_date}",
      body: "Your account will be deleted for good on {deletion_date}. Sign in before then to cancel.",
    },
  },
  "vendor.team.role_changed": {
    params: ["vendor_name", "role_name"],
    ar: {
      title: "دورك في {vendor_name} الآن: {role_name}",
      body: "غيّر مالك {vendor_name} دورك في الفريق إلى {role_name}. تتغيّر الصفحات والإجراءات المتاحة لك وفق الدور الجديد.",
    },
    en: {
      title: "Your role at {vendor_name} is now {role_name}",
      body: "The owner of {vendor_name} changed your team role to {role_name}. What you can open and do follows the new role.",
    },
  },
  "account.deletion_completed": {
    params: [],
    ar: { title: "تم حذف حسابك", body: "حُذفت بيانات حسابك الشخصية. شكرًا لاستخدامك خدماتنا." },
    en: { title: "Your account was deleted", body: "Your account's personal data has been deleted. Thank you for using our service." },
  },
} satisfies Record<string, KindTemplate>;
