import { z } from "zod";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { pageParams, pageWindow, pagination } from "../core/http/query";
import { assertVendorFinanceReader } from "./vendor-access";
import { settlementView } from "./views";

// GET /vendors/{id}/settlements: the vendor's settlements newest first.

export const settlementsQuery = z.strictObject({ ...pageParams });

export async function withAccounts<T extends { payoutAccountId: string | null }>(rows: T[]) {
  const ids = rows.flatMap((r) => (r.payoutAccountId ? [r.payoutAccountId] : []));
  const accounts = new Map((await db.payoutAccount.findMany({ where: { id: { in: ids } } })).map((a) => [a.id, a]));
  return rows.map((r) => ({ row: r, account: r.payoutAccountId ? (accounts.get(r.payoutAccountId) ?? null) : null }));
}

export async function listVendorSettlements(vendorId: string, query: z.output<typeof settlementsQuery>, ctx: RequestContext) {
  await assertVendorFinanceReader(ctx, vendorId);
  const [rows, total] = await Promise.all([
    db.settlement.findMany({ where: { vendorId }, include: { run: { select: { runDate: true } } }, orderBy: { id: "desc" }, ...pageWindow(query) }),
    db.settlement.count({ where: { vendorId } }),
  ]);
  return { items: (await withAccounts(rows)).map(({ row, account }) => settlementView(row, account)), pagination: pagination(query, total) };
}
