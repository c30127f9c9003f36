import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { vendorMember } from "@/server/test/fixtures";
import { auth, signedIn, tag, tokenFor } from "@/server/test/identity";
import { planByCode, vendorOnFree } from "@/server/test/subscriptions";
import { consumeQuotation, consumeRfqReceive } from "./quota";
import { activateSubscription, startFreeSubscription } from "./subscriptions";

const subscribe = (token: string, body: unknown, key: string | null = randomUUID(), locale: "ar" | "en" = "en") =>
  call("/subscriptions", { method: "POST", headers: { ...auth(token, locale), ...(key ? { "idempotency-key": key } : {}) }, body });
const getMe = (token: string, locale: "ar" | "en" = "en") => call("/subscriptions/me", { headers: auth(token, locale) });
const patchMe = (token: string, body: unknown) => call("/subscriptions/me", { method: "PATCH", headers: auth(token), body });
const rows = (vendorId: string) => db.subscription.findMany({ where: { vendorId }, include: { plan: true }, orderBy: { createdAt: "asc" } });
const events = (vendorId: string, type: string) =>
  db.outboxEvent.findMany({ where: { type, payload: { path: ["vendorId"], equals: vendorId } }, orderBy: { createdAt: "asc" } });

/** A vendor whose Professional subscription was paid (through the payments seam). */
async function professionalVendor(paidAt = new Date()) {
  const v = await vendorOnFree();
  const res = await subscribe(v.owner.token, { plan_code: "professional" });
  expect(res.status).toBe(201);
  await db.$transaction((tx) => activateSubscription(tx, res.json.data.pending_change.subscription_id, paidAt));
  return { ...v, subscriptionId: res.json.data.pending_change.subscription_id as string };
}

describe("GET /subscriptions/me", () => {
  it("shows a new vendor's Free subscription (no period end), quota usage and team to the owner and to staff", async () => {
    const { vendorId, owner } = await vendorOnFree();
    const staff = await vendorMember(vendorId, "vendor_staff", { userType: "vendor" });
    await db.$transaction(async (tx) => {
      await consumeRfqReceive(tx, vendorId);
      await consumeQuotation(tx, vendorId);
      await consumeQuotation(tx, vendorId);
    });

    const res = await getMe(owner.token, "ar");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      subscription: {
        plan: { code: "free", name: "الباقة المجانية", price_monthly: { amount: "0.000", currency: "KWD" } },
        status: "active",
        current_period_end: null,
        cancel_at_period_end: false,
        grace_ends_at: null,
        payment_url: null,
      },
      pending_change: null,
      usage: { rfqs_received: 1, rfq_receive_limit: 5, quotations_sent: 2, quotation_quota: 5, period: expect.stringMatching(/^\d{4}-\d{2}$/) },
      team: { members: 2, team_size: 1 },
    });
    const byStaff = await getMe(staff.token);
    expect(byStaff.status).toBe(200);
    expect(byStaff.json.data.subscription.id).toBe(res.json.data.subscription.id);
  });

  it("is 404 for a user who is not a member of any vendor, 401 without a token", async () => {
    const outsider = await signedIn();
    const res = await getMe(outsider.token);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("NOT_FOUND");
    expect((await call("/subscriptions/me")).status).toBe(401);
  });

  it("startFreeSubscription keeps an existing current subscription", async () => {
    const { vendorId } = await vendorOnFree();
    const [first] = await rows(vendorId);
    const again = await db.$transaction((tx) => startFreeSubscription(tx, vendorId));
    expect(again.id).toBe(first.id);
    expect(await rows(vendorId)).toHaveLength(1);
  });
});

