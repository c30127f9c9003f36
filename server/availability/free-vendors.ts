import { db, type Tx } from "../core/db/client";
import { isoDay, vendorDays, type Day } from "./calendar";
import { busyDay, vendorsBusyAmong } from "./busy-vendors";

// Small batch questions over the calendar (docs/availability.md "RFQs and the
// event page"): which of some vendors are busy on a day (RFQ warnings, the
// open-to-category pick, the event page), and why one vendor's own day is
// taken (the vendor's RFQ view and to-do list; the reason is the vendor's own).

/** Why a day takes no new booking: a blocked exception, off the plan, or full. */
export type BusyReason = "blocked" | "closed" | "booked";
export type DayState = { date: string; free: boolean; reason: BusyReason | null };

const isoOf = (date: string | Date) => (typeof date === "string" ? date : isoDay(date));

/**
 * Every vendor with no room on `date`. Read outside any transaction (it uses the
 * shared client: on the embedded PGlite a read beside an open transaction waits for it).
 */
export async function busyOn(date: string | Date): Promise<ReadonlySet<string>> {
  return (await busyDay(isoOf(date))).set;
}

/** The ones of `vendorIds` with no room on `date` (ISO Kuwait date or `@db.Date`); outside transactions, as busyOn. */
export async function busyAmong(vendorIds: string[], date: string | Date): Promise<Set<string>> {
  if (vendorIds.length === 0) return new Set();
  return new Set(await vendorsBusyAmong(vendorIds, isoOf(date)));
}

function stateOf(day: Day): DayState {
  if (day.free) return { date: day.date, free: true, reason: null };
  const reason: BusyReason = day.exceptions.some((e) => e.kind === "blocked" && e.branchId === null) ? "blocked" : !day.open ? "closed" : "booked";
  return { date: day.date, free: false, reason };
}

/** One vendor's days on `dates` (any order, repeats allowed), keyed by ISO date: one calendar read over their span. */
export async function vendorDayStates(vendorId: string, dates: (string | Date)[], client: Tx | typeof db = db): Promise<Map<string, DayState>> {
  const wanted = [...new Set(dates.map(isoOf))].sort();
  if (wanted.length === 0) return new Map();
  const days = await vendorDays(vendorId, wanted[0], wanted[wanted.length - 1], client);
  const asked = new Set(wanted);
  return new Map(days.filter((d) => asked.has(d.date)).map((d) => [d.date, stateOf(d)]));
}
