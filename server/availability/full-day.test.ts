import { describe, expect, it } from "vitest";
import { createBooking } from "@/server/bookings/create-booking";
import { db } from "@/server/core/db/client";
import { raceTwice } from "@/server/test/race";
import { customerQuoteApi } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";
import { isoDay } from "./calendar";
import { holdVendorDay } from "./hold-day";

// Accepting a quote takes the vendor's day (server/availability/hold-day.ts):
// a closed or full day answers 409 VENDOR_UNAVAILABLE, and two customers
// racing for the last free day get exactly one booking.

/** A customer of their own with an event `inDays` ahead and a quote of the vendor on it. */
async function quoteFor(vendorId: string, inDays: number) {
  const buyer = await customer();
  const event = await eventOf(buyer.id, { inDays });
  const rfq = await sentRfq(event, [vendorId]);
  const quote = await submittedQuote(rfq.id, vendorId);
  return { buyer, event, quote };
}

const accept = (token: string, quoteId: string) => customerQuoteApi(token).acceptCatalog(quoteId);

/** A quoting vendor whose saved plan takes one booking a day (as the default without a plan). */
async function oneADayVendor() {
  const made = await quotingVendor();
  const res = await call("/vendors/me/calendar/plan", {
    method: "PUT",
    headers: auth(made.owner.token),
    body: { work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: 1 },
  });
  expect(res.status).toBe(200);
  return made;
}

describe("accepting a quote on the vendor's day", () => {
  it("takes the default one booking a day until the vendor saves a plan: the second accept that day is 409, and fits once the saved plan takes two", async () => {
    const { vendor, owner } = await quotingVendor();
    const offers = [await quoteFor(vendor.id, 45), await quoteFor(vendor.id, 45)];
    expect((await accept(offers[0].buyer.token, offers[0].quote.id)).status).toBe(201);
    const refused = await accept(offers[1].buyer.token, offers[1].quote.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("VENDOR_UNAVAILABLE");
    expect(await db.booking.count({ where: { vendorId: vendor.id } })).toBe(1);
    const plan = await call("/vendors/me/calendar/plan", {
      method: "PUT",
      headers: auth(owner.token),
      body: { work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: 2 },
    });
    expect(plan.status).toBe(200);
    expect((await accept(offers[1].buyer.token, offers[1].quote.id)).status).toBe(201);
  });

  it("answers 409 VENDOR_UNAVAILABLE when the day is full, and books it again once capacity allows", async () => {
    const { vendor, owner } = await oneADayVendor();
    const first = await quoteFor(vendor.id, 40);
    const second = await quoteFor(vendor.id, 40);
    expect((await accept(first.buyer.token, first.quote.id)).status).toBe(201);
    const refused = await accept(second.buyer.token, second.quote.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("VENDOR_UNAVAILABLE");
    expect(await db.quote.findUniqueOrThrow({ where: { id: second.quote.id } })).toMatchObject({ status: "submitted" });
    expect(await db.rfq.findUniqueOrThrow({ where: { id: second.quote.rfqId } })).toMatchObject({ status: "quoted" });
    const plan = await call("/vendors/me/calendar/plan", {
      method: "PUT",
      headers: auth(owner.token),
      body: { work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: 2 },
    });
    expect(plan.status).toBe(200);
    expect((await accept(second.buyer.token, second.quote.id)).status).toBe(201);
  });

  it("answers 409 on a day the vendor blocked", async () => {
    const { vendor, owner } = await quotingVendor();
    const offer = await quoteFor(vendor.id, 50);
    const date = isoDay(offer.event.eventDate!);
    const block = await call("/vendors/me/calendar/exceptions", {
      method: "POST",
      headers: auth(owner.token),
      body: { kind: "blocked", starts_on: date, ends_on: date },
    });
    expect(block.status).toBe(201);
    const refused = await customerQuoteApi(offer.buyer.token).acceptModule(offer.quote.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("VENDOR_UNAVAILABLE");
    expect(await db.booking.count({ where: { vendorId: vendor.id } })).toBe(0);
  });

  it("gives exactly one booking when two customers accept the vendor's last free day at once", async () => {
    const { vendor } = await oneADayVendor();
    const offers = await Promise.all([quoteFor(vendor.id, 70), quoteFor(vendor.id, 70), quoteFor(vendor.id, 70)]);
    const results = await Promise.all(offers.map((o) => accept(o.buyer.token, o.quote.id)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.error.code === "VENDOR_UNAVAILABLE")).toBe(true);
    expect(await db.booking.count({ where: { vendorId: vendor.id, status: { not: "cancelled" } } })).toBe(1);
  });

  it("holds the day under the vendor's lock: of two transactions booking the last free day, one commits", async () => {
    const { vendor } = await oneADayVendor();
    const offers = [await quoteFor(vendor.id, 80), await quoteFor(vendor.id, 80)];
    const rfqs = await db.rfq.findMany({ where: { id: { in: offers.map((o) => o.quote.rfqId) } } });
    let turn = 0;
    const { winners, errors } = await raceTwice(async (tx) => {
      const { quote, event } = offers[turn++];
      const rfq = rfqs.find((r) => r.id === quote.rfqId)!;
      await holdVendorDay(tx, vendor.id, event.eventDate!);
      return createBooking(tx, { rfq, quote, eventDate: event.eventDate, at: new Date() });
    });
    expect(winners).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect((errors[0] as { code?: string }).code).toBe("VENDOR_UNAVAILABLE");
    expect(await db.booking.count({ where: { vendorId: vendor.id } })).toBe(1);
  });
});
