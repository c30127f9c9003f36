import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { now } from "@/server/core/clock";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { opsAdmin, vendorMember } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { deliverToRoutes, paymentApi, sandboxApi } from "@/server/test/payment-api";
import { planByCode, vendorOnFree } from "@/server/test/subscriptions";
import { resetPaymentDeps } from "./deps";
import { PAYMENT_DRIVER_KEY } from "./providers";

// Paying a plan (vendors react to PaymentSucceeded), and switching the driver.

beforeAll(registerEventHandlers);
afterEach(resetPaymentDeps);

async function pendingSubscription() {
  const { vendorId, owner } = await vendorOnFree();
  const plan = await planByCode("basic");
  const sub = await db.subscription.create({ data: { id: newId(), vendorId, planId: plan.id, status: "pending_payment", currentPeriodStart: now() } });
  return { vendorId, owner, sub, price: plan.priceMonthly.toFixed(3) };
}

describe("paying a subscription", () => {
  it("the owner pays the pending plan; the captured webhook activates it through the outbox", async () => {
    const { vendorId, owner, sub, price } = await pendingSubscription();
    const body = { purpose: "subscription", payable_type: "subscription", payable_id: sub.id, amount: price };
    const res = await paymentApi(owner.token).intent(body);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ purpose: "subscription", payable_id: sub.id, amount: { amount: price } });
    expect((await paymentApi(owner.token).ofPayable("subscription", sub.id)).json.data).toHaveLength(1);

    deliverToRoutes();
    const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
    await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "card" });
    while ((await dispatchOutbox()).delivered > 0);
    expect((await db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("active");
    expect(await db.subscription.count({ where: { vendorId, status: "active" } })).toBe(1);
  });

  it("staff (members without subscription.pay) get 403 as elsewhere in the vendor portal; other vendors and customers 404; more than the price is 422", async () => {
    const { vendorId, owner, sub, price } = await pendingSubscription();
    const body = { purpose: "subscription", payable_type: "subscription", payable_id: sub.id, amount: price };
    const staff = await vendorMember(vendorId, "vendor_staff");
    expect((await paymentApi(staff.token).intent(body)).status).toBe(403);
    expect((await paymentApi((await vendorOnFree()).owner.token).intent(body)).status).toBe(404);
    expect((await paymentApi((await signedIn()).token).intent(body)).status).toBe(404);
    expect((await paymentApi(owner.token).intent({ ...body, amount: "999999.000" })).status).toBe(422);
  });

  it("the pending plan's hosted page is offered to its payer only: staff reading the subscription get no payment_url", async () => {
    const { vendorId, owner, sub, price } = await pendingSubscription();
    const res = await paymentApi(owner.token).intent({ purpose: "subscription", payable_type: "subscription", payable_id: sub.id, amount: price });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const staff = await vendorMember(vendorId, "vendor_staff");
    const read = async (token: string) => (await call("/subscriptions/me", { headers: auth(token) })).json.data.pending_change;
    expect((await read(owner.token)).payment_url).toBe(res.json.data.payment_url);
    expect(await read(staff.token)).toMatchObject({ type: "payment_pending", subscription_id: sub.id, payment_url: null });
  });
});

