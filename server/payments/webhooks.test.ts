import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { renderNotification } from "@/server/notifications/templates";
import { bookedRfq } from "@/server/test/bookings";
import { deliverToRoutes, depositBody, paymentApi, postPspWebhook, postWebhook, sandboxApi, signedSandboxEvent } from "@/server/test/payment-api";
import { resetPaymentDeps } from "./deps";
import { PAYMENT_DRIVER_KEY } from "./providers";

// Inbound webhooks end to end: the sandbox's hosted page decides, its signed
// webhook reaches our endpoint, the outbox applies it and bookings react.

beforeAll(registerEventHandlers);
afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

/** A pending booking with a deposit payment made through the endpoint, and its sandbox session. */
async function startedPayment() {
  const setup = await bookedRfq();
  const res = await paymentApi(setup.buyer.token).pay(depositBody(setup.bookingId));
  expect(res.status).toBe(201);
  const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  return { ...setup, payment, sessionId: payment.providerSessionId! };
}

/** Delivers events until none is left (a handler's own events included). */
async function drain() {
  while ((await dispatchOutbox()).delivered > 0);
}

const paymentOf = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });
const alerts = (action: string, entityId: string) => db.auditLog.count({ where: { action, entityId } });

describe("the sandbox journey", () => {
  it("page opens, the payer pays with KNET: captured webhook (200), then the outbox pays the payment and confirms the booking, both parties notified", async () => {
    const { buyer, vendors, bookingId, payment, sessionId } = await startedPayment();
    const statuses = deliverToRoutes();
    const session = await sandboxApi.get(sessionId, "ar");
    expect(session.json.data).toMatchObject({ id: sessionId, status: "open", merchant_name: "مناسبات", amount: { amount: payment.amount.toFixed(3) } });
    expect((await sandboxApi.open(sessionId)).json.data).toEqual({ opened: true });
    expect((await paymentOf(payment.id)).status).toBe("pending");

    const done = await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet" });
    expect(done.json.data.redirect_url).toBe(`http://localhost:3000/bookings/return?payment=${payment.id}`);
    expect(statuses).toEqual([200]);
    expect((await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet" })).status).toBe(409);

    await drain();
    expect(await paymentOf(payment.id)).toMatchObject({ status: "paid", method: "knet", providerRef: sessionId });
    expect((await paymentOf(payment.id)).paidAt).not.toBeNull();
    expect(await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({ status: "confirmed" });
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).amountPaid.toFixed(3)).toBe(payment.amount.toFixed(3));
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "payment.succeeded" } })).toBe(1);
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "booking.confirmed" } })).toBe(1);
    expect(await db.notification.count({ where: { userId: vendors[0].owner.id, kind: "booking.confirm_needed" } })).toBe(1);
    // The confirmation names the vendor, in the buyer's language.
    const confirmed = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "booking.confirmed" } });
    const buyerLocale = (await db.user.findUniqueOrThrow({ where: { id: buyer.id } })).preferredLocale === "en" ? "en" : "ar";
    const vendorName = buyerLocale === "en" ? vendors[0].vendor.nameEn : vendors[0].vendor.nameAr;
    expect(renderNotification("booking.confirmed", buyerLocale, confirmed.params as Record<string, string>).title).toContain(vendorName);
    expect((await paymentApi(buyer.token).get(payment.id)).json.data).toMatchObject({ status: "paid", method: "knet", payment_url: null });
  });

  it("a webhook delivered twice is stored once; the second answers 200 and nothing more happens", async () => {
    const { buyer, payment, sessionId } = await startedPayment();
    const statuses = deliverToRoutes();
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "card", delivery: "twice" });
    expect(statuses).toEqual([200, 200]);
    expect(await db.webhookEvent.count({ where: { reference: payment.id } })).toBe(1);
    await drain();
    expect((await paymentOf(payment.id)).status).toBe("paid");
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "payment.succeeded" } })).toBe(1);
    expect(await db.outboxEvent.count({ where: { type: "PaymentSucceeded", payload: { path: ["paymentId"], equals: payment.id } } })).toBe(1);
  });

  it("PaymentSucceeded delivered again does nothing more (no second notice, no refund)", async () => {
    const { buyer, payment, sessionId } = await startedPayment();
    deliverToRoutes();
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet" });
    await drain();
    await db.outboxEvent.updateMany({
      where: { type: "PaymentSucceeded", payload: { path: ["paymentId"], equals: payment.id } },
      data: { dispatchedAt: null, availableAt: now() },
    });
    await drain();
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "payment.succeeded" } })).toBe(1);
    expect(await db.outboxEvent.count({ where: { type: "payments.refund_due", payload: { path: ["paymentId"], equals: payment.id } } })).toBe(0);
  });

  it("a failure arriving after the capture (out of order) leaves the payment paid", async () => {
    const { payment, sessionId, bookingId } = await startedPayment();
    const statuses = deliverToRoutes();
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet", delivery: "out_of_order" });
    expect(statuses).toEqual([200, 200]);
    await drain();
    expect((await paymentOf(payment.id)).status).toBe("paid");
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe("confirmed");
    expect(await db.outboxEvent.count({ where: { type: "PaymentFailed", payload: { path: ["paymentId"], equals: payment.id } } })).toBe(0);
  });

  it("a different amount: webhook 200, the payment flagged amount_mismatch and never paid, an ops alert, the booking still pending", async () => {
    const { buyer, payment, sessionId, bookingId } = await startedPayment();
    const statuses = deliverToRoutes();
    await sandboxApi.open(sessionId);
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet", amount: "0.500" });
    expect(statuses).toEqual([200]);
    await drain();
    expect(await paymentOf(payment.id)).toMatchObject({ status: "pending", flagged: true, flagReason: "amount_mismatch" });
    expect(await alerts("ops.alert.amount_mismatch", payment.id)).toBe(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe("pending");
    expect((await paymentApi(buyer.token).get(payment.id)).json.data.flagged).toBe(true);
    expect(await db.webhookEvent.findFirst({ where: { reference: payment.id } })).toMatchObject({ status: "flagged" });
  });

  it("a declined payment fails (the page-open was missed: two moves) and the payer is told", async () => {
    const { buyer, payment, sessionId } = await startedPayment();
    deliverToRoutes();
    await sandboxApi.complete(sessionId, { outcome: "declined", method: "card" });
    await drain();
    expect(await paymentOf(payment.id)).toMatchObject({ status: "failed", failureReason: "declined" });
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "payment.failed" } })).toBe(1);
  });

  it("a capture without the page-open (initiated) is paid through open then succeed", async () => {
    const { payment, sessionId } = await startedPayment();
    deliverToRoutes();
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet" });
    await drain();
    expect((await paymentOf(payment.id)).status).toBe("paid");
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: { in: ["payment.opened", "payment.succeeded"] } } })).toBe(2);
  });

  it("a deposit landing after the booking was cancelled is refunded automatically (payments.refund_due), without approval", async () => {
    const { payment, sessionId, bookingId } = await startedPayment();
    await db.booking.update({ where: { id: bookingId }, data: { status: "cancelled" } });
    deliverToRoutes();
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet" });
    await drain();
    // Paid by the webhook, then refunded in full by the refunds side through the sandbox.
    expect((await paymentOf(payment.id)).status).toBe("refunded");
    const refund = await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } });
    expect(refund).toMatchObject({ status: "processed", systemInitiated: true, reason: "policy_cancellation", decidedByUserId: null });
    expect(refund.amount.toFixed(3)).toBe(payment.amount.toFixed(3));
    const due = await db.outboxEvent.findFirst({ where: { type: "payments.refund_due", payload: { path: ["paymentId"], equals: payment.id } } });
    expect(due?.payload).toMatchObject({ bookingId, cause: "deposit_timeout", amount: payment.amount.toFixed(3) });
  });
});

