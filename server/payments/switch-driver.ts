import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { standInsAllowed } from "../core/config";
import { db } from "../core/db/client";
import { validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { PAYMENT_DRIVER_KEY, paymentDriver, type DriverSetting } from "./providers";
import type { ProviderId } from "./providers/types";

// PUT /admin/payment-driver (Super Admin only, spec Authentication 13): new
// payments go to the chosen provider; the one it replaces keeps its webhooks
// accepted for 72 hours (receive-webhook.ts), and its pending payments are
// still polled through their own adapter. A production deployment (without
// DEMO_MODE) never switches back to the sandbox, whose payers choose the outcome.

export async function switchDriver(active: ProviderId, ctx: RequestContext): Promise<DriverSetting> {
  if (active === "sandbox" && !standInsAllowed()) throw validationFailed({ active: ["validation.invalid"] });
  const current = await paymentDriver();
  if (current.active === active) return current;
  const next: DriverSetting = { active, previous: current.active, switched_at: now().toISOString() };
  await db.$transaction(async (tx) => {
    await tx.marketplaceSetting.upsert({
      where: { key: PAYMENT_DRIVER_KEY },
      create: { key: PAYMENT_DRIVER_KEY, value: next, updatedAt: now(), updatedBy: ctx.userId },
      update: { value: next, updatedAt: now(), updatedBy: ctx.userId },
    });
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "payments.driver_switched",
      entityType: "marketplace_setting",
      entityId: PAYMENT_DRIVER_KEY,
      diff: { active: [current.active, active] },
      request: ctx,
    });
  });
  return next;
}
