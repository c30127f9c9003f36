import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isolateEnv } from "@/server/test/env";
import { GeocodingError, type GeocodeQuery } from "../provider";
import { geocodingProvider, setGeocodingProvider } from "../select-provider";
import { createNominatimGeocoder, type FetchLike } from "./nominatim";

// Recorded Nominatim answers (fixtures/nominatim/*.json) replayed through an injected fetch.

isolateEnv(["GEOCODING_PROVIDER", "GEOCODING_URL", "GEOCODING_EMAIL", "GEOCODING_API_KEY"]);
afterEach(() => setGeocodingProvider(null));

type Fixture = { request?: { url?: string }; response: { status: number; headers?: Record<string, string>; body?: unknown } };
const fixture = (name: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "fixtures/nominatim", `${name}.json`), "utf8")) as Fixture;
const responseOf = (f: Fixture) =>
  new Response(typeof f.response.body === "string" ? f.response.body : JSON.stringify(f.response.body), {
    status: f.response.status,
    headers: f.response.headers,
  });

function replay(...answers: Array<Fixture | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error) throw next;
    return responseOf(next);
  };
  return { calls, fetch };
}

const salmiya: GeocodeQuery = { addressLine: "Salem Al Mubarak St, Block 10", area: { id: "a1", name: "Salmiya" }, city: "Hawalli", language: "en" };
const geocoder = (fetch: FetchLike) => createNominatimGeocoder({ url: "https://nominatim.example.test/", email: "ops@souq-events.test", fetch });

async function failure(p: Promise<unknown>): Promise<GeocodingError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeocodingError);
  return error as GeocodingError;
}

describe("Nominatim adapter", () => {
  it("asks /search for one jsonv2 result in Kuwait, identifies itself, and returns the point", async () => {
    const f = fixture("search-result");
    const { fetch, calls } = replay(f);
    expect(await geocoder(fetch).geocode(salmiya)).toEqual({ lat: 29.3349412, lng: 48.076215 });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(f.request?.url);
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get("user-agent")).toMatch(/^SouqEvents-Marketplace\/1\.0 \(ops@souq-events\.test\)$/);
    expect(headers.get("accept")).toBe("application/json");
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
  });

  it("asks in Arabic for an Arabic query and sends the key of a hosted service", async () => {
    const { fetch, calls } = replay(fixture("search-result"));
    await createNominatimGeocoder({ url: "https://geo.example.test/v1", apiKey: "k-123", fetch }).geocode({
      ...salmiya,
      addressLine: "شارع سالم المبارك",
      area: { id: "a1", name: "السالمية" },
      city: "حولي",
      language: "ar",
    });
    const url = new URL(calls[0].url);
    expect(url.origin + url.pathname).toBe("https://geo.example.test/v1/search");
    expect(url.searchParams.get("q")).toBe("شارع سالم المبارك, السالمية, حولي, الكويت");
    expect(url.searchParams.get("accept-language")).toBe("ar");
    expect(url.searchParams.get("key")).toBe("k-123");
    expect(url.searchParams.has("email")).toBe(false);
  });

  it("returns null for an empty answer and for a match outside Kuwait", async () => {
    expect(await geocoder(replay(fixture("search-empty")).fetch).geocode(salmiya)).toBeNull();
    expect(await geocoder(replay(fixture("search-outside-kuwait")).fetch).geocode(salmiya)).toBeNull();
  });

  it("throws a retryable error on 5xx, 429 and a network failure; a 403 is not retryable", async () => {
    expect(await failure(geocoder(replay(fixture("server-error")).fetch).geocode(salmiya))).toMatchObject({ status: 503, retryable: true });
    expect(await failure(geocoder(replay(fixture("rate-limited")).fetch).geocode(salmiya))).toMatchObject({ status: 429, retryable: true });
    expect(await failure(geocoder(replay(new TypeError("fetch failed")).fetch).geocode(salmiya))).toMatchObject({ retryable: true });
    expect(await failure(geocoder(replay(fixture("blocked")).fetch).geocode(salmiya))).toMatchObject({ status: 403, retryable: false });
  });

  it("answers from a real HTTP server too (a 200 with a list, then a 503)", async () => {
    const http = await import("node:http");
    const answers = [fixture("search-result"), fixture("server-error")];
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.url ?? "");
      const f = answers.shift()!;
      res.writeHead(f.response.status, f.response.headers);
      res.end(typeof f.response.body === "string" ? f.response.body : JSON.stringify(f.response.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as { port: number };
      const real = createNominatimGeocoder({ url: `http://127.0.0.1:${port}` });
      expect(await real.geocode(salmiya)).toEqual({ lat: 29.3349412, lng: 48.076215 });
      expect(await failure(real.geocode(salmiya))).toMatchObject({ status: 503, retryable: true });
      expect(seen[0]).toMatch(/^\/search\?q=/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("is chosen by GEOCODING_PROVIDER=nominatim; builtin by default", async () => {
    const { resetConfig } = await import("@/server/core/config");
    expect(geocodingProvider().name).toBe("builtin");
    process.env.GEOCODING_PROVIDER = "nominatim";
    resetConfig();
    expect(geocodingProvider().name).toBe("nominatim");
  });
});
