import { z } from "zod";
import { calendarDate, utcDay } from "../core/dates";
import { db } from "../core/db/client";
import { money, sum } from "../core/money";
import { eligibleEntries } from "./run-settlement";
import { withAccounts } from "./list-settlements";
import { settlementView } from "./views";

// GET /admin/reports/settlements?date= (report.finance): the day's run, its
// settlements with their vendors, totals, and what is held back (eligible
// entries not settled: pending ones of vendors without a payout account or
// with a net at or below zero, and frozen ones waiting for a refund decision).

export const settlementReportQuery = z.strictObject({ date: calendarDate });

export async function settlementReport(date: string) {
  const runDate = utcDay(date);
  const run = await db.settlementRun.findUnique({ where: { runDate } });
  const rows = run ? await db.settlement.findMany({ where: { runId: run.id }, include: { run: { select: { runDate: true } } }, orderBy: { id: "asc" } }) : [];
  const vendors = new Map(
    (await db.vendor.findMany({ where: { id: { in: rows.map((r) => r.vendorId) } }, select: { id: true, nameAr: true, nameEn: true } })).map((v) => [v.id, v]),
  );
  const heldBack = await db.$transaction(async (tx) => [...(await eligibleEntries(tx, runDate)), ...(await eligibleEntries(tx, runDate, "frozen"))]);
  return {
    date,
    run: run ? { id: run.id, created_at: run.createdAt.toISOString() } : null,
    settlements: (await withAccounts(rows)).map(({ row, account }) => {
      const v = vendors.get(row.vendorId);
      return { ...settlementView(row, account), vendor: { id: row.vendorId, name: v?.nameAr ?? "", name_en: v?.nameEn ?? "" } };
    }),
    totals: {
      gross_deposits: money(sum(rows.map((r) => r.grossDeposits))),
      commission: money(sum(rows.map((r) => r.commission))),
      net_payout: money(sum(rows.map((r) => r.netPayout))),
    },
    held_back: { entry_count: heldBack.length, vendor_share: money(sum(heldBack.map((e) => e.vendor_share))) },
  };
}
