import { z } from "zod";
import { diffOf, writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { emit } from "../core/outbox/outbox";
import { RANKING_SETTINGS_KEY, rankingSettings, rankingSettingsSchema, type RankingSettings } from "./ranking";
import { recommendedWeightsSchema } from "./home/recommended";

// PATCH /admin/search/ranking-settings (Super Admin only: the spec lets only
// Super set the damping constant). The setting, its audit entry and a
// `search.ranking_changed` event commit together; the event re-scores every
// vendor in the search index (./indexer.ts), within seconds of the change.
// Profile previews and the home strip compute the score live and follow at once.
// The weights of sort=recommended (./recommended.ts) are read per search: no
// re-indexing, the next search follows. Either part may be sent alone.

export const rankingSettingsBody = z
  .strictObject({
    damping: rankingSettingsSchema.shape.damping.optional(),
    recommended_weights: recommendedWeightsSchema.partial().strict().optional(),
  })
  .refine((b) => b.damping !== undefined || b.recommended_weights !== undefined, { message: "validation.required", path: ["damping"] })
  .meta({ id: "RankingSettingsUpdate" });
export type RankingSettingsInput = z.output<typeof rankingSettingsBody>;

export async function updateRankingSettings(input: RankingSettingsInput, ctx: RequestContext): Promise<RankingSettings> {
  return db.$transaction(async (tx) => {
    const before = await rankingSettings(tx);
    const after: RankingSettings = {
      damping: input.damping ?? before.damping,
      recommended_weights: { ...before.recommended_weights, ...input.recommended_weights },
    };
    const diff = diffOf(flat(before), flat(after));
    if (Object.keys(diff).length === 0) return after;
    const at = now();
    await tx.marketplaceSetting.upsert({
      where: { key: RANKING_SETTINGS_KEY },
      create: { key: RANKING_SETTINGS_KEY, value: after, updatedAt: at, updatedBy: ctx.userId },
      update: { value: after, updatedAt: at, updatedBy: ctx.userId },
    });
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "ranking_settings.updated",
      entityType: "marketplace_setting",
      entityId: RANKING_SETTINGS_KEY,
      diff,
      request: ctx,
    });
    // Only m is stored in the index; the weights apply at query time.
    if (after.damping !== before.damping) await emit(tx, "search.ranking_changed", { damping: after.damping });
    return after;
  });
}

/** One level deep for the audit diff: `recommended_weights.rating` and so on. */
function flat(settings: RankingSettings): Record<string, number> {
  const out: Record<string, number> = { damping: settings.damping };
  for (const [k, v] of Object.entries(settings.recommended_weights)) out[`recommended_weights.${k}`] = v;
  return out;
}
