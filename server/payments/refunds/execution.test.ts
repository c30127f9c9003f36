import { afterEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { renderNotification } from "@/server/notifications/templates";
import { bookingApi } from "@/server/test/bookings";
import { signedIn, tokenFor } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { raceTwice } from "@/server/test/race";
import { ProviderRejectedError, ProviderUnavailableError } from "../providers/types";
import { resetPaymentDeps } from "../deps";
import { recordRefund } from "./record-refund";
import { retryDueRefunds } from "./retry-refunds";
import { refundApi, scriptProvider } from "../../test/refunds";

// Sending refunds to the provider: retries, manual processing, answers that
// arrive later, and the system refunds that skip approval.

const MINUTE = 60_000;
const down = () => new ProviderUnavailableError("gateway timeout");

afterEach(() => resetPaymentDeps());

/** A requested refund of `amount` on a paid deposit, approved by a second Finance admin. */
async function approvedRefund(amount = "100.000") {
  const setup = await paidDeposit();
  const requester = await signedIn({ roles: ["admin_finance"] });
  const approver = await signedIn({ roles: ["admin_finance"] });
  const issued = await refundApi(requester.token).issue({ payment_id: setup.payment.id, amount, reason: "vendor_fault" });
  const approved = await refundApi(approver.token).approve(issued.json.data.id);
  expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  return { ...setup, refundId: issued.json.data.id as string, approved: approved.json.data };
}

const refundOf = (id: string) => db.refund.findUniqueOrThrow({ where: { id } });

describe("provider outcomes", () => {
  it("provider down: failed with backoff, 3 automatic retries by the job, then manual processing with a finance alert", async () => {
    const start = new Date();
    const clock = freezeClock(start);
    const sends = scriptProvider(down());
    const { refundId, approved, buyer } = await approvedRefund();
    expect(approved).toMatchObject({ status: "failed", attempts: 1, next_attempt_at: new Date(start.getTime() + 15 * MINUTE).toISOString() });

    expect(await retryDueRefunds()).toEqual({ attempted: 0 }); // not due yet
    for (const [wait, attempts] of [
      [15, 2],
      [60, 3],
    ] as const) {
      clock.advance(wait * MINUTE);
      await retryDueRefunds();
      expect(await refundOf(refundId)).toMatchObject({ status: "failed", attempts });
    }
    clock.advance(4 * 60 * MINUTE);
    await retryDueRefunds();
    const manual = await refundOf(refundId);
    expect(manual).toMatchObject({ status: "manual_processing", attempts: 4, nextAttemptAt: null });
    expect(sends).toHaveLength(4);
    expect(await db.auditLog.count({ where: { action: "ops.alert.refund_manual", entityId: refundId } })).toBe(1);
    const [notice] = await db.notification.findMany({ where: { userId: buyer.id, kind: "refund.approved", params: { path: ["method"], equals: "manual" } } });
    expect(renderNotification("refund.approved", "en", notice.params as Record<string, string>).body).toContain("10 business days");
    clock.advance(24 * 60 * MINUTE);
    await retryDueRefunds();
    expect(sends).toHaveLength(4);
  });

  it("a retry that goes through processes the refund", async () => {
    const clock = freezeClock();
    scriptProvider(down(), "processed");
    const { refundId, payment } = await approvedRefund();
    clock.advance(15 * MINUTE);
    await retryDueRefunds();
    expect(await refundOf(refundId)).toMatchObject({ status: "processed", attempts: 2 });
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("partially_refunded");
  });

  it("past the provider's refundable window: manual_processing at once, no retries", async () => {
    const sends = scriptProvider(new ProviderRejectedError("too old", "refund_window_passed"));
    const { refundId, approved } = await approvedRefund();
    expect(approved.status).toBe("manual_processing");
    expect((await refundOf(refundId)).lastError).toContain("refund_window_passed");
    expect(await db.auditLog.count({ where: { action: "ops.alert.refund_manual", entityId: refundId } })).toBe(1);
    await retryDueRefunds();
    expect(sends).toHaveLength(1);

    // Finance refunds it by bank transfer and records it: processed, the payment partly refunded, the payer told.
    const finance = await signedIn({ roles: ["admin_finance"] });
    const support = await signedIn({ roles: ["admin_support"] });
    expect((await refundApi(support.token).markProcessed(refundId, { reference: "TRF-2026-0042" })).status).toBe(403);
    const done = await refundApi(finance.token).markProcessed(refundId, { reference: "TRF-2026-0042" });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(await refundOf(refundId)).toMatchObject({ status: "processed", providerRefundId: "TRF-2026-0042" });
    const refunded = await db.payment.findFirstOrThrow({ where: { refunds: { some: { id: refundId } } } });
    expect(refunded.status).toBe("partially_refunded");
    expect(await db.notification.count({ where: { userId: refunded.payerUserId, kind: "refund.processed" } })).toBe(1);
    const again = await refundApi(finance.token).markProcessed(refundId, { reference: "TRF-2026-0042" });
    expect(again.status).toBe(409);
  });

  it("a provider still processing waits for payments.refund_update; a redelivered update changes nothing", async () => {
    registerEventHandlers();
    scriptProvider("processing");
    const { refundId, approved, payment, buyer } = await approvedRefund("240.000");
    expect(approved).toMatchObject({ status: "processing", provider_refund_id: `rf_${refundId}` });
    for (let i = 0; i < 2; i++) {
      await db.$transaction((tx) =>
        emit(tx, "payments.refund_update", { refundId, status: "processed", providerRefundId: `rf_${refundId}`, failureReason: null }),
      );
      await dispatchOutbox();
    }
    expect(await refundOf(refundId)).toMatchObject({ status: "processed" });
    const paid = await db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(paid.status).toBe("refunded");
    expect(paid.refundedAmount.toFixed(3)).toBe("240.000");
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "refund.processed" } })).toBe(1);
  });

  it("two refunds recorded at the same moment never exceed the payment (row lock)", async () => {
    const { payment } = await paidDeposit();
    const { winners, errors } = await raceTwice((tx) =>
      recordRefund(tx, {
        paymentId: payment.id,
        amount: "200.000",
        reason: "vendor_fault",
        requestedByUserId: null,
        systemInitiated: false,
        actor: { type: "system" },
      }),
    );
    expect(winners).toHaveLength(1);
    expect(errors).toEqual([expect.objectContaining({ code: "VALIDATION_FAILED" })]);
  });
});

