import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { accepted, noContent, ok } from "../../core/http/envelope";
import { contextResultSchema, switchContext, switchContextBody } from "../sessions/context-switch";
import { downloadExport, downloadQuery, exportIdParams, exportSchema, listExports, requestExport } from "./data-export";
import { cancelDeletion, deletionRequestBody, deletionStateSchema, requestDeletion } from "./deletion";
import { phoneNumber } from "../fields";
import { confirmPhoneChange, startPhoneChange } from "./phone-change";
import { profileSchema, updateProfile, updateProfileBody } from "./profile";
import { otpCode, otpSentSchema, userSchema } from "../schemas";
import { renewalClient, signedInAnswer } from "../sessions/token-delivery";

// The signed-in user's own account: profile update, deletion, data export,
// active context. Only endpoints are exported (server/api/registry.ts lists them).

export const updateMe = defineEndpoint({
  method: "PATCH",
  path: "/me",
  summary: "Update own name, locale and notification preferences (email and phone change elsewhere, with verification)",
  tags: ["Identity"],
  auth: "user",
  body: updateProfileBody,
  response: profileSchema,
  handler: async ({ body, ctx }) => ok(await updateProfile(body, ctx)),
});

export const startPhoneChangeEndpoint = defineEndpoint({
  method: "POST",
  path: "/me/phone",
  summary:
    "Start a phone change: re-authentication (`current_password`, or a sign-in within 5 minutes for accounts without one), then a 6-digit code (`change_phone`, 5 min) is texted to the new number. OTP send limits apply (429 with `user_message`).",
  tags: ["Identity"],
  auth: "user",
  body: z.strictObject({ new_phone: phoneNumber, current_password: z.string().max(1024).default("") }),
  response: otpSentSchema,
  successStatus: 202,
  handler: async ({ body, ctx }) => accepted(await startPhoneChange({ newPhone: body.new_phone, currentPassword: body.current_password }, ctx)),
});

export const confirmPhoneChangeEndpoint = defineEndpoint({
  method: "POST",
  path: "/me/phone/confirm",
  summary:
    "Apply the phone change with the code sent to the new number (it becomes verified). The account email, or else the old verified number, gets a revert link (72 h). AUTH_OTP_INVALID also when the number cannot be taken.",
  tags: ["Identity"],
  auth: "user",
  body: z.strictObject({ new_phone: phoneNumber, code: otpCode }),
  response: userSchema,
  handler: async ({ body, ctx }) => ok(await confirmPhoneChange({ newPhone: body.new_phone, code: body.code }, ctx)),
});

/** POST /me/deletion-request and DELETE /me (the catalog's name) are one operation. */
function deletionRequestEndpoint(method: "POST" | "DELETE", path: string) {
  return defineEndpoint({
    method,
    path,
    summary:
      "Request account deletion (re-authentication: `password`, or a sign-in within 5 minutes for accounts without one). 30-day grace; 409 with `error.blockers` while something blocks it.",
    tags: ["Identity"],
    auth: "user",
    body: deletionRequestBody,
    response: deletionStateSchema,
    successStatus: 202,
    handler: async ({ body, ctx }) => accepted(await requestDeletion(body, ctx)),
  });
}

export const requestDeletionEndpoint = deletionRequestEndpoint("POST", "/me/deletion-request");
export const deleteMe = deletionRequestEndpoint("DELETE", "/me");

export const cancelDeletionEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/me/deletion-request",
  summary: "Cancel a pending deletion request (204; 409 when none is pending; signing in within the grace period cancels it too)",
  tags: ["Identity"],
  auth: "user",
  successStatus: 204,
  handler: async ({ ctx }) => {
    await cancelDeletion(ctx);
    return noContent();
  },
});

export const requestExportEndpoint = defineEndpoint({
  method: "POST",
  path: "/me/export",
  summary: "Request an archive of own data (one per 7 days; ready within 72 hours, the emailed link is valid 72 hours)",
  tags: ["Identity"],
  auth: "user",
  response: exportSchema,
  successStatus: 202,
  handler: async ({ ctx }) => accepted(await requestExport(ctx)),
});

export const listExportsEndpoint = defineEndpoint({
  method: "GET",
  path: "/me/export",
  summary: "Own data exports and their status",
  tags: ["Identity"],
  auth: "user",
  response: z.array(exportSchema),
  collection: true,
  handler: async ({ ctx }) => ok(await listExports(ctx)),
});

export const downloadExportEndpoint = defineEndpoint({
  method: "GET",
  path: "/me/exports/{exportId}/download",
  summary: "Download a ready archive through its signed link (the JSON file itself, not the envelope)",
  tags: ["Identity"],
  auth: "user",
  params: exportIdParams,
  query: downloadQuery,
  handler: async ({ params, query, ctx }) => {
    const { archive, filename } = await downloadExport(params.exportId, query, ctx);
    return {
      status: 200,
      data: archive,
      raw: true,
      headers: { "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
    };
  },
});

export const switchContextEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/context",
  summary:
    "Switch the active context (`customer` or `vendor:<vendorId>` of an own membership); returns a fresh token pair carrying it: in the body for a Bearer caller (API client), as httpOnly cookies for the web portal (session cookie; the body then carries expiry times only)",
  tags: ["Identity"],
  auth: "user",
  body: switchContextBody,
  response: contextResultSchema,
  handler: async ({ body, ctx, request }) => {
    const bearer = /^Bearer\s/i.test(request.headers.get("authorization") ?? "");
    return signedInAnswer(renewalClient(bearer ? "bearer" : "cookie"), await switchContext(body, ctx));
  },
});
