import { beforeAll, describe, expect, it } from "vitest";
import { cancelUnpaidBookings } from "@/server/bookings/cancel-unpaid-bookings";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox, inProcessSink } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { renderNotification } from "@/server/notifications/templates";
import { bookingApi, customerQuoteApi } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { quoteFlowApi } from "@/server/test/quotes";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";

// Fallback after a cancelled booking (docs/decisions.md "Fallback after a
// cancelled booking"): the RFQ module reopens the RFQ on BookingCancelled.

const DAY = 86_400_000;

beforeAll(registerEventHandlers);

async function drain() {
  while ((await dispatchOutbox()).delivered > 0);
}

function views(user: TestUser) {
  const headers = auth(user.token);
  return {
    rfq: (id: string) => call(`/rfqs/${id}`, { headers }),
    request: (id: string) => call(`/quotation-requests/${id}`, { headers }),
  };
}

/** An RFQ to three vendors: A (accepted), B (a sibling still valid), C (already expired when A was accepted). */
async function acceptedRfq() {
  const buyer = await customer();
  const event = await eventOf(buyer.id);
  const vendors = [await quotingVendor(), await quotingVendor(), await quotingVendor()] as const;
  const rfq = await sentRfq(
    event,
    vendors.map((v) => v.vendor.id),
  );
  const a = await submittedQuote(rfq.id, vendors[0].vendor.id, { total: "1200.000" });
  const b = await submittedQuote(rfq.id, vendors[1].vendor.id, { total: "1350.000" });
  const c = await submittedQuote(rfq.id, vendors[2].vendor.id, { total: "1100.000", validityDays: 1, submittedDaysAgo: 2 });
  await db.quote.update({ where: { id: c.id }, data: { status: "expired" } });
  const res = await customerQuoteApi(buyer.token).acceptCatalog(a.id);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { buyer, event, rfq, vendors, quotes: { a, b, c }, bookingId: res.json.data.booking.id as string };
}

const statusOf = async (quoteId: string) => (await db.quote.findUniqueOrThrow({ where: { id: quoteId } })).status;
const kinds = async (userId: string, kind: string) => db.notification.count({ where: { userId, kind } });

