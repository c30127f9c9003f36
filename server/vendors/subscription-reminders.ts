import { now } from "../core/clock";
import { db } from "../core/db/client";
import { kuwaitDay } from "../core/kuwait-time";
import { money } from "../core/money";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { lockVendor } from "./subscriptions";

// Reminders before a paid period ends, at 7, 3 and 1 days (spec: renewal
// reminders for debit-network payers; every paid plan is paid by KNET today,
// so every paid subscription gets them). Auto-renewing subscriptions get
// `subscription.renewal_reminder` (pay the renewal), the others
// `subscription.expiry_warning` (the plan ends). Cancelled-at-period-end
// subscriptions get nothing: the owner chose to stop. Only the latest
// threshold reached is sent (a sweep that was down for days does not send
// three at once), once per subscription, period and threshold.

export const REMINDER_DAYS = [7, 3, 1] as const;
const DAY_MS = 86_400_000;

/** The reminder due at `at` for a period ending at `periodEnd`: the smallest threshold already reached. */
export function dueReminder(periodEnd: Date, at: Date): number | null {
  const left = periodEnd.getTime() - at.getTime();
  if (left <= 0) return null;
  const reached = REMINDER_DAYS.filter((d) => left <= d * DAY_MS);
  return reached.length ? Math.min(...reached) : null;
}

export async function sendSubscriptionReminders(): Promise<{ sent: number }> {
  const at = now();
  const due = await db.subscription.findMany({
    where: {
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: { gt: at, lte: new Date(at.getTime() + REMINDER_DAYS[0] * DAY_MS) },
      plan: { priceMonthly: { gt: 0 } },
    },
    include: { plan: true, vendor: { select: { ownerUserId: true } } },
    take: 500,
  });
  let sent = 0;
  for (const sub of due) {
    const days = dueReminder(sub.currentPeriodEnd!, at);
    if (days === null) continue;
    const owner = await db.user.findUnique({ where: { id: sub.vendor.ownerUserId }, select: { id: true, status: true } });
    if (!owner || owner.status !== "active") continue;
    const kind = sub.autoRenew ? "subscription.renewal_reminder" : "subscription.expiry_warning";
    const periodEnd = sub.currentPeriodEnd!.toISOString();
    const created = await db.$transaction(async (tx) => {
      await lockVendor(tx, sub.vendorId); // one sender per vendor at a time, so the check below holds
      const already = await tx.notification.findFirst({
        where: {
          userId: owner.id,
          kind,
          entityType: "subscription",
          entityId: sub.id,
          AND: [{ params: { path: ["period_end"], equals: periodEnd } }, { params: { path: ["days_left"], equals: days } }],
        },
        select: { id: true },
      });
      if (already) return false;
      await notify(tx, {
        userId: owner.id,
        kind,
        entity: { type: "subscription", id: sub.id },
        params: {
          plan_name: bilingual(sub.plan.nameAr, sub.plan.nameEn),
          expiry_date: kuwaitDay(sub.currentPeriodEnd!).toISOString().slice(0, 10),
          days_left: days,
          amount: money(sub.plan.priceMonthly, sub.plan.currency),
          period_end: periodEnd,
        },
      });
      return true;
    });
    if (created) sent++;
  }
  return { sent };
}
