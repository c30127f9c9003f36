import { db } from "../core/db/client";

// What the owner sees of the iCal links (GET /vendors/me/calendar/ical): whether
// a feed exists (its URL was shown once, at creation) and each import with its
// last sync.

type ImportRow = {
  id: string;
  url: string;
  lastStatus: string | null;
  lastError: string | null;
  lastFetchedAt: Date | null;
  busyRanges: number;
  createdAt: Date;
};

export function importView(r: ImportRow) {
  return {
    id: r.id,
    url: r.url,
    last_status: r.lastStatus as "ok" | "error" | null,
    last_error: r.lastError,
    last_fetched_at: r.lastFetchedAt?.toISOString() ?? null,
    busy_ranges: r.busyRanges,
    created_at: r.createdAt.toISOString(),
  };
}

export async function getCalendarSync(vendorId: string) {
  const [feed, imports] = await Promise.all([
    db.vendorCalendarFeed.findUnique({ where: { vendorId }, select: { createdAt: true } }),
    db.vendorCalendarImport.findMany({ where: { vendorId }, orderBy: { createdAt: "asc" } }),
  ]);
  return { feed: feed ? { created_at: feed.createdAt.toISOString() } : null, imports: imports.map(importView) };
}
