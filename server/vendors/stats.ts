import { Prisma } from "../core/db/generated/client";
import type { Tx } from "../core/db/client";
import { kuwaitDay } from "../core/kuwait-time";

// Per-day vendor counters (Asia/Kuwait days) behind vendor analytics. Other
// modules count their events here: the public profile its views, the RFQ
// module RFQs received, quotes sent and quotes won.

export const VENDOR_STAT_FIELDS = ["profile_views", "rfqs_received", "quotes_sent", "quotes_won"] as const;
export type VendorStatField = (typeof VENDOR_STAT_FIELDS)[number];

/**
 * Adds `by` (default 1) to one counter of the vendor's Kuwait day containing
 * `at`. One atomic upsert, so concurrent calls never lose a count.
 */
export async function recordVendorStat(tx: Tx, vendorId: string, field: VendorStatField, at: Date, by = 1): Promise<void> {
  if (!VENDOR_STAT_FIELDS.includes(field)) throw new Error(`unknown vendor stat ${field}`);
  const column = Prisma.raw(field); // from the allow-list above, never from input
  const day = kuwaitDay(at).toISOString().slice(0, 10);
  await tx.$executeRaw`
    INSERT INTO vendor_daily_stats (vendor_id, day, ${column})
    VALUES (${vendorId}, ${day}::date, ${by})
    ON CONFLICT (vendor_id, day) DO UPDATE SET ${column} = vendor_daily_stats.${column} + EXCLUDED.${column}`;
}
