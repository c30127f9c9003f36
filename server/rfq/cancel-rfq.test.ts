import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { opsAdmin } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { customer, eventOf, quotedRfq, quotingVendor, sentRfq } from "@/server/test/rfqs";

// Cancelling (catalog path set; the module one shares the use case), the
// customer's lists in both path sets and the admin oversight list.

function rfqs(user: TestUser) {
  const headers = auth(user.token);
  return {
    list: (query: Record<string, string> = {}) => call("/rfqs", { headers, query }),
    requests: (query: Record<string, string> = {}) => call("/quotation-requests", { headers, query }),
    get: (id: string) => call(`/rfqs/${id}`, { headers }),
    cancel: (id: string, body: unknown = {}) => call(`/rfqs/${id}/cancel`, { method: "POST", headers, body }),
  };
}

describe("cancelling", () => {
  it("cancels a quoted RFQ: live quotes become void and every recipient's members are told", async () => {
    const { buyer, rfq, vendors, quotes } = await quotedRfq();
    const silent = await quotingVendor();
    await db.rfqRecipient.create({ data: { id: newId(), rfqId: rfq.id, vendorId: silent.vendor.id, sentAt: rfq.sentAt! } });
    await db.quote.update({ where: { id: quotes[1].id }, data: { status: "withdrawn" } });

    const res = await rfqs(buyer).cancel(rfq.id, { reason: "We changed the date." });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.status).toBe("cancelled");
    const after = await db.quote.findMany({ where: { rfqId: rfq.id }, orderBy: { id: "asc" } });
    expect(Object.fromEntries(after.map((q) => [q.id, q.status]))).toEqual({ [quotes[0].id]: "void", [quotes[1].id]: "withdrawn" });
    for (const owner of [vendors[0].owner, vendors[1].owner, silent.owner]) {
      const rows = await db.notification.findMany({ where: { userId: owner.id, kind: "rfq.cancelled" } });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ entityType: "rfq", entityId: rfq.id, params: { rfq_title: "Wedding photography" } });
    }
    expect((await db.rfq.findUniqueOrThrow({ where: { id: rfq.id } })).cancelReason).toBe("We changed the date.");
    expect(await db.auditLog.count({ where: { action: { in: ["rfq.cancelled", "quote.voided"] } } })).toBe(2);
  });

  it("discards a draft without telling anyone", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const vendor = await quotingVendor();
    const create = await call("/rfqs", {
      method: "POST",
      headers: auth(buyer.token),
      body: {
        event_id: event.id,
        category_id: (await db.category.findUniqueOrThrow({ where: { slug: "photography" } })).id,
        description: "Photos please",
        vendor_ids: [vendor.vendor.id],
      },
    });
    expect(create.status).toBe(201);
    const res = await rfqs(buyer).cancel(create.json.data.id);
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("cancelled");
    expect(await db.notification.count({ where: { userId: vendor.owner.id } })).toBe(0);
    expect(await db.auditLog.count({ where: { entityId: create.json.data.id, action: "rfq.discarded" } })).toBe(1);
  });

  it("refuses to cancel a cancelled or expired RFQ (409) and another customer's (404)", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const vendor = await quotingVendor();
    const rfq = await sentRfq(event, [vendor.vendor.id]);
    expect((await rfqs(await customer()).cancel(rfq.id)).status).toBe(404);
    expect((await rfqs(buyer).cancel(rfq.id)).status).toBe(200);
    const again = await rfqs(buyer).cancel(rfq.id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("RFQ_INVALID_STATE");
    const expired = await sentRfq(event, [vendor.vendor.id]);
    await db.rfq.update({ where: { id: expired.id }, data: { status: "expired" } });
    expect((await rfqs(buyer).cancel(expired.id)).json.error.code).toBe("RFQ_INVALID_STATE");
  });
});

describe("lists", () => {
  it("lists the caller's RFQs in both path sets, filtered by event and status, with per-vendor statuses", async () => {
    const { buyer, event, rfq, vendors } = await quotedRfq();
    const second = await eventOf(buyer.id);
    const other = await sentRfq(second, [vendors[0].vendor.id]);
    await quotedRfq(); // another customer's

    const all = await rfqs(buyer).list();
    expect(all.status).toBe(200);
    expect(all.json.data.map((r: { id: string }) => r.id).sort()).toEqual([rfq.id, other.id].sort());
    expect(all.json.meta.pagination.total).toBe(2);
    const byEvent = await rfqs(buyer).requests({ event_id: event.id });
    expect(byEvent.json.data.map((r: { id: string }) => r.id)).toEqual([rfq.id]);
    expect(byEvent.json.data[0].vendors.map((v: { status: string }) => v.status)).toEqual(["quoted", "quoted"]);
    expect((await rfqs(buyer).requests({ status: "pending" })).json.data.map((r: { id: string }) => r.id)).toEqual([other.id]);
    expect((await rfqs(buyer).get(rfq.id)).json.data.quote_count).toBe(2);

    const unknown = await rfqs(buyer).requests({ vendor: "x" });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.json.error.details)).toEqual(["vendor"]);
  });

  it("gives admins with rfq.oversee every RFQ with its customer and recipient count; others 403", async () => {
    const { buyer, rfq } = await quotedRfq();
    const admin = await opsAdmin();
    const res = await call("/admin/rfqs", { headers: auth(admin.token), query: { status: "quoted" } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = res.json.data.find((r: { id: string }) => r.id === rfq.id);
    expect(row).toMatchObject({ customer: { id: buyer.id, name: "Noura Al-Mutairi" }, recipients_count: 2, quote_count: 2, status: "quoted" });
    expect((await call("/admin/rfqs", { headers: auth(admin.token), query: { status: "draft" } })).json.data).toEqual([]);
    expect((await call("/admin/rfqs", { headers: auth(buyer.token) })).status).toBe(403);
  });
});
