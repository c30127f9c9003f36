import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { addBranch, areaIds } from "@/server/test/branches";
import { customerQuoteApi } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";
import { vendorsBusyAmong } from "./busy-vendors";
import { isoDay, isFreeOn } from "./calendar";

// A branch's own days (docs/vendor-team.md "Branches",
// server/availability/hold-day.ts): the bookings of the branch (through their
// RFQ's recipient row) on one day are limited by its capacity, and a day it
// blocked takes none, with the 409 a vendor's full day gives; the whole vendor
// is not busy in search for either.

const FULL_MESSAGE = "The vendor has no free capacity left on the service date; choose another vendor or date.";

/** A quoting vendor (its own plan: 5 a day) with a branch taking `capacity` bookings a day. */
async function vendorWithBranch(capacity: number) {
  const made = await quotingVendor();
  await db.vendorAvailability.create({ data: { vendorId: made.vendor.id, workDays: [0, 1, 2, 3, 4, 5, 6], dailyCapacity: 5 } });
  const [area] = await areaIds(1);
  const branch = await addBranch(made.owner.token, area);
  await db.vendorBranch.update({ where: { id: branch.id }, data: { dailyCapacity: capacity } });
  return { ...made, branchId: branch.id };
}

/** A customer of their own with an event `inDays` ahead and the vendor's quote on it; the RFQ is the branch's when `branchId` is given. */
async function quoteFor(vendorId: string, inDays: number, branchId: string | null) {
  const buyer = await customer();
  const event = await eventOf(buyer.id, { inDays });
  const rfq = await sentRfq(event, [vendorId]);
  if (branchId) await db.rfqRecipient.update({ where: { rfqId_vendorId: { rfqId: rfq.id, vendorId } }, data: { branchId } });
  const quote = await submittedQuote(rfq.id, vendorId);
  return { buyer, event, quote };
}

const accept = (offer: Awaited<ReturnType<typeof quoteFor>>) => customerQuoteApi(offer.buyer.token).acceptCatalog(offer.quote.id);

describe("a branch's daily capacity", () => {
  it("refuses a booking of the branch beyond its capacity with the vendor's full-day 409; the whole vendor still books that day", async () => {
    const { vendor, branchId } = await vendorWithBranch(1);
    const first = await quoteFor(vendor.id, 40, branchId);
    const second = await quoteFor(vendor.id, 40, branchId);
    const wholeVendor = await quoteFor(vendor.id, 40, null);
    expect((await accept(first)).status).toBe(201);
    const refused = await accept(second);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: "VENDOR_UNAVAILABLE", message: FULL_MESSAGE });
    expect(await db.quote.findUniqueOrThrow({ where: { id: second.quote.id } })).toMatchObject({ status: "submitted" });
    // The vendor's own capacity has room: its other bookings are not the branch's.
    expect((await accept(wholeVendor)).status).toBe(201);
    // Another day of the branch is free.
    expect((await accept(await quoteFor(vendor.id, 41, branchId))).status).toBe(201);
  });

  it("a branch without a capacity takes any number of bookings a day", async () => {
    const { vendor, branchId } = await vendorWithBranch(1);
    await db.vendorBranch.update({ where: { id: branchId }, data: { dailyCapacity: null } });
    for (const offer of [await quoteFor(vendor.id, 45, branchId), await quoteFor(vendor.id, 45, branchId)]) expect((await accept(offer)).status).toBe(201);
  });

  it("gives exactly one booking when customers accept the branch's last free slot at once", async () => {
    const { vendor, branchId } = await vendorWithBranch(1);
    const offers = await Promise.all([quoteFor(vendor.id, 70, branchId), quoteFor(vendor.id, 70, branchId), quoteFor(vendor.id, 70, branchId)]);
    const results = await Promise.all(offers.map(accept));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.error.code === "VENDOR_UNAVAILABLE")).toBe(true);
    expect(await db.booking.count({ where: { vendorId: vendor.id, status: { not: "cancelled" } } })).toBe(1);
  });

  it("a full branch day leaves the vendor free in search until the vendor's own capacity is used up", async () => {
    const { vendor, owner, branchId } = await vendorWithBranch(1);
    const plan = await call("/vendors/me/calendar/plan", {
      method: "PUT",
      headers: auth(owner.token),
      body: { work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: 2 },
    });
    expect(plan.status).toBe(200);
    const branchOffer = await quoteFor(vendor.id, 60, branchId);
    const date = isoDay(branchOffer.event.eventDate!);
    expect((await accept(branchOffer)).status).toBe(201);
    expect(await vendorsBusyAmong([vendor.id], date)).toEqual([]);
    expect((await accept(await quoteFor(vendor.id, 60, null))).status).toBe(201);
    expect(await vendorsBusyAmong([vendor.id], date)).toEqual([vendor.id]);
  });

  it("a day the branch blocked refuses the branch's bookings only; the vendor stays free in search and for its other bookings", async () => {
    const { vendor, owner, branchId } = await vendorWithBranch(5);
    const branchOffer = await quoteFor(vendor.id, 80, branchId);
    const date = isoDay(branchOffer.event.eventDate!);
    const block = await call("/vendors/me/calendar/exceptions", {
      method: "POST",
      headers: auth(owner.token),
      body: { kind: "blocked", starts_on: date, ends_on: date, branch_id: branchId },
    });
    expect(block.status).toBe(201);
    const refused = await accept(branchOffer);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: "VENDOR_UNAVAILABLE", message: FULL_MESSAGE });
    expect(await vendorsBusyAmong([vendor.id], date)).toEqual([]);
    expect(await isFreeOn(vendor.id, date)).toBe(true);
    expect((await accept(await quoteFor(vendor.id, 80, null))).status).toBe(201);
  });
});
