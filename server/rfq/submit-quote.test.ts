import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { kuwaitMonth } from "@/server/core/kuwait-time";
import { withoutIsolates } from "@/server/notifications/params";
import { renderNotification } from "@/server/notifications/templates";
import { readyMedia } from "@/server/test/fixtures";
import { customer, eventOf, quotingVendor, sentRfq } from "@/server/test/rfqs";
import { quoteFlowApi } from "@/server/test/quotes";
import { setPlan } from "@/server/test/subscriptions";

// Submitting a quotation in both shapes: the rules of the spec's
// "Quotation" resource, the quota, the RFQ and recipient moves, the
// customer's notification, and no sibling information in the answer.

async function setup(opts: { shape?: "catalog" | "module" } = {}) {
  const buyer = await customer({ locale: "en" });
  const event = await eventOf(buyer.id);
  const a = await quotingVendor();
  const b = await quotingVendor();
  const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id], { shape: opts.shape });
  return { buyer, event, a, b, rfq };
}

const moduleBody = {
  total_price: "1200.000",
  items: [
    { name: "Photographer, full day", quantity: 2, unit_price: "450.000" },
    { name: "Printed album", quantity: 1, unit_price: "300.000" },
  ],
  validity_days: 10,
  delivery_notes: "Edited photos within 3 weeks.",
};

