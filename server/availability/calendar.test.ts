import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { bookingApi, bookedRfq } from "@/server/test/bookings";
import { vendorMember } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { quotingVendor } from "@/server/test/rfqs";
import { DEFAULT_DAILY_CAPACITY, isoDay } from "./calendar";

// The vendor calendar's rules (docs/availability.md): the weekly plan,
// exceptions over it, daily capacity, and the days bookings hold.

const DAY = 86_400_000;
const dayIn = (days: number) => isoDay(new Date(kuwaitDay(now()).getTime() + days * DAY));

function calendarApi(token: string) {
  const headers = auth(token);
  return {
    get: (query: Record<string, string> = {}) => call("/vendors/me/calendar", { headers, query }),
    plan: (body: unknown) => call("/vendors/me/calendar/plan", { method: "PUT", headers, body }),
    add: (body: unknown) => call("/vendors/me/calendar/exceptions", { method: "POST", headers, body }),
    remove: (id: string) => call(`/vendors/me/calendar/exceptions/${id}`, { method: "DELETE", headers }),
  };
}

async function day(token: string, date: string) {
  const res = await calendarApi(token).get({ from: date, to: date });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.days[0];
}

describe("vendor calendar", () => {
  it("is open every day with the default one booking a day until the vendor saves a plan (which says it is not saved), a month at a time by default", async () => {
    const { owner } = await quotingVendor();
    const res = await calendarApi(owner.token).get();
    expect(res.status).toBe(200);
    expect(res.json.data.plan).toEqual({ work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: null });
    expect(res.json.data.days.every((d: { capacity: number }) => d.capacity === DEFAULT_DAILY_CAPACITY)).toBe(true);
    expect(DEFAULT_DAILY_CAPACITY).toBe(1);
    const today = kuwaitDay(now());
    const daysInMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).getUTCDate();
    expect(res.json.data.days).toHaveLength(daysInMonth);
    expect(res.json.data.days.every((d: { open: boolean; free: boolean }) => d.open && d.free)).toBe(true);
  });

  it("closes the days off the weekly plan, and an open exception opens one of them", async () => {
    const { vendor, owner } = await quotingVendor();
    const api = calendarApi(owner.token);
    const plan = await api.plan({ work_days: [4, 0, 1, 2, 3], daily_capacity: 2 });
    expect(plan.status, JSON.stringify(plan.json)).toBe(200);
    expect(plan.json.data).toEqual({ work_days: [0, 1, 2, 3, 4], daily_capacity: 2 });
    const week = (await api.get({ from: dayIn(1), to: dayIn(7) })).json.data.days as Array<{ date: string; open: boolean; capacity: number }>;
    for (const d of week) expect(d.open, d.date).toBe(new Date(`${d.date}T00:00:00Z`).getUTCDay() <= 4);
    expect(week.every((d) => d.capacity === 2)).toBe(true);
    const friday = week.find((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 5)!.date;
    const opened = await api.add({ kind: "open", starts_on: friday, ends_on: friday });
    expect(opened.status, JSON.stringify(opened.json)).toBe(201);
    expect((await day(owner.token, friday)).open).toBe(true);
    const audit = await db.auditLog.findMany({ where: { entityId: vendor.id, action: { startsWith: "vendor.calendar." } }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["vendor.calendar.plan_set", "vendor.calendar.opened"]);
    expect(await db.outboxEvent.count({ where: { type: "VendorCalendarChanged", payload: { path: ["vendorId"], equals: vendor.id } } })).toBe(2);
  });

  it("blocks a range with a private note, over the plan and an open day, and unblocks it", async () => {
    const { owner } = await quotingVendor();
    const api = calendarApi(owner.token);
    const target = dayIn(10);
    await api.add({ kind: "open", starts_on: target, ends_on: target });
    const blocked = await api.add({ kind: "blocked", starts_on: dayIn(9), ends_on: dayIn(11), note: "Family wedding" });
    expect(blocked.status).toBe(201);
    expect(blocked.json.data).toMatchObject({ kind: "blocked", starts_on: dayIn(9), ends_on: dayIn(11), note: "Family wedding" });
    const shown = await api.get({ from: dayIn(8), to: dayIn(12) });
    expect(shown.json.data.days.map((d: { open: boolean }) => d.open)).toEqual([true, false, false, false, true]);
    expect(shown.json.data.exceptions.find((e: { id: string }) => e.id === blocked.json.data.id).note).toBe("Family wedding");
    expect((await api.remove(blocked.json.data.id)).status).toBe(204);
    expect((await day(owner.token, target)).open).toBe(true);
    expect((await api.remove(blocked.json.data.id)).status).toBe(404);
  });

  it("lets staff read the calendar but not change it, and hides one vendor's entries from another", async () => {
    const { vendor, owner } = await quotingVendor();
    const staff = await vendorMember(vendor.id, "vendor_staff");
    const entry = await calendarApi(owner.token).add({ kind: "blocked", starts_on: dayIn(3), ends_on: dayIn(3) });
    expect((await calendarApi(staff.token).get()).status).toBe(200);
    expect((await calendarApi(staff.token).plan({ work_days: [0], daily_capacity: 1 })).status).toBe(403);
    expect((await calendarApi(staff.token).remove(entry.json.data.id)).status).toBe(403);
    const other = await quotingVendor();
    expect((await calendarApi(other.owner.token).remove(entry.json.data.id)).status).toBe(404);
    expect((await day(owner.token, dayIn(3))).open).toBe(false);
  });

  it("refuses bad plans and ranges with field errors", async () => {
    const { owner } = await quotingVendor();
    const api = calendarApi(owner.token);
    const cases: Array<[Promise<{ status: number; json: { error: { details: Record<string, string[]> } } }>, string]> = [
      [api.plan({ work_days: [1, 1], daily_capacity: 1 }), "work_days"],
      [api.plan({ work_days: [7], daily_capacity: 1 }), "work_days.0"],
      [api.plan({ work_days: [1], daily_capacity: 0 }), "daily_capacity"],
      [api.add({ kind: "blocked", starts_on: dayIn(-1), ends_on: dayIn(1) }), "starts_on"],
      [api.add({ kind: "blocked", starts_on: dayIn(5), ends_on: dayIn(4) }), "ends_on"],
      [api.add({ kind: "blocked", starts_on: dayIn(1), ends_on: dayIn(400) }), "ends_on"],
      [api.get({ from: dayIn(0), to: dayIn(100) }), "to"],
    ];
    for (const [request, field] of cases) {
      const res = await request;
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.json.error.details), field).toContain(field);
    }
  });
});

describe("bookings hold their day", () => {
  it("from acceptance on, and give it back when cancelled", async () => {
    const { vendors, buyer, booking } = await bookedRfq();
    const owner = vendors[0].owner;
    const date = isoDay(booking.serviceDate);
    // Without a saved plan the default capacity (one a day) is in force: the booking fills the day.
    expect(await day(owner.token, date)).toMatchObject({
      capacity: 1,
      booked: 1,
      free: false,
      bookings: [{ id: booking.id, reference: booking.reference, status: "pending", kind: "booking" }],
    });
    expect((await calendarApi(owner.token).plan({ work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: 2 })).status).toBe(200);
    expect(await day(owner.token, date)).toMatchObject({ open: true, capacity: 2, booked: 1, free: true });
    expect((await bookingApi(buyer.token).cancel(booking.id)).status).toBe(200);
    expect(await day(owner.token, date)).toMatchObject({ booked: 0, free: true, bookings: [] });
  });
});
