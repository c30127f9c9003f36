import { config } from "../../core/config";
import { GeocodingError, insideKuwait, type GeocodeQuery, type GeocodingProvider } from "../provider";

// Addresses through a Nominatim search API (GEOCODING_PROVIDER=nominatim): the
// public OpenStreetMap server, a self-hosted one, or a hosted compatible one.
//
//   GET ${GEOCODING_URL}/search?q=<address, area, city, Kuwait>&format=jsonv2&countrycodes=kw&limit=1
//       &accept-language=ar|en [&email=GEOCODING_EMAIL] [&key=GEOCODING_API_KEY]
//   User-Agent: an identifying one with the contact (the usage policy refuses stock library agents)
//   200 [{"lat":"29.3375","lon":"47.9744","display_name":"…",…}] -> the point; [] -> null
//   429, 5xx, no answer within 10 s, a body that is not a JSON array: GeocodingError retryable
//   any other status (400, 403 blocked): GeocodingError not retryable (retrying will not help)
// A result outside Kuwait's bounds is treated as no result. The public server
// allows about one request a second: lookups run one per address change, never in bulk.

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const NOMINATIM_TIMEOUT_MS = 10_000;

export type NominatimOptions = { url?: string; email?: string; apiKey?: string; fetch?: FetchLike; timeoutMs?: number };

/** The free-form query: most specific first, as Nominatim reads it best. */
export function nominatimQuery(q: GeocodeQuery): string {
  const country = q.language === "ar" ? "الكويت" : "Kuwait";
  return [q.addressLine, q.area?.name, q.city, country].filter((part): part is string => Boolean(part && part.trim())).join(", ");
}

export function nominatimSearchUrl(q: GeocodeQuery, opts: { url: string; email?: string; apiKey?: string }): string {
  const url = new URL(`${opts.url.replace(/\/+$/, "")}/search`);
  url.searchParams.set("q", nominatimQuery(q));
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("countrycodes", "kw");
  url.searchParams.set("limit", "1");
  url.searchParams.set("accept-language", q.language);
  if (opts.email) url.searchParams.set("email", opts.email);
  if (opts.apiKey) url.searchParams.set("key", opts.apiKey);
  return url.toString();
}

export function createNominatimGeocoder(opts: NominatimOptions = {}): GeocodingProvider {
  return {
    name: "nominatim",
    async geocode(query) {
      const c = config();
      const email = opts.email ?? c.GEOCODING_EMAIL;
      const url = nominatimSearchUrl(query, { url: opts.url ?? c.GEOCODING_URL, email, apiKey: opts.apiKey ?? c.GEOCODING_API_KEY });
      const doFetch: FetchLike = opts.fetch ?? ((u, init) => fetch(u, init));
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "GET",
          headers: { Accept: "application/json", "User-Agent": `SouqEvents-Marketplace/1.0${email ? ` (${email})` : ""}` },
          signal: AbortSignal.timeout(opts.timeoutMs ?? NOMINATIM_TIMEOUT_MS),
        });
      } catch (e) {
        throw new GeocodingError(`Nominatim unreachable: ${e instanceof Error ? e.message : String(e)}`, { retryable: true });
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) {
        throw new GeocodingError(`Nominatim answered ${response.status}${text ? `: ${text.trim().slice(0, 200)}` : ""}`, {
          status: response.status,
          retryable: response.status === 429 || response.status >= 500,
        });
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new GeocodingError(`Nominatim answered without JSON: ${text.trim().slice(0, 200)}`, { status: response.status, retryable: true });
      }
      if (!Array.isArray(body)) throw new GeocodingError("Nominatim answered something other than a list", { status: response.status, retryable: true });
      const first = body[0] as { lat?: unknown; lon?: unknown } | undefined;
      if (!first) return null;
      const point = { lat: Number(first.lat), lng: Number(first.lon) };
      if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
      return insideKuwait(point) ? point : null;
    },
  };
}
