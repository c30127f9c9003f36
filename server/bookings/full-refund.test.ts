import { afterEach, describe, expect, it } from "vitest";
import { isFreeOn } from "@/server/availability/calendar";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { now } from "@/server/core/clock";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { resetPaymentDeps } from "@/server/payments/deps";
import { refundApi, scriptProvider } from "@/server/test/refunds";
import { bookingApi } from "@/server/test/bookings";
import { signedIn, type TestUser } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";

// A confirmed booking whose every paid fils comes back through POST /refunds
// or POST /admin/refunds ends cancelled and frees the vendor's day
// (server/bookings/refund-handlers.ts; docs/decisions.md "A booking refunded
// in full"). A partial refund leaves it confirmed; an already-cancelled or
// completed booking is not moved again. The deposit of paidDeposit() is
// 240.000 KWD.

afterEach(() => resetPaymentDeps());

let finance: TestUser;
let finance2: TestUser;
async function admins() {
  finance ??= await signedIn({ roles: ["admin_finance"] });
  finance2 ??= await signedIn({ roles: ["admin_finance"] });
  return { a: refundApi(finance.token), b: refundApi(finance2.token) };
}

/** A paid, confirmed booking on a vendor that takes one booking a day, so its day reads as taken. */
async function confirmedOnFullDay() {
  registerEventHandlers();
  scriptProvider("processed");
  const setup = await paidDeposit();
  await db.vendorAvailability.create({ data: { vendorId: setup.booking.vendorId, workDays: [0, 1, 2, 3, 4, 5, 6], dailyCapacity: 1 } });
  expect(await isFreeOn(setup.booking.vendorId, setup.booking.serviceDate)).toBe(false);
  return setup;
}

async function drain() {
  for (let i = 0; i < 4; i++) await dispatchOutbox();
}

/** The payer asks for `amount` through POST /refunds and a Finance admin approves it (sent and processed). */
async function payerRefund(token: string, paymentId: string, amount: string) {
  const { a } = await admins();
  const asked = await refundApi(token).request({ payment_id: paymentId, amount, reason: "vendor_fault" });
  expect(asked.status, JSON.stringify(asked.json)).toBe(201);
  expect((await a.approve(asked.json.data.id)).status).toBe(200);
  await drain();
}

const bookingOf = (id: string) => db.booking.findUniqueOrThrow({ where: { id } });
const cancelledEvents = async (bookingId: string) =>
  db.outboxEvent.count({ where: { type: "BookingCancelled", payload: { path: ["bookingId"], equals: bookingId } } });
const cancelNotices = (userId: string, bookingId: string) => db.notification.count({ where: { userId, kind: "booking.cancelled", entityId: bookingId } });

