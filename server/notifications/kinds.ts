// Every notification kind, with its preference category and the channels it
// may use beyond the in-app inbox. Push follows the spec list (quotations,
// RFQ received, messages, booking and payment changes, subscription expiry
// warnings) plus the kinds a user acts on at once; SMS only where the kind
// cannot wait for the app to be opened (payment and refund outcomes, booking
// cancellations, subscription expiry, account suspension).

export const NOTIFICATION_CATEGORIES = ["rfq", "quote", "booking", "payment", "message", "review", "subscription", "account", "planner", "marketing"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Default when the user never chose: everything on except marketing and SMS (SMS costs and is for urgent kinds only). */
export function defaultPreference(channel: "push" | "email" | "sms", category: NotificationCategory): boolean {
  if (category === "marketing") return false;
  if (channel === "sms") return category === "payment" || category === "account";
  return true;
}

type KindSpec = { category: NotificationCategory; push: boolean; sms: boolean };

const k = (category: NotificationCategory, push: boolean, sms = false): KindSpec => ({ category, push, sms });

export const NOTIFICATION_KINDS = {
  "rfq.received": k("rfq", true),
  "quote.received": k("quote", true),
  "quote.revised": k("quote", true),
  "quote.countered": k("quote", true),
  "quote.final_offer": k("quote", true),
  "quote.requote_requested": k("quote", true),
  "quote.withdrawn": k("quote", true),
  "quote.rejected": k("quote", true),
  "quote.accepted": k("quote", true),
  "quote.not_selected": k("quote", true),
  "quote.voided": k("quote", true),
  "quote.voided_compliance": k("quote", true),
  "quote.voided_compliance_vendor": k("quote", true),
  "rfq.cancelled": k("rfq", true),
  "rfq.expired": k("rfq", true),
  "rfq.reopened": k("rfq", true),
  "quote.reopened": k("quote", true),
  "message.received": k("message", true),
  "booking.pending_payment": k("booking", true),
  "booking.confirmed": k("booking", true),
  "booking.confirm_needed": k("booking", true),
  "booking.cancelled": k("booking", true, true),
  "booking.completed": k("booking", true),
  "booking.rescheduled": k("booking", true),
  "booking.balance_received": k("booking", true),
  "order.paid": k("booking", true),
  "order.confirmed": k("booking", true),
  "order.on_the_way": k("booking", true),
  "order.started": k("booking", true),
  "order.completed": k("booking", true),
  "order.cancelled": k("booking", true, true),
  "payment.succeeded": k("payment", true),
  "payment.failed": k("payment", true, true),
  "payment.expired": k("payment", true),
  "payment.flagged": k("payment", true, true),
  "payment.flag_accepted": k("payment", true),
  "payment.flag_refunded": k("payment", true, true),
  "refund.requested": k("payment", true),
  "refund.approved": k("payment", true),
  "refund.denied": k("payment", true),
  "refund.processed": k("payment", true, true),
  "subscription.expiry_warning": k("subscription", true, true),
  "subscription.renewal_reminder": k("subscription", true),
  "review.invite": k("review", true),
  "review.reminder": k("review", true),
  "review.published": k("review", false),
  "review.hidden": k("review", false),
  "review.redacted": k("review", false),
  "review.replied": k("review", true),
  "account.suspended": k("account", false, true),
  "account.deletion_scheduled": k("account", false),
  "account.deletion_completed": k("account", false),
  "payout_account.changed": k("account", true),
  "vendor.team.role_changed": k("account", true),
  "settlement.paid": k("payment", true),
  "planner.checklist_due": k("planner", true),
  "webhook.endpoint_disabled": k("account", true),
} as const satisfies Record<string, KindSpec>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function kindSpec(kind: NotificationKind): KindSpec {
  return NOTIFICATION_KINDS[kind];
}

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}
