import { versionedCache } from "../core/cache/versioned-cache";
import { db } from "../core/db/client";
import { DEFAULT_DAILY_CAPACITY, HOLDING_STATES, ORDER_HOLDING_STATES } from "./calendar";

/**
 * Vendors with no room on a day (an ISO Kuwait date): a plan that does not work
 * that weekday (unless an open exception covers the day), a blocked exception
 * covering it, or bookings and direct orders holding the day up to the daily
 * capacity of the saved plan, or `$4` (DEFAULT_DAILY_CAPACITY) without one. A branch's own exceptions do not count: they
 * close or open that branch alone (docs/vendor-team.md "Branches"). `$5`, when given, limits every branch to those
 * vendors. Vendors without exceptions or a day's bookings are free: the list stays short.
 */
function busySql(among: boolean): string {
  const only = (column: string) => (among ? ` AND ${column} = ANY($5::text[])` : "");
  return `SELECT a.vendor_id FROM vendor_availability a
      WHERE NOT (EXTRACT(DOW FROM $1::date)::int = ANY(a.work_days))${only("a.vendor_id")}
        AND NOT EXISTS (SELECT 1 FROM vendor_calendar_exceptions e
                         WHERE e.vendor_id = a.vendor_id AND e.branch_id IS NULL AND e.kind = 'open' AND e.starts_on <= $1::date AND e.ends_on >= $1::date)
     UNION
     SELECT e.vendor_id FROM vendor_calendar_exceptions e
      WHERE e.branch_id IS NULL AND e.kind = 'blocked' AND e.starts_on <= $1::date AND e.ends_on >= $1::date${only("e.vendor_id")}
     UNION
     SELECT h.vendor_id FROM (
       SELECT b.vendor_id FROM bookings b WHERE b.service_date = $1::date AND b.status::text = ANY($2::text[])${only("b.vendor_id")}
       UNION ALL
       SELECT o.vendor_id FROM orders o WHERE o.service_date = $1::date AND o.status::text = ANY($3::text[])${only("o.vendor_id")}
     ) h LEFT JOIN vendor_availability a ON a.vendor_id = h.vendor_id
      GROUP BY h.vendor_id, a.daily_capacity
     HAVING count(*) >= COALESCE(a.daily_capacity, $4::int)`;
}

async function busyRows(date: string, among?: string[]): Promise<string[]> {
  const params: unknown[] = [date, [...HOLDING_STATES], [...ORDER_HOLDING_STATES], DEFAULT_DAILY_CAPACITY];
  if (among) params.push(among);
  const rows = await db.$queryRawUnsafe<{ vendor_id: string }[]>(busySql(among !== undefined), ...params);
  return rows.map((r) => r.vendor_id);
}

/** One day's busy vendors, as the search filter (the list) and lookups (the set) use them. Shared: never change it. */
export type BusyDay = { readonly ids: readonly string[]; readonly set: ReadonlySet<string> };

/**
 * Each day's busy set, kept in this process under the `calendar` version
 * (docs/availability.md "The busy-day cache"): every write that can change a
 * day's free/busy moves it at commit, in any process (triggers of migrations
 * 20261127160953 and 20261127175000), so a date search costs a version read, not a scan of the day.
 * A day's set is a few hundred KB at 100,000 vendors: 32 days kept.
 */
const busyDays = versionedCache(
  "calendar",
  async (date: string): Promise<BusyDay> => {
    const ids = await busyRows(date);
    return { ids, set: new Set(ids) };
  },
  32,
);

/** Every vendor with no room on `date` (ISO Kuwait date), from the busy-day cache. Read outside transactions (the cache is shared). */
export function busyDay(date: string): Promise<BusyDay> {
  return busyDays.get(date);
}

/** The ids of `busyDay` (the search's date filter). */
export async function vendorsBusyOn(date: string): Promise<readonly string[]> {
  return (await busyDay(date)).ids;
}

/** The ones of `vendorIds` with no room on `date`: the same rule asked of those vendors only (an RFQ's few vendors need no day's whole set). */
export function vendorsBusyAmong(vendorIds: string[], date: string): Promise<string[]> {
  return busyRows(date, vendorIds);
}
