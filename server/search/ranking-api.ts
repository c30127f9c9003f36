import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { rankingSettings, rankingSettingsSchema } from "./ranking";
import { rankingSettingsBody, updateRankingSettings } from "./update-ranking-settings";

// The ranking damping constant m (spec: set only by Super). No built-in role
// but the Super Admin's "*" holds this permission.

const PERMISSION = "search.ranking.manage";

export const adminGetRankingSettings = defineEndpoint({
  method: "GET",
  path: "/admin/search/ranking-settings",
  summary: "The ranking score's damping constant m in (v*R + m*C) / (v + m) (default 5). Super Admin",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  query: z.strictObject({}),
  response: rankingSettingsSchema,
  handler: async () => ok(await rankingSettings()),
});

export const adminUpdateRankingSettings = defineEndpoint({
  method: "PATCH",
  path: "/admin/search/ranking-settings",
  summary:
    "Change the damping constant m (whole number 1-100). Audited; every vendor's ranking score in search is recomputed within seconds (outbox event). Super Admin",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  body: rankingSettingsBody,
  response: rankingSettingsSchema,
  handler: async ({ body, ctx }) => ok(await updateRankingSettings(body, ctx)),
});
