import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { accepted, noContent, ok } from "../core/http/envelope";
import { confirmEmailChange, revertEmailChange, startEmailChange } from "./email-change";
import { emailAddress, password } from "./fields";
import { changePassword, requestPasswordReset, resetPassword } from "./password";

// Password forgot/reset/change and email change with revert link.

const linkToken = z.string().trim().min(1).max(200);
const sentSchema = z.object({ sent: z.literal(true) });
const emailSchema = z.object({ email: z.string() });

export const forgotPassword = defineEndpoint({
  method: "POST",
  path: "/auth/password/forgot",
  summary: "Email a password reset link (valid 60 minutes, single use). The answer is the same whether or not the email has an account.",
  tags: ["Identity"],
  auth: "public",
  // Format only (no disposable-domain rule): the answer must not depend on the address beyond its syntax.
  body: z.strictObject({ email: z.string().trim().toLowerCase().max(254).pipe(z.email({ pattern: z.regexes.rfc5322Email, message: "validation.email" })) }),
  response: sentSchema,
  handler: async ({ body, ctx }) => ok(await requestPasswordReset(body.email, ctx)),
});

export const resetPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/password/reset",
  summary: "Set a new password with a reset link token; revokes every other session and outstanding reset link",
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({ token: linkToken, password }),
  response: z.object({ reset: z.literal(true) }),
  handler: async ({ body, ctx }) => ok(await resetPassword(body, ctx)),
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
