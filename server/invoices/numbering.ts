import { TZDate } from "@date-fns/tz";
import type { Tx } from "../core/db/client";
import { KUWAIT_TZ } from "../core/kuwait-time";
import { legalEntity } from "./legal-entity";

// Document numbers: INV-<YYYY>-<6 digits> and CRN-<YYYY>-<6 digits>, one
// sequence per legal entity, Kuwait calendar year and kind. One statement
// creates or increments the counter row and returns the number; the row lock
// it takes is held until the caller's transaction ends, so concurrent
// payments queue on it, and a rollback gives the number back (no gaps).

export type DocumentKindCode = "invoice" | "credit_note";
const PREFIX: Record<DocumentKindCode, string> = { invoice: "INV", credit_note: "CRN" };

export type DocumentNumber = { legalEntity: string; year: number; sequence: number; number: string };

/** The Kuwait calendar year `at` falls in (31 Dec 21:00 UTC is already the next year). */
export function kuwaitYear(at: Date): number {
  return new TZDate(at.getTime(), KUWAIT_TZ).getFullYear();
}

export async function nextDocumentNumber(tx: Tx, kind: DocumentKindCode, at: Date): Promise<DocumentNumber> {
  const code = legalEntity().code;
  const year = kuwaitYear(at);
  const [row] = await tx.$queryRaw<{ last_number: number }[]>`
    INSERT INTO document_counters (legal_entity, year, kind, last_number)
    VALUES (${code}, ${year}, ${kind}::"FinanceDocumentKind", 1)
    ON CONFLICT (legal_entity, year, kind) DO UPDATE SET last_number = document_counters.last_number + 1
    RETURNING last_number`;
  const sequence = Number(row.last_number);
  return { legalEntity: code, year, sequence, number: `${PREFIX[kind]}-${year}-${String(sequence).padStart(6, "0")}` };
}
