import { areaCentroid } from "../catalog/locations";
import { db, type Tx } from "../core/db/client";
import type { LocationSource } from "../core/db/generated/enums";
import type { GeoPoint } from "../core/geo";
import { localized, type Locale } from "../core/i18n";
import { emit } from "../core/outbox/outbox";
import { GeocodingError } from "./provider";
import { geocodingProvider } from "./select-provider";

// A vendor's or branch's point from its address line (docs/search.md
// "Geocoding"): a pinned point is the owner's and is never touched; otherwise
// the provider's answer (`geocoded`), or, when it finds nothing, refuses, or
// fails on the last attempt, the area's centre (`centroid`; nothing when the
// area has none). Runs from the AddressChanged handler (./handlers.ts).

/** 1 try + 3 retries (spec limits: geocoding 3 retries). */
export const GEOCODE_RETRIES = 3;
export const GEOCODE_ATTEMPTS = GEOCODE_RETRIES + 1;

export type LocateTarget = { subject: "vendor" | "branch"; id: string };
export type LocateOutcome = "gone" | "pinned" | "geocoded" | "centroid" | "none" | "superseded";

type Place = {
  vendorId: string;
  vendorApproved: boolean;
  addressLine: string | null;
  areaId: string | null;
  source: LocationSource | null;
  latitude: number | null;
  longitude: number | null;
  area: { nameAr: string; nameEn: string } | null;
  city: { nameAr: string; nameEn: string };
};

const areaSelect = { select: { nameAr: true, nameEn: true } } as const;
const pointSelect = { addressLine: true, areaId: true, locationSource: true, latitude: true, longitude: true } as const;

async function loadPlace(client: Tx, t: LocateTarget): Promise<Place | null> {
  if (t.subject === "vendor") {
    const v = await client.vendor.findUnique({ where: { id: t.id }, select: { ...pointSelect, status: true, area: areaSelect, city: areaSelect } });
    return (
      v && {
        vendorId: t.id,
        vendorApproved: v.status === "approved",
        addressLine: v.addressLine,
        areaId: v.areaId,
        source: v.locationSource,
        latitude: v.latitude,
        longitude: v.longitude,
        area: v.area,
        city: v.city,
      }
    );
  }
  const b = await client.vendorBranch.findUnique({
    where: { id: t.id },
    select: { ...pointSelect, vendorId: true, area: areaSelect, vendor: { select: { city: areaSelect } } },
  });
  return (
    b && {
      vendorId: b.vendorId,
      vendorApproved: false,
      addressLine: b.addressLine,
      areaId: b.areaId,
      source: b.locationSource,
      latitude: b.latitude,
      longitude: b.longitude,
      area: b.area,
      city: b.vendor.city,
    }
  );
}

/** The language the vendor wrote the address in: Arabic letters ask in Arabic. */
const languageOf = (text: string): Locale => (/[\u0600-\u06FF]/.test(text) ? "ar" : "en");

/** The provider's point, null for "nothing found" (or a failure not worth retrying); throws to be retried. */
async function lookUp(place: Place, finalAttempt: boolean): Promise<GeoPoint | null> {
  const addressLine = place.addressLine?.trim() ?? "";
  if (!addressLine) return null; // nothing to look up: the area's centre
  const language = languageOf(addressLine);
  try {
    return await geocodingProvider().geocode({
      addressLine,
      area: place.areaId && place.area ? { id: place.areaId, name: localized(language, place.area.nameAr, place.area.nameEn) } : null,
      city: localized(language, place.city.nameAr, place.city.nameEn),
      language,
    });
  } catch (e) {
    const retryable = !(e instanceof GeocodingError) || e.retryable;
    if (retryable && !finalAttempt) throw e;
    return null;
  }
}

/**
 * Finds and writes the point. `finalAttempt`: a retryable failure falls back
 * to the centre instead of throwing. The write happens only if the address,
 * area and pin are still what was looked up (a newer change has its own event).
 */
export async function locate(target: LocateTarget, opts: { finalAttempt: boolean }): Promise<LocateOutcome> {
  const place = await loadPlace(db, target);
  if (!place) return "gone";
  if (place.source === "pinned") return "pinned";
  const found = await lookUp(place, opts.finalAttempt);
  const centre = found ? null : place.areaId ? await areaCentroid(place.areaId) : null;
  const point = found ?? centre;
  const source: LocationSource | null = found ? "geocoded" : centre ? "centroid" : null;

  return db.$transaction(async (tx) => {
    if (target.subject === "vendor") await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${target.id} FOR UPDATE`;
    else await tx.$queryRaw`SELECT id FROM vendor_branches WHERE id = ${target.id} FOR UPDATE`;
    const current = await loadPlace(tx, target);
    if (!current) return "gone";
    if (current.source === "pinned") return "pinned";
    if (current.addressLine !== place.addressLine || current.areaId !== place.areaId) return "superseded";
    const data = { latitude: point?.lat ?? null, longitude: point?.lng ?? null, locationSource: source };
    const changed = current.latitude !== data.latitude || current.longitude !== data.longitude || current.source !== source;
    if (changed) {
      if (target.subject === "vendor") await tx.vendor.update({ where: { id: target.id }, data });
      else await tx.vendorBranch.update({ where: { id: target.id }, data });
      // Search measures distances from the vendor's point: its document follows (as a profile save does).
      if (target.subject === "vendor" && current.vendorApproved) await emit(tx, "VendorChanged", { vendorId: place.vendorId });
    }
    return source ?? "none";
  });
}
