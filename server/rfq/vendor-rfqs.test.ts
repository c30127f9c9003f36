import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { kuwaitMonth } from "@/server/core/kuwait-time";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";
import { quoteFlowApi } from "@/server/test/quotes";

// The vendor's inbox, its own copy of an RFQ (viewed marking, no sibling
// information) and declining.

async function twoVendorRfq() {
  const buyer = await customer();
  const event = await eventOf(buyer.id);
  const a = await quotingVendor();
  const b = await quotingVendor();
  const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id]);
  return { buyer, event, a, b, rfq };
}

describe("vendor RFQ inbox", () => {
  it("lists the vendor's RFQs with the plan limit meta, filters by status, and never names other recipients", async () => {
    const { a, b, rfq, event } = await twoVendorRfq();
    const closed = await sentRfq(event, [a.vendor.id]);
    await db.rfq.update({ where: { id: closed.id }, data: { status: "cancelled" } });
    await db.vendorQuotaUsage.create({ data: { vendorId: a.vendor.id, period: kuwaitMonth(new Date()), rfqsReceived: 2, quotationsSent: 1 } });

    const res = await quoteFlowApi(a.owner).inbox();
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.map((r: { id: string }) => r.id).sort()).toEqual([rfq.id, closed.id].sort());
    expect(res.json.meta.plan_limit).toMatchObject({ used_this_month: 2, limit: 5, quotations: { used_this_month: 1, limit: 5 } });
    expect(res.json.meta.plan_limit.resets_at).toMatch(/T21:00:00.000Z$/); // the 1st, 00:00 Kuwait
    expect(res.json.meta.pagination).toMatchObject({ page: 1, per_page: 20, total: 2 });
    const text = JSON.stringify(res.json);
    expect(text).not.toContain(b.vendor.id);
    expect(text).not.toContain(b.vendor.slug);
    expect(res.json.data[0]).not.toHaveProperty("vendors");
    expect(res.json.data[0]).not.toHaveProperty("quote_count");

    const fresh = await quoteFlowApi(a.owner).inbox({ status: "new" });
    expect(fresh.json.data.map((r: { id: string }) => r.id)).toEqual([rfq.id]);
    const gone = await quoteFlowApi(a.owner).inbox({ status: "closed" });
    expect(gone.json.data.map((r: { id: string }) => r.id)).toEqual([closed.id]);
    expect((await quoteFlowApi(a.owner).inbox({ status: "bogus" })).status).toBe(422);
    expect((await quoteFlowApi(a.owner).inbox({ per_page: "1" })).json.links.next).toContain("page=2");
  });

  it("is 404 for a user who is not a vendor member", async () => {
    const someone = await customer();
    expect((await quoteFlowApi(someone).inbox()).status).toBe(404);
  });
});

describe("the vendor's copy of an RFQ", () => {
  it("marks the recipient row viewed on the first read only, and shows no sibling information", async () => {
    const clock = freezeClock("2026-11-10T08:00:00.000Z");
    const { a, b, rfq } = await twoVendorRfq();
    const first = await quoteFlowApi(a.owner).rfq(rfq.id);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data).toMatchObject({ id: rfq.id, recipient_status: "viewed", viewed_at: "2026-11-10T08:00:00.000Z", my_quote: null });
    expect(first.json.data.customer.name).toBe("Noura A");
    clock.advance(60_000);
    const again = await quoteFlowApi(a.owner).rfq(rfq.id);
    expect(again.json.data.viewed_at).toBe("2026-11-10T08:00:00.000Z");
    const text = JSON.stringify(again.json);
    expect(text).not.toContain(b.vendor.id);
    expect(again.json.data).not.toHaveProperty("vendors");
    const rows = await db.rfqRecipient.findMany({ where: { rfqId: rfq.id }, orderBy: { vendorId: "asc" } });
    expect(rows.find((r) => r.vendorId === a.vendor.id)?.status).toBe("viewed");
    expect(rows.find((r) => r.vendorId === b.vendor.id)?.status).toBe("sent");
  });

  it("is 404 for a vendor that did not receive the RFQ, and for a malformed id", async () => {
    const { rfq } = await twoVendorRfq();
    const outsider = await quotingVendor();
    expect((await quoteFlowApi(outsider.owner).rfq(rfq.id)).status).toBe(404);
    expect((await quoteFlowApi(outsider.owner).rfq("not-an-id")).status).toBe(404);
    expect(await db.rfqRecipient.count({ where: { rfqId: rfq.id, status: "viewed" } })).toBe(0);
  });

  it("shows the budget only when the customer chose to", async () => {
    const buyer = await customer();
    const a = await quotingVendor();
    const hidden = await sentRfq(await eventOf(buyer.id), [a.vendor.id]);
    const shown = await sentRfq(await eventOf(buyer.id), [a.vendor.id], { showBudget: true });
    expect((await quoteFlowApi(a.owner).rfq(hidden.id)).json.data.budget).toBeNull();
    expect((await quoteFlowApi(a.owner).rfq(shown.id)).json.data.budget.indication).toEqual({ amount: "1500.000", currency: "KWD" });
  });
});

describe("declining an RFQ", () => {
  it("declines with a reason, once; then the vendor cannot quote on it", async () => {
    const { a, rfq } = await twoVendorRfq();
    const res = await quoteFlowApi(a.owner).decline(rfq.id, { reason: "Fully booked that week." });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.recipient_status).toBe("declined");
    const row = await db.rfqRecipient.findUniqueOrThrow({ where: { rfqId_vendorId: { rfqId: rfq.id, vendorId: a.vendor.id } } });
    expect(row).toMatchObject({ status: "declined", declineReason: "Fully booked that week." });
    expect(row.respondedAt).not.toBeNull();
    expect((await quoteFlowApi(a.owner).decline(rfq.id)).status).toBe(409);
    const submit = await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "900.000" });
    expect(submit.status).toBe(409);
    expect(submit.json.error.code).toBe("RFQ_INVALID_STATE");
    expect((await quoteFlowApi(a.owner).inbox({ status: "declined" })).json.data).toHaveLength(1);
  });

  it("refuses a reason over 500 characters, a closed RFQ, a live quote of the vendor, and another vendor's RFQ", async () => {
    const { a, b, rfq } = await twoVendorRfq();
    expect((await quoteFlowApi(a.owner).decline(rfq.id, { reason: "x".repeat(501) })).status).toBe(422);
    await submittedQuote(rfq.id, b.vendor.id);
    const live = await quoteFlowApi(b.owner).decline(rfq.id);
    expect(live.status).toBe(409);
    expect(live.json.error.code).toBe("QUOTATION_INVALID_STATE");
    const outsider = await quotingVendor();
    expect((await quoteFlowApi(outsider.owner).decline(rfq.id)).status).toBe(404);
    await db.rfq.update({ where: { id: rfq.id }, data: { status: "cancelled" } });
    const closed = await quoteFlowApi(a.owner).decline(rfq.id);
    expect(closed.status).toBe(409);
    expect(closed.json.error.code).toBe("RFQ_INVALID_STATE");
    expect(await db.rfqRecipient.count({ where: { rfqId: rfq.id, status: "declined" } })).toBe(0);
  });
});
