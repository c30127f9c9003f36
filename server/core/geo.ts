// Points and distances for search (docs/search.md "Distance"). A point is
// WGS 84 degrees; distances are great-circle (haversine) kilometres, good to
// well under 1% over Kuwait's 200 km.

export type GeoPoint = { lat: number; lng: number };

/** Kuwait's bounding box, roughly: a vendor's point and a `lat`/`lng` reference point must lie inside. */
export const KUWAIT_BOUNDS = { minLat: 28.5, maxLat: 30.2, minLng: 46.5, maxLng: 48.5 } as const;

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance in km. */
export function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = (bLat - aLat) * RAD;
  const dLng = (bLng - aLng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance a customer sees: to 0.1 km when the vendor published its
 * exact point, else to the whole km, so an unpublished address cannot be
 * triangulated from several reference points.
 */
export function shownDistanceKm(km: number, exactPublished: boolean): number {
  return exactPublished ? Math.round(km * 10) / 10 : Math.round(km);
}

/** A point from nullable columns (both or nothing). */
export function pointOf(lat: number | null | undefined, lng: number | null | undefined): GeoPoint | null {
  return lat === null || lat === undefined || lng === null || lng === undefined ? null : { lat, lng };
}
