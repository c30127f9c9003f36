import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";

const DAY = 86_400_000;
const day = (offset: number) => new Date(now().getTime() + offset * DAY).toISOString().slice(0, 10);

function events(user: TestUser) {
  const headers = auth(user.token);
  return {
    list: (query: Record<string, string> = {}) => call("/events", { headers, query }),
    create: (body: unknown) => call("/events", { method: "POST", headers, body }),
    get: (id: string) => call(`/events/${id}`, { headers }),
    patch: (id: string, body: unknown) => call(`/events/${id}`, { method: "PATCH", headers, body }),
    remove: (id: string) => call(`/events/${id}`, { method: "DELETE", headers }),
    summary: (id: string) => call(`/events/${id}/summary`, { headers }),
  };
}

async function kuwaitCity() {
  return db.city.findUniqueOrThrow({ where: { slug: "kuwait-city" } });
}

/** A booking row on the event, as accepting a quote leaves it (made directly: the bookings module is not under test). */
async function bookingOn(
  event: { id: string; customerUserId: string; eventDate: Date | null },
  status: "pending" | "confirmed" | "cancelled",
  money: { total: string; deposit: string; paid: string },
) {
  const vendor = await quotingVendor();
  const rfq = await sentRfq(event, [vendor.vendor.id]);
  const quote = await submittedQuote(rfq.id, vendor.vendor.id, { total: money.total });
  return db.booking.create({
    data: {
      id: newId(),
      reference: `BK-${newId().slice(-8)}`,
      eventId: event.id,
      rfqId: rfq.id,
      quoteId: quote.id,
      customerUserId: event.customerUserId,
      vendorId: vendor.vendor.id,
      status,
      total: money.total,
      depositDue: money.deposit,
      amountPaid: money.paid,
      serviceDate: event.eventDate ?? now(),
      paymentDeadline: new Date(now().getTime() + DAY),
    },
  });
}