describe("a confirmed booking refunded in full", () => {
  it("through POST /refunds: cancelled by the system, the day free again, both sides told once, one BookingCancelled", async () => {
    const setup = await confirmedOnFullDay();
    await payerRefund(setup.buyer.token, setup.payment.id, "240.000");
    expect((await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } })).status).toBe("refunded");
    expect(await bookingOf(setup.bookingId)).toMatchObject({ status: "cancelled", cancelledBy: "system", cancelReason: "refunded" });
    expect(await isFreeOn(setup.booking.vendorId, setup.booking.serviceDate)).toBe(true);
    expect(await cancelNotices(setup.buyer.id, setup.bookingId)).toBe(1);
    expect(await cancelNotices(setup.vendors[0].owner.id, setup.bookingId)).toBe(1);
    expect(await cancelledEvents(setup.bookingId)).toBe(1);
    // The BookingCancelled of this end asks for no refund: the payment holds only the one refund.
    expect(await db.refund.count({ where: { paymentId: setup.payment.id } })).toBe(1);
    // The customer's page no longer says confirmed.
    expect((await bookingApi(setup.buyer.token).get(setup.bookingId)).json.data.status).toBe("cancelled");
  });

  it("through POST /admin/refunds (another admin approving): the same end", async () => {
    const setup = await confirmedOnFullDay();
    const { a, b } = await admins();
    const issued = await a.issue({ payment_id: setup.payment.id, amount: "240.000", reason: "vendor_fault" });
    expect(issued.status, JSON.stringify(issued.json)).toBe(201);
    expect((await b.approve(issued.json.data.id)).status).toBe(200);
    await drain();
    expect(await bookingOf(setup.bookingId)).toMatchObject({ status: "cancelled", cancelledBy: "system", cancelReason: "refunded" });
    expect(await isFreeOn(setup.booking.vendorId, setup.booking.serviceDate)).toBe(true);
    expect(await cancelledEvents(setup.bookingId)).toBe(1);
  });

  it("a partial refund leaves it confirmed with its day; the refund of the rest ends it", async () => {
    const setup = await confirmedOnFullDay();
    await payerRefund(setup.buyer.token, setup.payment.id, "100.000");
    expect((await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } })).status).toBe("partially_refunded");
    expect((await bookingOf(setup.bookingId)).status).toBe("confirmed");
    expect(await isFreeOn(setup.booking.vendorId, setup.booking.serviceDate)).toBe(false);
    expect(await cancelledEvents(setup.bookingId)).toBe(0);

    await payerRefund(setup.buyer.token, setup.payment.id, "140.000");
    expect((await bookingOf(setup.bookingId)).status).toBe("cancelled");
    expect(await isFreeOn(setup.booking.vendorId, setup.booking.serviceDate)).toBe(true);
  });

  it("one payment refunded in full while another payment of the booking still holds money: stays confirmed", async () => {
    const setup = await confirmedOnFullDay();
    await db.payment.create({
      data: {
        id: newId(),
        payableType: "booking",
        payableId: setup.bookingId,
        purpose: "booking_deposit",
        payerUserId: setup.buyer.id,
        vendorId: setup.booking.vendorId,
        amount: "10.000",
        status: "paid",
        paidAt: now(),
        method: "knet",
        provider: "sandbox",
        providerSessionId: `sbx_${newId()}`,
        providerRef: `sbx_ref_${newId()}`,
        expiresAt: now(),
        createdAt: now(),
      },
    });
    await payerRefund(setup.buyer.token, setup.payment.id, "240.000");
    expect((await bookingOf(setup.bookingId)).status).toBe("confirmed");
  });
});

describe("bookings the refund does not move", () => {
  it("a booking already cancelled (its 100% refund sent at once): no second move, no second BookingCancelled, no second refund", async () => {
    const setup = await confirmedOnFullDay();
    expect((await bookingApi(setup.buyer.token).cancel(setup.bookingId)).status).toBe(200);
    const atCancel = await bookingOf(setup.bookingId);
    await drain();
    const refunds = await db.refund.findMany({ where: { paymentId: setup.payment.id } });
    expect(refunds).toEqual([expect.objectContaining({ status: "processed", reason: "policy_cancellation" })]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } })).status).toBe("refunded");
    const cancelled = await bookingOf(setup.bookingId);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledBy: "customer" });
    expect(cancelled.cancelledAt).toEqual(atCancel.cancelledAt);
    expect(await cancelledEvents(setup.bookingId)).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: setup.bookingId, action: "booking.cancelled_after_refund" } })).toBe(0);
    expect(await cancelNotices(setup.buyer.id, setup.bookingId)).toBe(0);
  });

  it("a half-tier cancellation refunded in full later (its half, then the rest through POST /refunds): the booking stays as the customer cancelled it", async () => {
    const setup = await confirmedOnFullDay();
    await db.booking.update({
      where: { id: setup.bookingId },
      data: { status: "cancelled", cancelledAt: now(), cancelledBy: "customer", cancelReason: "changed plans" },
    });
    await payerRefund(setup.buyer.token, setup.payment.id, "120.000");
    await payerRefund(setup.buyer.token, setup.payment.id, "120.000");
    expect((await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } })).status).toBe("refunded");
    expect(await bookingOf(setup.bookingId)).toMatchObject({ status: "cancelled", cancelledBy: "customer", cancelReason: "changed plans" });
    expect(await cancelledEvents(setup.bookingId)).toBe(0);
    expect(await db.auditLog.count({ where: { entityId: setup.bookingId, action: "booking.cancelled_after_refund" } })).toBe(0);
  });

  it("a completed booking refunded in full (goodwill after the service) stays completed", async () => {
    const setup = await confirmedOnFullDay();
    await db.booking.update({ where: { id: setup.bookingId }, data: { status: "completed" } });
    await payerRefund(setup.buyer.token, setup.payment.id, "240.000");
    expect((await bookingOf(setup.bookingId)).status).toBe("completed");
    expect(await cancelledEvents(setup.bookingId)).toBe(0);
  });
});
