import { stringify } from "csv-stringify/sync";
import type { z } from "zod";
import { activityReport } from "./activity-report";
import type { reportExportQuery } from "./period";
import { revenueReport } from "./revenue-report";

// The Finance dashboard as a file for the accountants: one row per day or
// month of the period (revenue and activity side by side) and a last "total"
// row, as CSV (UTF-8 with a BOM, so Excel reads Arabic) or XLSX (amounts as
// numbers shown with 3 decimals). `computed_at` on every row says when the
// figures were read, as the dashboard's "as of" does.

const MONEY = ["payments", "refunds", "net", "commission", "subscriptions", "provider_fees"] as const;
const COUNTS = ["rfqs", "quotes", "bookings", "paid_bookings", "cancelled_bookings", "new_customers", "new_vendors"] as const;
const COLUMNS = ["period", ...MONEY, ...COUNTS, "computed_at"] as const;
const MONEY_FORMAT = "#,##0.000";
const CONTENT_TYPE = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

type Row = Record<(typeof COLUMNS)[number], string>;

export async function exportReport(query: z.output<typeof reportExportQuery>): Promise<{ bytes: Uint8Array; headers: Record<string, string> }> {
  const { format, ...range } = query;
  const [revenue, activity] = await Promise.all([revenueReport(range), activityReport(range)]);
  const computedAt = revenue.computed_at;
  const counts = new Map(activity.series.map((s) => [s.period, s]));
  const row = (period: string, amounts: Record<(typeof MONEY)[number], { amount: string }>, n: Record<(typeof COUNTS)[number], number> | undefined): Row => ({
    period,
    ...(Object.fromEntries(MONEY.map((k) => [k, amounts[k].amount])) as Record<(typeof MONEY)[number], string>),
    ...(Object.fromEntries(COUNTS.map((k) => [k, String(n?.[k] ?? 0)])) as Record<(typeof COUNTS)[number], string>),
    computed_at: computedAt,
  });
  const rows = [...revenue.series.map((s) => row(s.period, s, counts.get(s.period))), row("total", revenue.totals, activity.totals)];
  const bytes = format === "csv" ? new TextEncoder().encode(stringify(rows, { header: true, columns: [...COLUMNS], bom: true })) : await xlsxBytes(rows);
  const filename = `finance-report-${revenue.from}-${revenue.to}.${format}`;
  return { bytes, headers: { "Content-Type": CONTENT_TYPE[format], "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" } };
}

async function xlsxBytes(rows: Row[]): Promise<Uint8Array> {
  const { default: ExcelJS } = await import("exceljs"); // a large library, loaded for XLSX files only
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("finance report");
  sheet.columns = COLUMNS.map((key) => ({ header: key, key, width: key === "period" || key === "computed_at" ? 26 : 14 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    // Amounts and counts are numbers (Excel sums them); 3-decimal text converts exactly at this size.
    sheet.addRow({ ...r, ...Object.fromEntries([...MONEY, ...COUNTS].map((k) => [k, Number(r[k])])) });
  }
  for (const key of MONEY) sheet.getColumn(key).numFmt = MONEY_FORMAT;
  return new Uint8Array(await book.xlsx.writeBuffer());
}
