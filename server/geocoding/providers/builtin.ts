import { areaCentroid } from "../../catalog/locations";
import type { GeoPoint } from "../../core/geo";
import type { GeocodingProvider } from "../provider";

// The embedded default (GEOCODING_PROVIDER=builtin): no network, deterministic.
// It answers like a real geocoder would for an address it knows only by its
// area: a point near the area's centre, moved by a stable hash of the address
// line (at most about 300 m), so two addresses in one area get two points (as
// real ones would; distances between them are not all ties) and the same
// address always gets the same point (demos and tests stay stable). A blank
// address, or an area without a centre, finds nothing: the caller then uses
// the centre itself (source `centroid`), as with a real provider's empty answer.

/** Up to this many degrees each way (0.003° is about 330 m of latitude, 300 m of longitude here). */
const MAX_OFFSET_DEG = 0.003;

/** FNV-1a, 32 bits: stable across runs and processes. */
function hash32(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The same address however it was spaced or cased. */
const normalized = (s: string) => s.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/** A value in [-1, 1] from a hash. */
const unit = (h: number) => (h / 0xffffffff) * 2 - 1;

export function builtinPoint(centre: GeoPoint, addressLine: string): GeoPoint {
  const key = normalized(addressLine);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { lat: round(centre.lat + unit(hash32(key, 1)) * MAX_OFFSET_DEG), lng: round(centre.lng + unit(hash32(key, 2)) * MAX_OFFSET_DEG) };
}

export const builtinGeocoder: GeocodingProvider = {
  name: "builtin",
  async geocode({ addressLine, area }) {
    if (!area || normalized(addressLine) === "") return null;
    const centre = await areaCentroid(area.id);
    return centre ? builtinPoint(centre, addressLine) : null;
  },
};