describe("a cancelled booking gives the customer the RFQ back", () => {
  it("the customer cancels: RFQ quoted on both path sets, B acceptable again (a new booking), A never again, C stays expired", async () => {
    const { buyer, rfq, vendors, quotes, bookingId } = await acceptedRfq();
    expect(await statusOf(quotes.b.id)).toBe("not_selected");
    const cancelled = await bookingApi(buyer.token).cancel(bookingId);
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    await drain();

    const read = views(buyer);
    for (const res of [await read.rfq(rfq.id), await read.request(rfq.id)]) {
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.status).toBe("quoted");
    }
    const compare = await quoteFlowApi(buyer).compare(rfq.id);
    const listed = Object.fromEntries(compare.json.data.map((q: { id: string; status: string }) => [q.id, q.status]));
    expect(listed).toEqual({ [quotes.b.id]: "submitted", [quotes.c.id]: "expired" });
    expect(await statusOf(quotes.a.id)).toBe("void");

    expect(await kinds(vendors[1].owner.id, "quote.reopened")).toBe(1);
    expect(await kinds(vendors[2].owner.id, "quote.reopened")).toBe(0);
    const told = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "rfq.reopened" } });
    expect(told.params).toMatchObject({ quote_count: 1 });
    expect(renderNotification("rfq.reopened", "en", told.params as Record<string, number>).body).toMatch(/open again\. Quotations you can accept now: 1\.$/);

    const again = await customerQuoteApi(buyer.token).acceptModule(quotes.a.id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("QUOTATION_INVALID_STATE");
    const second = await customerQuoteApi(buyer.token).acceptModule(quotes.b.id);
    expect(second.status, JSON.stringify(second.json)).toBe(201);
    expect(second.json.data.booking).toMatchObject({ quotation_id: quotes.b.id, status: "pending", rfq_id: rfq.id });
    expect((await views(buyer).request(rfq.id)).json.data.status).toBe("accepted");
    expect(await db.booking.count({ where: { rfqId: rfq.id } })).toBe(2);
  });

  it("a redelivered BookingCancelled changes nothing and tells B's vendor once", async () => {
    const { buyer, rfq, vendors, quotes, bookingId } = await acceptedRfq();
    await bookingApi(buyer.token).cancel(bookingId);
    const row = await db.outboxEvent.findFirstOrThrow({ where: { type: "BookingCancelled", payload: { path: ["bookingId"], equals: bookingId } } });
    await drain();
    await inProcessSink({ id: row.id, name: "BookingCancelled", payload: row.payload as never });
    expect((await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).status).toBe("quoted");
    expect(await statusOf(quotes.b.id)).toBe("submitted");
    expect(await kinds(vendors[1].owner.id, "quote.reopened")).toBe(1);
    expect(await kinds(buyer.id, "rfq.reopened")).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: rfq.id, action: "rfq.reopened" } })).toBe(1);
  });

  it("the deposit timeout reopens it the same way", async () => {
    const { buyer, rfq, vendors, quotes, bookingId } = await acceptedRfq();
    await db.booking.update({ where: { id: bookingId }, data: { paymentDeadline: new Date(now().getTime() - 60_000) } });
    expect(await cancelUnpaidBookings()).toBe(1);
    await drain();
    expect((await views(buyer).rfq(rfq.id)).json.data.status).toBe("quoted");
    expect(await statusOf(quotes.b.id)).toBe("submitted");
    expect(await statusOf(quotes.a.id)).toBe("void");
    expect(await kinds(vendors[1].owner.id, "quote.reopened")).toBe(1);
  });

  it("a booking ended by a full refund (refund_requested -> cancelled) reopens it too", async () => {
    const { rfq, quotes, bookingId } = await acceptedRfq();
    await db.booking.update({ where: { id: bookingId }, data: { status: "refund_requested" } });
    const settled = { refundId: "R1", bookingId, outcome: "processed" as const, paymentFullyRefunded: true };
    await inProcessSink({ id: "E1", name: "RefundSettled", payload: settled });
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe("cancelled");
    const emitted = await db.outboxEvent.findFirstOrThrow({ where: { type: "BookingCancelled", payload: { path: ["bookingId"], equals: bookingId } } });
    expect(emitted.payload).toMatchObject({ cancelledBy: "system", refundDue: "0.000" });
    await drain();
    expect((await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).status).toBe("quoted");
    expect(await statusOf(quotes.b.id)).toBe("submitted");
  });

  it("a sibling whose validity passed meanwhile is expired (open to a re-quote); with none valid the RFQ waits for quotes (pending)", async () => {
    const { buyer, rfq, vendors, quotes, bookingId } = await acceptedRfq();
    await db.quote.update({ where: { id: quotes.b.id }, data: { validUntil: new Date(now().getTime() - DAY) } });
    await bookingApi(buyer.token).cancel(bookingId);
    await drain();
    expect((await views(buyer).request(rfq.id)).json.data.status).toBe("pending");
    expect(await statusOf(quotes.b.id)).toBe("expired");
    expect(await kinds(vendors[1].owner.id, "quote.reopened")).toBe(0);
    const told = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "rfq.reopened" } });
    expect(told.params).toMatchObject({ quote_count: 0 });
    expect(renderNotification("rfq.reopened", "ar", told.params as Record<string, number>).body).toContain("طلب إعادة تسعير");
    const requote = await quoteFlowApi(buyer).requote(quotes.b.id, { message: "Still available?" });
    expect(requote.status, JSON.stringify(requote.json)).toBe(200);
    expect(await kinds(vendors[1].owner.id, "quote.requote_requested")).toBe(1);
  });

  it("a suspended vendor's quote is not reopened", async () => {
    const { buyer, rfq, vendors, quotes, bookingId } = await acceptedRfq();
    await db.vendor.update({ where: { id: vendors[1].vendor.id }, data: { status: "suspended" } });
    await bookingApi(buyer.token).cancel(bookingId);
    await drain();
    expect(await statusOf(quotes.b.id)).toBe("not_selected");
    expect((await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).status).toBe("pending");
    expect(await kinds(vendors[1].owner.id, "quote.reopened")).toBe(0);
  });

  it("past the needed-by date the RFQ stays closed (expired), siblings stay not_selected and the customer is told", async () => {
    const { buyer, rfq, vendors, quotes, bookingId } = await acceptedRfq();
    await db.rfq.update({ where: { id: rfq.id }, data: { neededBy: new Date(now().getTime() - 2 * DAY) } });
    await bookingApi(buyer.token).cancel(bookingId);
    await drain();
    expect((await views(buyer).rfq(rfq.id)).json.data.status).toBe("expired");
    expect(await statusOf(quotes.b.id)).toBe("not_selected");
    expect(await statusOf(quotes.a.id)).toBe("void");
    expect(await kinds(vendors[1].owner.id, "quote.reopened")).toBe(0);
    expect(await kinds(buyer.id, "rfq.expired")).toBe(1);
    const accept = await customerQuoteApi(buyer.token).acceptModule(quotes.b.id);
    expect(accept.status).toBe(409);
  });
});
