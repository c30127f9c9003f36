import type { LookupAddress } from "node:dns";
import dns from "node:dns/promises";
import http, { type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isPublicAddress } from "./public-address";

// Requests the server makes to addresses its users give (the iCal import,
// outbound webhooks): https only, to public addresses only (./public-address.ts).
// A host name is refused when ANY of its addresses is not public (a host that
// resolves to a public and a private address could be steered to the private
// one), and the socket connects to the address that was checked (the
// request's `lookup` answers it, on a socket of its own: no pooled one made
// for an earlier check), so a DNS answer that changes between the check and
// the connection cannot reach a private address. Redirects are never
// followed here: a caller that follows them checks each target again.

export type AddressCheck = (address: string) => boolean;

/** Who may be reached: https on public addresses; tests widen it explicitly. */
export type OutboundPolicy = {
  /** http:// URLs too: only test receivers (never in production). */
  allowHttp: boolean;
  allowedAddress: AddressCheck;
};

export const PUBLIC_HTTPS: OutboundPolicy = { allowHttp: false, allowedAddress: isPublicAddress };

/** A refused or failed outbound request: `code` is short and safe to show (bad_url, not_https, address_refused, dns_failed). */
export class OutboundError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export type PinnedTarget = { url: URL; address: string; family: 4 | 6 };

/** Whether a URL may be registered or requested at all (scheme, no credentials, a host). */
export function checkUrl(raw: string, policy: Pick<OutboundPolicy, "allowHttp">): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError("bad_url");
  }
  if (url.protocol !== "https:" && !(policy.allowHttp && url.protocol === "http:")) throw new OutboundError("not_https");
  if (url.username || url.password || !url.hostname) throw new OutboundError("bad_url");
  return url;
}

/**
 * Every address of `host` (an IP literal is its own address), refusing the host
 * when one of them fails `allowed`. The caller connects to the first one: the
 * address checked is the address used (no second lookup to rebind).
 */
export async function resolveAllowed(host: string, allowed: AddressCheck): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const literal = isIP(bare);
  let addresses: { address: string; family: number }[];
  try {
    // dns.lookup read at the call: a test stubs the resolver with vi.spyOn.
    addresses = literal ? [{ address: bare, family: literal }] : await dns.lookup(bare, { all: true, verbatim: true });
  } catch {
    throw new OutboundError("dns_failed");
  }
  if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) throw new OutboundError("address_refused");
  return { address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}

/** The URL checked and its host resolved to allowed addresses only (at registration and before every request). */
export async function checkTarget(raw: string, policy: OutboundPolicy = PUBLIC_HTTPS): Promise<PinnedTarget> {
  const url = checkUrl(raw, policy);
  return { url, ...(await resolveAllowed(url.hostname, policy.allowedAddress)) };
}

export type PinnedRequestInit = { method: "GET" | "POST"; headers: OutgoingHttpHeaders; body?: string | Uint8Array; signal: AbortSignal };

/** One request to the checked address, whatever the resolver says now; the response is not followed anywhere. */
export function pinnedRequest(target: PinnedTarget, init: PinnedRequestInit): Promise<IncomingMessage> {
  const client = target.url.protocol === "https:" ? https : http;
  const lookupPinned = (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }] satisfies LookupAddress[]);
    else callback(null, target.address, target.family);
  };
  return new Promise((resolve, reject) => {
    const req = client.request(
      target.url,
      { method: init.method, signal: init.signal, lookup: lookupPinned as never, headers: init.headers, agent: false },
      resolve,
    );
    req.on("error", reject);
    req.end(init.body);
  });
}
