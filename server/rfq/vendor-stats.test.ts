import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { categoryId } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { customerQuoteApi } from "@/server/test/bookings";
import { quoteFlowApi } from "@/server/test/quotes";
import { customer, eventOf, quotingVendor } from "@/server/test/rfqs";

// The vendor's analytics count what the RFQ module does: an RFQ sent to it,
// the quotation it sends, the quotation the customer accepts (the dashboard
// and GET /vendors/me/analytics read these counters).

const inDays = (n: number) => new Date(now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
const totals = async (owner: TestUser) => {
  const res = await call("/vendors/me/analytics", { headers: auth(owner.token) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.totals as { rfqs_received: number; quotes_sent: number; quotes_won: number };
};

describe("vendor analytics from the RFQ loop", () => {
  it("counts the RFQ received, the quotation sent and the quotation won, each once", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const a = await quotingVendor();
    const b = await quotingVendor();
    const headers = auth(buyer.token);
    const draft = await call(`/events/${event.id}/quotation-requests`, {
      method: "POST",
      headers,
      body: {
        category_id: await categoryId("photography"),
        title: "Wedding photography",
        description: "Full-day coverage of the wedding, with an album and a short film.",
        targeting: "targeted",
        vendor_ids: [a.vendor.id, b.vendor.id],
        needed_by_date: inDays(5),
      },
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    const rfqId = draft.json.data.id as string;
    expect((await call(`/quotation-requests/${rfqId}/send`, { method: "POST", headers })).status).toBe(200);
    expect(await totals(a.owner)).toMatchObject({ rfqs_received: 1, quotes_sent: 0, quotes_won: 0 });

    const body = { total_price: "900.000", items: [{ name: "Photographer, full day", quantity: 1, unit_price: "900.000" }], validity_days: 10 };
    const quoteA = await quoteFlowApi(a.owner).submit(rfqId, body);
    expect(quoteA.status, JSON.stringify(quoteA.json)).toBe(201);
    expect((await quoteFlowApi(b.owner).submit(rfqId, body)).status).toBe(201);
    expect(await totals(b.owner)).toMatchObject({ rfqs_received: 1, quotes_sent: 1, quotes_won: 0 });

    const accepted = await customerQuoteApi(buyer.token).acceptCatalog(quoteA.json.data.id);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(201);
    expect(await totals(a.owner)).toMatchObject({ rfqs_received: 1, quotes_sent: 1, quotes_won: 1 });
    expect(await totals(b.owner)).toMatchObject({ rfqs_received: 1, quotes_sent: 1, quotes_won: 0 });
  });
});
