import { db } from "../../core/db/client";
import type { User } from "../../core/db/generated/client";
import { AppError, validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { checkOtp, OTP_RESEND_SECONDS, sendOtp } from "../registration/otp";
import { liveChallenge } from "./two-factor-challenge";

// The SMS fallback of the second sign-in step: the OTP module's rules (6
// digits, 5 minutes, 5 attempts, the phone's send limits), purpose `two_factor`.

/** Texts a `two_factor` code to the account's verified phone (OTP send limits: 429 with `user_message`). */
export async function sendChallengeSms(token: string, ctx: RequestContext) {
  const challenge = await liveChallenge(token);
  const user = await db.user.findUniqueOrThrow({ where: { id: challenge.userId } });
  if (!user.phone || !user.phoneVerifiedAt) throw validationFailed({ challenge_token: ["validation.phone_unverified"] });
  const { expiresAt } = await sendOtp({ phone: user.phone, purpose: "two_factor", locale: user.preferredLocale }, ctx);
  return { sent: true as const, expires_at: expiresAt.toISOString(), resend_after_seconds: OTP_RESEND_SECONDS };
}

/** The id of the account's latest `two_factor` SMS code when `code` is it, else null (the attempt counts). */
export async function smsCodeMatches(user: Pick<User, "phone" | "phoneVerifiedAt">, code: string): Promise<string | null> {
  if (!user.phone || !user.phoneVerifiedAt) return null;
  try {
    return await checkOtp(user.phone, "two_factor", code);
  } catch (e) {
    if (e instanceof AppError && e.code.startsWith("AUTH_OTP")) return null;
    throw e;
  }
}
