import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { renderNotification } from "@/server/notifications/templates";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { vendorOnFree } from "@/server/test/subscriptions";
import { dueReminder, sendSubscriptionReminders } from "./subscription-reminders";
import { activateSubscription, addKuwaitMonth } from "./subscriptions";
import { withoutIsolates } from "@/server/notifications/params";

const DAY = 86_400_000;
const HOUR = 3_600_000;
// Periods in the past, so the frozen clock never runs ahead of real time.
const paidAt = () => new Date(Math.floor((Date.now() - 90 * DAY) / 1000) * 1000);

async function paidProfessional(patch?: Record<string, boolean>) {
  const v = await vendorOnFree({ ownerLocale: "en" });
  const res = await call("/subscriptions", {
    method: "POST",
    headers: { ...auth(v.owner.token), "idempotency-key": randomUUID() },
    body: { plan_code: "professional" },
  });
  const id: string = res.json.data.pending_change.subscription_id;
  const start = paidAt();
  await db.$transaction((tx) => activateSubscription(tx, id, start));
  if (patch) expect((await call("/subscriptions/me", { method: "PATCH", headers: auth(v.owner.token), body: patch })).status).toBe(200);
  return { ...v, id, periodEnd: addKuwaitMonth(start) };
}

const reminders = (subscriptionId: string) =>
  db.notification.findMany({ where: { entityType: "subscription", entityId: subscriptionId }, orderBy: { id: "asc" } });

afterEach(() => resetClock());

describe("subscription reminders", () => {
  it("picks the latest threshold reached: 7, 3, 1 days", () => {
    const end = new Date("2026-12-10T00:00:00Z");
    expect(dueReminder(end, new Date(end.getTime() - 8 * DAY))).toBeNull();
    expect(dueReminder(end, new Date(end.getTime() - 7 * DAY))).toBe(7);
    expect(dueReminder(end, new Date(end.getTime() - 4 * DAY))).toBe(7);
    expect(dueReminder(end, new Date(end.getTime() - 2 * DAY))).toBe(3);
    expect(dueReminder(end, new Date(end.getTime() - HOUR))).toBe(1);
    expect(dueReminder(end, end)).toBeNull();
  });

  it("an auto-renewing subscription gets a renewal reminder at 7, 3 and 1 days, each once", async () => {
    const { id, periodEnd, owner } = await paidProfessional();
    const clock = freezeClock(new Date(periodEnd.getTime() - 8 * DAY));
    await sendSubscriptionReminders();
    expect(await reminders(id)).toHaveLength(0);
    for (const days of [7, 3, 1]) {
      clock.set(new Date(periodEnd.getTime() - days * DAY + HOUR));
      await sendSubscriptionReminders();
      await sendSubscriptionReminders(); // the next hourly run sends nothing new
    }
    const rows = await reminders(id);
    expect(rows.map((r) => [r.kind, (r.params as { days_left: number }).days_left])).toEqual([
      ["subscription.renewal_reminder", 7],
      ["subscription.renewal_reminder", 3],
      ["subscription.renewal_reminder", 1],
    ]);
    expect(rows.every((r) => r.userId === owner.id)).toBe(true);
    const text = renderNotification("subscription.renewal_reminder", "en", rows[0].params as Record<string, string>);
    expect(withoutIsolates(text.body)).toMatch(/Professional subscription renews in 7 days, on \d{4}-\d{2}-\d{2}\. Pay \d+\.\d{3} KWD by KNET/);
  });

  it("no auto-renew: an expiry warning; cancelled at period end: nothing; a sweep down for days sends only the latest", async () => {
    const ending = await paidProfessional({ auto_renew: false });
    const stopping = await paidProfessional({ cancel_at_period_end: true });
    freezeClock(new Date(ending.periodEnd.getTime() - 2 * DAY));
    await sendSubscriptionReminders();
    expect((await reminders(ending.id)).map((r) => [r.kind, (r.params as { days_left: number }).days_left])).toEqual([["subscription.expiry_warning", 3]]);
    expect(await reminders(stopping.id)).toHaveLength(0);
  });
});
