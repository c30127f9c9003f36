import { stringify } from "csv-stringify/sync";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { dateText, mismatchOrder } from "./views";

// A run's mismatches as a file for the accountants: CSV (UTF-8 with a BOM,
// so Excel reads Arabic) or XLSX (a header row, amounts as numbers shown
// with 3 decimals). Every row carries the run it belongs to (day, provider,
// status and its counts), so a file read alone says what was compared; a day
// where everything matched (or a run that failed) is one row saying so
// (`all_matched`, `run_failed` with the reason), never a header alone.

export type ExportFormat = "csv" | "xlsx";

const COLUMNS = [
  "run_date",
  "provider",
  "run_status",
  "our_records",
  "provider_records",
  "matched",
  "kind",
  "record_type",
  "record_id",
  "provider_ref",
  "our_amount",
  "provider_amount",
  "our_status",
  "provider_status",
  "note",
] as const;
const MONEY_COLUMNS = ["our_amount", "provider_amount"];
const COUNT_COLUMNS = ["our_records", "provider_records", "matched"];
const MONEY_FORMAT = "#,##0.000";
const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export async function exportReconciliation(runId: string, format: ExportFormat): Promise<{ bytes: Uint8Array; headers: Record<string, string> }> {
  const run = runId.length <= 100 ? await db.reconciliationRun.findUnique({ where: { id: runId }, include: { mismatches: { orderBy: mismatchOrder } } }) : null;
  if (!run) throw notFound();
  const context = {
    run_date: dateText(run.runDate),
    provider: run.provider,
    run_status: run.status,
    our_records: String(run.ourCount),
    provider_records: String(run.providerCount),
    matched: String(run.matchedCount),
  };
  const empty = { record_type: "", record_id: "", provider_ref: "", our_amount: null, provider_amount: null, our_status: "", provider_status: "" };
  const rows: Row[] = run.mismatches.map((m) => ({
    ...context,
    kind: m.kind,
    record_type: m.recordType,
    record_id: m.recordId ?? "",
    provider_ref: m.providerRef ?? "",
    our_amount: m.ourAmount === null ? null : m.ourAmount.toFixed(3),
    provider_amount: m.providerAmount === null ? null : m.providerAmount.toFixed(3),
    our_status: m.ourStatus ?? "",
    provider_status: m.providerStatus ?? "",
    note: "",
  }));
  if (rows.length === 0) rows.push({ ...context, ...empty, kind: run.status === "failed" ? "run_failed" : "all_matched", note: run.error ?? "" });
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
  const { default: ExcelJS } = await import("exceljs"); // a large library, loaded for XLSX files only
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`reconciliation ${provider}`.slice(0, 31));
  sheet.columns = COLUMNS.map((key) => ({ header: key, key, width: MONEY_COLUMNS.includes(key) || COUNT_COLUMNS.includes(key) ? 14 : 28 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    // Amounts are numbers (Excel sums them); the 3-decimal text converts exactly at this size.
    const numbers = Object.fromEntries(
      [...MONEY_COLUMNS, ...COUNT_COLUMNS].map((key) => [key, r[key as keyof Row] === null ? null : Number(r[key as keyof Row])]),
    );
    sheet.addRow({ ...r, ...numbers });
  }
  for (const key of MONEY_COLUMNS) sheet.getColumn(key).numFmt = MONEY_FORMAT;
  return new Uint8Array(await book.xlsx.writeBuffer());
}
