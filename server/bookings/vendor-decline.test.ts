import { afterEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { resetPaymentDeps } from "@/server/payments/deps";
import { scriptProvider } from "@/server/test/refunds";
import { bookingApi } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { quotingVendor } from "@/server/test/rfqs";
import { cancelUnconfirmedBookings } from "./cancel-unconfirmed-bookings";

// The third system-refund case (spec Refund: "vendor no-confirm or decline"):
// the vendor declines a booking it has not confirmed, or leaves a paid one
// unconfirmed for 48 h; either way the booking is cancelled, the deposit
// refunded without approval, the customer told and the RFQ reopened.

afterEach(() => resetPaymentDeps());

const HOUR = 3600_000;
const decline = (user: TestUser, id: string, body: unknown = { reason: "We are fully booked that day" }) =>
  call(`/vendor/bookings/${id}/decline`, { method: "POST", headers: auth(user.token), body });
const confirm = (user: TestUser, id: string) => call(`/vendor/bookings/${id}/confirm`, { method: "POST", headers: auth(user.token) });

async function refundsOf(paymentId: string) {
  return db.refund.findMany({ where: { paymentId } });
}

describe("vendor decline and no-confirm", () => {
  it("a declined paid booking is cancelled, the deposit refunded automatically in full, the customer told, the runner-up quote acceptable again", async () => {
    registerEventHandlers();
    scriptProvider("processed");
    const setup = await paidDeposit();
    const vendorUser = setup.vendors[0].owner;
    const res = await decline(vendorUser, setup.bookingId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      status: "cancelled",
      cancelled_by: "vendor",
      refund_percent: 100,
      refund_due: { amount: setup.booking.depositDue.toFixed(3) },
    });
    await dispatchOutbox();
    await dispatchOutbox();
    const refunds = await refundsOf(setup.payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ systemInitiated: true, status: "processed" });
    expect(refunds[0].amount.toFixed(3)).toBe(setup.booking.depositDue.toFixed(3));
    const note = await db.notification.findFirst({ where: { userId: setup.buyer.id, kind: "booking.cancelled", entityId: setup.bookingId } });
    expect(note?.params).toMatchObject({
      reason: { ar: "اعتذر المزوّد عن الحجز: We are fully booked that day", en: "The vendor declined the booking: We are fully booked that day" },
    });
    expect(await db.auditLog.count({ where: { entityId: setup.bookingId, action: "booking.vendor_declined", reason: "We are fully booked that day" } })).toBe(
      1,
    );
    // RFQ fallback: the sibling quote is acceptable again.
    expect((await db.quote.findUniqueOrThrow({ where: { id: setup.quotes[1].id } })).status).toBe("submitted");
    expect((await db.rfq.findUniqueOrThrow({ where: { id: setup.rfq.id } })).status).toBe("quoted");
  });

  it("a paid booking the vendor leaves unconfirmed for 48 h is cancelled by the job with an automatic full refund; a confirmed one stays", async () => {
    registerEventHandlers();
    scriptProvider("processed");
    const clock = freezeClock();
    const left = await paidDeposit();
    const kept = await paidDeposit();
    const seen = await bookingApi(left.vendors[0].owner.token).get(left.bookingId);
    expect(seen.json.data.vendor_confirm_by).toBe(new Date(left.booking.confirmedAt!.getTime() + 48 * HOUR).toISOString());
    const confirmed = await confirm(kept.vendors[0].owner, kept.bookingId);
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.json.data).toMatchObject({ status: "confirmed", vendor_confirm_by: null, vendor_confirmed_at: expect.stringMatching(/Z$/) });
    clock.advance(47 * HOUR);
    expect(await cancelUnconfirmedBookings()).toBe(0);
    clock.advance(2 * HOUR);
    expect(await cancelUnconfirmedBookings()).toBe(1);
    expect(await cancelUnconfirmedBookings()).toBe(0);
    const after = await db.booking.findUniqueOrThrow({ where: { id: left.bookingId } });
    expect(after).toMatchObject({ status: "cancelled", cancelledBy: "system", cancelReason: "vendor_no_confirm", refundPercent: 100 });
    expect((await db.booking.findUniqueOrThrow({ where: { id: kept.bookingId } })).status).toBe("confirmed");
    await dispatchOutbox();
    await dispatchOutbox();
    expect(await refundsOf(left.payment.id)).toEqual([expect.objectContaining({ systemInitiated: true, status: "processed" })]);
    expect(await refundsOf(kept.payment.id)).toEqual([]);
    expect(await db.notification.count({ where: { userId: left.buyer.id, kind: "booking.cancelled", entityId: left.bookingId } })).toBe(1);
    expect(await db.notification.count({ where: { userId: left.vendors[0].owner.id, kind: "booking.cancelled", entityId: left.bookingId } })).toBe(1);
  });

  it("a booking the vendor confirmed cannot be declined; another vendor gets 404; a reason is required", async () => {
    const setup = await paidDeposit();
    const stranger = (await quotingVendor()).owner;
    expect((await decline(stranger, setup.bookingId)).status).toBe(404);
    const empty = await decline(setup.vendors[0].owner, setup.bookingId, { reason: " " });
    expect(empty.status).toBe(422);
    expect((await confirm(setup.vendors[0].owner, setup.bookingId)).status).toBe(200);
    expect((await confirm(setup.vendors[0].owner, setup.bookingId)).json.error.code).toBe("BOOKING_INVALID_STATE");
    const refused = await decline(setup.vendors[0].owner, setup.bookingId);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("BOOKING_INVALID_STATE");
    expect((await db.booking.findUniqueOrThrow({ where: { id: setup.bookingId } })).status).toBe("confirmed");
  });
});
