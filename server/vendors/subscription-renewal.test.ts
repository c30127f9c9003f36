import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { auth, tokenFor } from "@/server/test/identity";
import { vendorOnFree } from "@/server/test/subscriptions";
import { effectivePlan } from "./effective-plan";
import { sweepSubscriptionRenewals } from "./subscription-renewal";
import { activateSubscription, addKuwaitMonth, renewSubscription } from "./subscriptions";

// Periods here ended in the past (paid ~90 days ago), so the frozen clock
// never runs ahead of real time and the sweep never reaches subscriptions
// that other tests here create for the present.
const DAY = 86_400_000;
const paidAt = () => new Date(Math.floor((Date.now() - 90 * DAY) / 1000) * 1000);

async function paidProfessional(opts: { ownerLocale?: "ar" | "en"; patch?: Record<string, boolean> } = {}) {
  const v = await vendorOnFree({ ownerLocale: opts.ownerLocale });
  const res = await call("/subscriptions", {
    method: "POST",
    headers: { ...auth(v.owner.token), "idempotency-key": randomUUID() },
    body: { plan_code: "professional" },
  });
  const id: string = res.json.data.pending_change.subscription_id;
  const start = paidAt();
  await db.$transaction((tx) => activateSubscription(tx, id, start));
  if (opts.patch) {
    const patched = await call("/subscriptions/me", { method: "PATCH", headers: auth(v.owner.token), body: opts.patch });
    expect(patched.status).toBe(200);
  }
  return { ...v, id, periodEnd: addKuwaitMonth(start) };
}

const subs = (vendorId: string) => db.subscription.findMany({ where: { vendorId }, include: { plan: true }, orderBy: { createdAt: "asc" } });
const mails = (to: string) => db.outboundMessage.findMany({ where: { recipient: to }, orderBy: { createdAt: "asc" } });
const planEvents = (vendorId: string) =>
  db.outboxEvent
    .findMany({ where: { type: "SubscriptionChanged", payload: { path: ["vendorId"], equals: vendorId } }, orderBy: { createdAt: "asc" } })
    .then((rows) => rows.map((r) => (r.payload as { planCode: string }).planCode));

