import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { opsAdmin } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { customer, eventOf, quotedRfq, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";

// Admin compliance void of a quote (POST /admin/quotes/{quoteId}/void,
// rfq.oversee): reason required, quote void through the machine, audit with
// the reason, vendor and customer notified, the RFQ settled.

const voidQuote = (user: TestUser, quoteId: string, body: unknown = { reason: "Misleading price terms" }) =>
  call(`/admin/quotes/${quoteId}/void`, { method: "POST", headers: auth(user.token), body });

describe("admin compliance void of a quote", () => {
  it("voids a live quote with a reason: audited, vendor and customer told, no longer acceptable, the RFQ stays open for the other quote", async () => {
    const { buyer, vendors, quotes } = await quotedRfq();
    const admin = await opsAdmin();
    const res = await voidQuote(admin, quotes[0].id);
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("quoted");
    expect(res.json.data.quotes.find((q: { id: string }) => q.id === quotes[0].id)).toMatchObject({ status: "void", voidable: false });
    expect((await db.quote.findUniqueOrThrow({ where: { id: quotes[0].id } })).status).toBe("void");
    const audit = await db.auditLog.findMany({ where: { entityId: quotes[0].id, action: "quote.voided" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "admin", actorId: admin.id, reason: "Misleading price terms", diff: { cause: "compliance" } });
    const toCustomer = await db.notification.findMany({ where: { userId: buyer.id, kind: "quote.voided_compliance" } });
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0].params).toMatchObject({ rfq_title: "Wedding photography", reason: { ar: "Misleading price terms", en: "Misleading price terms" } });
    expect(await db.notification.count({ where: { userId: vendors[0].owner.id, kind: "quote.voided_compliance_vendor" } })).toBe(1);
    const accept = await call(`/quotes/${quotes[0].id}/accept`, { method: "POST", headers: auth(buyer.token), body: { deposit_option: "deposit" } });
    expect(accept.status).toBe(409);
    // Voiding again: the quote is no longer live.
    expect((await voidQuote(admin, quotes[0].id)).json.error.code).toBe("QUOTATION_INVALID_STATE");
  });

  it("voiding the last live quote settles the RFQ (expired when every recipient answered), customer told once", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const { vendor } = await quotingVendor();
    const rfq = await sentRfq(event, [vendor.id]);
    const quote = await submittedQuote(rfq.id, vendor.id);
    const admin = await opsAdmin();
    expect((await voidQuote(admin, quote.id)).json.data.status).toBe("expired");
    expect(await db.notification.count({ where: { userId: buyer.id, kind: "rfq.expired" } })).toBe(1);
  });

  it("requires a reason, the rfq.oversee permission, and answers 404 for an unknown quote", async () => {
    const { buyer, quotes } = await quotedRfq();
    const admin = await opsAdmin();
    const noReason = await voidQuote(admin, quotes[0].id, {});
    expect(noReason.status).toBe(422);
    expect(noReason.json.error.code).toBe("VALIDATION_FAILED");
    const finance = await signedIn({ roles: ["admin_finance"] });
    expect((await voidQuote(finance, quotes[0].id)).status).toBe(403);
    expect((await voidQuote(buyer, quotes[0].id)).status).toBe(403);
    expect((await voidQuote(admin, "01JZZZZZZZZZZZZZZZZZZZZZZZ")).status).toBe(404);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quotes[0].id } })).status).toBe("submitted");
    const view = await call(`/admin/rfqs/${quotes[0].rfqId}`, { headers: auth(admin.token) });
    expect(view.status).toBe(200);
    expect(view.json.data.quotes.map((q: { voidable: boolean }) => q.voidable)).toEqual([true, true]);
  });
});
