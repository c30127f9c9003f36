import type { Locale } from "../core/i18n";
import { KUWAIT_BOUNDS, type GeoPoint } from "../core/geo";

// Addresses to points, behind one interface (docs/search.md "Geocoding"): the
// embedded default needs no network, a real adapter is chosen by configuration
// (./select-provider.ts).

export type GeocodeQuery = {
  /** Street / block / building as the vendor wrote it. */
  addressLine: string;
  /** The area (its name in `language`), or null when none is set. */
  area: { id: string; name: string } | null;
  /** The city's name (in `language`). */
  city: string | null;
  language: Locale;
};

export interface GeocodingProvider {
  name: string;
  /**
   * The address's point, or null when the provider found nothing (in Kuwait).
   * Throws GeocodingError: `retryable` for 5xx, 429 and network failures.
   */
  geocode(query: GeocodeQuery): Promise<GeoPoint | null>;
}

/** A failed lookup; `retryable` says whether trying again later can help. */
export class GeocodingError extends Error {
  readonly retryable: boolean;
  readonly status: number | undefined;
  constructor(message: string, opts: { retryable: boolean; status?: number }) {
    super(message);
    this.name = "GeocodingError";
    this.retryable = opts.retryable;
    this.status = opts.status;
  }
}

/** A result outside Kuwait is a wrong match (a namesake elsewhere), not a point. */
export function insideKuwait(p: GeoPoint): boolean {
  return p.lat >= KUWAIT_BOUNDS.minLat && p.lat <= KUWAIT_BOUNDS.maxLat && p.lng >= KUWAIT_BOUNDS.minLng && p.lng <= KUWAIT_BOUNDS.maxLng;
}
