import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call, freshIp, serve } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";

// Revenue and activity reports over two Kuwait days with known movements.

afterEach(resetClock);

const report = (path: string) => (token: string, query: Record<string, string>) => call(path, { headers: auth(token), query });
const revenue = report("/admin/reports/revenue");
const activity = report("/admin/reports/activity");
const kwd = (amount: string) => ({ amount, currency: "KWD" });

async function depositEntry(p: Awaited<ReturnType<typeof paidDeposit>>, commission: string) {
  const deposit = p.payment.amount;
  return db.ledgerEntry.create({
    data: {
      id: newId(),
      uniqueKey: `deposit:${p.payment.id}`,
      kind: "deposit",
      vendorId: p.booking.vendorId,
      bookingId: p.bookingId,
      paymentId: p.payment.id,
      bookingTotal: p.booking.total,
      deposit,
      commission,
      vendorShare: deposit.minus(commission),
      commissionRate: "0.0500",
      createdAt: now(),
    },
  });
}

/** The vendor fixture leaves created_at to the database's clock: the vendors joined at the test's time. */
async function joinedNow(vendors: readonly { vendor: { id: string } }[]) {
  await db.vendor.updateMany({ where: { id: { in: vendors.map((v) => v.vendor.id) } }, data: { createdAt: now() } });
}

/**
 * 2026-09-10 (Kuwait): deposit A paid (fee 0.250), a subscription paid 20.000 (fee 0.500), A's commission 1.500.
 * 2026-09-12 00:30 Kuwait (still the 11th in UTC): deposit B paid, 2.000 of A refunded (commission -0.100), B's booking cancelled.
 */
async function twoDays() {
  const clock = freezeClock("2026-09-10T09:00:00Z");
  const a = await paidDeposit();
  await db.payment.update({ where: { id: a.payment.id }, data: { providerFee: "0.250" } });
  await db.payment.create({
    data: {
      id: newId(),
      payableType: "subscription",
      payableId: newId(),
      purpose: "subscription",
      payerUserId: a.vendors[0].owner.id,
      vendorId: a.vendors[0].vendor.id,
      amount: "20.000",
      status: "paid",
      provider: "sandbox",
      providerFee: "0.500",
      paidAt: now(),
      expiresAt: now(),
      createdAt: now(),
    },
  });
  const entry = await depositEntry(a, "1.500");
  await joinedNow(a.vendors);

  clock.set("2026-09-11T21:30:00Z");
  const b = await paidDeposit();
  await joinedNow(b.vendors);
  const refund = await db.refund.create({
    data: { id: newId(), paymentId: a.payment.id, amount: "2.000", reason: "goodwill", note: "t", status: "processed", processedAt: now() },
  });
  await db.ledgerEntry.create({
    data: {
      id: newId(),
      uniqueKey: `reversal:${refund.id}`,
      kind: "reversal",
      vendorId: a.booking.vendorId,
      bookingId: a.bookingId,
      paymentId: a.payment.id,
      refundId: refund.id,
      reversesId: entry.id,
      bookingTotal: a.booking.total,
      deposit: "-2.000",
      commission: "-0.100",
      vendorShare: "-1.900",
      commissionRate: "0.0500",
      createdAt: now(),
    },
  });
  await db.booking.update({ where: { id: b.bookingId }, data: { status: "cancelled", cancelledAt: now(), cancelledBy: "customer" } });
  clock.set("2026-09-20T09:00:00Z");
  return { a: a.payment.amount, b: b.payment.amount };
}