describe("submitting a quotation (module shape)", () => {
  it("creates revision 1, moves the recipient and the pending RFQ, takes one quota slot and tells the customer", async () => {
    freezeClock("2026-11-10T08:00:00.000Z");
    const { buyer, a, b, rfq } = await setup();
    const media = await readyMedia(a.owner.id, "quote_attachment", { filename: "offer.jpg" });
    const res = await quoteFlowApi(a.owner).submit(rfq.id, { ...moduleBody, attachment_media_ids: [media] });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const quote = res.json.data;
    expect(res.headers.get("location")).toBe(`/api/v1/vendor/quotes/${quote.id}`);
    expect(quote).toMatchObject({
      rfq_id: rfq.id,
      status: "submitted",
      revision: 1,
      total: { amount: "1200.000", currency: "KWD" },
      tax: { amount: "0.000", currency: "KWD" },
      validity_days: 10,
      valid_until: "2026-11-20T08:00:00.000Z",
      delivery_notes: "Edited photos within 3 weeks.",
      rounds_left: 3,
      quota: { used_this_month: 1, limit: 5 },
    });
    expect(quote.items[0]).toMatchObject({ name: "Photographer, full day", quantity: 2, unit_price: { amount: "450.000" }, line_total: { amount: "900.000" } });
    expect(quote.attachments.map((m: { id: string }) => m.id)).toEqual([media]);
    expect(quote.history).toHaveLength(1);
    expect(JSON.stringify(res.json)).not.toContain(b.vendor.id);

    expect((await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).status).toBe("quoted");
    const recipient = await db.rfqRecipient.findUniqueOrThrow({ where: { rfqId_vendorId: { rfqId: rfq.id, vendorId: a.vendor.id } } });
    expect(recipient.status).toBe("quoted");
    expect(recipient.respondedAt?.toISOString()).toBe("2026-11-10T08:00:00.000Z");
    const usage = await db.vendorQuotaUsage.findUniqueOrThrow({ where: { vendorId_period: { vendorId: a.vendor.id, period: "2026-11" } } });
    expect(usage.quotationsSent).toBe(1);
    const note = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "quote.received" } });
    expect(note.params).toMatchObject({
      vendor_name: { ar: a.vendor.nameAr, en: a.vendor.nameEn },
      rfq_title: "Wedding photography",
      amount: { amount: "1200.000", currency: "KWD" },
    });
    expect(await db.auditLog.count({ where: { entityId: quote.id, action: "quotation.submitted" } })).toBe(1);
  });

  it("a second vendor's quote leaves the RFQ quoted and the vendor's copy shows only its own quote", async () => {
    const { a, b, rfq } = await setup();
    expect((await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "1000.000" })).status).toBe(201);
    const second = await quoteFlowApi(b.owner).submit(rfq.id, { total_price: "950.000" });
    expect(second.status).toBe(201);
    expect(JSON.stringify(second.json)).not.toContain(a.vendor.id);
    expect((await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).status).toBe("quoted");
    const copy = await quoteFlowApi(b.owner).rfq(rfq.id);
    expect(copy.json.data.my_quote.total.amount).toBe("950.000");
    expect(JSON.stringify(copy.json)).not.toContain(a.vendor.id);
  });

  it("an Arabic-speaking customer's notice stores both names and the amount as money, and reads them in Arabic", async () => {
    const buyer = await customer({ locale: "ar" });
    const a = await quotingVendor();
    const rfq = await sentRfq(await eventOf(buyer.id), [a.vendor.id]);
    expect((await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "123456.500" })).status).toBe(201);
    const note = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "quote.received" } });
    expect(note.params).toMatchObject({ vendor_name: { ar: a.vendor.nameAr, en: a.vendor.nameEn }, amount: { amount: "123456.500", currency: "KWD" } });
    const text = withoutIsolates(renderNotification("quote.received", "ar", note.params as Record<string, string>).title);
    expect(text).toBe(`عرض سعر من ${a.vendor.nameAr} بقيمة 123,456.500 د.ك`);
  });

  it("refuses a second quotation from the same vendor (revise instead), without taking quota", async () => {
    const { a, rfq } = await setup();
    const first = await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "1000.000" });
    const again = await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "900.000" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("QUOTATION_INVALID_STATE");
    expect(again.json.error.message).toContain("revise");
    expect(again.json.error.quote_id).toBe(first.json.data.id);
    expect(await db.quote.count({ where: { rfqId: rfq.id } })).toBe(1);
    expect((await db.vendorQuotaUsage.findFirstOrThrow({ where: { vendorId: a.vendor.id } })).quotationsSent).toBe(1);
  });

  it("two submissions at once make one quote: one 201, one 409, one quota slot", async () => {
    const { a, rfq } = await setup();
    const results = await Promise.all([
      quoteFlowApi(a.owner).submit(rfq.id, { total_price: "1000.000" }),
      quoteFlowApi(a.owner).submit(rfq.id, { total_price: "1100.000" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.quote.count({ where: { rfqId: rfq.id } })).toBe(1);
    expect((await db.vendorQuotaUsage.findFirstOrThrow({ where: { vendorId: a.vendor.id } })).quotationsSent).toBe(1);
  });

  it("validates the fields: total range, items, sum within 0.001, validity, notes length", async () => {
    const { a, rfq } = await setup();
    const bad = async (body: Record<string, unknown>) => {
      const res = await quoteFlowApi(a.owner).submit(rfq.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      return res.json.error.details;
    };
    expect(await bad({ total_price: "0.999" })).toEqual({ total_price: ["The total must be between 1.000 and 999,999.999 KWD."] });
    expect(await bad({ total_price: "1000000.000" })).toHaveProperty("total_price");
    expect(await bad({ total_price: "12.5" })).toHaveProperty("total_price");
    expect(await bad({ total_price: "1200.000", items: [{ name: "Album", quantity: 1, unit_price: "1199.998" }] })).toEqual({
      items: ["The line items must add up to the total (within 0.001 KWD)."],
    });
    expect(await bad({ total_price: "10.000", items: [{ name: "A", quantity: 1, unit_price: "10.000" }] })).toHaveProperty(["items.0.name"]);
    expect(await bad({ total_price: "10.000", items: [{ name: "Album", quantity: 10001, unit_price: "0.001" }] })).toHaveProperty(["items.0.quantity"]);
    const many = Array.from({ length: 31 }, () => ({ name: "Print", quantity: 1, unit_price: "1.000" }));
    expect(await bad({ total_price: "31.000", items: many })).toHaveProperty("items");
    expect(await bad({ total_price: "10.000", validity_days: 31 })).toHaveProperty("validity_days");
    expect(await bad({ total_price: "10.000", validity_days: 0 })).toHaveProperty("validity_days");
    expect(await bad({ total_price: "10.000", delivery_notes: "x".repeat(2001) })).toHaveProperty("delivery_notes");
    expect(await bad({ total_price: "10.000", attachment_media_ids: ["a", "b", "c", "d", "e", "f"] })).toHaveProperty("attachment_media_ids");
    expect(await db.quote.count({ where: { rfqId: rfq.id } })).toBe(0);

    // Within 0.001 is accepted; validity defaults to 7 days.
    const ok = await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "1200.000", items: [{ name: "Album", quantity: 1, unit_price: "1199.999" }] });
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    expect(ok.json.data.validity_days).toBe(7);
  });

  it("is 403 VENDOR_NOT_APPROVED for a suspended vendor and 404 for a vendor that did not receive the RFQ", async () => {
    const { a, rfq } = await setup();
    const outsider = await quotingVendor();
    expect((await quoteFlowApi(outsider.owner).submit(rfq.id, { total_price: "100.000" })).status).toBe(404);
    await db.vendor.update({ where: { id: a.vendor.id }, data: { status: "suspended" } });
    const res = await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "100.000" });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("VENDOR_NOT_APPROVED");
    expect(await db.quote.count({ where: { rfqId: rfq.id } })).toBe(0);
  });

  it("is 409 RFQ_INVALID_STATE on a cancelled or expired RFQ", async () => {
    for (const status of ["cancelled", "expired"] as const) {
      const { a, rfq } = await setup();
      await db.rfq.update({ where: { id: rfq.id }, data: { status } });
      const res = await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "100.000" });
      expect(res.status, status).toBe(409);
      expect(res.json.error.code).toBe("RFQ_INVALID_STATE");
    }
  });

  it("is 403 SUBSCRIPTION_QUOTA_EXCEEDED once the month's quotations are spent, and a better plan lifts it", async () => {
    const { a, rfq } = await setup();
    await db.vendorQuotaUsage.create({ data: { vendorId: a.vendor.id, period: kuwaitMonth(new Date()), quotationsSent: 5 } });
    const res = await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "100.000" });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("SUBSCRIPTION_QUOTA_EXCEEDED");
    expect(await db.quote.count({ where: { rfqId: rfq.id } })).toBe(0);
    expect((await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).status).toBe("pending");
    await setPlan(a.vendor.id, "basic");
    const after = await quoteFlowApi(a.owner).submit(rfq.id, { total_price: "100.000" });
    expect(after.status).toBe(201);
    expect(after.json.data.quota).toEqual({ used_this_month: 6, limit: 20 });
  });
});

