import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { newId } from "../core/ids";
import { kuwaitDay } from "../core/kuwait-time";
import { emit } from "../core/outbox/outbox";
import { FETCH_LIMITS, fetchCalendar, IcalFetchError, type FetchLimits } from "./ical-fetch";
import { busyRanges, type DayRange } from "./ical-parse";

// One sync of an imported calendar (docs/availability.md "iCal"): fetch
// within the limits, read its busy days from today to today + 24 months, and
// replace the import's `ical` blocked rows in one transaction (so the calendar
// and the search's date filter, which read those rows, change at once). A
// failed fetch keeps the days of the last good one and records why.

const HORIZON_MONTHS = 24;

export type SyncOutcome = "changed" | "unchanged" | "failed" | "gone";

const key = (r: DayRange) => `${r.startsOn.toISOString()}/${r.endsOn.toISOString()}`;

export async function syncCalendarImport(importId: string, limits: FetchLimits = FETCH_LIMITS): Promise<SyncOutcome> {
  const row = await db.vendorCalendarImport.findUnique({ where: { id: importId }, select: { id: true, vendorId: true, url: true } });
  if (!row) return "gone";
  const today = kuwaitDay(now());
  const horizon = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + HORIZON_MONTHS, today.getUTCDate()));
  let ranges: DayRange[];
  try {
    ranges = busyRanges(await fetchCalendar(row.url, limits), today, horizon);
  } catch (e) {
    const code = e instanceof IcalFetchError ? e.code : "unreadable";
    await db.vendorCalendarImport.updateMany({ where: { id: importId }, data: { lastStatus: "error", lastError: code.slice(0, 60), lastFetchedAt: now() } });
    return "failed";
  }
  return db.$transaction(async (tx) => {
    // The row lock orders two syncs of one import; a removed import writes nothing.
    const still = await tx.vendorCalendarImport.updateMany({
      where: { id: importId },
      data: { lastStatus: "ok", lastError: null, lastFetchedAt: now(), busyRanges: ranges.length },
    });
    if (still.count === 0) return "gone";
    const old = await tx.vendorCalendarException.findMany({ where: { importId }, select: { startsOn: true, endsOn: true } });
    const before = new Set(old.map(key));
    if (before.size === ranges.length && ranges.every((r) => before.has(key(r)))) return "unchanged";
    await tx.vendorCalendarException.deleteMany({ where: { importId } });
    await tx.vendorCalendarException.createMany({
      data: ranges.map((r) => ({
        id: newId(),
        vendorId: row.vendorId,
        kind: "blocked" as const,
        source: "ical" as const,
        importId,
        startsOn: r.startsOn,
        endsOn: r.endsOn,
      })),
    });
    await writeAudit(tx, {
      actor: { type: "system" },
      action: "vendor.calendar.import_synced",
      entityType: "vendor",
      entityId: row.vendorId,
      diff: { import_id: importId, busy_ranges: [old.length, ranges.length] },
    });
    await emit(tx, "VendorCalendarChanged", { vendorId: row.vendorId });
    return "changed";
  });
}

/** Syncs due at each run of the `calendar-imports` job: never fetched, an hour old, or failed 15 minutes ago. */
const REFRESH_MS = 3_600_000;
const RETRY_MS = 900_000;
const BATCH = 200;
const PARALLEL = 4;

/** The job: every import due (oldest first, at most 200 a run, 4 at a time). */
export async function syncDueCalendarImports(limits: FetchLimits = FETCH_LIMITS): Promise<{ synced: number; failed: number }> {
  const t = now().getTime();
  const due = await db.vendorCalendarImport.findMany({
    where: {
      OR: [
        { lastFetchedAt: null },
        { lastFetchedAt: { lte: new Date(t - REFRESH_MS + 60_000) } },
        { lastStatus: "error", lastFetchedAt: { lte: new Date(t - RETRY_MS + 60_000) } },
      ],
    },
    select: { id: true },
    orderBy: [{ lastFetchedAt: { sort: "asc", nulls: "first" } }],
    take: BATCH,
  });
  const queue = due.map((d) => d.id);
  let synced = 0;
  let failed = 0;
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const outcome = await syncCalendarImport(id, limits);
      if (outcome === "failed") failed++;
      else synced++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { synced, failed };
}
