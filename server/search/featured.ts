import { now } from "../core/clock";
import { db } from "../core/db/client";

// Featured vendors. (Read side only so far; the rotation is being built.)

async function currentPeriodStart(at: Date): Promise<Date | null> {
  const row = await db.featuredSlot.findFirst({ where: { periodStart: { lte: at } }, orderBy: { periodStart: "desc" }, select: { periodStart: true } });
  return row?.periodStart ?? null;
}

/** The current period's slot holders of one category, in slot order. */
export async function featuredVendorIdsOfCategory(categoryId: string, at: Date = now()): Promise<string[]> {
  const periodStart = await currentPeriodStart(at);
  if (!periodStart) return [];
  const rows = await db.featuredSlot.findMany({ where: { periodStart, categoryId }, orderBy: { position: "asc" }, select: { vendorId: true } });
  return rows.map((r) => r.vendorId);
}

/** Every vendor holding a featured slot in the current period, in any category. */
export async function featuredVendorIdsNow(at: Date = now()): Promise<Set<string>> {
  const periodStart = await currentPeriodStart(at);
  if (!periodStart) return new Set();
  const rows = await db.featuredSlot.findMany({ where: { periodStart }, select: { vendorId: true } });
  return new Set(rows.map((r) => r.vendorId));
}
