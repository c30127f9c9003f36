import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { kuwaitMonth } from "@/server/core/kuwait-time";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { insertedReview } from "@/server/test/reviews";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";
import { customerQuoteApi } from "@/server/test/bookings";

// The vendor home: the to-do list and this month's figures, one period for all.

const DAY_MS = 24 * 3600_000;
const homeOf = async (token: string) => {
  const res = await call("/vendors/me/home", { headers: auth(token) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
};

describe("GET /vendors/me/home", () => {
  it("lists RFQs to answer (soonest expiry first) and counters waiting; a quoted or expired RFQ is not a to-do", async () => {
    const { vendor, owner } = await quotingVendor();
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const older = await sentRfq(event, [vendor.id], { sentDaysAgo: 10 }); // expires in 4 days
    const newer = await sentRfq(event, [vendor.id]); // expires in 14 days
    const quoted = await sentRfq(event, [vendor.id]);
    const quote = await submittedQuote(quoted.id, vendor.id, { total: "900.000" });
    const expired = await sentRfq(event, [vendor.id], { sentDaysAgo: 20 });
    await db.quote.update({ where: { id: quote.id }, data: { status: "counter_received" } });
    await db.quoteNegotiation.create({
      data: { id: newId(), quoteId: quote.id, kind: "counter", round: 1, proposedPrice: "800.000", revision: 1, createdAt: now() },
    });

    const home = await homeOf(owner.token);
    expect(home.todo.rfqs_to_answer.count).toBe(2);
    expect(home.todo.rfqs_to_answer.items.map((r: { rfq_id: string }) => r.rfq_id)).toEqual([older.id, newer.id]);
    expect(home.todo.rfqs_to_answer.items.map((r: { rfq_id: string }) => r.rfq_id)).not.toContain(expired.id);
    expect(home.todo.counters_waiting).toMatchObject({
      count: 1,
      items: [{ quote_id: quote.id, rfq_id: quoted.id, kind: "counter", quoted: { amount: "900.000" }, proposed: { amount: "800.000" } }],
    });
    expect(home.todo.bookings_this_week).toEqual({ count: 0, to: expect.any(String), items: [] });
    expect(home.todo.reviews_to_reply).toEqual({ count: 0, items: [] });
  });

  it("lists bookings in the next 7 days and reviews without a reply; every figure covers this Kuwait month, stated", async () => {
    const paid = await paidDeposit();
    const owner = await db.vendor.findUniqueOrThrow({ where: { id: paid.booking.vendorId } });
    const inThreeDays = new Date(`${new Date(now().getTime() + 3 * DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`);
    await db.booking.update({ where: { id: paid.bookingId }, data: { serviceDate: inThreeDays } });
    await insertedReview({ id: paid.bookingId, vendorId: paid.booking.vendorId, customerUserId: paid.buyer.id });
    const [vendorSide] = paid.vendors.filter((v) => v.vendor.id === owner.id);
    await db.vendorQuotaUsage.upsert({
      where: { vendorId_period: { vendorId: owner.id, period: kuwaitMonth(now()) } },
      create: { vendorId: owner.id, period: kuwaitMonth(now()), rfqsReceived: 3, quotationsSent: 2, updatedAt: now() },
      update: { rfqsReceived: 3, quotationsSent: 2 },
    });

    const home = await homeOf(vendorSide.owner.token);
    expect(home.todo.bookings_this_week).toMatchObject({
      count: 1,
      items: [{ booking_id: paid.bookingId, reference: paid.booking.reference, service_date: inThreeDays.toISOString().slice(0, 10) }],
    });
    expect(home.todo.reviews_to_reply).toMatchObject({ count: 1, items: [{ rating: 5, title: "A wonderful evening" }] });
    expect(home.period.month).toBe(kuwaitMonth(now()));
    expect(home.period.from).toBe(`${kuwaitMonth(now())}-01`);
    // The quota counters and the confirmed booking are of this same month.
    expect(home.figures).toMatchObject({ rfqs_received: 3, quotes_sent: 2, bookings_confirmed: 1 });
    // The paid booking waits for the vendor's confirmation, with its deadline (48 h after the deposit); confirmed, it leaves the list.
    const confirmedAt = (await db.booking.findUniqueOrThrow({ where: { id: paid.bookingId } })).confirmedAt!;
    expect(home.todo.bookings_to_confirm).toEqual({
      count: 1,
      items: [
        {
          booking_id: paid.bookingId,
          reference: paid.booking.reference,
          title: expect.any(String),
          service_date: inThreeDays.toISOString().slice(0, 10),
          confirm_by: new Date(confirmedAt.getTime() + 48 * 3600_000).toISOString(),
        },
      ],
    });
    const id = paid.bookingId;
    const confirmed = await call(`/vendor/bookings/${id}/confirm`, { method: "POST", headers: auth(vendorSide.owner.token) });
    expect(confirmed.status).toBe(200);
    expect((await homeOf(vendorSide.owner.token)).todo.bookings_to_confirm).toEqual({ count: 0, items: [] });
  });

  it("lists open RFQs whose day is now blocked or full in the vendor's calendar, soonest first, with a link target and why", async () => {
    const { vendor, owner } = await quotingVendor();
    const buyer = await customer();
    const blockedEvent = await eventOf(buyer.id, { inDays: 12 });
    const fullEvent = await eventOf(buyer.id, { inDays: 9 });
    const freeEvent = await eventOf(buyer.id, { inDays: 15 });
    const blocked = await sentRfq(blockedEvent, [vendor.id]);
    const declined = await sentRfq(blockedEvent, [vendor.id]);
    await db.rfqRecipient.updateMany({ where: { rfqId: declined.id }, data: { status: "declined" } });
    const full = await sentRfq(fullEvent, [vendor.id]);
    await submittedQuote(full.id, vendor.id);
    await sentRfq(freeEvent, [vendor.id]);
    expect((await homeOf(owner.token)).todo.rfq_conflicts).toEqual({ count: 0, items: [] });

    await db.vendorCalendarException.create({
      data: { id: newId(), vendorId: vendor.id, kind: "blocked", startsOn: blockedEvent.eventDate!, endsOn: blockedEvent.eventDate! },
    });
    // A saved plan of one a day and another customer's booking on the full day.
    await db.vendorAvailability.create({ data: { vendorId: vendor.id, workDays: [0, 1, 2, 3, 4, 5, 6], dailyCapacity: 1 } });
    const other = await customer();
    const otherRfq = await sentRfq(await eventOf(other.id, { inDays: 9 }), [vendor.id]);
    const otherQuote = await submittedQuote(otherRfq.id, vendor.id);
    expect((await customerQuoteApi(other.token).acceptCatalog(otherQuote.id)).status).toBe(201);

    const conflicts = (await homeOf(owner.token)).todo.rfq_conflicts;
    expect(conflicts).toEqual({
      count: 2,
      items: [
        { rfq_id: full.id, title: full.title, date: fullEvent.eventDate!.toISOString().slice(0, 10), reason: "booked", quoted: true },
        { rfq_id: blocked.id, title: blocked.title, date: blockedEvent.eventDate!.toISOString().slice(0, 10), reason: "blocked", quoted: false },
      ],
    });
  });

  it("answers 404 to a caller without a vendor membership", async () => {
    const someone = await signedIn({ roles: ["customer"] });
    expect((await call("/vendors/me/home", { headers: auth(someone.token) })).status).toBe(404);
  });
});
