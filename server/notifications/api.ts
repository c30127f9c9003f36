import { z } from "zod";
import { validationFailed } from "../core/errors";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import { pushDeviceSchema, pushToken, registerDevice, registerDeviceBody, removeDevice } from "./devices";

// Notifications endpoints. Only endpoints are exported (server/api/registry.ts lists them).

export const registerDeviceEndpoint = defineEndpoint({
  method: "POST",
  path: "/notifications/devices",
  summary:
    "Register a push token (`platform` ios, android or web; `locale` ar or en) for the current session: 201 when new, 200 when it was known (it moves to this session and account). Signing out removes it.",
  tags: ["Notifications"],
  auth: "user",
  body: registerDeviceBody,
  response: pushDeviceSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const { device, created: isNew } = await registerDevice(body, ctx);
    return isNew ? created(device, "/api/v1/notifications/devices") : ok(device);
  },
});

export const removeDeviceEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/notifications/devices",
  summary: "Remove one of the caller's push tokens, given as body `{token}` or query `?token=` (204; 404 when it is not the caller's)",
  tags: ["Notifications"],
  auth: "user",
  query: z.strictObject({ token: pushToken.optional() }),
  body: z.strictObject({ token: pushToken.optional() }),
  successStatus: 204,
  handler: async ({ query, body, ctx }) => {
    const token = body.token ?? query.token;
    if (!token) throw validationFailed({ token: ["validation.required"] });
    await removeDevice(token, ctx);
    return noContent();
  },
});
