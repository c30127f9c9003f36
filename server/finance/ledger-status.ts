import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { LedgerEntryStatus } from "../core/db/generated/client";
import { newId } from "../core/ids";

// An entry's status is its latest ledger_status_changes row (ids are ULIDs
// from one monotonic factory, so the greatest id is the latest even when the
// clock stands still). Rows are only ever added; the database refuses UPDATE
// and DELETE on both ledger tables.

export type StatusReason = "payment_succeeded" | "tip_received" | "refund_requested" | "order_cancelled" | "refund_denied" | "refund_processed" | "settlement";

/** Current status of each given entry (entries without a status row are absent). */
export async function currentStatuses(tx: Tx, entryIds: string[]): Promise<Map<string, { status: LedgerEntryStatus; settlementId: string | null }>> {
  if (entryIds.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ entry_id: string; status: LedgerEntryStatus; settlement_id: string | null }[]>`
    SELECT DISTINCT ON (entry_id) entry_id, status::text AS status, settlement_id
    FROM ledger_status_changes WHERE entry_id = ANY(${entryIds}::text[])
    ORDER BY entry_id, id DESC`;
  return new Map(rows.map((r) => [r.entry_id, { status: r.status, settlementId: r.settlement_id }]));
}

/** Ids of entries (optionally of one vendor, booking or order) whose current status is `status`. */
export async function entryIdsWithStatus(
  tx: Tx,
  status: LedgerEntryStatus,
  scope: { vendorId?: string; bookingId?: string; orderId?: string } = {},
): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT e.id FROM ledger_entries e
    JOIN LATERAL (SELECT s.status FROM ledger_status_changes s WHERE s.entry_id = e.id ORDER BY s.id DESC LIMIT 1) cur ON true
    WHERE cur.status::text = ${status}
      AND (${scope.vendorId ?? null}::text IS NULL OR e.vendor_id = ${scope.vendorId ?? null})
      AND (${scope.bookingId ?? null}::text IS NULL OR e.booking_id = ${scope.bookingId ?? null})
      AND (${scope.orderId ?? null}::text IS NULL OR e.order_id = ${scope.orderId ?? null})
    ORDER BY e.id`;
  return rows.map((r) => r.id);
}

export async function addStatus(
  tx: Tx,
  entryIds: string[],
  status: LedgerEntryStatus,
  reason: StatusReason,
  settlementId: string | null = null,
): Promise<void> {
  if (entryIds.length === 0) return;
  const at = now();
  await tx.ledgerStatusChange.createMany({ data: entryIds.map((entryId) => ({ id: newId(), entryId, status, reason, settlementId, createdAt: at })) });
}

/** Serializes every ledger write of one booking (events for it may arrive at once). */
export async function lockBookingLedger(tx: Tx, bookingId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`ledger:${bookingId}`}, 0))`;
}

/** The same for a direct order's entries. */
export async function lockOrderLedger(tx: Tx, orderId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`ledger:order:${orderId}`}, 0))`;
}