describe("renewing a subscription", () => {
  it("a renewal payment extends the current period once, however often its event is delivered", async () => {
    const { vendorId, owner } = await vendorOnFree();
    const plan = await planByCode("basic");
    const end = new Date(now().getTime() + 3 * 86_400_000);
    const sub = await db.subscription.create({
      data: {
        id: newId(),
        vendorId,
        planId: plan.id,
        status: "active",
        currentPeriodStart: new Date(now().getTime() - 27 * 86_400_000),
        currentPeriodEnd: end,
      },
    });
    const res = await paymentApi(owner.token).intent({
      purpose: "subscription_renewal",
      payable_type: "subscription",
      payable_id: sub.id,
      amount: plan.priceMonthly.toFixed(3),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    deliverToRoutes();
    const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
    await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet" });
    while ((await dispatchOutbox()).delivered > 0);
    const renewed = await db.subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(renewed.currentPeriodStart.getTime()).toBe(end.getTime());
    // A second delivery of the same PaymentSucceeded changes nothing.
    await db.outboxEvent.updateMany({
      where: { type: "PaymentSucceeded", payload: { path: ["paymentId"], equals: payment.id } },
      data: { dispatchedAt: null, availableAt: now() },
    });
    while ((await dispatchOutbox()).delivered > 0);
    expect((await db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).currentPeriodEnd).toEqual(renewed.currentPeriodEnd);
  });
});

describe("a plan is paid in full, never in parts", () => {
  const renewable = async () => {
    const { vendorId, owner } = await vendorOnFree();
    const plan = await planByCode("basic");
    const end = new Date(now().getTime() + 3 * 86_400_000);
    const sub = await db.subscription.create({
      data: {
        id: newId(),
        vendorId,
        planId: plan.id,
        status: "active",
        currentPeriodStart: new Date(now().getTime() - 27 * 86_400_000),
        currentPeriodEnd: end,
      },
    });
    return { vendorId, owner, plan, sub, end };
  };

  it("an intent for less than the price is 422 VALIDATION_FAILED (new plan and renewal alike)", async () => {
    const { owner, sub, price } = await pendingSubscription();
    const short = await paymentApi(owner.token).intent({ purpose: "subscription", payable_type: "subscription", payable_id: sub.id, amount: "0.001" });
    expect(short.status).toBe(422);
    expect(short.json.error).toMatchObject({ code: "VALIDATION_FAILED", details: { amount: ["Pay the full price of the plan in one payment."] } });
    const renewal = await renewable();
    const res = await paymentApi(renewal.owner.token, "ar").intent({
      purpose: "subscription_renewal",
      payable_type: "subscription",
      payable_id: renewal.sub.id,
      amount: "0.001",
    });
    expect(res.status).toBe(422);
    expect(res.json.error.details.amount).toEqual(["ادفع سعر الباقة كاملًا في دفعة واحدة."]);
    // No amount pays the price.
    const full = await paymentApi(owner.token).intent({ purpose: "subscription", payable_type: "subscription", payable_id: sub.id });
    expect(full.status).toBe(201);
    expect(full.json.data.amount.amount).toBe(price);
    expect(await db.payment.count({ where: { payableId: { in: [sub.id, renewal.sub.id] } } })).toBe(1);
  });

  it("a paid renewal short of the price (the price rose after the intent) does not move the period end; an ops alert says so, once", async () => {
    const { vendorId, owner, sub, end } = await renewable();
    const short = await db.payment.create({
      data: {
        id: newId(),
        payableType: "subscription",
        payableId: sub.id,
        purpose: "subscription_renewal",
        payerUserId: owner.id,
        vendorId,
        amount: "0.001",
        status: "paid",
        paidAt: now(),
        provider: "sandbox",
        expiresAt: now(),
        createdAt: now(),
      },
    });
    const payload = {
      paymentId: short.id,
      payableType: "subscription" as const,
      payableId: sub.id,
      purpose: "subscription_renewal",
      amount: "0.001",
      payerUserId: owner.id,
    };
    await db.$transaction((tx) => emit(tx, "PaymentSucceeded", payload));
    await db.$transaction((tx) => emit(tx, "PaymentSucceeded", payload));
    while ((await dispatchOutbox()).delivered > 0);
    expect((await db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).currentPeriodEnd).toEqual(end);
    expect(await db.auditLog.count({ where: { action: "ops.alert.subscription_payment_unapplied", entityId: short.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "subscription.payment_applied", entityId: short.id } })).toBe(0);
  });
});

describe("switching the payment driver", () => {
  it("only a Super Admin switches; operations may read it", async () => {
    const put = (token: string, active: string) => call("/admin/payment-driver", { method: "PUT", headers: auth(token), body: { active } });
    const ops = await opsAdmin();
    expect((await call("/admin/payment-driver", { headers: auth(ops.token) })).json.data).toMatchObject({ active: "sandbox" });
    expect((await put(ops.token, "provider_a")).status).toBe(403);
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    try {
      const res = await put(superAdmin.token, "provider_a");
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ active: "provider_a", previous: "sandbox" });
      expect(await db.auditLog.count({ where: { action: "payments.driver_switched", actorId: superAdmin.id } })).toBe(1);
    } finally {
      await db.marketplaceSetting.deleteMany({ where: { key: PAYMENT_DRIVER_KEY } });
    }
  });
});
