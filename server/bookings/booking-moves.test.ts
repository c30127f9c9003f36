import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { kuwaitTime } from "@/server/core/kuwait-time";
import { renderNotification } from "@/server/notifications/templates";
import { cancelUnpaidBookings } from "@/server/bookings/cancel-unpaid-bookings";
import { confirmBooking } from "@/server/bookings/confirm-booking";
import { bookingMachine } from "@/server/bookings/state-machine";
import { bookedRfq } from "@/server/test/bookings";
import { withoutIsolates } from "@/server/notifications/params";

// The booking machine's moves that run outside the booking endpoints: the
// payments module's confirmation and the deposit-timeout job. The endpoint
// moves (cancel, refund request, complete) are in bookings.test.ts.

const HOUR = 3600_000;

describe("the booking machine", () => {
  it("allows exactly these moves", () => {
    const table = Object.fromEntries(
      ["pending", "confirmed", "refund_requested", "completed", "cancelled"].map((s) => [s, bookingMachine.movesFrom(s as never)]),
    );
    expect(table).toEqual({
      pending: ["confirm", "cancel", "deposit_timeout", "vendor_decline"],
      confirmed: ["request_refund", "complete", "cancel", "vendor_confirm", "vendor_decline", "vendor_no_confirm", "cancel_after_refund"],
      refund_requested: ["resume_after_refund", "cancel_after_refund"],
      completed: [],
      cancelled: [],
    });
  });
});

describe("confirmBooking (called by the payments module)", () => {
  it("confirms a pending booking once, records the amount paid and tells both sides; a repeat is a no-op", async () => {
    const { buyer, vendors, bookingId, booking } = await bookedRfq();
    expect(await db.$transaction((tx) => confirmBooking(tx, bookingId, "240.000"))).toBe("confirmed");
    const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(row.status).toBe("confirmed");
    expect(row.amountPaid.toFixed(3)).toBe("240.000");
    expect(row.confirmedAt).not.toBeNull();
    // The customer's notice names the vendor, with both names (read in the reader's language).
    const vendorName = { ar: vendors[0].vendor.nameAr, en: vendors[0].vendor.nameEn };
    const eventDate = booking.serviceDate.toISOString().slice(0, 10);
    const notes = await db.notification.findMany({ where: { userId: buyer.id, kind: "booking.confirmed" } });
    expect(notes.map((n) => n.params)).toEqual([{ booking_ref: booking.reference, event_date: eventDate, vendor_name: vendorName }]);
    // The vendor's asks for its confirmation by the deadline (48 h after the deposit, Kuwait time).
    const toVendor = await db.notification.findMany({ where: { userId: vendors[0].owner.id, kind: { startsWith: "booking.confirm" } } });
    expect(toVendor.map((n) => [n.kind, n.params])).toEqual([
      [
        "booking.confirm_needed",
        { booking_ref: booking.reference, event_date: eventDate, deadline: kuwaitTime(new Date(row.confirmedAt!.getTime() + 48 * 3600_000)) },
      ],
    ]);
    expect(withoutIsolates(renderNotification("booking.confirm_needed", "en", toVendor[0].params as Record<string, string>).title)).toBe(
      `Booking ${booking.reference} is paid: confirm it by ${kuwaitTime(new Date(row.confirmedAt!.getTime() + 48 * 3600_000))}`,
    );
    expect(await db.$transaction((tx) => confirmBooking(tx, bookingId, "240.000"))).toBe("not_pending");
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "booking.confirmed" } })).toBe(1);
    expect(await db.auditLog.count({ where: { entityType: "booking", entityId: bookingId, action: "booking.confirmed" } })).toBe(1);
  });

  it("leaves a booking the deposit timeout already cancelled alone (not_pending: the payment must be refunded)", async () => {
    const { bookingId } = await bookedRfq();
    await db.booking.update({ where: { id: bookingId }, data: { status: "cancelled" } });
    expect(await db.$transaction((tx) => confirmBooking(tx, bookingId, "240.000"))).toBe("not_pending");
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe("cancelled");
  });
});

describe("deposit timeout job", () => {
  it("cancels pending bookings past the payment deadline, once, telling the customer and the vendor's team", async () => {
    const clock = freezeClock();
    const { buyer, vendors, bookingId, booking } = await bookedRfq();
    const paid = await bookedRfq({ paid: "240.000" });
    clock.advance(48 * HOUR - 60_000);
    await cancelUnpaidBookings();
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe("pending");

    clock.advance(2 * 60_000);
    expect(await cancelUnpaidBookings()).toBeGreaterThanOrEqual(1);
    const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "system", cancelReason: "deposit_timeout" });
    expect((await db.booking.findUniqueOrThrow({ where: { id: paid.bookingId } })).status).toBe("confirmed");

    const customerNotes = await db.notification.findMany({ where: { userId: buyer.id, kind: "payment.expired" } });
    expect(customerNotes.map((n) => n.params)).toEqual([{ booking_ref: booking.reference }]);
    const vendorNotes = await db.notification.findMany({ where: { userId: vendors[0].owner.id, kind: "booking.cancelled" } });
    expect(vendorNotes.map((n) => n.params)).toEqual([
      { booking_ref: booking.reference, reason: { ar: "لم يُدفع العربون في الموعد", en: "The deposit was not paid in time" } },
    ]);
    expect(await db.outboxEvent.count({ where: { type: "BookingCancelled", payload: { path: ["bookingId"], equals: bookingId } } })).toBe(1);

    expect(await cancelUnpaidBookings()).toBe(0);
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "payment.expired" } })).toBe(1);
  });
});