describe("webhook authentication and resolution", () => {
  const captured = (reference: string, amount = "10.000") => ({
    id: `evt_${reference}_${Math.random()}`,
    event: "payment.captured",
    reference,
    provider_ref: "x",
    amount,
    currency: "KWD",
    method: "knet",
    captured_at: now().toISOString(),
  });

  it("a forged signature is 401 and nothing is stored", async () => {
    const { payment } = await startedPayment();
    const { raw } = await signedSandboxEvent(captured(payment.id));
    const res = await postWebhook("sandbox", raw, { "x-sandbox-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
    const tampered = await signedSandboxEvent(captured(payment.id));
    expect((await postWebhook("sandbox", tampered.raw.replace("10.000", "99.000"), tampered.headers)).status).toBe(401);
    expect(await db.webhookEvent.count({ where: { reference: payment.id } })).toBe(0);
  });

  it("a signature more than 5 minutes old is 401; within 5 minutes it is accepted", async () => {
    const { payment } = await startedPayment();
    const stale = await signedSandboxEvent(captured(payment.id), new Date(now().getTime() - 6 * 60_000));
    expect((await postWebhook("sandbox", stale.raw, stale.headers)).status).toBe(401);
    const fresh = await signedSandboxEvent(captured(payment.id), new Date(now().getTime() - 4 * 60_000));
    const ok = await postWebhook("sandbox", fresh.raw, fresh.headers);
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ received: true });
  });

  it("a capture time naming no real instant (February 30) is not rolled over: the payment is paid at the time it was received", async () => {
    const { payment } = await startedPayment();
    const receivedAt = now();
    const impossible = { ...captured(payment.id, payment.amount.toFixed(3)), captured_at: "2026-02-30T10:00:00.000Z" };
    const { raw, headers } = await signedSandboxEvent(impossible);
    expect((await postWebhook("sandbox", raw, headers)).status).toBe(200);
    await drain();
    const paid = await paymentOf(payment.id);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt!.getTime()).toBeGreaterThanOrEqual(receivedAt.getTime());
    expect(paid.paidAt!.toISOString().slice(0, 10)).not.toBe("2026-03-02");
  });

  it("an unknown reference is quarantined with an ops alert (still 200)", async () => {
    const { raw, headers } = await signedSandboxEvent(captured("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    expect((await postPspWebhook(raw, headers)).status).toBe(200);
    await drain();
    const row = await db.webhookEvent.findFirstOrThrow({ where: { reference: "01ARZ3NDEKTSV4RRFFQ69G5FAV" } });
    expect(row).toMatchObject({ status: "quarantined", error: "unknown_reference" });
    expect(await alerts("ops.alert.webhook_unknown_reference", row.id)).toBe(1);
  });

  it("after a switch the old provider's webhooks are accepted for 72 hours, then refused", async () => {
    const clock = freezeClock();
    const { payment } = await startedPayment();
    await db.marketplaceSetting.upsert({
      where: { key: PAYMENT_DRIVER_KEY },
      create: { key: PAYMENT_DRIVER_KEY, value: { active: "provider_a", previous: "sandbox", switched_at: now().toISOString() } },
      update: { value: { active: "provider_a", previous: "sandbox", switched_at: now().toISOString() } },
    });
    try {
      clock.advance(71 * 3600_000);
      const inside = await signedSandboxEvent(captured(payment.id));
      expect((await postWebhook("sandbox", inside.raw, inside.headers)).status).toBe(200);
      clock.advance(2 * 3600_000);
      const after = await signedSandboxEvent(captured(payment.id));
      expect((await postWebhook("sandbox", after.raw, after.headers)).status).toBe(401);
    } finally {
      await db.marketplaceSetting.delete({ where: { key: PAYMENT_DRIVER_KEY } });
    }
  });

  it("a refund event is stored and handed to the refunds side as payments.refund_update", async () => {
    const body = {
      id: `evt_rf_${Math.random()}`,
      event: "refund.processed",
      reference: "01ARZ3NDEKTSV4RRFFQ69G5FAW",
      provider_ref: "sbx_rf_1",
      amount: "5.000",
      currency: "KWD",
    };
    const { raw, headers } = await signedSandboxEvent(body);
    expect((await postWebhook("sandbox", raw, headers)).status).toBe(200);
    const update = await db.outboxEvent.findFirst({ where: { type: "payments.refund_update", payload: { path: ["refundId"], equals: body.reference } } });
    expect(update?.payload).toEqual({ refundId: body.reference, status: "processed", providerRefundId: "sbx_rf_1", failureReason: null });
  });
});
