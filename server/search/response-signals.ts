import { now } from "../core/clock";
import { db } from "../core/db/client";

// The response signals of sort=recommended (./recommended.ts), per vendor,
// written on its search documents at indexing: the share of the RFQs sent to
// it in the last 90 days it answered (quoted or declined; `responded_at` set),
// and the median hours from sending to that answer. Null without RFQs (or
// without answers): the blend then counts them as neutral.

export const RESPONSE_WINDOW_DAYS = 90;

export type ResponseSignals = { responseRate: number | null; responseHours: number | null };

export async function responseSignals(vendorIds: string[]): Promise<Map<string, ResponseSignals>> {
  const out = new Map<string, ResponseSignals>();
  if (vendorIds.length === 0) return out;
  const since = new Date(now().getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
  const rows = await db.$queryRaw<{ vendor_id: string; sent: bigint | number; answered: bigint | number; median_hours: number | null }[]>`
    SELECT vendor_id, count(*) AS sent, count(responded_at) AS answered,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM responded_at - sent_at) / 3600) FILTER (WHERE responded_at IS NOT NULL) AS median_hours
    FROM rfq_recipients WHERE vendor_id = ANY(${vendorIds}) AND sent_at >= ${since}
    GROUP BY vendor_id`;
  for (const r of rows) {
    const sent = Number(r.sent);
    out.set(r.vendor_id, {
      responseRate: sent > 0 ? Number(r.answered) / sent : null,
      responseHours: r.median_hours === null ? null : Math.max(0, Number(r.median_hours)),
    });
  }
  return out;
}
