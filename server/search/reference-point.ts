import { z } from "zod";
import { areaCentroid } from "../catalog/locations";
import { validationFailed } from "../core/errors";
import { KUWAIT_BOUNDS, type GeoPoint } from "../core/geo";

// The reference point of a vendor search (docs/search.md "Distance"): an
// area's centroid (`near_area_id`) or a point (`lat` and `lng`, e.g. the
// phone's location). With one, cards carry `distance_km` and `sort=distance`
// orders by it; `sort=distance` without one is a 422 naming the missing field.

/** A coordinate in a query string: a finite number. */
export const coordinate = z.coerce.number({ message: "validation.search_point" }).refine(Number.isFinite, { message: "validation.search_point" });

type PointQuery = { near_area_id?: string; lat?: number; lng?: number; event?: string; sort: string };

/** Rules across fields: both lat and lng inside Kuwait, not with near_area_id; sort=distance needs one of them (or an event, checked once it is read). */
export function referencePointIssues(q: PointQuery, ctx: z.RefinementCtx): void {
  const { lat, lng } = q;
  if ((lat === undefined) !== (lng === undefined)) {
    ctx.addIssue({ code: "custom", path: [lat === undefined ? "lat" : "lng"], message: "validation.search_point" });
  } else if (lat !== undefined && lng !== undefined) {
    if (lat < KUWAIT_BOUNDS.minLat || lat > KUWAIT_BOUNDS.maxLat) ctx.addIssue({ code: "custom", path: ["lat"], message: "validation.search_point" });
    if (lng < KUWAIT_BOUNDS.minLng || lng > KUWAIT_BOUNDS.maxLng) ctx.addIssue({ code: "custom", path: ["lng"], message: "validation.search_point" });
    if (q.near_area_id !== undefined) ctx.addIssue({ code: "custom", path: ["near_area_id"], message: "validation.search_point_twice" });
  }
  if (q.sort === "distance" && q.near_area_id === undefined && (lat === undefined || lng === undefined) && q.event === undefined) {
    ctx.addIssue({ code: "custom", path: ["near_area_id"], message: "validation.search_distance_point" });
  }
}

/** The point the query measures from, or undefined; an unknown area (or one without a centroid) is a 422. */
export async function referencePoint(q: Omit<PointQuery, "sort">): Promise<GeoPoint | undefined> {
  if (q.lat !== undefined && q.lng !== undefined) return { lat: q.lat, lng: q.lng };
  if (q.near_area_id === undefined) return undefined;
  const point = await areaCentroid(q.near_area_id);
  if (!point) throw validationFailed({ near_area_id: ["validation.search_near_area"] });
  return point;
}