describe("reports", () => {
  it("revenue per Kuwait day and month: exact sums, empty days listed, commission net of reversals; activity counts per day", async () => {
    const { a, b } = await twoDays();
    const admin = await signedIn({ roles: ["admin_finance"] });
    const days = await revenue(admin.token, { from: "2026-09-10", to: "2026-09-12", group: "day" });
    expect(days.status).toBe(200);
    const zero = kwd("0.000");
    expect(days.json.data).toEqual({
      from: "2026-09-10",
      to: "2026-09-12",
      group: "day",
      computed_at: "2026-09-20T09:00:00.000Z",
      totals: {
        payments: kwd(a.plus(20).plus(b).toFixed(3)),
        refunds: kwd("2.000"),
        net: kwd(a.plus(18).plus(b).toFixed(3)),
        commission: kwd("1.400"),
        subscriptions: kwd("20.000"),
        wallet_liabilities: zero,
        provider_fees: kwd("0.750"),
      },
      series: [
        {
          period: "2026-09-10",
          payments: kwd(a.plus(20).toFixed(3)),
          refunds: zero,
          net: kwd(a.plus(20).toFixed(3)),
          commission: kwd("1.500"),
          subscriptions: kwd("20.000"),
          provider_fees: kwd("0.750"),
        },
        { period: "2026-09-11", payments: zero, refunds: zero, net: zero, commission: zero, subscriptions: zero, provider_fees: zero },
        {
          period: "2026-09-12",
          payments: kwd(b.toFixed(3)),
          refunds: kwd("2.000"),
          net: kwd(b.minus(2).toFixed(3)),
          commission: kwd("-0.100"),
          subscriptions: zero,
          provider_fees: zero,
        },
      ],
    });
    const month = await revenue(admin.token, { from: "2026-09-01", to: "2026-09-30", group: "month" });
    // A month's line is the days' totals, but the wallet liabilities (a balance at the period's end, not a flow) stay in the totals.
    const { wallet_liabilities: liabilities, ...flows } = days.json.data.totals;
    expect(liabilities).toEqual(zero);
    expect(month.json.data.series).toEqual([{ period: "2026-09", ...flows }]);

    const counts = await activity(admin.token, { from: "2026-09-10", to: "2026-09-12" });
    expect(counts.status).toBe(200);
    // Each booking came from one RFQ with two quotes by two new vendors, whose owners and the buyer are new customer accounts.
    const perBooking = { rfqs: 1, quotes: 2, bookings: 1, paid_bookings: 1, new_customers: 3, new_vendors: 2 };
    expect(counts.json.data.series).toEqual([
      { period: "2026-09-10", ...perBooking, cancelled_bookings: 0 },
      { period: "2026-09-11", rfqs: 0, quotes: 0, bookings: 0, paid_bookings: 0, cancelled_bookings: 0, new_customers: 0, new_vendors: 0 },
      { period: "2026-09-12", ...perBooking, cancelled_bookings: 1 },
    ]);
    expect(counts.json.data.totals).toEqual({ rfqs: 2, quotes: 4, bookings: 2, paid_bookings: 2, cancelled_bookings: 1, new_customers: 6, new_vendors: 4 });
  });

  it("defaults to the last 30 Kuwait days; more than 366 days or from after to is 422; only Finance and Super", async () => {
    freezeClock("2026-09-20T22:00:00Z"); // already the 21st in Kuwait
    const admin = await signedIn({ roles: ["admin_finance"] });
    expect((await revenue(admin.token, {})).json.data).toMatchObject({ from: "2026-08-23", to: "2026-09-21", group: "day" });
    expect((await revenue(admin.token, {})).json.data.series).toHaveLength(30);
    expect((await revenue(admin.token, { from: "2025-09-20", to: "2026-09-20" })).status).toBe(200);
    const tooLong = await revenue(admin.token, { from: "2025-09-19", to: "2026-09-20" });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.error.details).toEqual({ to: ["The period may be at most 366 days."] });
    expect((await activity(admin.token, { from: "2025-01-01", to: "2026-09-20" })).status).toBe(422);
    expect((await revenue(admin.token, { from: "2026-09-10", to: "2026-09-01" })).status).toBe(422);
    expect((await revenue(admin.token, { from: "2026-02-30" })).status).toBe(422);
    expect((await activity(admin.token, { group: "week" })).status).toBe(422);
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    expect((await activity(superAdmin.token, {})).status).toBe(200);
    for (const who of [await signedIn({ roles: ["admin_support"] }), await signedIn({ roles: ["admin_operations"] }), await signedIn()]) {
      expect((await revenue(who.token, {})).status).toBe(403);
      expect((await activity(who.token, {})).status).toBe(403);
    }
  });
});

/** GET /admin/reports/export: the file's status, headers and bytes (not JSON). */
async function exportFile(token: string, query: Record<string, string>) {
  const url = new URL("http://localhost/api/v1/admin/reports/export");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await serve(new Request(url, { headers: { ...auth(token), "x-forwarded-for": freshIp() } }));
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

describe("the dashboard's as-of time and export", () => {
  it("each report says when it was computed; the export is one row per day and a total, in CSV and XLSX, Finance only", async () => {
    const { b } = await twoDays();
    const admin = await signedIn({ roles: ["admin_finance"] });
    expect((await activity(admin.token, { from: "2026-09-10", to: "2026-09-12" })).json.data.computed_at).toBe("2026-09-20T09:00:00.000Z");

    const csv = await exportFile(admin.token, { from: "2026-09-10", to: "2026-09-12", format: "csv" });
    expect(csv.status).toBe(200);
    expect(csv.type).toBe("text/csv; charset=utf-8");
    expect(csv.disposition).toBe('attachment; filename="finance-report-2026-09-10-2026-09-12.csv"');
    const lines = new TextDecoder()
      .decode(csv.bytes)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(
      "period,payments,refunds,net,commission,subscriptions,provider_fees,rfqs,quotes,bookings,paid_bookings,cancelled_bookings,new_customers,new_vendors,computed_at",
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["2026-09-10", "2026-09-11", "2026-09-12", "total"]);
    // The same figures as the dashboard's two reports (the file's database also holds the first test's movements).
    const days = (await revenue(admin.token, { from: "2026-09-10", to: "2026-09-12" })).json.data;
    const counts = (await activity(admin.token, { from: "2026-09-10", to: "2026-09-12" })).json.data;
    const expected = (money: Record<string, { amount: string }>, n: Record<string, number>, period: string) =>
      [
        period,
        ...["payments", "refunds", "net", "commission", "subscriptions", "provider_fees"].map((k) => money[k].amount),
        ...["rfqs", "quotes", "bookings", "paid_bookings", "cancelled_bookings", "new_customers", "new_vendors"].map((k) => n[k]),
        "2026-09-20T09:00:00.000Z",
      ].join(",");
    expect(lines[3]).toBe(expected(days.series[2], counts.series[2], "2026-09-12"));
    expect(lines[4]).toBe(expected(days.totals, counts.totals, "total"));
    expect(Number(lines[3].split(",")[1])).toBeGreaterThanOrEqual(Number(b.toFixed(3)));
    expect(Number(lines[4].split(",")[2])).toBeGreaterThan(0);

    const xlsx = await exportFile(admin.token, { from: "2026-09-10", to: "2026-09-12", format: "xlsx" });
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(5).getCell(1).value).toBe("total");
    expect(sheet.getRow(5).getCell(3).value).toBe(Number(days.totals.refunds.amount));

    expect((await exportFile(admin.token, { from: "2026-09-10", to: "2026-09-01" })).status).toBe(422);
    expect((await exportFile((await signedIn({ roles: ["admin_support"] })).token, {})).status).toBe(403);
  });
});
