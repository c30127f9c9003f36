import type { IncomingMessage } from "node:http";
import { checkTarget as checkOutbound, OutboundError, pinnedRequest, type AddressCheck } from "../core/outbound-http";
import { isPublicAddress } from "../core/public-address";

// Fetching an imported calendar (docs/availability.md "iCal"), bounded:
// at most `maxBytes` (the stream is aborted beyond), `timeoutMs` in all
// (redirects included), redirects followed by hand, at most `maxRedirects`,
// each target https and on a public address (core/outbound-http.ts pins the
// connection to the address it checked).

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

/** Checks the URL's host resolves only to allowed addresses (registration and every fetch). */
export async function checkTarget(raw: string, limits: FetchLimits = FETCH_LIMITS) {
  try {
    return await checkOutbound(raw, limits);
  } catch (e) {
    throw e instanceof OutboundError ? new IcalFetchError(e.code) : e;
  }
}

const request = (target: Awaited<ReturnType<typeof checkTarget>>, signal: AbortSignal): Promise<IncomingMessage> =>
  pinnedRequest(target, { method: "GET", signal, headers: { accept: "text/calendar, */*;q=0.1", "user-agent": "EventMarketplace-CalendarImport/1" } });

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
      const res = await request(target, signal);
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