describe("submitting a quotation (catalog shape)", () => {
  it("POST /quotations: the total is the sum of the lines, valid to the end of the chosen Kuwait day", async () => {
    freezeClock("2026-11-10T08:00:00.000Z");
    const { a, rfq } = await setup({ shape: "catalog" });
    const res = await quoteFlowApi(a.owner).submitCatalog({
      rfq_id: rfq.id,
      items: [
        { description: "Hall decoration", quantity: 1, unit_price: "700.000" },
        { description: "Flower arches", quantity: 4, unit_price: "125.250" },
      ],
      notes: "Setup the day before.",
      valid_until: "2026-11-20",
      delivery_time_days: 5,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.headers.get("location")).toBe(`/api/v1/quotations/${res.json.data.id}`);
    expect(res.json.data).toMatchObject({
      rfq_id: rfq.id,
      revision: 1,
      status: "submitted",
      total: { amount: "1201.000" },
      valid_until: "2026-11-20T21:00:00.000Z",
      validity_days: 10,
      delivery_time_days: 5,
      notes: "Setup the day before.",
      quota: { used_this_month: 1, limit: 5 },
    });
    expect(res.json.data.items[1]).toMatchObject({ description: "Flower arches", line_total: { amount: "501.000" } });
  });

  it("refuses a valid_until today or more than 30 days ahead, no items, and an RFQ the vendor did not receive", async () => {
    freezeClock("2026-11-10T08:00:00.000Z");
    const { a, rfq } = await setup({ shape: "catalog" });
    const items = [{ description: "Hall decoration", quantity: 1, unit_price: "700.000" }];
    for (const valid_until of ["2026-11-10", "2026-12-11", "2026-02-31"]) {
      const res = await quoteFlowApi(a.owner).submitCatalog({ rfq_id: rfq.id, items, valid_until });
      expect(res.status, valid_until).toBe(422);
      expect(res.json.error.details).toHaveProperty("valid_until");
    }
    expect((await quoteFlowApi(a.owner).submitCatalog({ rfq_id: rfq.id, items: [] })).status).toBe(422);
    expect((await quoteFlowApi(a.owner).submitCatalog({ rfq_id: rfq.id, items: [{ description: "Tiny", quantity: 1, unit_price: "0.500" }] })).status).toBe(
      422,
    );
    const outsider = await quotingVendor();
    expect((await quoteFlowApi(outsider.owner).submitCatalog({ rfq_id: rfq.id, items })).status).toBe(404);
    const ok = await quoteFlowApi(a.owner).submitCatalog({ rfq_id: rfq.id, items, valid_until: "2026-12-10" });
    expect(ok.status).toBe(201);
    expect(ok.json.data.validity_days).toBe(30);
  });
});
