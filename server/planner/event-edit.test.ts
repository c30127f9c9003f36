import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { bookedRfq, bookingApi } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { quoteFlowApi } from "@/server/test/quotes";
import { customer, eventOf, quotingVendor, sentRfq } from "@/server/test/rfqs";

// Editing an event within what its state allows (docs/decisions.md "Editing
// an event"), and the vendor reading the edited event on its RFQ and booking.

const DAY = 86_400_000;
const day = (offset: number) => new Date(now().getTime() + offset * DAY).toISOString().slice(0, 10);

const patch = (user: { token: string }, id: string, body: unknown, locale: "ar" | "en" = "en") =>
  call(`/events/${id}`, { method: "PATCH", headers: auth(user.token, locale), body });

describe("editing an event", () => {
  it("changes time, place, guests and notes before any booking, and the vendor's copy of the RFQ shows them", async () => {
    const user: TestUser = await customer();
    const event = await eventOf(user.id);
    const vendor = await quotingVendor();
    const rfq = await sentRfq(event, [vendor.vendor.id]);
    const res = await patch(user, event.id, {
      event_time: "20:30",
      location_text: "Bayan Palace garden",
      notes: "Gate 3, parking behind the hall",
      guests_expected: 180,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      event_time: "20:30",
      location_text: "Bayan Palace garden",
      notes: "Gate 3, parking behind the hall",
      guests_expected: 180,
    });

    const copy = await quoteFlowApi(vendor.owner).rfq(rfq.id);
    expect(copy.status).toBe(200);
    expect(copy.json.data.event).toMatchObject({
      title: event.title,
      event_time: "20:30",
      location_text: "Bayan Palace garden",
      notes: "Gate 3, parking behind the hall",
      guests_expected: 180,
    });
    expect(copy.json.data.event).not.toHaveProperty("budget");
  });

  it("does not move the date before the needed-by date of an open RFQ", async () => {
    const user = await customer();
    const event = await eventOf(user.id, { inDays: 60 });
    await sentRfq(event, [(await quotingVendor()).vendor.id]); // needed by the event date
    const earlier = await patch(user, event.id, { event_date: day(30) });
    expect(earlier.status).toBe(422);
    expect(Object.keys(earlier.json.error.details)).toEqual(["event_date"]);
    expect(earlier.json.error.details.event_date[0]).toContain("needed-by date");
    expect((await patch(user, event.id, { event_date: day(75) })).status).toBe(200);
  });

  it("with a live booking keeps day, time, guests and place as booked (422 per field, in the caller's language), while title and notes still change", async () => {
    const setup = await bookedRfq({ paid: "240.000" });
    const id = setup.event.id;
    const locked = await patch(setup.buyer, id, { event_date: day(90), event_time: "21:00", guests_expected: 300, location_text: "Another hall" });
    expect(locked.status).toBe(422);
    expect(Object.keys(locked.json.error.details).sort()).toEqual(["event_date", "event_time", "guests_expected", "location_text"]);
    const arabic = await patch(setup.buyer, id, { event_time: "21:00" }, "ar");
    expect(arabic.json.error.details.event_time[0]).toContain("حجز");
    const row = await db.event.findUniqueOrThrow({ where: { id } });
    expect(row.eventTime).toBe("19:00");

    // Sending the values it already has is no change; title and notes are free.
    const free = await patch(setup.buyer, id, { title: "Sara & Ali's wedding", notes: "Bride arrives at 20:00", event_time: "19:00", guests_expected: 250 });
    expect(free.status, JSON.stringify(free.json)).toBe(200);
    expect(free.json.data).toMatchObject({ title: "Sara & Ali's wedding", notes: "Bride arrives at 20:00" });

    // The booking carries the event as it is now, for the customer and for the vendor.
    const asCustomer = await bookingApi(setup.buyer.token).get(setup.bookingId);
    expect(asCustomer.json.data.event).toMatchObject({
      id,
      title: "Sara & Ali's wedding",
      event_time: "19:00",
      guests_expected: 250,
      notes: "Bride arrives at 20:00",
    });
    const asVendor = await bookingApi(setup.vendors[0].owner.token).get(setup.bookingId);
    expect(asVendor.json.data.event).toMatchObject({ title: "Sara & Ali's wedding", event_time: "19:00" });
    expect(asVendor.json.data.event).not.toHaveProperty("budget");

    // Once the booking is cancelled, the day and place may change again.
    await db.booking.update({ where: { id: setup.bookingId }, data: { status: "cancelled" } });
    expect((await patch(setup.buyer, id, { event_time: "21:00", location_text: "Another hall" })).status).toBe(200);
  });
});
