import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { actAsVendor } from "@/server/test/conversations";
import { vendorMember } from "@/server/test/fixtures";
import { draftsApi, serviceWithPackages, setQuoteItems } from "@/server/test/quote-drafts";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";
import { readFileSync } from "node:fs";
import path from "node:path";

// POST /vendor/quotes/{quoteId}/ai-draft (docs/quote-drafts.md): a draft from
// the vendor's own data only, with where each line came from, quantities for
// the guest count, a bilingual note; it changes nothing in the database.

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetConfig();
});

/** Everything a sent quote or a status change would touch. */
async function stateOf(rfqId: string) {
  return {
    rfq: await db.rfq.findUniqueOrThrow({ where: { id: rfqId } }),
    recipients: await db.rfqRecipient.findMany({ where: { rfqId }, orderBy: { id: "asc" } }),
    quotes: await db.quote.findMany({ where: { rfqId }, include: { versions: true }, orderBy: { id: "asc" } }),
    notifications: await db.notification.count(),
    outbox: await db.outboxEvent.count(),
    audit: await db.auditLog.count(),
    quota: await db.vendorQuotaUsage.findMany({ orderBy: [{ vendorId: "asc" }, { period: "asc" }] }),
    stats: await db.vendorDailyStat.count(),
  };
}

async function twoVendors() {
  const buyer = await customer();
  const event = await eventOf(buyer.id);
  await db.event.update({ where: { id: event.id }, data: { locationText: "Block 4, Street 12, House 7, Salwa" } });
  const a = await quotingVendor();
  const b = await quotingVendor();
  return { buyer, event, a, b };
}

describe("a quote draft from the vendor's catalog", () => {
  it("takes each published service's first package (or its from-price) in the RFQ's category, never another vendor's, and changes nothing", async () => {
    const { event, a, b } = await twoVendors();
    const mine = await serviceWithPackages(a.vendor.id, {
      packages: [
        { name: "Silver", price: "300.000" },
        { name: "Gold", price: "600.000" },
      ],
    });
    const fromOnly = await serviceWithPackages(a.vendor.id, { name: "Engagement shoot", priceFrom: "120.500" });
    await serviceWithPackages(a.vendor.id, { name: "Hidden draft", status: "draft", packages: [{ name: "Draft pkg", price: "999.000" }] });
    await serviceWithPackages(a.vendor.id, { name: "Catering", category: "catering", packages: [{ name: "Buffet", price: "800.000" }] });
    const theirs = await serviceWithPackages(b.vendor.id, { name: "Rival photography", packages: [{ name: "Rival", price: "100.000" }] });
    const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id]);

    const before = await stateOf(rfq.id);
    const res = await draftsApi(a.owner).draft(rfq.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const d = res.json.data;
    expect(d).toMatchObject({ rfq_id: rfq.id, quote_id: null, based_on: null, validity_days: 7 });
    expect(d.lines).toEqual([
      {
        name: "Silver",
        quantity: 1,
        unit_price: { amount: "300.000", currency: "KWD" },
        line_total: { amount: "300.000", currency: "KWD" },
        source: { type: "package", id: mine.packages[0].id },
      },
      {
        name: "Engagement shoot",
        quantity: 1,
        unit_price: { amount: "120.500", currency: "KWD" },
        line_total: { amount: "120.500", currency: "KWD" },
        source: { type: "service", id: fromOnly.id },
      },
    ]);
    expect(d.total).toEqual({ amount: "420.500", currency: "KWD" });
    expect(d.sources).toEqual([
      { type: "package", id: mine.packages[0].id, name: "Silver" },
      { type: "service", id: fromOnly.id, name: "Engagement shoot" },
    ]);
    expect(d.note.by).toBe("built_in");
    expect(d.note.en).toContain("250 guests");
    expect(d.note.ar).toContain("250");
    expect(d.note.text).toBe(d.note.en);
    expect(d.basis).toMatchObject({ guest_count: 250, budget_band: "unknown" });
    const text = JSON.stringify(res.json);
    for (const id of [theirs.id, theirs.packages[0].id, b.vendor.id]) expect(text).not.toContain(id);
    expect(text).not.toContain("Buffet");
    expect(text).not.toContain("Draft pkg");

    // Nothing sent, nothing moved, nobody told: not even the "viewed" mark a read of the RFQ sets.
    expect(await stateOf(rfq.id)).toEqual(before);

    const ar = await draftsApi(a.owner, "ar").draft(rfq.id);
    expect(ar.json.data.lines[0].name).toBe("باقة Silver");
    expect(ar.json.data.note.text).toBe(ar.json.data.note.ar);
  });

  it("gives no lines and a note when the vendor has nothing to draft from", async () => {
    const { event, a } = await twoVendors();
    const rfq = await sentRfq(event, [a.vendor.id]);
    const res = await draftsApi(a.owner).draft(rfq.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ lines: [], total: null, sources: [] });
    expect(res.json.data.note.en.length).toBeGreaterThan(10);
  });
});

