import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { localized, type Locale } from "../core/i18n";
import { kuwaitDay } from "../core/kuwait-time";
import { notifyAccountHolder } from "../identity/profile/profile";
import { subscriptionMachine } from "./state-machine";
import { createFreeSubscription, emitPlanChange, lockVendor } from "./subscriptions";

// The hourly renewal sweep. For paid subscriptions whose period has ended:
// - cancel_at_period_end -> cancelled, !auto_renew -> expired; Free starts;
// - auto_renew -> past_due with a 3-day grace. Charging the renewal is the
//   payments module's: it reacts to SubscriptionChanged for a past_due
//   subscription and, once paid, calls renewSubscription(tx, id, periodEnd).
// Past-due subscriptions whose grace is over (or that the owner stopped
// meanwhile) expire and Free starts. Each row moves in its own transaction,
// conditionally on the status it was read in, so a second run (or a
// concurrent one) changes nothing. Owners are emailed after commit.

export const RENEWAL_GRACE_MS = 3 * 24 * 3600 * 1000;
const BATCH = 200;

type Downgrade = { vendorId: string; planNameAr: string; planNameEn: string; endedAt: Date; reason: "ended" | "unpaid" };

async function downgradeToFree(
  tx: Tx,
  sub: { id: string; vendorId: string; status: "active" | "past_due" },
  to: "cancelled" | "expired",
  action: string,
): Promise<boolean> {
  const at = now();
  const moved =
    to === "cancelled"
      ? await subscriptionMachine.tryMove(tx, sub, "cancel", { data: { cancelledAt: at } })
      : await subscriptionMachine.tryMove(tx, sub, "expire");
  if (!moved) return false;
  const free = await createFreeSubscription(tx, sub.vendorId);
  await writeAudit(tx, {
    actor: { type: "system" },
    action,
    entityType: "subscription",
    entityId: sub.id,
    diff: { status: [sub.status, to], free_subscription: free.id },
  });
  await emitPlanChange(tx, sub.vendorId, free.id, free.planCode);
  return true;
}

/** An active paid subscription whose period ended: ends it or opens the renewal grace. */
async function endPeriod(id: string, vendorId: string): Promise<Downgrade | "past_due" | null> {
  return db.$transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const sub = await tx.subscription.findUnique({ where: { id }, include: { plan: true } });
    const at = now();
    if (!sub || sub.status !== "active" || !sub.currentPeriodEnd || sub.currentPeriodEnd > at) return null;
    if (sub.cancelAtPeriodEnd || !sub.autoRenew) {
      const to = sub.cancelAtPeriodEnd ? "cancelled" : "expired";
      if (!(await downgradeToFree(tx, { ...sub, status: "active" }, to, "subscription.ended"))) return null;
      return { vendorId: sub.vendorId, planNameAr: sub.plan.nameAr, planNameEn: sub.plan.nameEn, endedAt: sub.currentPeriodEnd, reason: "ended" };
    }
    const graceEndsAt = new Date(sub.currentPeriodEnd.getTime() + RENEWAL_GRACE_MS);
    const moved = await subscriptionMachine.tryMove(tx, sub, "fall_due", {
      data: { graceEndsAt },
      audit: { actor: { type: "system" }, action: "subscription.past_due", diff: { grace_ends_at: graceEndsAt.toISOString() } },
      // The seam for the renewal charge: the payments module subscribes to this.
      event: { name: "SubscriptionChanged", payload: { vendorId: sub.vendorId, subscriptionId: sub.id, planCode: sub.plan.code } },
    });
    if (!moved) return null;
    return "past_due";
  });
}

/** A past_due subscription whose grace is over, or whose owner turned renewal off meanwhile: Free starts. */
async function endGrace(id: string, vendorId: string): Promise<Downgrade | null> {
  return db.$transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const sub = await tx.subscription.findUnique({ where: { id }, include: { plan: true } });
    const at = now();
    if (!sub || sub.status !== "past_due" || !sub.currentPeriodEnd) return null;
    const graceOver = sub.graceEndsAt !== null && sub.graceEndsAt <= at;
    const stopped = sub.cancelAtPeriodEnd || !sub.autoRenew;
    if (!graceOver && !stopped) return null;
    const to = sub.cancelAtPeriodEnd ? "cancelled" : "expired";
    if (!(await downgradeToFree(tx, { ...sub, status: "past_due" }, to, graceOver ? "subscription.grace_expired" : "subscription.ended"))) return null;
    return {
      vendorId: sub.vendorId,
      planNameAr: sub.plan.nameAr,
      planNameEn: sub.plan.nameEn,
      endedAt: sub.currentPeriodEnd,
      reason: graceOver && !stopped ? "unpaid" : "ended",
    };
  });
}

async function emailOwner(d: Downgrade): Promise<void> {
  const vendor = await db.vendor.findUnique({ where: { id: d.vendorId }, select: { nameAr: true, nameEn: true, ownerUserId: true } });
  if (!vendor) return;
  const owner = await db.user.findUnique({ where: { id: vendor.ownerUserId }, select: { email: true, phone: true, preferredLocale: true, status: true } });
  if (!owner || owner.status === "anonymized") return;
  const locale = owner.preferredLocale as Locale;
  await notifyAccountHolder(owner, `subscription_downgraded.${d.reason}`, {
    vendor: localized(locale, vendor.nameAr, vendor.nameEn),
    plan: localized(locale, d.planNameAr, d.planNameEn),
    date: kuwaitDay(d.endedAt).toISOString().slice(0, 10),
  });
}

export type RenewalSweepResult = { pastDue: number; downgraded: number };

export async function sweepSubscriptionRenewals(): Promise<RenewalSweepResult> {
  const at = now();
  const downgrades: Downgrade[] = [];
  let pastDue = 0;

  const ended = await db.subscription.findMany({
    where: { status: "active", currentPeriodEnd: { lte: at } },
    orderBy: { currentPeriodEnd: "asc" },
    select: { id: true, vendorId: true },
    take: BATCH,
  });
  for (const row of ended) {
    try {
      const outcome = await endPeriod(row.id, row.vendorId);
      if (outcome === "past_due") pastDue++;
      else if (outcome) downgrades.push(outcome);
    } catch (e) {
      console.error(`[jobs] subscription ${row.id} period end failed:`, e); // retried on the next run
    }
  }

  // After the first step, so a sweep that ran late also ends graces that are already over.
  const inGrace = await db.subscription.findMany({
    where: { status: "past_due", OR: [{ graceEndsAt: { lte: at } }, { cancelAtPeriodEnd: true }, { autoRenew: false }] },
    orderBy: { graceEndsAt: "asc" },
    select: { id: true, vendorId: true },
    take: BATCH,
  });
  for (const row of inGrace) {
    try {
      const d = await endGrace(row.id, row.vendorId);
      if (d) downgrades.push(d);
    } catch (e) {
      console.error(`[jobs] subscription ${row.id} grace end failed:`, e);
    }
  }

  for (const d of downgrades) await emailOwner(d);
  return { pastDue, downgraded: downgrades.length };
}
