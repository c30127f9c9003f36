import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { expireQuotes } from "@/server/rfq/expire-quotes";
import { expireRfqs } from "@/server/rfq/expire-rfqs";
import { customer, eventOf, quotedRfq, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";

// The hourly expiry jobs and voiding on vendor suspension; time moves with
// the injectable clock. Each job is safe to run again (at least once).

const DAY = 86_400_000;
const HOUR = 3600_000;
const statusOf = async (id: string) => (await db.rfq.findUniqueOrThrow({ where: { id } })).status;
const quoteStatus = async (id: string) => (await db.quote.findUniqueOrThrow({ where: { id } })).status;

describe("RFQ expiry job", () => {
  it("expires a pending RFQ with zero quotes 14 days after sending, once, with one notification", async () => {
    const clock = freezeClock();
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 60 });
    const { vendor } = await quotingVendor();
    const rfq = await sentRfq(event, [vendor.id]);
    clock.advance(14 * DAY - HOUR);
    await expireRfqs();
    expect(await statusOf(rfq.id)).toBe("pending");
    clock.advance(2 * HOUR);
    await expireRfqs();
    expect(await statusOf(rfq.id)).toBe("expired");
    await expireRfqs();
    const notes = await db.notification.findMany({ where: { userId: buyer.id, kind: "rfq.expired" } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ entityType: "rfq", entityId: rfq.id, params: { rfq_title: "Wedding photography" } });
  });

  it("keeps a quoted RFQ with a live quote open past 14 days, and expires it once the needed-by day is over, voiding its live quotes", async () => {
    const clock = freezeClock();
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 20 });
    const { vendor } = await quotingVendor();
    const rfq = await sentRfq(event, [vendor.id]);
    const quote = await submittedQuote(rfq.id, vendor.id, { validityDays: 30 });
    clock.advance(15 * DAY);
    await expireRfqs();
    expect(await statusOf(rfq.id)).toBe("quoted");
    clock.advance(6 * DAY);
    await expireRfqs();
    expect(await statusOf(rfq.id)).toBe("expired");
    expect(await quoteStatus(quote.id)).toBe("void");
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "rfq.expired" } })).toBe(1);
  });
});

describe("quote validity job", () => {
  it("expires submitted quotes past valid_until and leaves the RFQ open for a re-quote; countered quotes wait for the vendor", async () => {
    const clock = freezeClock();
    const { rfq, quotes } = await quotedRfq();
    await db.quote.update({ where: { id: quotes[1].id }, data: { status: "counter_received" } });
    await db.rfq.update({ where: { id: rfq.id }, data: { status: "negotiating" } });
    clock.advance(7 * DAY - HOUR);
    await expireQuotes();
    expect(await quoteStatus(quotes[0].id)).toBe("submitted");
    clock.advance(2 * HOUR);
    expect(await expireQuotes()).toBeGreaterThanOrEqual(1);
    expect(await quoteStatus(quotes[0].id)).toBe("expired");
    expect(await quoteStatus(quotes[1].id)).toBe("counter_received");
    expect(await statusOf(rfq.id)).toBe("negotiating");
    const audit = await db.auditLog.findMany({ where: { entityType: "quotation", entityId: quotes[0].id } });
    expect(audit.map((a) => a.action)).toEqual(["quote.expired"]);
  });

  it("expires a quoted RFQ as soon as its last live quote expires, in the same run, with one notification", async () => {
    const clock = freezeClock();
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 60 });
    const a = await quotingVendor();
    const b = await quotingVendor();
    const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id]);
    const short = await submittedQuote(rfq.id, a.vendor.id, { validityDays: 3 });
    await submittedQuote(rfq.id, b.vendor.id, { validityDays: 5 });
    clock.advance(4 * DAY);
    await expireQuotes();
    expect(await quoteStatus(short.id)).toBe("expired");
    expect(await statusOf(rfq.id)).toBe("quoted");
    clock.advance(2 * DAY);
    await expireQuotes();
    expect(await statusOf(rfq.id)).toBe("expired");
    await expireQuotes();
    await expireRfqs();
    const notes = await db.notification.findMany({ where: { userId: buyer.id, kind: "rfq.expired" } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ entityType: "rfq", entityId: rfq.id });
    const audit = await db.auditLog.findMany({ where: { entityType: "RFQ", entityId: rfq.id, action: "rfq.expired" } });
    expect(audit).toHaveLength(1);
  });

  it("a quoted RFQ with a countered quote left does not expire when its other quote does", async () => {
    const clock = freezeClock();
    const { rfq, quotes } = await quotedRfq();
    await db.quote.update({ where: { id: quotes[1].id }, data: { status: "counter_received" } });
    clock.advance(8 * DAY);
    await expireQuotes();
    expect(await quoteStatus(quotes[0].id)).toBe("expired");
    expect(await statusOf(rfq.id)).toBe("quoted");
  });
});

describe("vendor suspension", () => {
  it("voids the vendor's live quotes and tells the customer; the RFQ stays open while another quote is live", async () => {
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    await db.vendor.update({ where: { id: vendors[0].vendor.id }, data: { status: "suspended" } });
    await db.$transaction((tx) => emit(tx, "VendorSuspended", { vendorId: vendors[0].vendor.id, reason: "Fraud report" }));
    registerEventHandlers();
    await dispatchOutbox();
    await dispatchOutbox();
    expect(await quoteStatus(quotes[0].id)).toBe("void");
    expect(await quoteStatus(quotes[1].id)).toBe("submitted");
    expect(await statusOf(rfq.id)).toBe("quoted");
    const notes = await db.notification.findMany({ where: { userId: buyer.id, kind: "quote.voided" } });
    expect(notes).toHaveLength(1);
    expect(notes[0].params).toEqual({ vendor_name: { ar: vendors[0].vendor.nameAr, en: vendors[0].vendor.nameEn }, rfq_title: "Wedding photography" });
  });

  it("voiding the last live quote of an RFQ whose recipients all answered expires the RFQ", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const { vendor } = await quotingVendor();
    const rfq = await sentRfq(event, [vendor.id]);
    const quote = await submittedQuote(rfq.id, vendor.id);
    await db.$transaction((tx) => emit(tx, "VendorSuspended", { vendorId: vendor.id, reason: "Fraud report" }));
    registerEventHandlers();
    await dispatchOutbox();
    expect(await quoteStatus(quote.id)).toBe("void");
    expect(await statusOf(rfq.id)).toBe("expired");
    expect(await db.notification.count({ where: { userId: buyer.id, kind: { in: ["quote.voided", "rfq.expired"] } } })).toBe(2);
  });
});
