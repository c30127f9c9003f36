import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { bookedRfq } from "@/server/test/bookings";
import { vendorsBusyOn } from "./busy-vendors";
import { DAY_MS, isoDay, vendorDays } from "./calendar";

// The free/busy rule is written twice: in TypeScript (calendar.ts vendorDays,
// which the vendor's month, the public profile and accepting a quote use) and
// in SQL (busy-vendors.ts vendorsBusyOn, the search's date filter over every
// vendor at once). Property: for any weekly plan (or none), blocked and open
// exceptions and bookings in any state, a day is free by vendorDays exactly
// when vendorsBusyOn leaves the vendor out (docs/availability.md).

const WINDOW = 10;
const STATUSES = ["pending", "confirmed", "refund_requested", "completed", "cancelled"] as const;

const scenario = fc.record({
  plan: fc.option(fc.record({ workDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }), capacity: fc.integer({ min: 1, max: 3 }) }), {
    nil: null,
  }),
  exceptions: fc.array(
    fc.record({
      kind: fc.constantFrom("blocked" as const, "open" as const),
      start: fc.integer({ min: 0, max: WINDOW - 1 }),
      length: fc.integer({ min: 1, max: 4 }),
    }),
    { maxLength: 4 },
  ),
  bookings: fc.array(fc.record({ day: fc.integer({ min: 0, max: WINDOW - 1 }), status: fc.constantFrom(...STATUSES) }), { maxLength: 8 }),
});

let vendorId: string;
let template: { rfqId: string; quoteId: string; bookingId: string };
let firstDay: Date;

/** A booking of the vendor on `date` in `status`: copies of the template RFQ, quote and booking with new ids (one booking per RFQ and quote). */
async function cloneBooking(date: Date, status: string) {
  const [rfqId, quoteId, bookingId] = [newId(), newId(), newId()];
  const clone = (table: string, changes: Record<string, unknown>, id: string) =>
    db.$executeRawUnsafe(
      `INSERT INTO ${table} SELECT (jsonb_populate_record(NULL::${table}, to_jsonb(t) || $1::jsonb)).* FROM ${table} t WHERE t.id = $2`,
      JSON.stringify(changes),
      id,
    );
  await clone("rfqs", { id: rfqId }, template.rfqId);
  await clone("quotes", { id: quoteId, rfq_id: rfqId }, template.quoteId);
  await clone(
    "bookings",
    { id: bookingId, rfq_id: rfqId, quote_id: quoteId, reference: `BK-P${bookingId.slice(-7)}`, service_date: isoDay(date), status },
    template.bookingId,
  );
}

beforeAll(async () => {
  const { vendors, booking } = await bookedRfq();
  vendorId = vendors[0].vendor.id;
  template = { rfqId: booking.rfqId, quoteId: booking.quoteId, bookingId: booking.id };
  // The template itself holds no day: only the scenario's bookings count.
  await db.booking.update({ where: { id: booking.id }, data: { status: "cancelled" } });
  firstDay = new Date(kuwaitDay(now()).getTime() + 400 * DAY_MS);
});

describe("free/busy: vendorDays (TypeScript) and vendorsBusyOn (SQL) agree", () => {
  it("on every day, for random plans, exceptions and bookings", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ plan, exceptions, bookings }) => {
        await db.booking.deleteMany({ where: { vendorId, id: { not: template.bookingId } } });
        await db.vendorCalendarException.deleteMany({ where: { vendorId } });
        await db.vendorAvailability.deleteMany({ where: { vendorId } });
        if (plan) await db.vendorAvailability.create({ data: { vendorId, workDays: plan.workDays, dailyCapacity: plan.capacity } });
        for (const e of exceptions) {
          const startsOn = new Date(firstDay.getTime() + e.start * DAY_MS);
          await db.vendorCalendarException.create({
            data: {
              id: newId(),
              vendorId,
              kind: e.kind,
              startsOn,
              endsOn: new Date(startsOn.getTime() + (e.length - 1) * DAY_MS),
              note: "private",
              createdBy: null,
            },
          });
        }
        for (const b of bookings) await cloneBooking(new Date(firstDay.getTime() + b.day * DAY_MS), b.status);

        const from = isoDay(firstDay);
        const to = isoDay(new Date(firstDay.getTime() + (WINDOW - 1) * DAY_MS));
        const days = await vendorDays(vendorId, from, to);
        expect(days).toHaveLength(WINDOW);
        for (const day of days) {
          const busyBySql = (await vendorsBusyOn(day.date)).includes(vendorId);
          expect(busyBySql, `${day.date}: ${JSON.stringify({ plan, exceptions, bookings, day: { open: day.open, booked: day.booked } })}`).toBe(!day.free);
        }
      }),
      { numRuns: 30 },
    );
  });
});
