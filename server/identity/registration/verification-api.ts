import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { accepted, ok } from "../../core/http/envelope";
import { signedInAnswer, signInClient, signInOrChallenge } from "../sessions/token-delivery";
import { kuwaitMobileNumber, locale, personName, phoneNumber } from "../fields";
import { loginWithOtp, requestOtp, verifyMyPhone } from "./otp";
import { revertPhoneChange } from "../profile/phone-change";
import { resendVerificationEmail } from "./resend-verification";
import { startSession } from "../sessions/sign-in";
import { challengeSchema, deviceSchema, otpCode, otpSentSchema, phoneVerifiedSchema, tokenSchema, userSchema } from "../schemas";
import { verifyEmail } from "./verify-email";
import { assertSignedIn } from "../../core/http/request-context";

// Email link verification, phone OTP (send, sign-in / sign-up, verify).

const SEND_PURPOSES = ["login", "verify_phone"] as const;
type Purpose = (typeof SEND_PURPOSES)[number];

/** `login` takes Kuwait mobiles only (phone sign-up); `verify_phone` any accepted phone. Parses to E.164. */
function withParsedPhone<B extends { phone: string; purpose: Purpose }>(body: B, ctx: z.core.$RefinementCtx<B>): B {
  const schema = body.purpose === "login" ? kuwaitMobileNumber : phoneNumber.transform((p) => p.e164);
  const parsed = schema.safeParse(body.phone);
  if (parsed.success) return { ...body, phone: parsed.data };
  for (const issue of parsed.error.issues) ctx.issues.push({ code: "custom", message: issue.message, input: body.phone, path: ["phone"] });
  return z.NEVER;
}

const phoneInput = z.string().max(40).meta({ example: "+96550000001" });
const purpose = z.enum(SEND_PURPOSES).default("login");

const otpSendBody = z.strictObject({ phone: phoneInput, purpose, device: deviceSchema.optional() }).transform(withParsedPhone);

const otpVerifyBody = z
  .strictObject({
    phone: phoneInput,
    code: otpCode,
    purpose,
    first_name: personName.optional().meta({ description: "Used only when the verification creates the account" }),
    last_name: personName.optional(),
    preferred_locale: locale.optional(),
    device: deviceSchema.optional(),
  })
  .transform(withParsedPhone);

const otpSignIn = z.object({ user: userSchema, token: tokenSchema, created: z.boolean() });

export const verifyEmailLink = defineEndpoint({
  method: "POST",
  path: "/auth/email/verify",
  summary:
    'Consume the emailed verification link token (single use, 24 h): verifies the email and activates a pending account. Activating one signs it in (its first session, for `device`): tokens in the body for API clients (no `device`, or a mobile platform), httpOnly cookies for the web portal (`device.platform: "web"`); otherwise `token` is null.',
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({ token: z.string().min(1).max(200), device: deviceSchema.optional() }),
  response: z.object({ email_verified: z.literal(true), email_verified_at: z.string(), status: z.string(), token: tokenSchema.nullable() }),
  handler: async ({ body, ctx }) => {
    const { userId, activated, view } = await verifyEmail(body.token, ctx);
    if (!activated) return ok({ ...view, token: null });
    return signedInAnswer(signInClient(body.device), { ...view, token: await startSession(userId, body.device, ctx) });
  },
});

export const resendVerificationEmailEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/email/verify/resend",
  summary:
    "Send the email verification link again (valid 24 h) when the address belongs to an account whose email is not verified yet. The answer is the same for any address. One send a minute per address (429 with Retry-After).",
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ pattern: z.regexes.rfc5322Email, message: "validation.email" })),
  }),
  response: z.object({ sent: z.literal(true) }),
  successStatus: 202,
  handler: async ({ body, ctx }) => accepted(await resendVerificationEmail(body.email, ctx)),
});

// One operation under both listings' paths.
const sendOtpAt = (path: string) =>
  defineEndpoint({
    method: "POST",
    path,
    summary:
      "Send a 6-digit SMS code (valid 5 min). `login`: Kuwait mobile, same answer for known and unknown numbers. `verify_phone`: the signed-in caller's phone. One send a minute, 5 an hour, 10 a day per phone (429 with `user_message`).",
    tags: ["Identity"],
    auth: "public",
    body: otpSendBody,
    response: otpSentSchema,
    handler: async ({ body, ctx }) => ok(await requestOtp({ phone: body.phone, purpose: body.purpose }, ctx)),
  });

export const sendOtpCode = sendOtpAt("/auth/otp/send");
export const requestOtpCode = sendOtpAt("/auth/otp/request");

export const verifyOtpCode = defineEndpoint({
  method: "POST",
  path: "/auth/otp/verify",
  summary:
    'Verify a code. `login`: signs in the account with this phone, or creates it on first verification (201, `created: true`). `verify_phone` (signed in): verifies the caller\'s phone. Sign-in tokens in the body for API clients; httpOnly cookies for the web portal (`device.platform: "web"`). An existing account with two-factor sign-in on gets a challenge instead (`two_factor_required: true`; the code is spent): complete it with POST /auth/2fa/verify.',
  tags: ["Identity"],
  auth: "public",
  body: otpVerifyBody,
  response: z.union([otpSignIn, challengeSchema, phoneVerifiedSchema]),
  handler: async ({ body, ctx }) => {
    if (body.purpose === "verify_phone") {
      assertSignedIn(ctx);
      return ok({ verified: true, user: await verifyMyPhone(body.code, ctx, body.phone) });
    }
    const result = await loginWithOtp(
      { phone: body.phone, code: body.code, firstName: body.first_name, lastName: body.last_name, locale: body.preferred_locale, device: body.device },
      ctx,
    );
    return signInOrChallenge(signInClient(body.device), result, result.created ? "/api/v1/me" : undefined);
  },
});

export const verifyPhoneNumber = defineEndpoint({
  method: "POST",
  path: "/auth/phone/verify",
  summary: "Verify the signed-in caller's phone with a `verify_phone` code (from POST /auth/otp/send)",
  tags: ["Identity"],
  auth: "user",
  body: z.strictObject({ code: otpCode }),
  response: phoneVerifiedSchema,
  handler: async ({ body, ctx }) => ok({ verified: true, user: await verifyMyPhone(body.code, ctx) }),
});

export const revertPhoneChangeEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/phone/change/revert",
  summary: "Restore the previous phone number from the revert link (72 h, single use) and sign out every session",
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({ token: z.string().trim().min(1).max(200) }),
  response: z.object({ phone: z.string().nullable() }),
  handler: async ({ body, ctx }) => ok(await revertPhoneChange(body.token, ctx)),
});