describe("events", () => {
  it("creates an event in planning with its budget as money and its city named, and lists and reads it", async () => {
    const user = await customer();
    const city = await kuwaitCity();
    const res = await events(user).create({
      title: "Sara's wedding",
      event_type: "wedding",
      event_date: day(60),
      event_time: "19:30",
      guests_expected: 250,
      budget_total: "8000.000",
      city_id: city.id,
      location_text: "Jumeirah Messilah Beach",
      notes: "Outdoor if the weather allows.",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.headers.get("location")).toBe(`/api/v1/events/${res.json.data.id}`);
    expect(res.json.data).toMatchObject({
      status: "planning",
      event_type: "wedding",
      event_date: day(60),
      event_time: "19:30",
      budget: { amount: "8000.000", currency: "KWD" },
      city: { id: city.id, name_en: city.nameEn, name: city.nameEn },
    });
    const list = await events(user).list();
    expect(list.json.data.map((e: { id: string }) => e.id)).toEqual([res.json.data.id]);
    expect(list.json.meta.pagination).toMatchObject({ page: 1, per_page: 20, total: 1 });
    expect((await events(user).get(res.json.data.id)).json.data.title).toBe("Sara's wedding");
  });

  it("needs a verified email or phone to create", async () => {
    const unverified = await signedIn({ emailVerified: false, phoneVerified: false });
    const res = await events(unverified).create({ title: "Party", event_type: "birthday" });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("AUTH_EMAIL_UNVERIFIED");
    const phoneOnly = await signedIn({ emailVerified: false });
    expect((await events(phoneOnly).create({ title: "Party", event_type: "birthday" })).status).toBe(201);
  });

  it("refuses bad fields field by field", async () => {
    const user = await customer();
    const res = await events(user).create({
      title: "A",
      event_type: "funeral",
      event_time: "25:00",
      guests_expected: 0,
      budget_total: "12.5",
      location_text: "x".repeat(201),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.details).sort()).toEqual(["budget_total", "event_time", "event_type", "guests_expected", "location_text", "title"]);
    const past = await events(user).create({ title: "Party", event_type: "birthday", event_date: day(-2), city_id: newId() });
    expect(past.status).toBe(422);
    expect(Object.keys(past.json.error.details).sort()).toEqual(["city_id", "event_date"]);
  });

  it("updates the fields given and clears a field set to null", async () => {
    const user = await customer();
    const event = await eventOf(user.id);
    const res = await events(user).patch(event.id, { title: "Sara & Ali's wedding", budget_total: null, guests_expected: 300 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ title: "Sara & Ali's wedding", budget: null, guests_expected: 300, event_type: "wedding" });
    expect((await events(user).patch(event.id, { event_date: day(-1) })).status).toBe(422);
  });

  it("answers 404 for another customer's event on every endpoint", async () => {
    const owner = await customer();
    const event = await eventOf(owner.id);
    const other = events(await customer());
    for (const res of [
      await other.get(event.id),
      await other.patch(event.id, { title: "Mine now" }),
      await other.remove(event.id),
      await other.summary(event.id),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await other.get("not-an-id")).status).toBe(404);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).title).toBe(event.title);
  });

  it("cancels an event softly: 204, gone from the list and 404 afterwards", async () => {
    const user = await customer();
    const event = await eventOf(user.id);
    expect((await events(user).remove(event.id)).status).toBe(204);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe("cancelled");
    expect((await events(user).list()).json.data).toEqual([]);
    expect((await events(user).get(event.id)).status).toBe(404);
    expect((await events(user).remove(event.id)).status).toBe(404);
  });

  it("refuses to cancel an event with an open RFQ or a live booking (409), and allows it once they are closed", async () => {
    const user = await customer();
    const withRfq = await eventOf(user.id);
    const vendor = await quotingVendor();
    const rfq = await sentRfq(withRfq, [vendor.vendor.id]);
    const refused = await events(user).remove(withRfq.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("CONFLICT");
    await db.rfq.update({ where: { id: rfq.id }, data: { status: "expired" } });
    expect((await events(user).remove(withRfq.id)).status).toBe(204);

    const withBooking = await eventOf(user.id);
    const booking = await bookingOn(withBooking, "confirmed", { total: "1000.000", deposit: "200.000", paid: "200.000" });
    await db.rfq.updateMany({ where: { eventId: withBooking.id }, data: { status: "accepted" } });
    expect((await events(user).remove(withBooking.id)).status).toBe(409);
    await db.booking.update({ where: { id: booking.id }, data: { status: "completed" } });
    expect((await events(user).remove(withBooking.id)).status).toBe(204);
  });

  it("summarises RFQs by status, quotes received, bookings and the money booked, paid and still to pay (balances to the vendors until received)", async () => {
    const user = await customer();
    const event = await eventOf(user.id);
    await bookingOn(event, "pending", { total: "1000.000", deposit: "200.000", paid: "50.000" });
    await bookingOn(event, "confirmed", { total: "2500.500", deposit: "500.000", paid: "500.000" });
    await bookingOn(event, "cancelled", { total: "900.000", deposit: "180.000", paid: "180.000" });
    const rfqs = await db.rfq.findMany({ where: { eventId: event.id }, orderBy: { createdAt: "asc" } });
    await db.rfq.update({ where: { id: rfqs[0].id }, data: { status: "accepted" } });
    await db.rfq.update({ where: { id: rfqs[1].id }, data: { status: "accepted" } });
    await db.rfq.update({ where: { id: rfqs[2].id }, data: { status: "cancelled" } });
    await db.rfq.create({
      data: {
        id: newId(),
        eventId: event.id,
        customerUserId: user.id,
        categoryId: rfqs[0].categoryId,
        shape: "module",
        title: "Flowers",
        description: "d",
        neededBy: event.eventDate!,
      },
    });

    const res = await events(user).summary(event.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const data = res.json.data;
    expect(data.rfqs.total).toBe(4);
    expect(data.rfqs.by_status).toMatchObject({ draft: 1, accepted: 2, cancelled: 1, pending: 0, quoted: 0 });
    expect(data.quotes_received).toBe(3);
    expect(data.bookings.map((b: { status: string }) => b.status)).toEqual(["pending", "confirmed", "cancelled"]);
    expect(data.bookings[0]).toMatchObject({ total: { amount: "1000.000" }, deposit_due: { amount: "200.000" }, amount_paid: { amount: "50.000" } });
    expect(data.money).toEqual({
      booked_total: { amount: "3500.500", currency: "KWD" },
      amount_paid: { amount: "550.000", currency: "KWD" },
      amount_due: { amount: "2950.500", currency: "KWD" },
      deposit_due_now: { amount: "150.000", currency: "KWD" },
      balance_to_vendors: { amount: "2800.500", currency: "KWD" },
    });

    // The confirmed booking's vendor records its balance received: nothing is due on it any more.
    await db.booking.update({ where: { id: data.bookings[1].id }, data: { balanceReceivedAt: new Date() } });
    const after = (await events(user).summary(event.id)).json.data;
    expect(after.money).toMatchObject({ amount_due: { amount: "950.000" }, balance_to_vendors: { amount: "800.000" }, amount_paid: { amount: "550.000" } });
  });
});
