import type { LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isPublicAddress } from "../core/public-address";
import { AddressRefused, resolveAllowed, type AddressCheck } from "./ical-address";

// Fetching an imported calendar (docs/availability.md "iCal"), bounded:
// at most `maxBytes` (the stream is aborted beyond), `timeoutMs` in all
// (redirects included), redirects followed by hand, at most `maxRedirects`,
// each target https and on a public address. The connection goes to the
// address that was checked (the request's `lookup` answers it), so a DNS
// answer that changes between the check and the connection cannot reach a
// private address.

export type FetchLimits = {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** http:// URLs too: only the tests' local server (never set in the app). */
  allowHttp: boolean;
  /** Which addresses may be fetched: the public ones; a test may allow 127.0.0.1 here, explicitly. */
  allowedAddress: AddressCheck;
};

export const FETCH_LIMITS: FetchLimits = {
  maxBytes: 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
  allowHttp: false,
  allowedAddress: isPublicAddress,
};

/** A failed fetch: `code` is short and safe to show the vendor (messages: availability.ical.errors.*). */
export class IcalFetchError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** Whether a URL may be registered or fetched at all (scheme, no credentials, a host). */
export function checkUrl(raw: string, limits: Pick<FetchLimits, "allowHttp">): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new IcalFetchError("bad_url");
  }
  if (url.protocol !== "https:" && !(limits.allowHttp && url.protocol === "http:")) throw new IcalFetchError("not_https");
  if (url.username || url.password || !url.hostname) throw new IcalFetchError("bad_url");
  return url;
}

/** Checks the URL's host resolves only to allowed addresses (registration and every fetch). */
export async function checkTarget(raw: string, limits: FetchLimits = FETCH_LIMITS) {
  const url = checkUrl(raw, limits);
  try {
    return { url, ...(await resolveAllowed(url.hostname, limits.allowedAddress)) };
  } catch (e) {
    if (e instanceof AddressRefused) throw new IcalFetchError("address_refused");
    throw new IcalFetchError("dns_failed");
  }
}

function request(url: URL, pinned: { address: string; family: 4 | 6 }, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  // The socket connects to the address checked above, whatever the resolver says now.
  const lookup = (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }] satisfies LookupAddress[]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: "GET", signal, lookup: lookup as never, headers: { accept: "text/calendar, */*;q=0.1", "user-agent": "EventMarketplace-CalendarImport/1" } }, resolve);
    req.on("error", reject);
    req.end();
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(res.headers["content-length"] ?? 0) > maxBytes) {
    res.destroy();
    throw new IcalFetchError("too_large");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      res.destroy();
      throw new IcalFetchError("too_large");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The calendar text at `raw`, within the limits; throws IcalFetchError with a short code otherwise. */
export async function fetchCalendar(raw: string, limits: FetchLimits = FETCH_LIMITS): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = raw;
  try {
    for (let hop = 0; ; hop++) {
      const target = await checkTarget(current, limits);
      const res = await request(target.url, target, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.destroy();
        if (hop >= limits.maxRedirects) throw new IcalFetchError("too_many_redirects");
        current = new URL(res.headers.location, target.url).toString();
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new IcalFetchError(`http_${status}`);
      }
      return await readCapped(res, limits.maxBytes);
    }
  } catch (e) {
    if (e instanceof IcalFetchError) throw e;
    if (signal.aborted) throw new IcalFetchError("timeout");
    throw new IcalFetchError("network");
  }
}
