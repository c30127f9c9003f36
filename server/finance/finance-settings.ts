import { z } from "zod";
import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { COMMISSION_RATE_KEY, commissionRate, commissionRateSchema, type FinanceSettings } from "./commission";

// GET, PATCH /admin/finance-settings (settlement.manage). New ledger entries
// take the rate in force when their deposit is paid; old entries keep theirs.

export const financeSettingsBody = z.strictObject({ commission_rate: commissionRateSchema });

export async function getFinanceSettings(): Promise<FinanceSettings> {
  return { commission_rate: await commissionRate(db) };
}

export async function updateFinanceSettings(input: z.output<typeof financeSettingsBody>, ctx: RequestContext): Promise<FinanceSettings> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${COMMISSION_RATE_KEY}, 0))`;
    const before = await commissionRate(tx);
    const after = input.commission_rate;
    if (before === after) return { commission_rate: after };
    const at = now();
    await tx.marketplaceSetting.upsert({
      where: { key: COMMISSION_RATE_KEY },
      create: { key: COMMISSION_RATE_KEY, value: after, updatedAt: at, updatedBy: ctx.userId },
      update: { value: after, updatedAt: at, updatedBy: ctx.userId },
    });
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "finance_settings.updated",
      entityType: "marketplace_setting",
      entityId: COMMISSION_RATE_KEY,
      diff: { commission_rate: [before, after] },
      request: ctx,
    });
    return { commission_rate: after };
  });
}
