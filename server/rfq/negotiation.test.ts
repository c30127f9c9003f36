import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { renderNotification } from "@/server/notifications/templates";
import { vendorMember } from "@/server/test/fixtures";
import { customer, eventOf, quotedRfq, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";
import { fresh, quoteFlowApi } from "@/server/test/quotes";
import { withoutIsolates } from "@/server/notifications/params";

// The customer's counters (quote machine counter, RFQ open_negotiation, at
// most 3 rounds) and re-quote requests, and the history both sides see.

const DAY = 86_400_000;
const rfqStatus = async (id: string) => (await db.rfq.findUniqueOrThrow({ where: { id } })).status;

describe("countering a quotation", () => {
  it("records round 1, moves the quote to counter_received and the RFQ to negotiating, and tells every vendor member", async () => {
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    const staff = await vendorMember(vendors[0].vendor.id, "vendor_staff");
    const res = await quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1000.000", message: "Our budget is 1000." });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ status: "counter_received", rounds_used: 1, rounds_left: 2 });
    expect(res.json.data.history[1]).toMatchObject({
      type: "counter",
      round: 1,
      revision: 1,
      proposed_price: { amount: "1000.000" },
      message: "Our budget is 1000.",
    });
    expect(await rfqStatus(rfq.id)).toBe("negotiating");
    const notes = await db.notification.findMany({ where: { kind: "quote.countered", entityType: "rfq", entityId: rfq.id } });
    expect(notes.map((n) => n.userId).sort()).toEqual([vendors[0].owner.id, staff.id].sort());
    expect(notes[0].params).toMatchObject({ customer_name: "Noura A", amount: { amount: "1000.000", currency: "KWD" }, rfq_title: "Wedding photography" });
    expect(withoutIsolates(renderNotification("quote.countered", "en", notes[0].params as Record<string, string>).body)).toBe(
      "Noura A countered your quotation for Wedding photography: proposed 1,000.000 KWD.",
    );
    expect(await db.auditLog.count({ where: { entityId: quotes[0].id, action: "quotation.countered" } })).toBe(1);
  });

  it("a message-only counter tells the vendor there is no new price", async () => {
    const { buyer, vendors, quotes } = await quotedRfq();
    expect((await quoteFlowApi(buyer).counter(quotes[0].id, { message: "Could you add a second album?" })).status).toBe(200);
    const note = await db.notification.findFirstOrThrow({ where: { userId: vendors[0].owner.id, kind: "quote.countered" } });
    expect(renderNotification("quote.countered", "en", note.params as Record<string, string>).body).toContain("a message without a new price");
  });

  it("refuses a counter on a counter_received quote, and allows 3 rounds only (the 4th is 409)", async () => {
    const { buyer, vendors, quotes } = await quotedRfq();
    const quoteId = quotes[0].id;
    expect((await quoteFlowApi(buyer).counter(quoteId, { proposed_price: "1000.000" })).status).toBe(200);
    const waiting = await quoteFlowApi(buyer).counter(quoteId, { proposed_price: "900.000" });
    expect(waiting.status).toBe(409);
    expect(waiting.json.error.code).toBe("QUOTATION_INVALID_STATE");
    for (const [answer, offer] of [
      ["1150.000", "1050.000"],
      ["1120.000", "1080.000"],
    ]) {
      expect((await quoteFlowApi(vendors[0].owner).revise(quoteId, { total_price: answer })).status).toBe(200);
      expect((await quoteFlowApi(buyer).counter(quoteId, { proposed_price: offer })).status).toBe(200);
    }
    expect((await quoteFlowApi(vendors[0].owner).revise(quoteId, { total_price: "1100.000" })).status).toBe(200);
    const fourth = await quoteFlowApi(buyer).counter(quoteId, { proposed_price: "1090.000" });
    expect(fourth.status).toBe(409);
    expect(fourth.json.error.code).toBe("QUOTATION_INVALID_STATE");
    expect(fourth.json.error.message).toContain("only be accepted or rejected");
    expect((await quoteFlowApi(buyer).requote(quoteId)).status).toBe(409);
    const quote = await db.quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote).toMatchObject({ status: "submitted", rounds: 3, revision: 4 });
    expect(await db.quoteNegotiation.count({ where: { quoteId } })).toBe(3);
  });

  it("two counters at once: one round is taken, the other is 409", async () => {
    const { buyer, quotes } = await quotedRfq();
    const results = await Promise.all([
      quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1000.000" }),
      quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1010.000" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quotes[0].id } })).rounds).toBe(1);
    expect(await db.quoteNegotiation.count({ where: { quoteId: quotes[0].id } })).toBe(1);
  });

  it("is 409 QUOTATION_EXPIRED past the validity date", async () => {
    const clock = freezeClock("2026-11-10T08:00:00.000Z");
    const { buyer, quotes } = await quotedRfq();
    clock.advance(7 * DAY + 1000);
    const res = await quoteFlowApi(await fresh(buyer)).counter(quotes[0].id, { proposed_price: "1000.000" });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("QUOTATION_EXPIRED");
    expect((await db.quote.findUniqueOrThrow({ where: { id: quotes[0].id } })).rounds).toBe(0);
  });

  it("validates the body: something to say, a price above 0 and below the total, a non-empty message", async () => {
    const { buyer, quotes } = await quotedRfq();
    for (const body of [
      {},
      { proposed_price: "0.000" },
      { proposed_price: "1200.000" },
      { proposed_price: "12" },
      { message: "   " },
      { message: "x".repeat(1001) },
    ]) {
      const res = await quoteFlowApi(buyer).counter(quotes[0].id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await db.quoteNegotiation.count({ where: { quoteId: quotes[0].id } })).toBe(0);
  });

  it("is 404 for anyone but the RFQ's customer, the vendor included", async () => {
    const { vendors, quotes } = await quotedRfq();
    const stranger = await customer();
    expect((await quoteFlowApi(stranger).counter(quotes[0].id, { message: "hello" })).status).toBe(404);
    expect((await quoteFlowApi(vendors[0].owner).counter(quotes[0].id, { message: "hello" })).status).toBe(404);
    expect((await quoteFlowApi(stranger).requote(quotes[0].id)).status).toBe(404);
    expect((await quoteFlowApi(stranger).counter("nope", { message: "hello" })).status).toBe(404);
  });
});

describe("requesting a re-quote", () => {
  it("an expired quote is revised only after the customer asks for a re-quote; the revision brings it back", async () => {
    const clock = freezeClock("2026-11-10T08:00:00.000Z");
    const buyer = await customer();
    const a = await quotingVendor();
    const rfq = await sentRfq(await eventOf(buyer.id), [a.vendor.id]);
    const quote = await submittedQuote(rfq.id, a.vendor.id, { validityDays: 3 });
    clock.advance(4 * DAY);
    await db.quote.update({ where: { id: quote.id }, data: { status: "expired" } }); // what the expiry job does

    const vendor = quoteFlowApi(await fresh(a.owner));
    const early = await vendor.revise(quote.id, { total_price: "1150.000" });
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe("QUOTATION_INVALID_STATE");
    expect(early.json.error.message).toContain("re-quote");

    const asked = await quoteFlowApi(await fresh(buyer)).requote(quote.id, { message: "Still interested, can you update the price?" });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json.data.status).toBe("expired");
    expect(asked.json.data.history.at(-1)).toMatchObject({ type: "requote_request", round: null, message: "Still interested, can you update the price?" });
    const note = await db.notification.findFirstOrThrow({ where: { userId: a.owner.id, kind: "quote.requote_requested" } });
    expect(note.params).toMatchObject({ customer_name: "Noura A", rfq_title: "Wedding photography" });

    const revised = await vendor.revise(quote.id, { total_price: "1150.000" });
    expect(revised.status, JSON.stringify(revised.json)).toBe(200);
    expect(revised.json.data).toMatchObject({ status: "submitted", revision: 2, valid_until: "2026-11-21T08:00:00.000Z" });
    expect(revised.json.data.rounds_used).toBe(0);
  });

  it("refuses a re-quote request on a countered or withdrawn quote, and on a closed RFQ", async () => {
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    await quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1000.000" });
    expect((await quoteFlowApi(buyer).requote(quotes[0].id)).status).toBe(409);
    await quoteFlowApi(vendors[1].owner).revise(quotes[1].id, { action: "withdraw" });
    expect((await quoteFlowApi(buyer).requote(quotes[1].id)).json.error.code).toBe("QUOTATION_INVALID_STATE");
    await db.rfq.update({ where: { id: rfq.id }, data: { status: "cancelled" } });
    expect((await quoteFlowApi(buyer).requote(quotes[0].id)).json.error.code).toBe("RFQ_INVALID_STATE");
  });
});

describe("negotiation history", () => {
  it("both sides see every version and counter: the customer in compare, the vendor in my_quote.history", async () => {
    const clock = freezeClock("2026-11-10T08:00:00.000Z");
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    clock.advance(60_000);
    await quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1000.000", message: "Budget is tight." });
    clock.advance(60_000);
    await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { total_price: "1100.000", notes: "Meet in the middle." });
    clock.advance(60_000);
    await quoteFlowApi(buyer).counter(quotes[0].id, { proposed_price: "1050.000" });
    clock.advance(60_000);
    await quoteFlowApi(vendors[0].owner).revise(quotes[0].id, { final_offer: true });

    const expected = [
      { type: "version", revision: 1, total: { amount: "1200.000" }, final_offer: false },
      { type: "counter", round: 1, proposed_price: { amount: "1000.000" }, message: "Budget is tight." },
      { type: "version", revision: 2, total: { amount: "1100.000" }, message: "Meet in the middle." },
      { type: "counter", round: 2, revision: 2, proposed_price: { amount: "1050.000" } },
      { type: "version", revision: 3, total: { amount: "1100.000" }, final_offer: true },
    ];
    const compare = await quoteFlowApi(buyer).compare(rfq.id);
    const mine = compare.json.data.find((q: { id: string }) => q.id === quotes[0].id);
    expect(mine.history).toMatchObject(expected);
    const copy = await quoteFlowApi(vendors[0].owner).rfq(rfq.id);
    expect(copy.json.data.my_quote.history).toMatchObject(expected);
    expect(copy.json.data.my_quote).toMatchObject({ rounds_used: 2, rounds_left: 1, final_offer: true });
  });
});
