import type { User } from "../../core/db/generated/client";
import { translate } from "../../core/i18n";
import { sendEmail, sendSms } from "../../messaging/send";

// The one rule for security messages (docs/decisions.md "Security notices"):
// identity sends them itself, right after the change commits, by email when
// the account has one and otherwise by SMS to its verified phone, past every
// notification preference (an owner who turned account emails off still
// hears that someone turned off their two-step verification). They never go
// through the notifications module, whose deliveries follow preferences.

export type NoticeRecipient = Pick<User, "email" | "phone" | "phoneVerifiedAt" | "preferredLocale">;

/** `api.emails.<key>.subject/body` by email, or `.sms` by SMS; failures are recorded in the outbox, not raised. */
export async function sendSecurityNotice(user: NoticeRecipient, template: string, key: string, values: Record<string, string> = {}): Promise<void> {
  if (user.email) {
    await sendNotice(user.email, user.preferredLocale, template, key, values);
  } else if (user.phone && user.phoneVerifiedAt) {
    const text = translate(user.preferredLocale, `api.emails.${key}.sms`, values) ?? key;
    await sendSms({ to: user.phone, text, template, locale: user.preferredLocale }).catch(() => undefined);
  }
}

/** An email from `api.emails.<key>.subject/body`; failures are swallowed (recorded in the outbox). */
export async function sendNotice(
  to: string,
  locale: User["preferredLocale"],
  template: string,
  key: string,
  values: Record<string, string> = {},
): Promise<void> {
  await sendEmail({
    to,
    subject: translate(locale, `api.emails.${key}.subject`, values) ?? key,
    text: translate(locale, `api.emails.${key}.body`, values) ?? key,
    template,
    locale,
  }).catch(() => undefined);
}
