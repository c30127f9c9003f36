import { describe, expect, it } from "vitest";
import { freezeClock, now } from "@/server/core/clock";
import { db, dbHandle } from "@/server/core/db/client";
import { customerQuoteApi } from "@/server/test/bookings";
import { tokenFor } from "@/server/test/identity";
import { customer, eventOf, quotedRfq, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";

// Accepting a quote through both path sets: the booking, the RFQ and every
// quote in one transaction, who may accept, and concurrent accepts.

const DAY = 86_400_000;

describe("accepting a quote", () => {
  it("accepts the quote and the RFQ, makes siblings not_selected, creates a pending booking (20% deposit) and tells everyone", async () => {
    const { buyer, event, rfq, vendors, quotes } = await quotedRfq({ totals: ["1200.000", "1350.000"] });
    const res = await customerQuoteApi(buyer.token).acceptCatalog(quotes[0].id);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const booking = res.json.data.booking;
    expect(res.headers.get("location")).toBe(`/api/v1/bookings/${booking.id}`);
    expect(res.json.data.next_action).toEqual({ type: "payment_required", endpoint: "/api/v1/payments" });
    expect(booking).toMatchObject({
      event_id: event.id,
      rfq_id: rfq.id,
      quotation_id: quotes[0].id,
      vendor: { id: vendors[0].vendor.id, name: vendors[0].vendor.nameEn, name_en: vendors[0].vendor.nameEn },
      customer: null,
      total: { amount: "1200.000", currency: "KWD" },
      deposit_due: { amount: "240.000", currency: "KWD" },
      amount_paid: { amount: "0.000", currency: "KWD" },
      service_date: event.eventDate!.toISOString().slice(0, 10),
      status: "pending",
      cancellation_policy: { if_cancelled_now: { tier: "unpaid", refund_percent: 100, refund: { amount: "0.000" } } },
    });
    expect(booking.reference).toMatch(/^BK-[0-9A-HJKMNP-TV-Z]{8}$/);
    // 48 hours to pay when the event is far away.
    expect(new Date(booking.payment_deadline).getTime() - Date.parse(booking.created_at)).toBe(48 * 3600_000);

    expect((await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).status).toBe("accepted");
    const statuses = await db.quote.findMany({ where: { rfqId: rfq.id }, orderBy: { total: "asc" }, select: { status: true } });
    expect(statuses.map((q) => q.status)).toEqual(["accepted", "not_selected"]);

    const kinds = async (userId: string) => (await db.notification.findMany({ where: { userId }, select: { kind: true } })).map((n) => n.kind);
    expect(await kinds(vendors[0].owner.id)).toEqual(["quote.accepted"]);
    expect(await kinds(vendors[1].owner.id)).toEqual(["quote.not_selected"]);
    expect(await kinds(buyer.id)).toEqual(["booking.pending_payment"]);
    const pending = await db.notification.findFirstOrThrow({ where: { userId: buyer.id } });
    expect(pending.params).toMatchObject({ booking_ref: booking.reference, vendor_name: { ar: vendors[0].vendor.nameAr, en: vendors[0].vendor.nameEn } });
    expect(await db.outboxEvent.count({ where: { type: "BookingCreated" } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: { in: ["rfq.accepted", "quote.accepted", "quote.not_selected"] } } })).toBe(3);
  });

  it("the module path answers the same; without an event date the service date is the needed-by date; the deadline stops at the service day", async () => {
    const buyer = await customer();
    const event = await db.event.update({ where: { id: (await eventOf(buyer.id, { inDays: 1 })).id }, data: { eventDate: null } });
    const { vendor } = await quotingVendor();
    const rfq = await sentRfq(event, [vendor.id]);
    await db.rfq.update({ where: { id: rfq.id }, data: { neededBy: new Date(Date.UTC(now().getUTCFullYear(), now().getUTCMonth(), now().getUTCDate() + 1)) } });
    const quote = await submittedQuote(rfq.id, vendor.id);
    const res = await customerQuoteApi(buyer.token).acceptModule(quote.id);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const neededBy = (await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).neededBy;
    expect(res.json.data.booking.service_date).toBe(neededBy.toISOString().slice(0, 10));
    const deadline = Date.parse(res.json.data.booking.payment_deadline);
    // Midnight in Kuwait (UTC+3) on the service day, unless that is less than 2 hours away.
    const dayStart = neededBy.getTime() - 3 * 3600_000;
    expect(deadline).toBe(Math.max(dayStart, Date.parse(res.json.data.booking.created_at) + 2 * 3600_000));
  });

  it("is 404 for someone else's quote, 403 without a verified phone, 409 when the event is no longer planned or the quote is not live", async () => {
    const { buyer, event, quotes } = await quotedRfq();
    const stranger = await customer();
    expect((await customerQuoteApi(stranger.token).acceptCatalog(quotes[0].id)).status).toBe(404);
    expect((await customerQuoteApi(buyer.token).acceptCatalog("not-a-quote")).status).toBe(404);

    await db.user.update({ where: { id: buyer.id }, data: { phoneVerifiedAt: null } });
    const unverified = await customerQuoteApi(buyer.token).acceptCatalog(quotes[0].id);
    expect(unverified.status).toBe(403);
    expect(unverified.json.error.code).toBe("AUTH_PHONE_UNVERIFIED");
    await db.user.update({ where: { id: buyer.id }, data: { phoneVerifiedAt: now() } });

    await db.event.update({ where: { id: event.id }, data: { status: "cancelled" } });
    const cancelledEvent = await customerQuoteApi(buyer.token).acceptModule(quotes[0].id);
    expect(cancelledEvent.status).toBe(409);
    expect(cancelledEvent.json.error.code).toBe("QUOTATION_INVALID_STATE");
    await db.event.update({ where: { id: event.id }, data: { status: "planning" } });

    await db.quote.update({ where: { id: quotes[1].id }, data: { status: "rejected" } });
    const rejected = await customerQuoteApi(buyer.token).acceptCatalog(quotes[1].id);
    expect(rejected.status).toBe(409);
    expect(rejected.json.error.code).toBe("QUOTATION_INVALID_STATE");

    const badBody = await customerQuoteApi(buyer.token).acceptCatalog(quotes[0].id, { deposit_option: "full" });
    expect(badBody.status).toBe(422);
    expect(await db.booking.count({ where: { rfqId: quotes[0].rfqId } })).toBe(0);
  });

  it("past valid_until: 409 QUOTATION_EXPIRED on the catalog path, 422 with a re-quote action on the module path", async () => {
    const clock = freezeClock();
    const { buyer, quotes } = await quotedRfq();
    clock.advance(8 * DAY);
    const token = await tokenFor(buyer.id);
    const catalog = await customerQuoteApi(token).acceptCatalog(quotes[0].id);
    expect(catalog.status).toBe(409);
    expect(catalog.json.error.code).toBe("QUOTATION_EXPIRED");
    const module = await customerQuoteApi(token).acceptModule(quotes[0].id);
    expect(module.status).toBe(422);
    expect(module.json.error).toMatchObject({
      code: "VALIDATION_FAILED",
      details: { quote: ["This quotation's validity has passed; ask the vendor for a re-quote."] },
      next_action: { type: "request_requote", endpoint: `/api/v1/quotes/${quotes[0].id}/request-requote` },
    });
    expect(await db.booking.count({ where: { rfqId: quotes[0].rfqId } })).toBe(0);
  });

  // reason: PGlite has one connection, so the accepts cannot run in parallel there; CI runs this on PostgreSQL
  it.runIf(dbHandle().kind === "postgres")("20 parallel accepts of one quote: exactly one booking, 19 x 409", async () => {
    const { buyer, quotes } = await quotedRfq();
    const results = await Promise.all(Array.from({ length: 20 }, () => customerQuoteApi(buyer.token).acceptCatalog(quotes[0].id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.status === 409)) expect(r.json.error.code).toBe("QUOTATION_INVALID_STATE");
    expect(await db.booking.count({ where: { quoteId: quotes[0].id } })).toBe(1);
  });

  // reason: needs two real connections racing (PostgreSQL); on PGlite the accepts would run one after the other
  it.runIf(dbHandle().kind === "postgres")(
    "two sibling quotes accepted at once: one booking, the other 409, one quote accepted and one not_selected",
    async () => {
      const { buyer, rfq, quotes } = await quotedRfq();
      const results = await Promise.all([customerQuoteApi(buyer.token).acceptCatalog(quotes[0].id), customerQuoteApi(buyer.token).acceptModule(quotes[1].id)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await db.booking.count({ where: { rfqId: rfq.id } })).toBe(1);
      const statuses = (await db.quote.findMany({ where: { rfqId: rfq.id }, select: { status: true } })).map((q) => q.status).sort();
      expect(statuses).toEqual(["accepted", "not_selected"]);
    },
  );
});