describe("POST /subscriptions", () => {
  it("requires an Idempotency-Key (400), a UUID v4 one (422)", async () => {
    const { owner } = await vendorOnFree();
    const missing = await subscribe(owner.token, { plan_code: "basic" }, null);
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe("IDEMPOTENCY_KEY_MISSING");
    expect((await subscribe(owner.token, { plan_code: "basic" }, "not-a-uuid")).status).toBe(422);
  });

  it("is refused to staff (403) and to non-members (404)", async () => {
    const { vendorId } = await vendorOnFree();
    const staff = await vendorMember(vendorId, "vendor_staff", { userType: "vendor" });
    const asStaff = await subscribe(staff.token, { plan_code: "basic" });
    expect(asStaff.status).toBe(403);
    expect(asStaff.json.error.code).toBe("FORBIDDEN");
    const outsider = await signedIn();
    expect((await subscribe(outsider.token, { plan_code: "basic" })).status).toBe(404);
    expect((await rows(vendorId)).map((r) => r.status)).toEqual(["active"]);
  });

  it("a paid plan waits in pending_payment with the hosted payment page of its payment; a replay returns the same response without a second subscription", async () => {
    const { vendorId, owner } = await vendorOnFree();
    const key = randomUUID();
    const res = await subscribe(owner.token, { plan_code: "professional" }, key);
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toBe("/api/v1/subscriptions/me");
    expect(res.json.data.subscription.plan.code).toBe("free");
    expect(res.json.data.pending_change).toMatchObject({
      type: "payment_pending",
      subscription_id: expect.any(String),
      plan: { code: "professional", price_monthly: { amount: "45.000", currency: "KWD" } },
      effective_at: null,
      payment_url: expect.stringMatching(/\/sandbox-pay\/sbx_/),
    });
    const pending = await db.subscription.findUniqueOrThrow({ where: { id: res.json.data.pending_change.subscription_id } });
    expect(pending).toMatchObject({ vendorId, status: "pending_payment", currentPeriodEnd: null });
    const payment = await db.payment.findFirstOrThrow({ where: { payableType: "subscription", payableId: pending.id } });
    expect(payment).toMatchObject({
      purpose: "subscription",
      status: "initiated",
      payerUserId: owner.id,
      paymentUrl: res.json.data.pending_change.payment_url,
    });
    expect(payment.amount.toFixed(3)).toBe("45.000");

    const replay = await subscribe(owner.token, { plan_code: "professional" }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    expect(replay.json.data).toEqual(res.json.data);
    expect((await rows(vendorId)).filter((r) => r.status === "pending_payment")).toHaveLength(1);

    const reused = await subscribe(owner.token, { plan_code: "basic" }, key);
    expect(reused.status).toBe(409);
    expect(reused.json.error.code).toBe("IDEMPOTENCY_KEY_REUSED");

    const audit = await db.auditLog.findFirst({ where: { action: "subscription.requested", entityId: pending.id } });
    expect(audit).toMatchObject({ actorType: "user", actorId: owner.id });
  });

  it("only one subscription waits for payment: choosing another plan cancels the earlier pending one", async () => {
    const { vendorId, owner } = await vendorOnFree();
    const first = await subscribe(owner.token, { plan_code: "professional" });
    const basic = await planByCode("basic");
    const second = await subscribe(owner.token, { plan_id: basic.id });
    expect(second.status).toBe(201);
    expect(second.json.data.pending_change.plan.code).toBe("basic");
    const all = await rows(vendorId);
    expect(all.find((r) => r.id === first.json.data.pending_change.subscription_id)).toMatchObject({ status: "cancelled", cancelledAt: expect.any(Date) });
    expect(all.filter((r) => r.status === "pending_payment").map((r) => r.plan.code)).toEqual(["basic"]);
  });

  it("a suspended vendor cannot subscribe (403 VENDOR_NOT_APPROVED)", async () => {
    const { vendorId, owner } = await vendorOnFree();
    await db.vendor.update({ where: { id: vendorId }, data: { status: "suspended" } });
    const res = await subscribe(owner.token, { plan_code: "basic" });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("VENDOR_NOT_APPROVED");
  });

  it("a plan priced 0.000 other than Free has nothing to pay and starts at once", async () => {
    const plan = await db.plan.create({
      data: {
        id: newId(),
        code: `zero-${tag()}`,
        countryCode: "QA",
        nameAr: "تجريبية",
        nameEn: "Trial",
        priceMonthly: "0.000",
        teamSize: 2,
        analyticsDepth: "basic",
      },
    });
    const { vendorId, owner } = await vendorOnFree();
    const res = await subscribe(owner.token, { plan_id: plan.id });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ subscription: { plan: { code: plan.code }, status: "active" }, pending_change: null, team: { team_size: 2 } });
    expect((await rows(vendorId)).filter((r) => r.status === "active")).toHaveLength(1);
  });

  it("validates the plan choice (422) and refuses the current plan again (409)", async () => {
    const { owner } = await vendorOnFree();
    const both = await subscribe(owner.token, { plan_code: "basic", plan_id: "x" });
    expect(both.status).toBe(422);
    expect(both.json.error.details).toEqual({ plan_id: ["Give either plan_id or plan_code."] });
    expect((await subscribe(owner.token, {})).status).toBe(422);
    const unknown = await subscribe(owner.token, { plan_code: "platinum" });
    expect(unknown.json.error.details).toEqual({ plan_code: ["This plan does not exist or is no longer offered."] });
    const same = await subscribe(owner.token, { plan_code: "free" });
    expect(same.status).toBe(409);
    expect(same.json.error.code).toBe("CONFLICT");
  });

  it("activation (payments seam) starts a calendar month in Kuwait time, cancels the Free subscription and emits SubscriptionChanged", async () => {
    const { vendorId, owner } = await vendorOnFree();
    const res = await subscribe(owner.token, { plan_code: "professional" });
    const id = res.json.data.pending_change.subscription_id;
    const paidAt = new Date("2027-01-31T07:00:00.000Z"); // 31 Jan 10:00 in Kuwait
    await db.$transaction((tx) => activateSubscription(tx, id, paidAt));
    await db.$transaction((tx) => activateSubscription(tx, id, paidAt)); // a duplicate delivery changes nothing

    const all = await rows(vendorId);
    expect(all.find((r) => r.id === id)).toMatchObject({
      status: "active",
      currentPeriodStart: paidAt,
      currentPeriodEnd: new Date("2027-02-28T07:00:00.000Z"),
      autoRenew: true,
    });
    expect(all.find((r) => r.plan.code === "free")).toMatchObject({ status: "cancelled" });
    expect(all.filter((r) => r.status === "active")).toHaveLength(1);
    const changed = await events(vendorId, "SubscriptionChanged");
    expect(changed.map((e) => e.payload)).toEqual([{ vendorId, subscriptionId: id, planCode: "professional" }]);
    expect(await events(vendorId, "VendorChanged")).toHaveLength(1);

    const me = await getMe(owner.token);
    expect(me.json.data).toMatchObject({
      subscription: { id, plan: { code: "professional" }, status: "active", current_period_end: "2027-02-28T07:00:00.000Z" },
      pending_change: null,
      usage: { rfq_receive_limit: 75, quotation_quota: 75 },
      team: { members: 1, team_size: 10 },
    });
  });

  it("a pending subscription cancelled before payment cannot be activated (409)", async () => {
    const { owner } = await vendorOnFree();
    const first = await subscribe(owner.token, { plan_code: "professional" });
    await subscribe(owner.token, { plan_code: "basic" });
    const error = await db.$transaction((tx) => activateSubscription(tx, first.json.data.pending_change.subscription_id, new Date())).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "CONFLICT", status: 409 });
  });

  it("Free from a paid plan schedules the downgrade at period end (shown as pending_change); asking again is 409", async () => {
    const { vendorId, owner, subscriptionId } = await professionalVendor(new Date("2027-03-10T09:00:00.000Z"));
    const res = await subscribe(owner.token, { plan_code: "free" });
    expect(res.status).toBe(200);
    expect(res.json.data.subscription).toMatchObject({ id: subscriptionId, plan: { code: "professional" }, status: "active", cancel_at_period_end: true });
    expect(res.json.data.pending_change).toMatchObject({
      type: "downgrade",
      plan: { code: "free" },
      effective_at: "2027-04-10T09:00:00.000Z",
      subscription_id: null,
    });
    expect((await rows(vendorId)).filter((r) => r.status === "active").map((r) => r.plan.code)).toEqual(["professional"]);

    const again = await subscribe(owner.token, { plan_code: "free" });
    expect(again.status).toBe(409);
    const same = await subscribe(owner.token, { plan_code: "professional" });
    expect(same.status).toBe(409);
  });

  it("Free also withdraws a pending paid choice", async () => {
    const { vendorId, owner } = await professionalVendor();
    await subscribe(owner.token, { plan_code: "free" });
    const upgrade = await subscribe(owner.token, { plan_code: "enterprise" });
    expect(upgrade.json.data.pending_change.type).toBe("payment_pending");
    const back = await subscribe(owner.token, { plan_code: "free" });
    expect(back.status).toBe(200);
    expect(back.json.data.pending_change.type).toBe("downgrade");
    expect((await rows(vendorId)).find((r) => r.plan.code === "enterprise")).toMatchObject({ status: "cancelled" });
  });
});

