import { db } from "../core/db/client";
import type { LedgerEntry } from "../core/db/generated/client";

// What a ledger entry is for: its booking's or direct order's reference and
// service day (a tip has neither). One query per kind for a page of entries.

export type LedgerSource = { reference: string; serviceDate: Date };

export async function ledgerSources(entries: Pick<LedgerEntry, "bookingId" | "orderId">[]): Promise<Map<string, LedgerSource>> {
  const ids = (key: "bookingId" | "orderId") => [...new Set(entries.flatMap((e) => (e[key] ? [e[key]] : [])))];
  const select = { id: true, reference: true, serviceDate: true } as const;
  const [bookings, orders] = await Promise.all([
    db.booking.findMany({ where: { id: { in: ids("bookingId") } }, select }),
    db.order.findMany({ where: { id: { in: ids("orderId") } }, select }),
  ]);
  return new Map([...bookings, ...orders].map((s) => [s.id, { reference: s.reference, serviceDate: s.serviceDate }]));
}
