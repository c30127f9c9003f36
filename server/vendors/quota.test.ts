import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { AppError } from "@/server/core/errors";
import { consumeQuotation, consumeRfqReceive, quotaUsage } from "./quota";
import { activateSubscription } from "./subscriptions";
import { newId } from "@/server/core/ids";
import { planByCode, vendorOnFree } from "@/server/test/subscriptions";

const receive = (vendorId: string) => db.$transaction((tx) => consumeRfqReceive(tx, vendorId));
const quote = (vendorId: string) => db.$transaction((tx) => consumeQuotation(tx, vendorId));

async function putOnPlan(vendorId: string, code: string) {
  const plan = await planByCode(code);
  const id = newId();
  await db.subscription.create({ data: { id, vendorId, planId: plan.id, status: "pending_payment", currentPeriodStart: new Date() } });
  await db.$transaction((tx) => activateSubscription(tx, id, new Date()));
}

describe("monthly quota (Free: 5 RFQs received, 5 quotations)", () => {
  it("counts RFQs received up to the plan's limit, then refuses without counting further", async () => {
    const { vendorId } = await vendorOnFree();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await receive(vendorId));
    expect(results).toEqual([true, true, true, true, true, false]);
    const usage = await quotaUsage(vendorId);
    expect(usage).toMatchObject({ rfqs_received: 5, rfq_receive_limit: 5, quotations_sent: 0, quotation_quota: 5 });
  });

  it("refuses the quotation over quota with 403 SUBSCRIPTION_QUOTA_EXCEEDED", async () => {
    const { vendorId } = await vendorOnFree();
    for (let i = 0; i < 5; i++) await quote(vendorId);
    const error = await quote(vendorId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "SUBSCRIPTION_QUOTA_EXCEEDED", status: 403 });
    expect((await quotaUsage(vendorId)).quotations_sent).toBe(5);
  });

  it("two concurrent consumes for the last slot: exactly one wins", async () => {
    const { vendorId } = await vendorOnFree();
    for (let i = 0; i < 4; i++) await receive(vendorId);
    const [a, b] = await Promise.all([receive(vendorId), receive(vendorId)]);
    expect([a, b].sort()).toEqual([false, true]);
    expect((await quotaUsage(vendorId)).rfqs_received).toBe(5);

    for (let i = 0; i < 4; i++) await quote(vendorId);
    const outcomes = await Promise.allSettled([quote(vendorId), quote(vendorId)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await quotaUsage(vendorId)).quotations_sent).toBe(5);
  });

  it("many concurrent consumes from zero never pass the limit", async () => {
    const { vendorId } = await vendorOnFree();
    const results = await Promise.all(Array.from({ length: 8 }, () => receive(vendorId)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect((await quotaUsage(vendorId)).rfqs_received).toBe(5);
  });

  it("resets on the 1st at 00:00 Asia/Kuwait (21:00 UTC the day before)", async () => {
    const { vendorId } = await vendorOnFree();
    const clock = freezeClock("2026-03-31T20:59:59.000Z"); // 23:59:59 on 31 March in Kuwait
    for (let i = 0; i < 5; i++) expect(await receive(vendorId)).toBe(true);
    expect(await receive(vendorId)).toBe(false);
    expect(await quotaUsage(vendorId)).toMatchObject({ period: "2026-03", rfqs_received: 5, resets_at: "2026-03-31T21:00:00.000Z" });

    clock.set("2026-03-31T21:00:00.000Z"); // 00:00 on 1 April in Kuwait
    expect(await quotaUsage(vendorId)).toMatchObject({ period: "2026-04", rfqs_received: 0, resets_at: "2026-04-30T21:00:00.000Z" });
    expect(await receive(vendorId)).toBe(true);
    expect((await quotaUsage(vendorId)).rfqs_received).toBe(1);
    // March keeps its own row.
    const rows = await db.vendorQuotaUsage.findMany({ where: { vendorId }, orderBy: { period: "asc" } });
    expect(rows.map((r) => [r.period, r.rfqsReceived])).toEqual([
      ["2026-03", 5],
      ["2026-04", 1],
    ]);
  });

  it("limits follow the plan that applies now: Professional allows 75, Enterprise is unlimited", async () => {
    const { vendorId } = await vendorOnFree();
    for (let i = 0; i < 5; i++) await receive(vendorId);
    expect(await receive(vendorId)).toBe(false);

    await putOnPlan(vendorId, "professional");
    expect(await receive(vendorId)).toBe(true);
    expect(await quotaUsage(vendorId)).toMatchObject({ rfqs_received: 6, rfq_receive_limit: 75, quotation_quota: 75 });

    await putOnPlan(vendorId, "enterprise");
    await db.vendorQuotaUsage.updateMany({ where: { vendorId }, data: { quotationsSent: 80 } });
    await quote(vendorId);
    expect(await quotaUsage(vendorId)).toMatchObject({ quotations_sent: 81, quotation_quota: null, rfq_receive_limit: null });
  });
});