describe("a quote draft from the vendor's past quotes", () => {
  it("follows the most similar past quote in the category, scaling quantities to the guest count, never another vendor's", async () => {
    const { buyer, event, a, b } = await twoVendors();
    // A past RFQ of 100 guests in the same category and season.
    const pastEvent = await eventOf(buyer.id, { inDays: 60 });
    await db.event.update({ where: { id: pastEvent.id }, data: { guestsExpected: 100 } });
    const past = await sentRfq(pastEvent, [a.vendor.id, b.vendor.id]);
    const mineBefore = await submittedQuote(past.id, a.vendor.id);
    await setQuoteItems(mineBefore.id, [
      { name: "Full-day coverage", quantity: 1, unit_price: "500.000" },
      { name: "Printed photo per guest", quantity: 100, unit_price: "2.000" },
      { name: "Extra prints", quantity: 10, unit_price: "5.000" },
    ]);
    const theirs = await submittedQuote(past.id, b.vendor.id);
    await setQuoteItems(theirs.id, [{ name: "Rival coverage", quantity: 1, unit_price: "50.000" }]);
    // A catalog package too: a similar past quote leads over it.
    await serviceWithPackages(a.vendor.id, { packages: [{ name: "Silver", price: "300.000" }] });

    const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id]);
    const before = await stateOf(rfq.id);
    const res = await draftsApi(a.owner).draft(rfq.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const d = res.json.data;
    expect(d.based_on).toMatchObject({ quote_id: mineBefore.id });
    expect(d.lines.map((l: { name: string; quantity: number; source: unknown }) => [l.name, l.quantity, l.source])).toEqual([
      ["Full-day coverage", 1, { type: "past_quote", id: mineBefore.id }],
      ["Printed photo per guest", 250, { type: "past_quote", id: mineBefore.id }],
      ["Extra prints", 25, { type: "past_quote", id: mineBefore.id }],
    ]);
    expect(d.total.amount).toBe("1125.000"); // 500 + 250 x 2 + 25 x 5
    expect(d.sources).toEqual([{ type: "past_quote", id: mineBefore.id, name: "Wedding photography" }]);
    expect(JSON.stringify(res.json)).not.toContain("Rival");
    expect(await stateOf(rfq.id)).toEqual(before);

    // Other guest counts give other quantities.
    await db.event.update({ where: { id: event.id }, data: { guestsExpected: 50 } });
    const smaller = await draftsApi(a.owner).draft(rfq.id);
    expect(smaller.json.data.lines.map((l: { quantity: number }) => l.quantity)).toEqual([1, 50, 5]);
  });

  it("drafts a revision on the vendor's own quote id and leaves the quote as it was", async () => {
    const { event, a } = await twoVendors();
    const rfq = await sentRfq(event, [a.vendor.id]);
    const quote = await submittedQuote(rfq.id, a.vendor.id);
    await serviceWithPackages(a.vendor.id, { packages: [{ name: "Silver", price: "300.000" }] });
    const before = await stateOf(rfq.id);
    const res = await draftsApi(a.owner).draft(quote.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ rfq_id: rfq.id, quote_id: quote.id });
    // Its own quote on this RFQ is not a "past quote" for it.
    expect(res.json.data.lines.map((l: { source: { type: string } }) => l.source.type)).toEqual(["package"]);
    expect((await draftsApi(a.owner).draft(rfq.id)).json.data.quote_id).toBe(quote.id);
    expect(await stateOf(rfq.id)).toEqual(before);
  });
});