describe("renewal sweep", () => {
  it("cancel at period end: at the period end the subscription is cancelled, Free starts and the owner is emailed in Arabic; a second run changes nothing", async () => {
    const { vendorId, owner, id, periodEnd } = await paidProfessional({ ownerLocale: "ar", patch: { cancel_at_period_end: true } });
    const clock = freezeClock(new Date(periodEnd.getTime() - 60_000));
    await sweepSubscriptionRenewals();
    expect((await subs(vendorId)).find((s) => s.id === id)?.status).toBe("active");

    clock.set(new Date(periodEnd.getTime() + 60_000));
    await sweepSubscriptionRenewals();
    const after = await subs(vendorId);
    expect(after.find((s) => s.id === id)).toMatchObject({ status: "cancelled", cancelledAt: expect.any(Date) });
    const current = after.filter((s) => s.status === "active");
    expect(current.map((s) => [s.plan.code, s.currentPeriodEnd])).toEqual([["free", null]]);
    expect((await effectivePlan(vendorId)).code).toBe("free");
    // (activation at real time, downgrade at the frozen past time: compare without order)
    expect((await planEvents(vendorId)).sort()).toEqual(["free", "professional"]);

    const [mail] = await mails(owner.email);
    expect(mail).toMatchObject({ channel: "email", locale: "ar", template: "subscription_downgraded.ended" });
    expect(mail.subject).toContain("الباقة المجانية");
    expect(mail.body).toContain("الباقة الاحترافية");

    await sweepSubscriptionRenewals();
    expect(await subs(vendorId)).toHaveLength(after.length);
    expect(await mails(owner.email)).toHaveLength(1);

    const me = await call("/subscriptions/me", { headers: auth(await tokenFor(owner.id)) });
    expect(me.json.data.subscription).toMatchObject({ plan: { code: "free" }, current_period_end: null });
    expect(me.json.data.team.team_size).toBe(1);
  });

  it("auto-renew: past_due with a 3-day grace on the same plan, then Free once the grace is over (owner emailed)", async () => {
    const { vendorId, owner, id, periodEnd } = await paidProfessional();
    const graceEnd = new Date(periodEnd.getTime() + 3 * DAY);
    const clock = freezeClock(new Date(periodEnd.getTime() + 3600_000));
    expect(await sweepSubscriptionRenewals()).toMatchObject({ pastDue: expect.any(Number) });
    expect((await subs(vendorId)).find((s) => s.id === id)).toMatchObject({ status: "past_due", graceEndsAt: graceEnd });
    expect(await planEvents(vendorId)).toEqual(["professional", "professional"]);
    expect((await effectivePlan(vendorId)).code).toBe("professional");

    const me = await call("/subscriptions/me", { headers: auth(await tokenFor(owner.id)) });
    expect(me.json.data.subscription).toMatchObject({ status: "past_due", grace_ends_at: graceEnd.toISOString() });
    expect(me.json.data.pending_change).toMatchObject({ type: "downgrade", plan: { code: "free" }, effective_at: graceEnd.toISOString() });
    expect(me.json.data.usage.rfq_receive_limit).toBe(75);

    clock.set(new Date(graceEnd.getTime() - 60_000));
    await sweepSubscriptionRenewals();
    expect((await subs(vendorId)).find((s) => s.id === id)?.status).toBe("past_due");
    expect(await mails(owner.email)).toHaveLength(0);

    clock.set(new Date(graceEnd.getTime() + 60_000));
    await sweepSubscriptionRenewals();
    const after = await subs(vendorId);
    expect(after.find((s) => s.id === id)?.status).toBe("expired");
    expect(after.filter((s) => s.status === "active").map((s) => s.plan.code)).toEqual(["free"]);
    const [mail] = await mails(owner.email);
    expect(mail).toMatchObject({ locale: "en", template: "subscription_downgraded.unpaid" });
    expect(mail.body).toContain("Professional");
    expect(mail.body).toContain("3-day grace");

    await sweepSubscriptionRenewals();
    expect(await subs(vendorId)).toHaveLength(after.length);
  });

  it("choosing Free during the grace moves to Free at once", async () => {
    const { vendorId, owner, id, periodEnd } = await paidProfessional();
    freezeClock(new Date(periodEnd.getTime() + 3600_000));
    await sweepSubscriptionRenewals();
    const res = await call("/subscriptions", {
      method: "POST",
      headers: { ...auth(await tokenFor(owner.id)), "idempotency-key": randomUUID() },
      body: { plan_code: "free" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ subscription: { plan: { code: "free" }, status: "active" }, pending_change: null });
    expect((await subs(vendorId)).find((s) => s.id === id)?.status).toBe("cancelled");
  });

  it("auto-renew turned off: the subscription expires at the period end and Free starts", async () => {
    const { vendorId, id, periodEnd } = await paidProfessional({ patch: { auto_renew: false } });
    freezeClock(new Date(periodEnd.getTime() + 1000));
    await sweepSubscriptionRenewals();
    const after = await subs(vendorId);
    expect(after.find((s) => s.id === id)?.status).toBe("expired");
    expect(after.filter((s) => s.status === "active").map((s) => s.plan.code)).toEqual(["free"]);
  });

  it("a sweep that runs after the grace already ended downgrades in one run", async () => {
    const { vendorId, id, periodEnd } = await paidProfessional();
    freezeClock(new Date(periodEnd.getTime() + 4 * DAY));
    await sweepSubscriptionRenewals();
    const after = await subs(vendorId);
    expect(after.find((s) => s.id === id)?.status).toBe("expired");
    expect(after.filter((s) => s.status === "active").map((s) => s.plan.code)).toEqual(["free"]);
  });

  it("a renewal paid during the grace (payments seam) keeps the plan for the next calendar month; a repeated call is harmless", async () => {
    const { vendorId, id, periodEnd } = await paidProfessional();
    const clock = freezeClock(new Date(periodEnd.getTime() + 3600_000));
    await sweepSubscriptionRenewals();
    await db.$transaction((tx) => renewSubscription(tx, id, periodEnd));
    await db.$transaction((tx) => renewSubscription(tx, id, periodEnd));
    const nextEnd = addKuwaitMonth(periodEnd);
    expect((await subs(vendorId)).find((s) => s.id === id)).toMatchObject({
      status: "active",
      currentPeriodStart: periodEnd,
      currentPeriodEnd: nextEnd,
      graceEndsAt: null,
    });
    clock.set(new Date(periodEnd.getTime() + 4 * DAY));
    await sweepSubscriptionRenewals();
    expect((await subs(vendorId)).filter((s) => s.status === "active").map((s) => s.id)).toEqual([id]);
  });
});
