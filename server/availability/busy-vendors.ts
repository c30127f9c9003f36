import { db } from "../core/db/client";
import { HOLDING_STATES, ORDER_HOLDING_STATES } from "./calendar";

/**
 * Vendors with no room on `date` (an ISO Kuwait date), for the search's date
 * filter: a plan that does not work that weekday (unless an open exception
 * covers the day), a blocked exception covering it, or bookings and direct orders holding the
 * day up to the daily capacity of a saved plan (no plan: no limit). Vendors
 * without a plan, exceptions or full days are free: the list stays short.
 */
export async function vendorsBusyOn(date: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ vendor_id: string }[]>(
    `SELECT a.vendor_id FROM vendor_availability a
      WHERE NOT (EXTRACT(DOW FROM $1::date)::int = ANY(a.work_days))
        AND NOT EXISTS (SELECT 1 FROM vendor_calendar_exceptions e
                         WHERE e.vendor_id = a.vendor_id AND e.kind = 'open' AND e.starts_on <= $1::date AND e.ends_on >= $1::date)
     UNION
     SELECT e.vendor_id FROM vendor_calendar_exceptions e
      WHERE e.kind = 'blocked' AND e.starts_on <= $1::date AND e.ends_on >= $1::date
     UNION
     SELECT h.vendor_id FROM (
       SELECT b.vendor_id FROM bookings b WHERE b.service_date = $1::date AND b.status::text = ANY($2::text[])
       UNION ALL
       SELECT o.vendor_id FROM orders o WHERE o.service_date = $1::date AND o.status::text = ANY($3::text[])
     ) h JOIN vendor_availability a ON a.vendor_id = h.vendor_id
      GROUP BY h.vendor_id, a.daily_capacity
     HAVING count(*) >= a.daily_capacity`,
    date,
    [...HOLDING_STATES],
    [...ORDER_HOLDING_STATES],
  );
  return rows.map((r) => r.vendor_id);
}
