import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { bookedRfq } from "@/server/test/bookings";
import { vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { signedIn } from "@/server/test/identity";
import { eventOf, quotingVendor } from "@/server/test/rfqs";
import { DAY_MS, isoDay } from "./calendar";
import { chosenDay } from "./chosen-day";

// GET /vendors/{id}/availability: anyone may learn whether a listed vendor is
// free, busy or closed on a day, and nothing more (docs/availability.md).

const dayIn = (days: number) => isoDay(new Date(kuwaitDay(now()).getTime() + days * DAY_MS));
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

const availability = (id: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  call(`/vendors/${id}/availability`, { query, headers });

const statusOn = async (id: string, date: string) => {
  const res = await availability(id, { from: date, to: date });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.days[0].status as string;
};

describe("GET /vendors/{id}/availability", () => {
  it("gives only free, busy or closed per day: a blocked day is busy, and its private note is nowhere in the answer", async () => {
    const { vendor, owner } = await quotingVendor();
    const blocked = dayIn(10);
    const note = "Private family wedding of the owner";
    const added = await call("/vendors/me/calendar/exceptions", {
      method: "POST",
      headers: auth(owner.token),
      body: { kind: "blocked", starts_on: blocked, ends_on: blocked, note },
    });
    expect(added.status).toBe(201);
    const res = await availability(vendor.slug, { from: dayIn(9), to: dayIn(11) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({
      vendor_id: vendor.id,
      from: dayIn(9),
      to: dayIn(11),
      days: [
        { date: dayIn(9), status: "free" },
        { date: blocked, status: "busy" },
        { date: dayIn(11), status: "free" },
      ],
    });
    expect(JSON.stringify(res.json)).not.toContain(note);
    expect(JSON.stringify(res.json)).not.toContain(added.json.data.id);
  });

  it("says busy on a day whose capacity bookings took (the default one a day without a saved plan), without the booking or its customer, and free the day after", async () => {
    const { vendors, booking, buyer } = await bookedRfq();
    const { vendor, owner } = vendors[0];
    const date = isoDay(booking.serviceDate);
    const res = await availability(vendor.id, { from: date, to: date });
    expect(res.json.data.days).toEqual([{ date, status: "busy" }]);
    expect(JSON.stringify(res.json)).not.toContain(booking.reference);
    expect(JSON.stringify(res.json)).not.toContain(booking.id);
    expect(JSON.stringify(res.json)).not.toContain(buyer.id);
    expect(await statusOn(vendor.id, isoDay(new Date(booking.serviceDate.getTime() + DAY_MS)))).toBe("free");
    // Saving a plan of two a day makes room again.
    const plan = await call("/vendors/me/calendar/plan", {
      method: "PUT",
      headers: auth(owner.token),
      body: { work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: 2 },
    });
    expect(plan.status).toBe(200);
    expect(await statusOn(vendor.id, date)).toBe("free");
  });

  it("says closed on a weekday off the plan, and free once the vendor opens that day", async () => {
    const { vendor, owner } = await quotingVendor();
    const date = dayIn(15);
    const plan = await call("/vendors/me/calendar/plan", {
      method: "PUT",
      headers: auth(owner.token),
      body: { work_days: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekday(date)), daily_capacity: 2 },
    });
    expect(plan.status).toBe(200);
    expect(await statusOn(vendor.id, date)).toBe("closed");
    expect(await statusOn(vendor.id, dayIn(16))).toBe("free");
    const opened = await call("/vendors/me/calendar/exceptions", {
      method: "POST",
      headers: auth(owner.token),
      body: { kind: "open", starts_on: date, ends_on: date },
    });
    expect(opened.status).toBe(201);
    expect(await statusOn(vendor.id, date)).toBe("free");
  });

  it("answers 404 for a vendor the marketplace does not show, and for an unknown one", async () => {
    const unpublished = await vendorWithOwner({ published: false });
    const pending = await vendorWithOwner({ status: "pending_review" });
    for (const id of [unpublished.vendor.id, unpublished.vendor.slug, pending.vendor.id, "no-such-vendor"]) {
      const res = await availability(id, { from: dayIn(1), to: dayIn(2) });
      expect(res.status, id).toBe(404);
    }
  });

  it("defaults to today through the end of its month", async () => {
    const { vendor } = await quotingVendor();
    const res = await availability(vendor.id);
    expect(res.status).toBe(200);
    const today = kuwaitDay(now());
    const last = isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)));
    expect(res.json.data.from).toBe(isoDay(today));
    expect(res.json.data.to).toBe(last);
    expect(res.json.data.days.at(-1).date).toBe(last);
  });

  it("refuses with 422 in the caller's language a past day, more than 92 days, an end before the start, beyond 24 months and a malformed date", async () => {
    const { vendor } = await quotingVendor();
    const cases: Array<[Record<string, string>, string]> = [
      [{ from: dayIn(-1), to: dayIn(3) }, "from"],
      [{ from: dayIn(1), to: dayIn(93) }, "to"],
      [{ from: dayIn(5), to: dayIn(4) }, "to"],
      [{ from: dayIn(800), to: dayIn(801) }, "to"],
      [{ from: "2026-02-30" }, "from"],
    ];
    for (const [query, field] of cases) {
      const res = await availability(vendor.id, query, { "accept-language": "ar" });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.json.error.details), JSON.stringify(query)).toContain(field);
      expect(JSON.stringify(res.json.error.details[field])).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await availability(vendor.id, { from: dayIn(1), to: dayIn(92) })).json.data.days).toHaveLength(92);
  });

  it("the profile's date: ?date= first, else the signed-in visitor's own event (never another's), nothing outside the window", async () => {
    const { vendor, owner } = await quotingVendor();
    const customer = await signedIn();
    const stranger = await signedIn();
    const event = await eventOf(customer.id, { inDays: 20, title: "Noura's engagement" });
    // The event's own day (eventOf counts in UTC days, dayIn in Kuwait days: they differ from 21:00 UTC).
    const blocked = isoDay(event.eventDate!);
    await call("/vendors/me/calendar/exceptions", {
      method: "POST",
      headers: auth(owner.token),
      body: { kind: "blocked", starts_on: blocked, ends_on: blocked },
    });
    expect(await chosenDay(vendor.id, undefined, { date: dayIn(21) })).toEqual({ date: dayIn(21), status: "free", eventTitle: undefined });
    expect(await chosenDay(vendor.id, customer.id, { event: event.id })).toEqual({ date: blocked, status: "busy", eventTitle: "Noura's engagement" });
    expect(await chosenDay(vendor.id, customer.id, { event: event.id, date: dayIn(21) })).toMatchObject({ date: dayIn(21), status: "free" });
    expect(await chosenDay(vendor.id, stranger.id, { event: event.id })).toBeNull();
    expect(await chosenDay(vendor.id, undefined, { event: event.id })).toBeNull();
    expect(await chosenDay(vendor.id, undefined, { date: dayIn(-1) })).toBeNull();
    expect(await chosenDay(vendor.id, undefined, { date: "2027-02-30" })).toBeNull();
  });
});
