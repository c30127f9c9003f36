import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { readyMedia } from "@/server/test/fixtures";
import { customer, eventOf, quotedRfq, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";
import { fresh, quoteFlowApi } from "@/server/test/quotes";
import { setPlan } from "@/server/test/subscriptions";

// The customer's comparison of an RFQ's quotations, on both paths.

const HOUR = 3_600_000;

describe("comparing quotations", () => {
  it("shows each live quote with validity left, rating, response time, plan badge and attachments, cheapest first", async () => {
    const clock = freezeClock("2026-11-10T08:00:00.000Z");
    const buyer = await customer();
    const a = await quotingVendor();
    const b = await quotingVendor();
    const rfq = await sentRfq(await eventOf(buyer.id), [a.vendor.id, b.vendor.id]);
    clock.advance(5 * HOUR);
    const media = await readyMedia(a.owner.id, "quote_attachment", { filename: "offer.jpg" });
    const submitted = await quoteFlowApi(await fresh(a.owner)).submit(rfq.id, { total_price: "1300.000", attachment_media_ids: [media] });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(201);
    clock.advance(25 * HOUR + 30 * 60_000);
    await submittedQuote(rfq.id, b.vendor.id, { total: "1250.000", validityDays: 3 });
    await db.vendor.update({ where: { id: a.vendor.id }, data: { ratingAvg: "4.60", ratingCount: 12 } });
    await db.vendor.update({ where: { id: b.vendor.id }, data: { ratingAvg: "5.00", ratingCount: 2 } });
    await setPlan(a.vendor.id, "professional");

    const viewer = quoteFlowApi(await fresh(buyer));
    for (const res of [await viewer.quotations(rfq.id), await viewer.compare(rfq.id)]) {
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const [first, second] = res.json.data;
      expect(first).toMatchObject({
        vendor: { id: b.vendor.id },
        total: { amount: "1250.000" },
        validity_remaining: { seconds: 3 * 24 * 3600, days: 3 },
        vendor_rating: { average: null, count: 2, new_vendor: true },
        response_time_hours: 30.5,
        plan_badge: "free",
      });
      expect(second).toMatchObject({
        vendor: { id: a.vendor.id },
        total: { amount: "1300.000" },
        vendor_rating: { average: 4.6, count: 12, new_vendor: false },
        response_time_hours: 5,
        plan_badge: "professional",
      });
      expect(second.validity_remaining.days).toBe(5); // 7 days from the submission, 25.5 h later
      expect(second.attachments.map((m: { id: string }) => m.id)).toEqual([media]);
      expect(second.items).toEqual([]);
    }
  });

  it("sorts by price and rating both ways; an unknown sort falls back to price", async () => {
    const { buyer, rfq, vendors } = await quotedRfq({ totals: ["1200.000", "900.000"] });
    await db.vendor.update({ where: { id: vendors[0].vendor.id }, data: { ratingAvg: "4.90", ratingCount: 30 } });
    await db.vendor.update({ where: { id: vendors[1].vendor.id }, data: { ratingAvg: "3.50", ratingCount: 8 } });
    const order = async (sort?: string) =>
      (await quoteFlowApi(buyer).compare(rfq.id, sort ? { sort } : {})).json.data.map((q: { total: { amount: string } }) => q.total.amount);
    expect(await order()).toEqual(["900.000", "1200.000"]);
    expect(await order("-price")).toEqual(["1200.000", "900.000"]);
    expect(await order("rating")).toEqual(["900.000", "1200.000"]);
    expect(await order("-rating")).toEqual(["1200.000", "900.000"]);
    expect(await order("vendor_name")).toEqual(["900.000", "1200.000"]);
  });

  it("shows a vendor's rating to one decimal, half-up, as search and the profile do; a vendor under 3 reviews ranks below rated ones", async () => {
    const { buyer, rfq, vendors } = await quotedRfq({ totals: ["1200.000", "900.000"] });
    await db.vendor.update({ where: { id: vendors[0].vendor.id }, data: { ratingAvg: "4.25", ratingCount: 4 } });
    await db.vendor.update({ where: { id: vendors[1].vendor.id }, data: { ratingAvg: "5.00", ratingCount: 2 } });
    const res = await quoteFlowApi(buyer).compare(rfq.id, { sort: "-rating" });
    expect(res.json.data.map((q: { vendor_rating: unknown }) => q.vendor_rating)).toEqual([
      { average: 4.3, count: 4, new_vendor: false },
      { average: null, count: 2, new_vendor: true }, // its raw 5.0 mean does not put it first
    ]);
  });

  it("leaves withdrawn and void quotes out and shows no validity for an expired one", async () => {
    const clock = freezeClock("2026-11-10T08:00:00.000Z");
    const { buyer, rfq, quotes } = await quotedRfq();
    const c = await quotingVendor();
    await db.rfqRecipient.create({ data: { id: newId(), rfqId: rfq.id, vendorId: c.vendor.id, sentAt: rfq.sentAt! } });
    const third = await submittedQuote(rfq.id, c.vendor.id, { total: "800.000", validityDays: 1 });
    await db.quote.update({ where: { id: quotes[1].id }, data: { status: "void" } });
    await db.quote.update({ where: { id: quotes[0].id }, data: { status: "withdrawn" } });
    clock.advance(2 * 86_400_000);
    const res = await quoteFlowApi(await fresh(buyer)).compare(rfq.id);
    expect(res.json.data.map((q: { id: string }) => q.id)).toEqual([third.id]);
    expect(res.json.data[0].validity_remaining).toBeNull();
  });

  it("is 404 for another customer's RFQ, for the vendor, and for a malformed id", async () => {
    const { rfq, vendors } = await quotedRfq();
    const stranger = await customer();
    expect((await quoteFlowApi(stranger).compare(rfq.id)).status).toBe(404);
    expect((await quoteFlowApi(stranger).quotations(rfq.id)).status).toBe(404);
    expect((await quoteFlowApi(vendors[0].owner).compare(rfq.id)).status).toBe(404);
    expect((await quoteFlowApi(stranger).compare("x")).status).toBe(404);
  });
});
