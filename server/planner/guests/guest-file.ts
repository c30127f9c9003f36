import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { EventGuest } from "../../core/db/generated/client";

// Guest files: the columns of the list as CSV (UTF-8 with a BOM, so Excel
// reads Arabic) or XLSX (the first sheet, a header row). The header names the
// columns in English (what the export writes) or Arabic; unknown columns are
// ignored. Cells are read as text: a phone number never becomes a number.

export type GuestFileFormat = "csv" | "xlsx";
export const COLUMNS = ["name", "side", "group", "phone", "email", "plus_ones", "dietary_notes", "language", "rsvp_status", "head_count"] as const;
export type RawRow = { row: number; cells: Partial<Record<(typeof COLUMNS)[number], string>> };

const ARABIC_HEADERS: Record<string, (typeof COLUMNS)[number]> = {
  الاسم: "name",
  الجانب: "side",
  المجموعة: "group",
  الهاتف: "phone",
  "البريد الإلكتروني": "email",
  المرافقون: "plus_ones",
  "ملاحظات الطعام": "dietary_notes",
  اللغة: "language",
};

function columnOf(header: string): (typeof COLUMNS)[number] | undefined {
  const h = header.trim().replace(/^\uFEFF/, "");
  const key = h.toLowerCase().replace(/[\s-]+/g, "_");
  return (COLUMNS as readonly string[]).includes(key) ? (key as (typeof COLUMNS)[number]) : ARABIC_HEADERS[h];
}

function toRows(table: string[][]): RawRow[] {
  const [header = [], ...lines] = table;
  const columns = header.map((h) => columnOf(String(h ?? "")));
  return lines
    .map((line, i) => ({
      row: i + 2,
      cells: Object.fromEntries(columns.flatMap((c, j) => (c && line[j] !== undefined && String(line[j]).trim() !== "" ? [[c, String(line[j]).trim()]] : []))),
    }))
    .filter((r) => Object.keys(r.cells).length > 0);
}

/** The rows of a file; throws when it is not a readable CSV or XLSX file. */
export async function readGuestFile(format: GuestFileFormat, bytes: Buffer): Promise<RawRow[]> {
  if (format === "csv") {
    const table: string[][] = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
    return toRows(table);
  }
  const { default: ExcelJS } = await import("exceljs"); // a large library, loaded for XLSX files only
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      values[col - 1] = cell.text ?? "";
    });
    table[n - 1] = values;
  });
  return toRows(Array.from(table, (r) => r ?? []));
}

type ExportRow = Record<(typeof COLUMNS)[number], string>;

function exportRows(guests: EventGuest[]): ExportRow[] {
  return guests.map((g) => ({
    name: g.name,
    side: g.side ?? "",
    group: g.groupLabel ?? "",
    phone: g.phone ?? "",
    email: g.email ?? "",
    plus_ones: String(g.plusOnes),
    dietary_notes: g.dietaryNotes ?? "",
    language: g.language,
    rsvp_status: g.rsvpStatus,
    head_count: g.headCount === null ? "" : String(g.headCount),
  }));
}

export async function writeGuestFile(format: GuestFileFormat, guests: EventGuest[]): Promise<Uint8Array> {
  const rows = exportRows(guests);
  if (format === "csv") return new TextEncoder().encode(stringify(rows, { header: true, columns: [...COLUMNS], bom: true }));
  const { default: ExcelJS } = await import("exceljs"); // a large library, loaded for XLSX files only
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("guests");
  sheet.columns = COLUMNS.map((key) => ({ header: key, key, width: key === "name" || key === "dietary_notes" ? 28 : 16 }));
  sheet.getRow(1).font = { bold: true };
  // Phones stay text (a leading + would be lost as a number).
  sheet.getColumn("phone").numFmt = "@";
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
