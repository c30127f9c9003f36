import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { noContent, ok } from "../../core/http/envelope";
import { otpCode, otpSentSchema, tokenSchema, userSchema } from "../schemas";
import { signedInAnswer } from "../sessions/token-delivery";
import { sendChallengeSms } from "./two-factor-sms";
import { confirmTotpEnrollment, startTotpEnrollment } from "./two-factor-enroll";
import { disableTwoFactor, regenerateRecoveryCodes, sendReauthCode, twoFactorStatus } from "./two-factor-manage";
import { verifySecondFactor } from "./two-factor-verify";

// Two-factor sign-in (spec Authentication 11): the caller's enrollment under
// /me/2fa, and the second sign-in step under /auth/2fa. Mobile apps: a sign-in
// answers `{two_factor_required: true, challenge_token, methods, expires_at}`
// instead of tokens; the app asks for the code and posts it to /auth/2fa/verify.

const recoveryCode = z.string().trim().min(8).max(40);
const challengeToken = z.string().trim().min(1).max(200);
const password = z.string().max(1024);

export const twoFactorStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/me/2fa",
  summary: "Two-factor sign-in status: on or off, an enrollment waiting for its first code, the second-step methods, unused recovery codes",
  tags: ["Identity"],
  auth: "user",
  response: z.object({
    enabled: z.boolean(),
    pending_enrollment: z.boolean(),
    enabled_at: z.string().nullable(),
    methods: z.array(z.string()),
    recovery_codes_left: z.number().int(),
  }),
  handler: async ({ ctx }) => ok(await twoFactorStatus(ctx)),
});

export const startTotpEndpoint = defineEndpoint({
  method: "POST",
  path: "/me/2fa/totp",
  summary:
    "Start enrolling an authenticator app: a new secret, its `otpauth_uri` and `qr_code` (an SVG data URL). Shown only until confirmed; starting again replaces it. 409 when two-factor sign-in is already on.",
  tags: ["Identity"],
  auth: "user",
  response: z.object({ secret: z.string(), otpauth_uri: z.string(), qr_code: z.string() }),
  handler: async ({ ctx }) => ok(await startTotpEnrollment(ctx)),
});

export const confirmTotpEndpoint = defineEndpoint({
  method: "POST",
  path: "/me/2fa/totp/confirm",
  summary: "Confirm the enrollment with the app's current code: two-factor sign-in is on, and the answer carries 10 single-use recovery codes, shown this once",
  tags: ["Identity"],
  auth: "user",
  body: z.strictObject({ code: otpCode }),
  response: z.object({ enabled: z.literal(true), recovery_codes: z.array(z.string()) }),
  handler: async ({ body, ctx }) => ok(await confirmTotpEnrollment(body.code, ctx)),
});

export const regenerateRecoveryCodesEndpoint = defineEndpoint({
  method: "POST",
  path: "/me/2fa/recovery-codes",
  summary: "Replace the recovery codes with 10 new ones (shown this once; the old ones stop working). Needs a current app `code` or the `current_password`.",
  tags: ["Identity"],
  auth: "user",
  body: z.strictObject({ code: otpCode.optional(), current_password: password.optional() }),
  response: z.object({ recovery_codes: z.array(z.string()) }),
  handler: async ({ body, ctx }) => ok(await regenerateRecoveryCodes(body, ctx)),
});

export const reauthSmsEndpoint = defineEndpoint({
  method: "POST",
  path: "/me/2fa/reauth-sms",
  summary:
    "Text a code to the caller's verified phone: the re-authentication of an account without a password when turning two-factor sign-in off (`sms_code`). OTP send limits apply.",
  tags: ["Identity"],
  auth: "user",
  response: otpSentSchema,
  handler: async ({ ctx }) => ok(await sendReauthCode(ctx)),
});

export const disableTwoFactorEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/me/2fa",
  summary:
    "Turn two-factor sign-in off. Re-authentication: `current_password`; an account without one sends `sms_code` (POST /me/2fa/reauth-sms), or, without a verified phone either, signed in within 5 minutes. AND a current second factor: an app `code` or a `recovery_code`.",
  tags: ["Identity"],
  auth: "user",
  body: z.strictObject({
    current_password: password.optional(),
    sms_code: otpCode.optional(),
    code: otpCode.optional(),
    recovery_code: recoveryCode.optional(),
  }),
  successStatus: 204,
  handler: async ({ body, ctx }) => {
    await disableTwoFactor(body, ctx);
    return noContent();
  },
});

export const verifySecondFactorEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/2fa/verify",
  summary:
    "Complete a sign-in's second step: the `challenge_token` from the sign-in answer and an authenticator-app `code` (or the SMS code from POST /auth/2fa/sms), or a `recovery_code` (each works once). Signs in as the first step would have: tokens in the body for API clients, httpOnly cookies for the web portal (the first step's `device.platform: \"web\"`). Limits as for passwords: 5 tries a minute, locked 15 minutes after 10 failures (429). 422 on `challenge_token` once it is used or older than 5 minutes: sign in again.",
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({ challenge_token: challengeToken, code: otpCode.optional(), recovery_code: recoveryCode.optional() }),
  response: z.object({ user: userSchema, token: tokenSchema, created: z.boolean().optional() }),
  handler: async ({ body, ctx }) => {
    const { client, result } = await verifySecondFactor(body, ctx);
    return signedInAnswer(client, result);
  },
});

export const challengeSmsEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/2fa/sms",
  summary:
    "Text a second-step code to the signed-in-to-be account's verified phone (6 digits, 5 minutes, 5 attempts; one send a minute, 5 an hour, 10 a day: 429 with `user_message`). Then POST /auth/2fa/verify with it as `code`.",
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({ challenge_token: challengeToken }),
  response: otpSentSchema,
  handler: async ({ body, ctx }) => ok(await sendChallengeSms(body.challenge_token, ctx)),
});
