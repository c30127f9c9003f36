import { addMonths, format } from "date-fns";
import { areaCentroid } from "../catalog/locations";
import { now } from "../core/clock";
import { notFound } from "../core/errors";
import { db } from "../core/db/client";
import { haversineKm, pointOf, shownDistanceKm, type GeoPoint } from "../core/geo";
import { localized, type Locale } from "../core/i18n";
import { kuwaitDay } from "../core/kuwait-time";
import { ownedEvent } from "../planner/owned-event";

// `?event=<id>` on the vendor search and the public profile: the caller's own
// event stands for its date (the availability filter, "available on <date>")
// and its area's centroid (the reference point of `distance_km` and
// `sort=distance`), so planning an event carries both into the marketplace.

export type EventReference = {
  id: string;
  title: string;
  /** The event's date when it can be searched (today .. 24 months ahead, Kuwait), else null. */
  date: string | null;
  area: { id: string; name: string } | null;
  point: GeoPoint | undefined;
};

/** The caller's planning event as a search reference; 404 for anyone else's, a cancelled one, or no caller. */
export async function eventReference(eventId: string, userId: string | undefined, locale: Locale): Promise<EventReference> {
  if (!userId) throw notFound();
  const event = await ownedEvent(userId, eventId);
  const day = event.eventDate?.toISOString().slice(0, 10) ?? null;
  const today = format(kuwaitDay(now()), "yyyy-MM-dd");
  const last = format(addMonths(kuwaitDay(now()), 24), "yyyy-MM-dd");
  const point = event.areaId ? ((await areaCentroid(event.areaId)) ?? undefined) : undefined;
  return {
    id: event.id,
    title: event.title,
    date: day !== null && day >= today && day <= last ? day : null,
    area: event.area ? { id: event.area.id, name: localized(locale, event.area.nameAr, event.area.nameEn) } : null,
    point,
  };
}

/**
 * A vendor's distance from `from` as the public sees it (its own point, else
 * its area's centroid; to 0.1 km only when it published its point, as on the
 * search's cards), or null without a point.
 */
export async function vendorDistanceKm(vendorId: string, from: GeoPoint): Promise<number | null> {
  const vendor = await db.vendor.findUnique({
    where: { id: vendorId },
    select: { latitude: true, longitude: true, showExactLocation: true, area: { select: { latitude: true, longitude: true } } },
  });
  if (!vendor) return null;
  const own = pointOf(vendor.latitude, vendor.longitude);
  const point = own ?? pointOf(vendor.area?.latitude, vendor.area?.longitude);
  if (!point) return null;
  return shownDistanceKm(haversineKm(from.lat, from.lng, point.lat, point.lng), own !== null && vendor.showExactLocation);
}
