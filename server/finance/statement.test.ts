import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { db } from "@/server/core/db/client";
import { amountInArabicWords } from "@/server/invoices/pdf/amount-in-words";
import { vendorWithOwner } from "@/server/test/fixtures";
import { signedIn } from "@/server/test/identity";
import { GOOD_IBAN, bookingWithEntry, fetchStatement, financeApi } from "../test/finance";

// Who reads a vendor's ledger, settlements and statement (the vendor's owner,
// Finance, Super; everyone else 404), the settlement report (report.finance),
// mark-paid, and the statement PDF itself.

const runDay = new Date(kuwaitDay(now()).getTime() - 5 * 86_400_000);
let settled: Promise<{ setup: Awaited<ReturnType<typeof bookingWithEntry>>; settlementId: string; reference: string }> | undefined;
const settledVendor = () =>
  (settled ??= (async () => {
    const setup = await bookingWithEntry();
    await financeApi(setup.owner.token).putPayoutAccount({ holder_name: "Khaimat Bahar Co", iban: GOOD_IBAN });
    const finance = await signedIn({ roles: ["admin_finance"] });
    await db.booking.update({ where: { id: setup.bookingId }, data: { serviceDate: runDay } });
    const res = await financeApi(finance.token).run(runDay.toISOString().slice(0, 10));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const s = res.json.data.settlements.find((x: { vendor: { id: string } }) => x.vendor.id === setup.vendorId);
    return { setup, settlementId: s.id as string, reference: s.reference as string };
  })());

describe("access to a vendor's finance", () => {
  it("the owner reads its ledger and settlements; another vendor's owner and a customer get 404; Finance reads any", async () => {
    const { setup, settlementId } = await settledVendor();
    const own = financeApi(setup.owner.token);
    const ledger = await own.ledger(setup.vendorId);
    expect(ledger.status, JSON.stringify(ledger.json)).toBe(200);
    expect(ledger.json.data).toEqual([
      expect.objectContaining({
        kind: "deposit",
        status: "settled",
        settlement_id: settlementId,
        vendor_share: { amount: "180.000", currency: "KWD" },
        commission_rate: "0.0500",
        booking_total: { amount: "1200.000", currency: "KWD" },
        booking: { id: setup.bookingId, reference: setup.booking.reference },
      }),
    ]);
    expect(ledger.json.meta.totals.settled).toEqual({ amount: "180.000", currency: "KWD" });
    expect((await own.ledger(setup.vendorId, { status: "pending" })).json.data).toEqual([]);
    expect((await own.settlements(setup.vendorId)).json.data.map((s: { id: string }) => s.id)).toEqual([settlementId]);
    expect((await own.statement(setup.vendorId, settlementId)).status).toBe(200);

    const other = await vendorWithOwner();
    for (const token of [other.owner.token, setup.buyer.token]) {
      const api = financeApi(token);
      expect((await api.ledger(setup.vendorId)).status).toBe(404);
      expect((await api.settlements(setup.vendorId)).status).toBe(404);
      expect((await api.statement(setup.vendorId, settlementId)).status).toBe(404);
    }
    // Another vendor's settlement under one's own vendor id is just as absent.
    expect((await financeApi(other.owner.token).statement(other.vendor.id, settlementId)).status).toBe(404);

    const finance = financeApi((await signedIn({ roles: ["admin_finance"] })).token);
    expect((await finance.ledger(setup.vendorId)).status).toBe(200);
    expect((await finance.settlements(setup.vendorId)).status).toBe(200);
    expect((await finance.statement(setup.vendorId, settlementId)).status).toBe(200);
    const support = financeApi((await signedIn({ roles: ["admin_support"] })).token);
    expect((await support.ledger(setup.vendorId)).status).toBe(404);
  });

  it("the settlement report is Finance's: Support 403, a vendor 403", async () => {
    const { setup, settlementId } = await settledVendor();
    const date = runDay.toISOString().slice(0, 10);
    const finance = financeApi((await signedIn({ roles: ["admin_finance"] })).token);
    const report = await finance.report(date);
    expect(report.status).toBe(200);
    expect(report.json.data.settlements.map((s: { id: string }) => s.id)).toContain(settlementId);
    expect(report.json.data.totals.net_payout.amount).toBe("180.000");
    expect((await finance.report("2026-13-45")).status).toBe(422);
    expect((await financeApi((await signedIn({ roles: ["admin_support"] })).token).report(date)).status).toBe(403);
    expect((await financeApi(setup.owner.token).report(date)).status).toBe(403);
    expect((await financeApi((await signedIn({ roles: ["admin_support"] })).token).run()).status).toBe(403);
  });

  it("Finance marks a settlement paid once: audited, the owner told; again 409", async () => {
    const { setup, settlementId } = await settledVendor();
    const financeUser = await signedIn({ roles: ["admin_finance"] });
    const finance = financeApi(financeUser.token);
    const paid = await finance.markPaid(settlementId, "TRF-2026-0042");
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data).toMatchObject({ status: "paid", payout_reference: "TRF-2026-0042" });
    expect((await finance.markPaid(settlementId, "TRF-2026-0043")).status).toBe(409);
    expect(await db.auditLog.count({ where: { action: "settlement.paid", entityId: settlementId, actorId: financeUser.id } })).toBe(1);
    const [notice] = await db.notification.findMany({ where: { userId: setup.owner.id, kind: "settlement.paid" } });
    expect(notice.params).toMatchObject({ payout_reference: "TRF-2026-0042", amount: { amount: "180.000", currency: "KWD" } });
  });
});

describe("statement PDF", () => {
  it("is served by its signed link as application/pdf with the reference, the net payout and the Arabic words", async () => {
    const { setup, settlementId, reference } = await settledVendor();
    const link = await financeApi(setup.owner.token).statement(setup.vendorId, settlementId);
    const res = await fetchStatement(link.json.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(reference);
    expect(text).toContain("180.000");
    expect(text).toContain(setup.booking.reference);
    // The commission stands beside its base, the booking total, not the deposit.
    expect(text.replace(/\s+/g, " ")).toContain(`60.000 (5% × ${setup.booking.total.toFixed(3)})`);
    expect(text).toContain("One hundred eighty Kuwaiti dinars");
    // Arabic comes out of the PDF word by word in visual order (tanween glyphs may move), so look for the words.
    expect(amountInArabicWords("180.000")).toContain("مائة وثمانون");
    for (const word of ["فقط", "مائة", "وثمانون", "كويتي", "صافي"]) expect(text, word).toContain(word);
  });

  it("a forged or expired link is 404", async () => {
    const { setup, settlementId } = await settledVendor();
    const link = (await financeApi(setup.owner.token).statement(setup.vendorId, settlementId)).json.data.url as string;
    expect((await fetchStatement(link.replace(/signature=[^&]+/, "signature=AAAA"))).status).toBe(404);
    const clock = freezeClock(new Date(Date.now() + 6 * 60_000));
    try {
      expect((await fetchStatement(link)).status).toBe(404);
    } finally {
      void clock;
      resetClock();
    }
  });
});
