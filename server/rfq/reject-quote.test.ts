import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { customerQuoteApi } from "@/server/test/bookings";
import { tokenFor } from "@/server/test/identity";
import { customer, eventOf, quotedRfq, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";

// Rejecting quotes through both path sets, and what the RFQ becomes when
// its last live quote is rejected (docs/decisions.md "RFQ after its last live quote").

const DAY = 86_400_000;
const rfqStatus = async (id: string) => (await db.rfq.findUniqueOrThrow({ where: { id } })).status;

describe("rejecting a quote", () => {
  it("rejects one quote with a reason and note; the RFQ stays open while another quote is live", async () => {
    const { buyer, rfq, quotes } = await quotedRfq();
    const res = await customerQuoteApi(buyer.token).rejectCatalog(quotes[0].id, { reason: "too_expensive", note: "Over our budget" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id: quotes[0].id, status: "rejected" });
    const row = await db.quote.findUniqueOrThrow({ where: { id: quotes[0].id } });
    expect(row).toMatchObject({ rejectReason: "too_expensive", rejectNote: "Over our budget" });
    expect(await rfqStatus(rfq.id)).toBe("quoted");
    const [owner] = await db.vendorMember.findMany({ where: { vendorId: quotes[0].vendorId } });
    const notice = await db.notification.findFirstOrThrow({ where: { userId: owner.userId, kind: "quote.rejected" } });
    expect(notice).toMatchObject({
      entityType: "rfq",
      entityId: rfq.id,
      params: { rfq_title: rfq.title, reason: { ar: "السعر أعلى من المتوقع", en: "the price is higher than expected" } },
    });
    const again = await customerQuoteApi(buyer.token).rejectModule(quotes[0].id, { reason: "too_expensive" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("QUOTATION_INVALID_STATE");
  });

  it("validates the reason (fixed list) and needs a note for `other`; someone else's quote is 404", async () => {
    const { buyer, quotes } = await quotedRfq();
    const noNote = await customerQuoteApi(buyer.token).rejectModule(quotes[0].id, { reason: "other" });
    expect(noNote.status).toBe(422);
    expect(noNote.json.error.details.note).toEqual(['Tell the vendor why in a short note (required when the reason is "other").']);
    expect((await customerQuoteApi(buyer.token).rejectModule(quotes[0].id, { reason: "cheaper_elsewhere" })).status).toBe(422);
    expect((await customerQuoteApi(buyer.token).rejectModule(quotes[0].id, { reason: "other", note: "x".repeat(501) })).status).toBe(422);
    const stranger = await customer();
    expect((await customerQuoteApi(stranger.token).rejectModule(quotes[0].id, { reason: "too_expensive" })).status).toBe(404);
    expect((await customerQuoteApi(buyer.token).rejectModule(quotes[0].id, { reason: "other", note: "We booked a friend" })).status).toBe(200);
  });

  it("the last live quote rejected when every recipient has answered: the RFQ is rejected", async () => {
    const { buyer, rfq, quotes } = await quotedRfq();
    await customerQuoteApi(buyer.token).rejectCatalog(quotes[0].id, { reason: "too_expensive" });
    await customerQuoteApi(buyer.token).rejectCatalog(quotes[1].id, { reason: "vendor_too_slow" });
    expect(await rfqStatus(rfq.id)).toBe("rejected");
  });

  it("the last live quote rejected while another recipient may still quote, within needed-by: the RFQ is pending again", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const a = await quotingVendor();
    const b = await quotingVendor();
    const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id]);
    const quote = await submittedQuote(rfq.id, a.vendor.id);
    await customerQuoteApi(buyer.token).rejectModule(quote.id, { reason: "not_what_i_need" });
    expect(await rfqStatus(rfq.id)).toBe("pending");
  });

  it("the last live quote rejected after the needed-by date while another recipient has not answered: the RFQ expires and the customer is told", async () => {
    const clock = freezeClock();
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 3 });
    const a = await quotingVendor();
    const b = await quotingVendor();
    const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id]);
    const quote = await submittedQuote(rfq.id, a.vendor.id, { validityDays: 30 });
    clock.advance(5 * DAY);
    const res = await customerQuoteApi(await tokenFor(buyer.id)).rejectModule(quote.id, { reason: "event_changed" });
    expect(res.status).toBe(200);
    expect(await rfqStatus(rfq.id)).toBe("expired");
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "rfq.expired", entityId: rfq.id } })).toBe(1);
  });

  it("rejecting the only countered quote of a negotiating RFQ returns it to quoted", async () => {
    const { buyer, rfq, quotes } = await quotedRfq();
    await db.quote.update({ where: { id: quotes[0].id }, data: { status: "counter_received", rounds: 1 } });
    await db.rfq.update({ where: { id: rfq.id }, data: { status: "negotiating" } });
    expect((await customerQuoteApi(buyer.token).rejectCatalog(quotes[0].id, { reason: "too_expensive" })).status).toBe(200);
    expect(await rfqStatus(rfq.id)).toBe("quoted");
  });
});