describe("the model provider of the note", () => {
  it("writes the note from the facts only (no customer's personal data) when configured", async () => {
    const { buyer, event, a } = await twoVendors();
    await serviceWithPackages(a.vendor.id, { packages: [{ name: "Silver", price: "300.000" }] });
    const rfq = await sentRfq(event, [a.vendor.id], { showBudget: true });
    vi.stubEnv("QUOTE_DRAFT_AI_URL", "https://llm.example.com/v1");
    vi.stubEnv("QUOTE_DRAFT_AI_KEY", "sk-test");
    vi.stubEnv("QUOTE_DRAFT_AI_MODEL", "small-model");
    resetConfig();
    const bodies: string[] = [];
    const fixture = readFileSync(path.join(__dirname, "fixtures/chat-completion.json"), "utf8");
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return new Response(fixture, { status: 200 });
    });
    const res = await draftsApi(a.owner).draft(rfq.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.note.by).toBe("model");
    expect(res.json.data.note.en).toContain("This quote covers photography");
    expect(bodies).toHaveLength(1);
    const user = await db.user.findUniqueOrThrow({ where: { id: buyer.id } });
    const sent = bodies[0];
    for (const secret of [
      user.firstName,
      user.lastName,
      user.email,
      user.phone,
      buyer.id,
      "Salwa",
      "Block 4",
      event.title,
      rfq.title,
      rfq.description,
      rfq.id,
      event.id,
    ]) {
      if (secret) expect(sent, String(secret)).not.toContain(secret);
    }
    // The shown budget (1500.000) goes as its band only.
    expect(sent).not.toContain("1500");
    expect(sent).toContain("500_2000");
  });

  it("falls back to the built-in note when the configured provider is unavailable", async () => {
    const { event, a } = await twoVendors();
    await serviceWithPackages(a.vendor.id, { packages: [{ name: "Silver", price: "300.000" }] });
    const rfq = await sentRfq(event, [a.vendor.id]);
    // Nothing listens on port 9 of this machine: the connection is refused.
    vi.stubEnv("QUOTE_DRAFT_AI_URL", "http://127.0.0.1:9/v1");
    vi.stubEnv("QUOTE_DRAFT_AI_KEY", "sk-test");
    vi.stubEnv("QUOTE_DRAFT_AI_MODEL", "small-model");
    resetConfig();
    const res = await draftsApi(a.owner).draft(rfq.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.note.by).toBe("built_in");
    expect(res.json.data.note.en).toContain("250 guests");
    expect(res.json.data.lines).toHaveLength(1);
  });
});

describe("who may draft, and when", () => {
  it("is 401 signed out, 403 for staff and a suspended vendor, 404 for another vendor's quote or an RFQ not received", async () => {
    const { event, a, b } = await twoVendors();
    const rfq = await sentRfq(event, [a.vendor.id]);
    const quote = await submittedQuote(rfq.id, a.vendor.id);
    expect((await draftsApi(null).draft(rfq.id)).status).toBe(401);
    const staff = await actAsVendor(await vendorMember(a.vendor.id, "vendor_staff"), a.vendor.id);
    const refused = await draftsApi(staff).draft(rfq.id);
    expect([refused.status, refused.json.error.code]).toEqual([403, "FORBIDDEN"]);
    for (const id of [quote.id, rfq.id, "not-an-id"]) {
      const res = await draftsApi(b.owner).draft(id);
      expect([res.status, res.json.error.code], id).toEqual([404, "NOT_FOUND"]);
    }
    const manager = await actAsVendor(await vendorMember(a.vendor.id, "vendor_manager"), a.vendor.id);
    expect((await draftsApi(manager).draft(quote.id)).status).toBe(200);
    await db.vendor.update({ where: { id: a.vendor.id }, data: { status: "suspended" } });
    const suspended = await draftsApi(a.owner).draft(quote.id);
    expect([suspended.status, suspended.json.error.code]).toEqual([403, "VENDOR_NOT_APPROVED"]);
  });

  it("is 409 once the RFQ takes no quotation (closed or declined) or the vendor's quote is closed", async () => {
    const { event, a, b } = await twoVendors();
    const closed = await sentRfq(event, [a.vendor.id]);
    await db.rfq.update({ where: { id: closed.id }, data: { status: "cancelled" } });
    const res = await draftsApi(a.owner, "ar").draft(closed.id);
    expect([res.status, res.json.error.code]).toEqual([409, "RFQ_INVALID_STATE"]);

    const declined = await sentRfq(event, [a.vendor.id]);
    await db.rfqRecipient.updateMany({ where: { rfqId: declined.id }, data: { status: "declined" } });
    expect((await draftsApi(a.owner).draft(declined.id)).json.error.code).toBe("RFQ_INVALID_STATE");

    const open = await sentRfq(event, [b.vendor.id]);
    const withdrawn = await submittedQuote(open.id, b.vendor.id);
    await db.quote.update({ where: { id: withdrawn.id }, data: { status: "withdrawn" } });
    for (const id of [withdrawn.id, open.id]) {
      const r = await draftsApi(b.owner).draft(id);
      expect([r.status, r.json.error.code]).toEqual([409, "QUOTATION_INVALID_STATE"]);
    }
  });
});
