import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { quotedRfq } from "@/server/test/rfqs";
import { fresh, quoteFlowApi } from "@/server/test/quotes";

// Revising, holding firm and withdrawing (quote machine moves revise,
// hold_firm, withdraw) through both PATCH paths, and the moves they refuse.

const status = async (id: string) => (await db.quote.findUniqueOrThrow({ where: { id } })).status;
const rfqStatus = async (id: string) => (await db.rfq.findUniqueOrThrow({ where: { id } })).status;

describe("revising a quotation", () => {
  it("adds revision 2, replaces the current values, resets the validity, takes no quota and tells the customer", async () => {
    const clock = freezeClock("2026-11-10T08:00:00.000Z");
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    clock.advance(2 * 86_400_000);
    const res = await quoteFlowApi(await fresh(vendors[0].owner)).revise(quotes[0].id, {
      total_price: "1100.000",
      items: [{ name: "Full-day coverage", quantity: 1, unit_price: "1100.000" }],
      validity_days: 5,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      id: quotes[0].id,
      status: "submitted",
      revision: 2,
      total: { amount: "1100.000" },
      validity_days: 5,
      valid_until: "2026-11-17T08:00:00.000Z",
      submitted_at: "2026-11-12T08:00:00.000Z",
    });
    expect(res.json.data.history.map((h: { type: string; revision: number }) => [h.type, h.revision])).toEqual([
      ["version", 1],
      ["version", 2],
    ]);
    expect(await db.quoteVersion.count({ where: { quoteId: quotes[0].id } })).toBe(2);
    expect(await db.quote.count({ where: { rfqId: rfq.id, vendorId: vendors[0].vendor.id } })).toBe(1);
    expect(await db.vendorQuotaUsage.count({ where: { vendorId: vendors[0].vendor.id } })).toBe(0);
    const note = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "quote.revised" } });
    expect(note.params).toMatchObject({ amount: { amount: "1100.000", currency: "KWD" }, rfq_title: "Wedding photography" });
    expect(JSON.stringify(res.json)).not.toContain(vendors[1].vendor.id);
  });

  it("revises through PATCH /quotations/{id} (catalog shape), and marks a final offer", async () => {
    const { buyer, vendors, quotes } = await quotedRfq();
    const res = await quoteFlowApi(vendors[0].owner).reviseCatalog(quotes[0].id, {
      items: [{ description: "Full-day coverage", quantity: 2, unit_price: "500.000" }],
      final_offer: true,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ revision: 2, total: { amount: "1000.000" }, final_offer: true });
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "quote.final_offer" } })).toBe(1);
  });

  it("refuses the line-item sum mismatch (422), an empty PATCH, another vendor's quote (404) and a closed RFQ (409)", async () => {
    const { rfq, vendors, quotes } = await quotedRfq();
    const mismatch = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, {
      total_price: "1000.000",
      items: [{ name: "Album", quantity: 1, unit_price: "900.000" }],
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.error.details).toHaveProperty("items");
    const empty = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, {});
    expect(empty.status).toBe(422);
    expect(empty.json.error.details).toHaveProperty("total_price");
    expect((await quoteFlowApi(vendors[1].owner).revise(quotes[0].id, { total_price: "10.000" })).status).toBe(404);
    expect((await quoteFlowApi(vendors[1].owner).reviseCatalog(quotes[0].id, { withdraw: true })).status).toBe(404);
    await db.rfq.update({ where: { id: rfq.id }, data: { status: "cancelled" } });
    const closed = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { total_price: "10.000" });
    expect(closed.status).toBe(409);
    expect(closed.json.error.code).toBe("RFQ_INVALID_STATE");
    expect(await db.quoteVersion.count({ where: { quoteId: quotes[0].id } })).toBe(1);
  });

  it("refuses to revise a rejected quote (409 QUOTATION_INVALID_STATE)", async () => {
    const { vendors, quotes } = await quotedRfq();
    await db.quote.update({ where: { id: quotes[0].id }, data: { status: "rejected" } });
    const res = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { total_price: "900.000" });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("QUOTATION_INVALID_STATE");
    expect(await status(quotes[0].id)).toBe("rejected");
  });

  it("is 403 VENDOR_NOT_APPROVED once the vendor is suspended", async () => {
    const { vendors, quotes } = await quotedRfq();
    await db.vendor.update({ where: { id: vendors[0].vendor.id }, data: { status: "suspended" } });
    const res = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { total_price: "900.000" });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("VENDOR_NOT_APPROVED");
  });
});

