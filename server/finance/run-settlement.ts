import { randomInt } from "node:crypto";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { SettlementRun } from "../core/db/generated/client";
import { newId } from "../core/ids";
import { kuwaitDay } from "../core/kuwait-time";
import { sum, toDecimal } from "../core/money";
import { addStatus, lockBookingLedger, lockOrderLedger } from "./ledger-status";
import { currentPayoutAccount } from "./payout-account";

// One settlement run per Kuwait date (settlement_runs.run_date is unique). It
// settles, per vendor, every eligible pending entry: deposits of bookings and
// direct orders completed or whose service date is on or before the run
// date, and every
// pending reversal (a refund taken back from the vendor). A vendor is paid
// when its net is above zero and it has a payout account; otherwise its
// entries stay pending for a later run. Frozen entries wait for the refund
// decision. Tips (gratuities from a wallet, no commission) are always
// eligible: one given after a payout lands in the next run. The run is one transaction behind an advisory lock on its date:
// a second call for the same date waits and then answers the same run.

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export type EligibleEntry = {
  id: string;
  vendor_id: string;
  booking_id: string | null;
  order_id: string | null;
  deposit: string;
  commission: string;
  vendor_share: string;
};

/** Entries with `status` a run on `runDate` would settle if pending (docs/finance.md "Settlements"). */
export async function eligibleEntries(tx: Tx, runDate: Date, status: "pending" | "frozen" = "pending"): Promise<EligibleEntry[]> {
  return tx.$queryRaw<EligibleEntry[]>`
    SELECT e.id, e.vendor_id, e.booking_id, e.order_id, e.deposit::text AS deposit, e.commission::text AS commission, e.vendor_share::text AS vendor_share
    FROM ledger_entries e
    LEFT JOIN bookings b ON b.id = e.booking_id
    LEFT JOIN orders o ON o.id = e.order_id
    JOIN LATERAL (SELECT s.status FROM ledger_status_changes s WHERE s.entry_id = e.id ORDER BY s.id DESC LIMIT 1) cur ON true
    WHERE cur.status::text = ${status}
      AND (e.kind IN ('reversal', 'tip') OR b.status = 'completed' OR b.service_date <= ${runDate}::date
           OR o.status = 'completed' OR o.service_date <= ${runDate}::date)
    ORDER BY e.vendor_id, e.id`;
}

/** Yesterday in Kuwait: what the nightly job settles. */
export function defaultRunDate(at: Date = now()): Date {
  return new Date(kuwaitDay(at).getTime() - 86_400_000);
}

export function runDateString(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function settlementReference(runDate: Date): string {
  let tail = "";
  for (let i = 0; i < 6; i++) tail += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `STL-${runDateString(runDate).replaceAll("-", "")}-${tail}`;
}

export async function runSettlement(input: { date?: Date; startedBy: string | null }): Promise<{ run: SettlementRun; created: boolean }> {
  const runDate = input.date ?? defaultRunDate();
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`settlement-run:${runDateString(runDate)}`}, 0))`;
      const existing = await tx.settlementRun.findUnique({ where: { runDate } });
      if (existing) return { run: existing, created: false };
      const run = await tx.settlementRun.create({ data: { id: newId(), runDate, startedBy: input.startedBy, createdAt: now() } });
      // Refund events for these bookings and orders wait until the run commits (and then see the entries settled).
      const candidates = await eligibleEntries(tx, runDate);
      for (const bookingId of [...new Set(candidates.flatMap((e) => (e.booking_id ? [e.booking_id] : [])))].sort()) await lockBookingLedger(tx, bookingId);
      for (const orderId of [...new Set(candidates.flatMap((e) => (e.order_id ? [e.order_id] : [])))].sort()) await lockOrderLedger(tx, orderId);
      const entries = await eligibleEntries(tx, runDate);
      const byVendor = new Map<string, EligibleEntry[]>();
      for (const e of entries) byVendor.set(e.vendor_id, [...(byVendor.get(e.vendor_id) ?? []), e]);
      for (const [vendorId, vendorEntries] of byVendor) await settleVendor(tx, run, vendorId, vendorEntries);
      return { run, created: true };
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
}

async function settleVendor(tx: Tx, run: SettlementRun, vendorId: string, entries: EligibleEntry[]): Promise<void> {
  const net = sum(entries.map((e) => e.vendor_share));
  if (net.lte(0)) return; // held back: reversals outweigh what is due
  const account = await currentPayoutAccount(tx, vendorId);
  if (!account) return; // held back until the vendor gives a payout account
  const settlementId = newId();
  await tx.settlement.create({
    data: {
      id: settlementId,
      reference: settlementReference(run.runDate),
      runId: run.id,
      vendorId,
      payoutAccountId: account.id,
      entryCount: entries.length,
      grossDeposits: sum(entries.map((e) => e.deposit)).toFixed(3),
      commission: sum(entries.map((e) => e.commission)).toFixed(3),
      netPayout: toDecimal(net).toFixed(3),
      createdAt: now(),
    },
  });
  await addStatus(
    tx,
    entries.map((e) => e.id),
    "settled",
    "settlement",
    settlementId,
  );
}
