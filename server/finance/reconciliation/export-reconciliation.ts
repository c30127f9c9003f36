import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { dateText, mismatchOrder } from "./views";

// A run's mismatches as a file for the accountants: CSV (UTF-8 with a BOM,
// so Excel reads Arabic) or XLSX (a header row, amounts as numbers shown
// with 3 decimals).

export type ExportFormat = "csv" | "xlsx";

const COLUMNS = ["kind", "record_type", "record_id", "provider_ref", "our_amount", "provider_amount", "our_status", "provider_status"] as const;
const MONEY_FORMAT = "#,##0.000";
const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export async function exportReconciliation(runId: string, format: ExportFormat): Promise<{ bytes: Uint8Array; headers: Record<string, string> }> {
  const run = runId.length <= 100 ? await db.reconciliationRun.findUnique({ where: { id: runId }, include: { mismatches: { orderBy: mismatchOrder } } }) : null;
  if (!run) throw notFound();
  const rows = run.mismatches.map((m) => ({
    kind: m.kind,
    record_type: m.recordType,
    record_id: m.recordId ?? "",
    provider_ref: m.providerRef ?? "",
    our_amount: m.ourAmount === null ? null : m.ourAmount.toFixed(3),
    provider_amount: m.providerAmount === null ? null : m.providerAmount.toFixed(3),
    our_status: m.ourStatus ?? "",
    provider_status: m.providerStatus ?? "",
  }));
  const bytes = format === "csv" ? csvBytes(rows) : await xlsxBytes(rows, run.provider);
  const filename = `reconciliation-${dateText(run.runDate)}.${format}`;
  return { bytes, headers: { "Content-Type": CONTENT_TYPE[format], "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" } };
}

type Row = Record<(typeof COLUMNS)[number], string | null>;

function csvBytes(rows: Row[]): Uint8Array {
  const text = stringify(rows, { header: true, columns: [...COLUMNS], bom: true });
  return new TextEncoder().encode(text);
}

async function xlsxBytes(rows: Row[], provider: string): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`reconciliation ${provider}`.slice(0, 31));
  sheet.columns = COLUMNS.map((key) => ({ header: key, key, width: key.endsWith("amount") ? 14 : 28 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    // Amounts are numbers (Excel sums them); the 3-decimal text converts exactly at this size.
    sheet.addRow({ ...r, our_amount: r.our_amount === null ? null : Number(r.our_amount), provider_amount: r.provider_amount === null ? null : Number(r.provider_amount) });
  }
  for (const key of ["our_amount", "provider_amount"]) sheet.getColumn(key).numFmt = MONEY_FORMAT;
  return new Uint8Array(await book.xlsx.writeBuffer());
}
