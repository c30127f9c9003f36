import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { accepted, noContent, ok } from "../../core/http/envelope";
import { confirmEmailChange, revertEmailChange, startEmailChange } from "./email-change";
import { emailAddress, password, phoneNumber } from "../fields";
import { changePassword, requestPasswordReset, requestPasswordResetByPhone, resetPassword, resetPasswordWithCode } from "./password-change";
import { otpCode } from "../schemas";

// Password forgot/reset/change and email change with revert link.

const linkToken = z.string().trim().min(1).max(200);
const sentSchema = z.object({ sent: z.literal(true) });
const emailSchema = z.object({ email: z.string() });

const forgotBody = z
  .strictObject({
    // Format only (no disposable-domain rule): the answer must not depend on the address beyond its syntax.
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ pattern: z.regexes.rfc5322Email, message: "validation.email" }))
      .optional(),
    phone: phoneNumber.optional(),
  })
  .refine((b) => !!b.email !== !!b.phone, { message: "validation.email_or_phone", path: ["email"] });

export const forgotPassword = defineEndpoint({
  method: "POST",
  path: "/auth/password/forgot",
  summary:
    "Start a password reset. `email`: a reset link (valid 60 minutes, single use). `phone`: a 6-digit SMS code (`reset_password`, valid 5 minutes) when an account has this phone verified; OTP send limits apply (429 with `user_message`). The answer is the same whether or not an account matches.",
  tags: ["Identity"],
  auth: "public",
  body: forgotBody,
  response: z.union([sentSchema, z.object({ sent: z.literal(true), expires_at: z.string(), resend_after_seconds: z.number().int() })]),
  handler: async ({ body, ctx }) => ok(body.phone ? await requestPasswordResetByPhone(body.phone.e164, ctx) : await requestPasswordReset(body.email!, ctx)),
});

/** `{token, password}` (emailed link) or `{phone, code, password}` (SMS code). */
const resetBody = z.strictObject({ token: linkToken.optional(), phone: phoneNumber.optional(), code: otpCode.optional(), password }).superRefine((b, ctx) => {
  const byCode = b.phone !== undefined || b.code !== undefined;
  if (b.token !== undefined ? byCode : !byCode) {
    ctx.addIssue({ code: "custom", message: "validation.reset_token_or_code", path: ["token"] });
    return;
  }
  if (b.token !== undefined) return;
  if (b.phone === undefined) ctx.addIssue({ code: "custom", message: "validation.required", path: ["phone"] });
  if (b.code === undefined) ctx.addIssue({ code: "custom", message: "validation.required", path: ["code"] });
});

export const resetPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/password/reset",
  summary:
    "Set a new password with a reset link `token`, or with `phone` + `code` (the SMS code from forgot-password); revokes every other session and outstanding reset link or code",
  tags: ["Identity"],
  auth: "public",
  body: resetBody,
  response: z.object({ reset: z.literal(true) }),
  handler: async ({ body, ctx }) =>
    ok(
      body.token !== undefined
        ? await resetPassword({ token: body.token, password: body.password }, ctx)
        : await resetPasswordWithCode({ phone: body.phone!.e164, code: body.code!, password: body.password }, ctx),
    ),
});

export const changePasswordEndpoint = defineEndpoint({
  method: "PUT",
  path: "/auth/password",
  summary: "Change the password (current password required); revokes the other sessions",
  tags: ["Identity"],
  auth: "user",
  // An empty current password still reaches the service, so a social-only account learns to use forgot-password.
  body: z.strictObject({ current_password: z.string().max(1024).default(""), new_password: password }),
  successStatus: 204,
  handler: async ({ body, ctx }) => {
    await changePassword(body, ctx);
    return noContent();
  },
});

export const startEmailChangeEndpoint = defineEndpoint({
  method: "POST",
  path: "/me/email",
  summary: "Start an email change (current password required): a confirmation link (24 h) goes to the new address",
  tags: ["Identity"],
  auth: "user",
  body: z.strictObject({ new_email: emailAddress, current_password: z.string().max(1024).default("") }),
  response: sentSchema,
  successStatus: 202,
  handler: async ({ body, ctx }) => accepted(await startEmailChange(body, ctx)),
});

export const confirmEmailChangeEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/email/change/confirm",
  summary: "Apply an email change from the new address's link; the old address gets a revert link (72 h)",
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({ token: linkToken }),
  response: emailSchema,
  handler: async ({ body, ctx }) => ok(await confirmEmailChange(body.token, ctx)),
});

export const revertEmailChangeEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/email/change/revert",
  summary: "Restore the previous email from the revert link and sign out every session",
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({ token: linkToken }),
  response: emailSchema,
  handler: async ({ body, ctx }) => ok(await revertEmailChange(body.token, ctx)),
});
