import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import type { RequestContext } from "../../core/http/request-context";
import { consume } from "../../core/rate-limit/limiter";
import { sendNotice } from "../profile/security-notice";
import { portalUrl } from "../../core/app-url";
import { createLinkToken } from "./verification-tokens";

/**
 * Sends a fresh email verification link (24 h) to an account whose email is
 * not verified yet (the "Resend" of the check-your-email step). Known and
 * unknown addresses, and already verified ones, get the same answer through
 * the same steps, so the answer tells nothing about who has an account.
 * One send a minute per address (the whole `login` bucket at once: 429 with
 * Retry-After), on top of the per-IP limits of every public endpoint.
 */
export async function resendVerificationEmail(email: string, ctx: RequestContext): Promise<{ sent: true }> {
  await consume("login", `resend-verify:${email}`, 5);
  const found = await db.user.findUnique({ where: { email } });
  const user = found && !found.emailVerifiedAt && (found.status === "pending_verification" || found.status === "active") ? found : null;
  const linkToken = await db.$transaction(async (tx) => {
    const token = user ? await createLinkToken(tx, user.id, "email_verify") : null;
    await writeAudit(tx, {
      actor: { type: "user", id: user?.id },
      action: "auth.email.verification_resent",
      entityType: "user",
      entityId: user?.id,
      request: ctx,
    });
    return token;
  });
  if (user && linkToken) {
    await sendNotice(email, user.preferredLocale, "verify_email", "verify_email", { url: portalUrl(user.preferredLocale, `/verify-email?token=${linkToken}`) });
  }
  return { sent: true };
}
