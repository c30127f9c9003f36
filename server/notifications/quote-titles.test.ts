import { describe, expect, it } from "vitest";
import { call } from "@/server/test/http";
import { bearer, type TestUser } from "@/server/test/identity";
import { quoteFlowApi } from "@/server/test/quotes";
import { customer, eventOf, quotingVendor, sentRfq } from "@/server/test/rfqs";
import { isolate } from "./params";

// Notification titles name who and what: two quotes on one
// request read differently, and so do two quotes of one vendor on two events.

type Note = { kind: string; title: string; body: string };

async function inbox(user: TestUser, locale: "ar" | "en"): Promise<Note[]> {
  const res = await call("/notifications", { headers: bearer(user.token, locale) });
  expect(res.status).toBe(200);
  return res.json.data.filter((n: Note) => n.kind === "quote.received");
}

describe("quote notification titles", () => {
  it("two quotes on one request name their vendor and amount, in both languages", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id, { title: "Sara's wedding" });
    const a = await quotingVendor();
    const b = await quotingVendor();
    const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id]);
    expect((await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "1200.000" })).status).toBe(201);
    expect((await quoteFlowApi(b.owner).submit(rfq.id, { total_price: "950.500" })).status).toBe(201);

    const [second, first] = await inbox(buyer, "en");
    // Names and amounts as isolates, so an Arabic name cannot turn the English sentence around.
    expect(first.title).toBe(`${isolate(a.vendor.nameEn)} quoted ${isolate("1,200.000 KWD")}`);
    expect(second.title).toBe(`${isolate(b.vendor.nameEn)} quoted ${isolate("950.500 KWD")}`);
    expect(first.body).toContain(isolate("Sara's wedding"));

    const arabic = await inbox(buyer, "ar");
    expect(arabic[0].title).not.toBe(arabic[1].title);
    expect(arabic[1].title).toBe(`عرض سعر من ${isolate(a.vendor.nameAr)} بقيمة ${isolate("1,200.000 د.ك")}`);
  });

  it("one vendor's quotes on two events name the event", async () => {
    const buyer = await customer();
    const vendor = await quotingVendor();
    for (const title of ["Sara's wedding", "Ali's graduation"]) {
      const rfq = await sentRfq(await eventOf(buyer.id, { title }), [vendor.vendor.id]);
      expect((await quoteFlowApi(vendor.owner).submit(rfq.id, { total_price: "500.000" })).status).toBe(201);
    }
    const [later, earlier] = await inbox(buyer, "en");
    expect(earlier.body).toContain(`for “${isolate("Sara's wedding")}”`);
    expect(later.body).toContain(`for “${isolate("Ali's graduation")}”`);
    expect(`${earlier.title} ${earlier.body}`).not.toBe(`${later.title} ${later.body}`);
  });
});
