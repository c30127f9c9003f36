import { z } from "zod";
import { db } from "../core/db/client";
import type { LedgerEntryStatus } from "../core/db/generated/client";
import type { RequestContext } from "../core/http/request-context";
import { pageParams, pageWindow, pagination } from "../core/http/query";
import { money } from "../core/money";
import { ledgerSources } from "./ledger-sources";
import { assertVendorFinanceReader } from "./vendor-access";
import { ledgerEntryView } from "./views";

// GET /vendors/{id}/ledger: the vendor's entries newest first, each with its
// current status, and what is pending, frozen and settled in vendor share.

export const ledgerQuery = z.strictObject({ status: z.enum(["pending", "settled", "frozen", "reversed"]).optional(), ...pageParams });

export async function listVendorLedger(vendorId: string, query: z.output<typeof ledgerQuery>, ctx: RequestContext) {
  await assertVendorFinanceReader(ctx, vendorId);
  const status: LedgerEntryStatus | null = query.status ?? null;
  const { skip, take } = pageWindow(query);
  const current = (filter: string) => `
    FROM ledger_entries e
    JOIN LATERAL (SELECT s.status, s.settlement_id FROM ledger_status_changes s WHERE s.entry_id = e.id ORDER BY s.id DESC LIMIT 1) cur ON true
    WHERE e.vendor_id = $1 ${filter}`;
  const rows = await db.$queryRawUnsafe<{ id: string; status: string; settlement_id: string | null }[]>(
    `SELECT e.id, cur.status::text AS status, cur.settlement_id ${current("AND ($2::text IS NULL OR cur.status::text = $2)")} ORDER BY e.id DESC LIMIT $3 OFFSET $4`,
    vendorId,
    status,
    take,
    skip,
  );
  const sums = await db.$queryRawUnsafe<{ status: string; n: bigint; share: string }[]>(
    `SELECT cur.status::text AS status, COUNT(*) AS n, SUM(e.vendor_share)::text AS share ${current("")} GROUP BY cur.status`,
    vendorId,
  );
  const entries = await db.ledgerEntry.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
  const sources = await ledgerSources(entries);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const total = sums.filter((s) => !status || s.status === status).reduce((n, s) => n + Number(s.n), 0);
  const shareOf = (s: string) => money(sums.find((r) => r.status === s)?.share ?? 0);
  return {
    items: rows.map((r) => {
      const e = byId.get(r.id)!;
      return ledgerEntryView(e, r.status, r.settlement_id, sources.get(e.bookingId ?? e.orderId ?? "")?.reference ?? "");
    }),
    pagination: pagination(query, total),
    totals: { pending: shareOf("pending"), frozen: shareOf("frozen"), settled: shareOf("settled") },
  };
}
