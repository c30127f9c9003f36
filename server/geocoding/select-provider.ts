import { config } from "../core/config";
import type { GeocodingProvider } from "./provider";
import { builtinGeocoder } from "./providers/builtin";
import { createNominatimGeocoder } from "./providers/nominatim";

// The provider GEOCODING_PROVIDER names (builtin | nominatim); tests put their own in place.

const nominatim = createNominatimGeocoder();
let override: GeocodingProvider | null = null;

export function geocodingProvider(): GeocodingProvider {
  if (override) return override;
  return config().GEOCODING_PROVIDER === "nominatim" ? nominatim : builtinGeocoder;
}

/** Tests: answer every lookup with this provider (null: back to configuration). */
export function setGeocodingProvider(provider: GeocodingProvider | null): void {
  override = provider;
}