describe("PATCH /subscriptions/me", () => {
  it("the owner toggles auto-renew and cancel-at-period-end (audited); staff get 403", async () => {
    const { vendorId, owner, subscriptionId } = await professionalVendor();
    const off = await patchMe(owner.token, { auto_renew: false });
    expect(off.status).toBe(200);
    expect(off.json.data.subscription).toMatchObject({ auto_renew: false, cancel_at_period_end: false });
    expect(off.json.data.pending_change).toMatchObject({ type: "downgrade", effective_at: off.json.data.subscription.current_period_end });

    const cancel = await patchMe(owner.token, { auto_renew: true, cancel_at_period_end: true });
    expect(cancel.json.data.subscription).toMatchObject({ auto_renew: true, cancel_at_period_end: true });
    const undo = await patchMe(owner.token, { cancel_at_period_end: false });
    expect(undo.json.data.subscription.cancel_at_period_end).toBe(false);
    expect(undo.json.data.pending_change).toBeNull();

    const audits = await db.auditLog.findMany({ where: { action: "subscription.updated", entityId: subscriptionId }, orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => a.diff)).toEqual([
      { auto_renew: [true, false] },
      { auto_renew: [false, true], cancel_at_period_end: [false, true] },
      { cancel_at_period_end: [true, false] },
    ]);
    expect(audits[0]).toMatchObject({ actorType: "user", actorId: owner.id });

    const staff = await vendorMember(vendorId, "vendor_staff", { userType: "vendor" });
    expect((await patchMe(staff.token, { auto_renew: false })).status).toBe(403);
    expect((await db.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })).autoRenew).toBe(true);
  });

  it("is 409 on Free, 422 without a field, 404 for non-members", async () => {
    const { owner } = await vendorOnFree();
    const free = await patchMe(owner.token, { auto_renew: false });
    expect(free.status).toBe(409);
    expect((await patchMe(owner.token, {})).status).toBe(422);
    expect((await patchMe(owner.token, { auto_renew: "no" })).status).toBe(422);
    const outsider = await signedIn();
    expect((await patchMe(outsider.token, { auto_renew: false })).status).toBe(404);
  });
});

describe("subscription times use the injectable clock", () => {
  it("a pending request records the frozen time", async () => {
    freezeClock("2027-05-01T12:00:00.000Z");
    const { vendorId, owner } = await vendorOnFree();
    const token = await tokenFor(owner.id);
    const res = await subscribe(token, { plan_code: "basic" });
    const pending = (await rows(vendorId)).find((r) => r.id === res.json.data.pending_change.subscription_id);
    expect(pending?.currentPeriodStart).toEqual(new Date("2027-05-01T12:00:00.000Z"));
  });
});
