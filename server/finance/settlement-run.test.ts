import { writeFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db, dbHandle } from "@/server/core/db/client";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { jobs } from "@/server/jobs/definitions";
import { signedIn } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { recordDepositEntry } from "./record-deposit";
import { freezeBookingEntries } from "./refund-entries";
import { runSettlement } from "./run-settlement";
import { renderStatementPdf } from "./statement-pdf";
import { GOOD_IBAN, bookingWithEntry, financeApi, processRefund, statusOf, depositApplied } from "../test/finance";

// Settlement runs: per vendor, eligible pending entries (booking completed or
// service date on or before the run date, every pending reversal), paid only
// with a payout account and a net above zero. Deposits 240.000, commission
// 60.000, vendor share 180.000; service dates about 60 days ahead.

const day = (d: Date, plus = 0) => new Date(d.getTime() + plus * 86_400_000).toISOString().slice(0, 10);
/** A Kuwait day `n` days ago (runs are only for days that have begun). */
const daysAgo = (n: number) => new Date(kuwaitDay(now()).getTime() - n * 86_400_000);
const serviceOn = (bookingId: string, serviceDate: Date) => db.booking.update({ where: { id: bookingId }, data: { serviceDate } });

async function withPayoutAccount(setup: Awaited<ReturnType<typeof bookingWithEntry>>) {
  const res = await financeApi(setup.owner.token).putPayoutAccount({ holder_name: "Khaimat Bahar Co", iban: GOOD_IBAN });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return setup;
}

