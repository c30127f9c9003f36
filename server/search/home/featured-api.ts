import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { ok } from "../../core/http/envelope";
import { featuredSettings, featuredSettingsBody, featuredSettingsSchema, updateFeaturedSettings } from "./featured";

// Featured slot cap and rotation (Admin Content: featured.manage).

const PERMISSION = "featured.manage";

export const adminGetFeaturedSettings = defineEndpoint({
  method: "GET",
  path: "/admin/featured-settings",
  summary: "Featured slots per category and rotation length (defaults: 6 slots, 24 hours)",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  query: z.strictObject({}),
  response: featuredSettingsSchema,
  handler: async () => ok(await featuredSettings()),
});

export const adminUpdateFeaturedSettings = defineEndpoint({
  method: "PATCH",
  path: "/admin/featured-settings",
  summary:
    "Change the featured slot cap (1-24 per category) or rotation length (1-168 hours); applies at once: the current period is drawn again with the new settings. Audited",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  body: featuredSettingsBody,
  response: featuredSettingsSchema,
  handler: async ({ body, ctx }) => ok(await updateFeaturedSettings(body, ctx)),
});