describe("system-initiated and booking refunds", () => {
  it("a cancellation inside the 100% window refunds the deposit without approval, once", async () => {
    registerEventHandlers();
    const sends = scriptProvider("processed");
    const setup = await paidDeposit();
    expect((await refundApi(setup.buyer.token).request({ payment_id: setup.payment.id, amount: "1.000", reason: "vendor_fault" })).status).toBe(201);
    await db.refund.updateMany({ where: { paymentId: setup.payment.id }, data: { status: "denied" } });
    expect((await bookingApi(setup.buyer.token).cancel(setup.bookingId)).status).toBe(200);
    await dispatchOutbox();
    // The webhooks side may announce the same cancellation as refund_due: it is not refunded twice.
    await db.$transaction((tx) =>
      emit(tx, "payments.refund_due", {
        paymentId: setup.payment.id,
        amount: "240.000",
        reason: "policy_cancellation",
        cause: "customer_cancellation",
        bookingId: setup.bookingId,
      }),
    );
    await dispatchOutbox();
    const refunds = await db.refund.findMany({ where: { paymentId: setup.payment.id, status: { not: "denied" } } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "processed", systemInitiated: true, reason: "policy_cancellation", decidedByUserId: null });
    expect(refunds[0].amount.toFixed(3)).toBe("240.000");
    expect(sends).toHaveLength(1);
    expect((await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } })).status).toBe("refunded");
    expect(await db.notification.count({ where: { userId: setup.buyer.id, kind: "refund.processed" } })).toBe(1);
  });

  it("a cancellation in the 50% tier records a requested refund of half for Finance", async () => {
    registerEventHandlers();
    const sends = scriptProvider("processed");
    const clock = freezeClock();
    const setup = await paidDeposit();
    clock.advance(40 * 24 * 60 * MINUTE); // 20 days before the event, past the cooling-off
    const cancelled = await bookingApi(await tokenFor(setup.buyer.id)).cancel(setup.bookingId);
    expect(cancelled.status).toBe(200);
    await dispatchOutbox();
    const [refund] = await db.refund.findMany({ where: { paymentId: setup.payment.id } });
    expect(refund).toMatchObject({ status: "requested", systemInitiated: false, reason: "policy_cancellation", requestedByUserId: setup.buyer.id });
    expect(refund.amount.toFixed(3)).toBe("120.000");
    expect(sends).toHaveLength(0);
    expect(await db.notification.count({ where: { userId: setup.buyer.id, kind: "refund.requested" } })).toBe(1);
  });

  it("a deposit paid after its booking was auto-cancelled comes back without approval (payments.refund_due)", async () => {
    registerEventHandlers();
    scriptProvider("processed");
    const { payment } = await paidDeposit();
    await db.$transaction((tx) =>
      emit(tx, "payments.refund_due", {
        paymentId: payment.id,
        amount: "240.000",
        reason: "policy_cancellation",
        cause: "deposit_timeout",
        bookingId: payment.payableId,
      }),
    );
    await dispatchOutbox();
    await dispatchOutbox();
    const refunds = await db.refund.findMany({ where: { paymentId: payment.id } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "processed", systemInitiated: true });
  });

  it("a booking refund request records a requested refund of the deposit; the job never sends it unapproved", async () => {
    registerEventHandlers();
    const sends = scriptProvider("processed");
    const setup = await paidDeposit();
    expect((await bookingApi(setup.buyer.token).requestRefund(setup.bookingId)).status).toBe(200);
    await dispatchOutbox();
    await dispatchOutbox();
    const refunds = await db.refund.findMany({ where: { paymentId: setup.payment.id } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: "requested",
      reason: "dispute_resolution",
      note: "The photographer did not come",
      requestedByUserId: setup.buyer.id,
    });
    expect(refunds[0].amount.toFixed(3)).toBe("240.000");
    await retryDueRefunds();
    expect(sends).toHaveLength(0);
  });

  it("a settled refund request moves the booking on: denied -> confirmed again; refunded in full -> cancelled and the vendor told", async () => {
    registerEventHandlers();
    scriptProvider("processed");
    const finance = await signedIn({ roles: ["admin_finance"] });
    const settle = async (decide: (refundId: string) => Promise<unknown>) => {
      const setup = await paidDeposit();
      expect((await bookingApi(setup.buyer.token).requestRefund(setup.bookingId)).status).toBe(200);
      for (let i = 0; i < 3; i++) await dispatchOutbox();
      const refund = await db.refund.findFirstOrThrow({ where: { paymentId: setup.payment.id } });
      await decide(refund.id);
      for (let i = 0; i < 3; i++) await dispatchOutbox();
      return { ...setup, booking: await db.booking.findUniqueOrThrow({ where: { id: setup.bookingId } }) };
    };

    const denied = await settle(async (id) => expect((await refundApi(finance.token).deny(id)).status).toBe(200));
    expect(denied.booking.status).toBe("confirmed");

    const refunded = await settle(async (id) => expect((await refundApi(finance.token).approve(id)).status).toBe(200));
    expect(refunded.booking).toMatchObject({ status: "cancelled", cancelledBy: "system", cancelReason: "refunded" });
    const [owner] = await db.vendorMember.findMany({ where: { vendorId: refunded.booking.vendorId } });
    expect(await db.notification.count({ where: { userId: owner.userId, kind: "booking.cancelled", entityId: refunded.bookingId } })).toBe(1);
  });
});
