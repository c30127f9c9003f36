import { z } from "zod";
import { diffOf, writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";

// RFQ limits an admin tunes (spec Limits: "at most 10 open RFQs per event
// (admin-configurable)"): the `rfq_limits` marketplace setting, read when an
// RFQ is created or sent, changed by a Super Admin (GET/PATCH /admin/rfq-settings).

export const RFQ_SETTINGS_KEY = "rfq_limits";
const DEFAULTS = { open_per_event: 10 };

export const rfqSettingsSchema = z
  .object({
    open_per_event: z
      .number()
      .int()
      .min(1)
      .max(50)
      .meta({ description: "RFQs an event may have open (pending, quoted, negotiating) at once (1-50, default 10)." }),
  })
  .meta({ id: "RfqSettings" });
export type RfqSettings = z.infer<typeof rfqSettingsSchema>;
export const rfqSettingsBody = rfqSettingsSchema.strict();

/** The stored settings over the launch defaults (no row, or an unreadable one = defaults). */
export async function rfqSettings(tx: Tx = db): Promise<RfqSettings> {
  const row = await tx.marketplaceSetting.findUnique({ where: { key: RFQ_SETTINGS_KEY } });
  const stored = rfqSettingsSchema.safeParse(row?.value ?? {});
  return stored.success ? stored.data : DEFAULTS;
}

export async function updateRfqSettings(input: RfqSettings, ctx: RequestContext): Promise<RfqSettings> {
  return db.$transaction(async (tx) => {
    const before = await rfqSettings(tx);
    const diff = diffOf(before, input);
    if (Object.keys(diff).length === 0) return before;
    const at = now();
    await tx.marketplaceSetting.upsert({
      where: { key: RFQ_SETTINGS_KEY },
      create: { key: RFQ_SETTINGS_KEY, value: input, updatedAt: at, updatedBy: ctx.userId },
      update: { value: input, updatedAt: at, updatedBy: ctx.userId },
    });
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "rfq_settings.updated",
      entityType: "marketplace_setting",
      entityId: RFQ_SETTINGS_KEY,
      diff,
      request: ctx,
    });
    return input;
  });
}
