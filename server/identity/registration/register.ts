import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { writeAudit } from "../../core/audit";
import type { RequestContext } from "../../core/http/request-context";
import { translate, type Locale } from "../../core/i18n";
import { newId } from "../../core/ids";
import { consume } from "../../core/rate-limit/limiter";
import { sendEmail } from "../../messaging/send";
import { checkPasswordNotBreached } from "../fields";
import { hashPassword } from "../password-hash";
import { portalUrl } from "../../core/app-url";
import { createLinkToken } from "./verification-tokens";
import { userView } from "../views";

export type RegisterInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: { e164: string; country: string; supportedMarket: boolean } | null;
  locale: Locale;
  termsVersion: string;
};

const t = (locale: Locale, key: string, values?: Record<string, string>) => translate(locale, `api.emails.${key}`, values) ?? key;

async function sendQuietly(email: Parameters<typeof sendEmail>[0]): Promise<boolean> {
  try {
    await sendEmail(email);
    return true;
  } catch {
    return false;
  }
}

/**
 * Email + password registration. A known email or phone gets the same answer
 * as a new account (status, shape and fields; only ids and timing differ) and
 * its owner is told by email. No session is opened for anyone: the first one
 * comes with the emailed verification link (verify-email.ts), which only the
 * address's owner gets, so no follow-up call can tell a new account from a
 * known address (docs/decisions.md). `token` stays in the answer, always null.
 */
export async function registerWithPassword(input: RegisterInput, ctx: RequestContext) {
  // Each attempt with a known email mails its owner: capped per address like
  // forgot-password, and counted for unknown addresses too so a 429 tells nothing.
  await consume("login", `register:${input.email}`);
  await checkPasswordNotBreached(input.password);
  const passwordHash = await hashPassword(input.password); // also on the duplicate path: same timing
  const existing = await db.user.findFirst({
    where: { OR: [{ email: input.email }, ...(input.phone ? [{ phone: input.phone.e164 }] : [])] },
  });
  // The phone is verified separately by OTP (POST /auth/otp/send), so no code goes out here.
  const verification = { email_sent: true, otp_sent_to: null as string | null };

  if (existing) {
    const notified = existing.email
      ? await sendQuietly({
          to: existing.email,
          subject: t(existing.preferredLocale, "register_existing.subject"),
          text: t(existing.preferredLocale, "register_existing.body", {
            login_url: portalUrl(existing.preferredLocale, "/login"),
            reset_url: portalUrl(existing.preferredLocale, "/forgot-password"),
          }),
          template: "register_existing",
          locale: existing.preferredLocale,
        })
      : true;
    await db.$transaction((tx) =>
      writeAudit(tx, { actor: { type: "user" }, action: "auth.register.duplicate", entityType: "user", entityId: existing.id, request: ctx }),
    );
    const decoy = userView({
      id: newId(),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      emailVerifiedAt: null,
      phone: input.phone?.e164 ?? null,
      phoneVerifiedAt: null,
      phoneMarket: input.phone?.country ?? null,
      preferredLocale: input.locale,
      userType: "customer",
      status: "pending_verification",
      country: "KW",
      createdAt: now(),
    });
    return { user: decoy, token: null, verification: { ...verification, email_sent: notified } };
  }

  const { user, linkToken } = await db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        id: newId(),
        email: input.email,
        phone: input.phone?.e164 ?? null,
        phoneMarket: input.phone?.country ?? null,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLocale: input.locale,
        status: "pending_verification",
        termsVersion: input.termsVersion,
        termsAcceptedAt: now(),
        createdAt: now(),
      },
    });
    const customerRole = await tx.role.findUniqueOrThrow({ where: { code: "customer" } });
    await tx.userRole.create({ data: { id: newId(), userId: user.id, roleId: customerRole.id } });
    const linkToken = await createLinkToken(tx, user.id, "email_verify");
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.register",
      entityType: "user",
      entityId: user.id,
      diff: { email: [null, user.email], phone: [null, user.phone] },
      request: ctx,
    });
    return { user, linkToken };
  });

  const emailSent = await sendQuietly({
    to: user.email!,
    subject: t(user.preferredLocale, "verify_email.subject"),
    text: t(user.preferredLocale, "verify_email.body", { url: portalUrl(user.preferredLocale, `/verify-email?token=${linkToken}`) }),
    template: "verify_email",
    locale: user.preferredLocale,
  });
  return { user: userView(user), token: null, verification: { ...verification, email_sent: emailSent } };
}
