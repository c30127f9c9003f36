import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { bookedRfq, bookingApi } from "@/server/test/bookings";
import { actAsVendor } from "@/server/test/conversations";
import { vendorMember } from "@/server/test/fixtures";

// The booking's balance (docs/decisions.md "Booking balance"): paid to the
// vendor directly, due on the service date, recorded by the vendor through
// POST /vendor/bookings/{id}/balance-received; and what the booking page
// reads besides (event, quote lines, contacts once the deposit is paid).

const receipts = (bookingId: string) =>
  Promise.all([
    db.auditLog.count({ where: { action: "booking.balance_received", entityId: bookingId } }),
    db.outboxEvent.count({ where: { type: "BookingBalanceReceived", payload: { path: ["bookingId"], equals: bookingId } } }),
    db.notification.count({ where: { kind: "booking.balance_received", entityId: bookingId } }),
  ]);

describe("the booking's balance", () => {
  it("is stated on the booking: total minus the deposit, paid to the vendor, due on the service date; the page's facts come with it", async () => {
    const { buyer, vendors, bookingId, booking, event } = await bookedRfq({ paid: "240.000" });
    await db.vendor.update({ where: { id: vendors[0].vendor.id }, data: { contactEmail: "hello@studio.kw", contactPhone: "+96550001234" } });
    const res = await bookingApi(buyer.token).get(bookingId);
    expect(res.status).toBe(200);
    const day = booking.serviceDate.toISOString().slice(0, 10);
    expect(res.json.data).toMatchObject({
      status: "confirmed",
      balance: { amount: { amount: "960.000", currency: "KWD" }, paid_to: "vendor", due_date: day, received_at: null },
      vendor: { contact: { email: "hello@studio.kw", phone: "+96550001234" } },
      customer: null,
      event: { title: event.title, event_date: day, event_time: "19:00", guests_expected: 250, city: { name: expect.any(String) } },
      line_items: [{ name: "Full-day coverage", quantity: 1, unit_price: { amount: "1200.000" }, line_total: { amount: "1200.000" } }],
      quote_notes: "Two photographers, album included.",
      refunds: [],
      amount_refunded: { amount: "0.000" },
    });
    const asVendor = await bookingApi(vendors[0].owner.token).get(bookingId);
    expect(asVendor.json.data.customer).toEqual({ name: "Noura Al-Mutairi", avatar_url: null, contact: { email: buyer.email, phone: expect.anything() } });
    expect(asVendor.json.data.vendor.contact).toBeNull();
  });

  it("contacts stay hidden before the deposit is paid and after a cancellation; a cancelled booking states no balance", async () => {
    const { buyer, vendors, bookingId } = await bookedRfq();
    const pending = (await bookingApi(buyer.token).get(bookingId)).json.data;
    expect(pending.vendor.contact).toBeNull();
    expect(pending.balance.amount.amount).toBe("960.000");
    expect((await bookingApi(vendors[0].owner.token).get(bookingId)).json.data.customer.contact).toBeNull();
    const cancelled = (await bookingApi(buyer.token).cancel(bookingId)).json.data;
    expect(cancelled).toMatchObject({ status: "cancelled", balance: null, vendor: { contact: null } });
  });

  it("the vendor marks it received once: the customer is told, one audit row and one BookingBalanceReceived; again is 200 and changes nothing", async () => {
    const { buyer, vendors, bookingId } = await bookedRfq({ paid: "240.000" });
    const first = await bookingApi(vendors[0].owner.token).balanceReceived(bookingId);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const receivedAt = first.json.data.balance.received_at;
    expect(receivedAt).toMatch(/Z$/);
    expect(first.json.data.status).toBe("confirmed");
    expect(await receipts(bookingId)).toEqual([1, 1, 1]);
    const note = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "booking.balance_received" } });
    expect(note.params).toMatchObject({ amount: { amount: "960.000", currency: "KWD" } });

    const again = await bookingApi(vendors[0].owner.token).balanceReceived(bookingId);
    expect(again.status).toBe(200);
    expect(again.json.data.balance.received_at).toBe(receivedAt);
    expect(await receipts(bookingId)).toEqual([1, 1, 1]);
    expect((await bookingApi(buyer.token).get(bookingId)).json.data.balance.received_at).toBe(receivedAt);
  });

  it("a manager (booking.fulfil) may record it, staff may not; the other vendor and the customer get 404", async () => {
    const { buyer, vendors, bookingId } = await bookedRfq({ paid: "240.000" });
    expect((await bookingApi(vendors[1].owner.token).balanceReceived(bookingId)).status).toBe(404);
    expect((await bookingApi(buyer.token).balanceReceived(bookingId)).status).toBe(404);
    expect((await bookingApi(vendors[0].owner.token).balanceReceived("not-an-id")).status).toBe(404);
    const staff = await actAsVendor(await vendorMember(vendors[0].vendor.id, "vendor_staff"), vendors[0].vendor.id);
    expect((await bookingApi(staff.token).balanceReceived(bookingId)).status).toBe(403);
    const manager = await actAsVendor(await vendorMember(vendors[0].vendor.id, "vendor_manager"), vendors[0].vendor.id);
    expect((await bookingApi(manager.token).balanceReceived(bookingId)).status).toBe(200);
  });

  it("a booking whose deposit is not paid, or that was cancelled or is disputed, answers 409 BOOKING_INVALID_STATE and records nothing", async () => {
    const pending = await bookedRfq();
    const refused = await bookingApi(pending.vendors[0].owner.token).balanceReceived(pending.bookingId);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: "BOOKING_INVALID_STATE", message: expect.stringContaining("pending") });
    expect(refused.json.error.request_id).toBeTruthy();

    const disputed = await bookedRfq({ paid: "240.000" });
    expect((await bookingApi(disputed.buyer.token).requestRefund(disputed.bookingId)).status).toBe(200);
    expect((await bookingApi(disputed.vendors[0].owner.token).balanceReceived(disputed.bookingId)).json.error.code).toBe("BOOKING_INVALID_STATE");

    expect((await bookingApi(pending.buyer.token).cancel(pending.bookingId)).status).toBe(200);
    expect((await bookingApi(pending.vendors[0].owner.token).balanceReceived(pending.bookingId)).status).toBe(409);
    expect(await receipts(pending.bookingId)).toEqual([0, 0, 0]);
    expect(await receipts(disputed.bookingId)).toEqual([0, 0, 0]);
  });
});