describe("answering a counter", () => {
  it("a revision answers it; the RFQ stays negotiating until no counter waits, then is quoted again", async () => {
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    expect((await quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1000.000" })).status).toBe(200);
    expect((await quoteFlowApi(buyer).counter(quotes[1].id, { message: "Can you include a drone?" })).status).toBe(200);
    expect(await rfqStatus(rfq.id)).toBe("negotiating");

    const first = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { total_price: "1100.000" });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.status).toBe("submitted");
    expect(await rfqStatus(rfq.id)).toBe("negotiating");

    expect((await quoteFlowApi(vendors[1].owner).revise(quotes[1].id, { total_price: "1400.000" })).status).toBe(200);
    expect(await status(quotes[1].id)).toBe("submitted");
    expect(await rfqStatus(rfq.id)).toBe("quoted");
    expect(await db.auditLog.count({ where: { entityId: rfq.id, action: "rfq.negotiation_answered" } })).toBe(1);
  });

  it("holds firm: final_offer with the same total answers the counter as a version marked final", async () => {
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    await quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1000.000" });
    const res = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { final_offer: true });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ status: "submitted", revision: 2, total: { amount: "1200.000" }, final_offer: true, rounds_used: 1 });
    expect(res.json.data.items).toHaveLength(1);
    expect(res.json.data.history.map((h: { type: string }) => h.type)).toEqual(["version", "counter", "version"]);
    expect(await db.auditLog.count({ where: { entityId: quotes[0].id, action: "quotation.held_firm" } })).toBe(1);
    expect(await rfqStatus(rfq.id)).toBe("quoted");
    const note = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "quote.final_offer" } });
    expect(note.params).toMatchObject({ amount: { amount: "1200.000", currency: "KWD" } });

    // The same total sent in full also holds firm.
    await quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1100.000" });
    const again = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { total_price: "1200.000", final_offer: true });
    expect(again.status).toBe(200);
    expect(await db.auditLog.count({ where: { entityId: quotes[0].id, action: "quotation.held_firm" } })).toBe(2);
  });
});

describe("withdrawing a quotation", () => {
  it("withdraws once (a second time is 409), leaves the compare view, and tells the customer", async () => {
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    const res = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { action: "withdraw" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.status).toBe("withdrawn");
    const twice = await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { action: "withdraw" });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe("QUOTATION_INVALID_STATE");
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "quote.withdrawn" } })).toBe(1);
    expect(await rfqStatus(rfq.id)).toBe("quoted");
    const compare = await quoteFlowApi(buyer).compare(rfq.id);
    expect(compare.json.data.map((q: { id: string }) => q.id)).toEqual([quotes[1].id]);
    // One quote per vendor per RFQ: no new one after withdrawing.
    expect((await quoteFlowApi(vendors[0].owner).submit(rfq.id, { total_price: "900.000" })).status).toBe(409);
  });

  it("withdrawing the last live quote reopens the RFQ; a countered one answers the negotiation", async () => {
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    await quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1000.000" });
    expect(await rfqStatus(rfq.id)).toBe("negotiating");
    expect((await quoteFlowApi(vendors[0].owner).reviseCatalog(quotes[0].id, { withdraw: true })).status).toBe(200);
    expect(await rfqStatus(rfq.id)).toBe("quoted");
    expect((await quoteFlowApi(vendors[1].owner).revise(quotes[1].id, { action: "withdraw" })).status).toBe(200);
    expect(await rfqStatus(rfq.id)).toBe("pending");
  });
});