describe("runSettlement", () => {
  it("settles per vendor and holds back frozen entries, vendors without a payout account and future service dates", async () => {
    const finance = await signedIn({ roles: ["admin_finance"] });
    const paid = await withPayoutAccount(await bookingWithEntry());
    const completed = await withPayoutAccount(await bookingWithEntry());
    const noAccount = await bookingWithEntry();
    const frozen = await withPayoutAccount(await bookingWithEntry());
    await freezeBookingEntries({ bookingId: frozen.bookingId, customerUserId: frozen.buyer.id, reason: "no show" });
    // The run date P: the service day of most; the completed booking's service date is after P; `later`'s the day after P.
    const P = daysAgo(30);
    const runDate = day(P);
    for (const s of [paid, noAccount, frozen]) await serviceOn(s.bookingId, P);
    await db.booking.update({ where: { id: completed.bookingId }, data: { status: "completed", serviceDate: daysAgo(20) } });
    const later = await withPayoutAccount(await bookingWithEntry());
    await serviceOn(later.bookingId, daysAgo(29));

    const res = await financeApi(finance.token).run(runDate);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const byVendor = new Map(res.json.data.settlements.map((s: { vendor: { id: string } }) => [s.vendor.id, s]));
    expect([...byVendor.keys()].sort()).toEqual([paid.vendorId, completed.vendorId].sort());
    expect(byVendor.get(paid.vendorId)).toMatchObject({
      entry_count: 1,
      gross_deposits: { amount: "240.000" },
      commission: { amount: "60.000" },
      net_payout: { amount: "180.000" },
      status: "pending_payout",
      payout_account: { holder_name: "Khaimat Bahar Co", iban_masked: "KW81 **** **** **** **** **** **01 01" },
    });
    expect(res.json.data.settlements[0].reference).toMatch(new RegExp(`^STL-${runDate.replaceAll("-", "")}-[A-Z2-9]{6}$`));
    expect(await statusOf(paid.entryId)).toBe("settled");
    expect(await statusOf(completed.entryId)).toBe("settled");
    expect(await statusOf(noAccount.entryId)).toBe("pending");
    expect(await statusOf(frozen.entryId)).toBe("frozen");
    expect(await statusOf(later.entryId)).toBe("pending");
    expect(res.json.data.held_back).toEqual({ entry_count: 2, vendor_share: { amount: "360.000", currency: "KWD" } }); // no account + frozen
    const settled = await db.ledgerStatusChange.findFirstOrThrow({ where: { entryId: paid.entryId, status: "settled" } });
    expect(settled.settlementId).toBe((byVendor.get(paid.vendorId) as { id: string }).id);

    // The same date again: the same run, nothing new.
    const again = await financeApi(finance.token).run(runDate);
    expect(again.status).toBe(200);
    expect(again.json.data.run.id).toBe(res.json.data.run.id);
    expect(await db.settlement.count({ where: { runId: res.json.data.run.id } })).toBe(2);
  });

  it("nets a partial refund of an unsettled deposit in the same settlement, a later refund alone is held back (net <= 0)", async () => {
    const finance = await signedIn({ roles: ["admin_finance"] });
    const setup = await withPayoutAccount(await bookingWithEntry());
    await processRefund(setup, "100.000");
    const base = daysAgo(40);
    await serviceOn(setup.bookingId, base);
    const first = await financeApi(finance.token).run(day(base));
    const mine = first.json.data.settlements.find((s: { vendor: { id: string } }) => s.vendor.id === setup.vendorId);
    expect(mine).toMatchObject({ entry_count: 2, gross_deposits: { amount: "140.000" }, commission: { amount: "35.000" }, net_payout: { amount: "105.000" } });
    // Its statement lists the reversal with negative amounts.
    const { pdf } = await renderStatementPdf(mine.id);
    if (process.env.STATEMENT_PDF_OUT) writeFileSync(process.env.STATEMENT_PDF_OUT.replace(".pdf", "-reversal.pdf"), pdf);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    // Each row: booking total, deposit, commission (its rate of the booking total), vendor share.
    expect(text.replace(/\s+/g, " ")).toContain("1200.000 -100.000 -25.000 (5% × 1200.000) -75.000");
    expect(text).toContain("140.000 35.000 105.000");

    // A refund after settlement leaves a pending reversal, held back while it is the vendor's only entry (net <= 0).
    const late = await processRefund(setup, "40.000");
    expect([late.deposit, late.commission, late.vendorShare].map((d) => d.toFixed(3))).toEqual(["-40.000", "-10.000", "-30.000"]);
    expect(await statusOf(setup.entryId)).toBe("settled");
    expect(await statusOf(late.id)).toBe("pending");
    await runSettlement({ date: new Date(`${day(base, 1)}T00:00:00Z`), startedBy: null });
    expect(await statusOf(late.id)).toBe("pending");
    expect(await db.settlement.count({ where: { vendorId: setup.vendorId } })).toBe(1);
    const ledger = await financeApi(setup.owner.token).ledger(setup.vendorId);
    expect(ledger.json.meta.totals).toMatchObject({ pending: { amount: "-30.000" }, settled: { amount: "105.000" } });
  });

  it("a refund after settlement is deducted from the vendor's next payout", async () => {
    const finance = await signedIn({ roles: ["admin_finance"] });
    const setup = await withPayoutAccount(await bookingWithEntry());
    const base = daysAgo(60);
    await serviceOn(setup.bookingId, base);
    await runSettlement({ date: new Date(`${day(base)}T00:00:00Z`), startedBy: null });
    expect(await statusOf(setup.entryId)).toBe("settled");
    const reversal = await processRefund(setup, "40.000");
    expect(await statusOf(reversal.id)).toBe("pending");
    // New money for the same vendor: another paid booking, moved to this vendor before its deposit entry is written.
    const other = await paidDeposit();
    await db.booking.update({ where: { id: other.bookingId }, data: { vendorId: setup.vendorId } });
    const otherEntry = await recordDepositEntry(depositApplied(other));
    await serviceOn(other.bookingId, base);

    const next = await financeApi(finance.token).run(day(base, 1));
    expect(next.status).toBe(201);
    const mine = next.json.data.settlements.find((s: { vendor: { id: string } }) => s.vendor.id === setup.vendorId);
    expect(mine).toMatchObject({ entry_count: 2, gross_deposits: { amount: "200.000" }, commission: { amount: "50.000" }, net_payout: { amount: "150.000" } });
    expect(await statusOf(reversal.id)).toBe("settled");
    expect(await statusOf(otherEntry!)).toBe("settled");
  });
});

describe("parallel runs and the schedule", () => {
  // reason: runs on PostgreSQL only; PGlite has a single connection, so nothing can run in parallel there
  it.skipIf(!process.env.DATABASE_URL)("two runs for the same date at once make one run (PostgreSQL: PGlite has one connection)", async () => {
    expect(dbHandle().kind).toBe("postgres");
    const date = new Date("2031-01-15T00:00:00Z");
    const [a, b] = await Promise.all([runSettlement({ date, startedBy: null }), runSettlement({ date, startedBy: null })]);
    expect(a.run.id).toBe(b.run.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(await db.settlementRun.count({ where: { runDate: date } })).toBe(1);
  });

  it("refuses a run for a day that has not begun in Kuwait", async () => {
    const finance = await signedIn({ roles: ["admin_finance"] });
    const res = await financeApi(finance.token).run(day(daysAgo(-1)));
    expect(res.status).toBe(422);
    expect(res.json.error.details.date).toBeDefined();
    expect(await db.settlementRun.count({ where: { runDate: daysAgo(-1) } })).toBe(0);
  });

  it("the settlement-run job is scheduled at 02:15 Kuwait time", () => {
    const job = jobs.find((j) => j.id === "settlement-run");
    expect(job?.cron).toBe("15 23 * * *");
  });
});
