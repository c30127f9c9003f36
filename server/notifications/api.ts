import { z } from "zod";
import { validationFailed } from "../core/errors";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import { cursorMeta } from "../core/http/meta";
import { pushDeviceSchema, pushToken, registerDevice, registerDeviceBody, removeDevice } from "./devices";
import { inboxQuery, listNotifications, markRead, markReadBody, notificationSchema } from "./inbox";
import { getPreferences, preferencesPatch, preferencesSchema, updatePreferences } from "./preferences";
import { callerId } from "../core/http/request-context";
import { vapidPublicKey } from "../messaging/vapid";

// Notifications endpoints. Only endpoints are exported (server/api/registry.ts lists them).

export const listNotificationsEndpoint = defineEndpoint({
  method: "GET",
  path: "/notifications",
  summary: "The caller's in-app notifications, newest first, in the request's language; `meta.next_cursor` and `meta.unread_count`",
  tags: ["Notifications"],
  auth: "user",
  query: inboxQuery,
  response: z.array(notificationSchema),
  meta: cursorMeta.extend({ unread_count: z.number().int() }),
  handler: async ({ query, ctx }) => {
    const page = await listNotifications(callerId(ctx), ctx.locale, query);
    return ok(page.items, { meta: { next_cursor: page.next_cursor, unread_count: page.unread_count } });
  },
});

export const markNotificationsReadEndpoint = defineEndpoint({
  method: "POST",
  path: "/notifications/read",
  summary: "Mark the caller's notifications read: the given `ids`, or all when absent (204; other users' ids are ignored)",
  tags: ["Notifications"],
  auth: "user",
  body: markReadBody,
  successStatus: 204,
  handler: async ({ body, ctx }) => {
    await markRead(callerId(ctx), body.ids);
    return noContent();
  },
});

export const getNotificationPreferencesEndpoint = defineEndpoint({
  method: "GET",
  path: "/notifications/preferences",
  summary: "Notification channels per category (push, email, sms), defaults filled in; the same store as PATCH /me `notification_preferences`",
  tags: ["Notifications"],
  auth: "user",
  response: preferencesSchema,
  handler: async ({ ctx }) => ok(await getPreferences(callerId(ctx))),
});

export const updateNotificationPreferencesEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/notifications/preferences",
  summary: "Change some channel/category switches; answers the full object. OTP and security messages ignore these.",
  tags: ["Notifications"],
  auth: "user",
  body: preferencesPatch,
  response: preferencesSchema,
  handler: async ({ body, ctx }) => ok(await updatePreferences(body, ctx)),
});

export const registerDeviceEndpoint = defineEndpoint({
  method: "POST",
  path: "/notifications/devices",
  summary:
    "Register a push token (`platform` ios, android or web; `locale` ar or en) for the current session: 201 when new, 200 when it was known (it moves to this session and account). A browser's Web Push subscription registers its https endpoint as `token` with its `keys` (422 without them). Signing out removes it.",
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

export const webPushKeyEndpoint = defineEndpoint({
  method: "GET",
  path: "/notifications/web-push-key",
  summary:
    "The VAPID public key (base64url) browsers subscribe with (`pushManager.subscribe({ applicationServerKey })`) before registering the subscription at POST /notifications/devices",
  tags: ["Notifications"],
  auth: "public",
  response: z.object({ public_key: z.string() }).meta({ id: "WebPushKey" }),
  handler: async () => ok({ public_key: await vapidPublicKey() }),
});
