import { AsyncLocalStorage } from "node:async_hooks";
import { networkInterfaces } from "node:os";
import { config, corsOrigins, trustedProxyHops } from "./config";
import type { Locale } from "./i18n";

// Absolute links to the portal, for messages read outside it (email, SMS,
// push) and for callbacks (payment return pages, signed file links).
//
// APP_URL, when set, is the one origin of every link. Without it, a link made
// while answering a request is on the origin the caller reached (browsing
// 127.0.0.1 or a LAN address keeps its sign-in cookie there); elsewhere (jobs,
// the outbox) on this server's own port on localhost.

const requestOrigins = new AsyncLocalStorage<string>();

/** `path` on the portal's origin: APP_URL, else the current request's origin (see above), else this server's own port. */
export function appUrl(path: string): string {
  const base = config().APP_URL || requestOrigins.getStore() || defaultOrigin();
  return new URL(path, base).toString();
}

/** A portal page in the recipient's language (Arabic, the default, has no prefix): links in emails and SMS. */
export function portalUrl(locale: Locale, path: string): string {
  return appUrl(locale === "en" ? `/en${path}` : path);
}

/** Runs `work` with links on `request`'s origin (when `requestOrigin` accepts it). */
export function withRequestOrigin<T>(request: Request, work: () => T): T {
  const origin = requestOrigin(request);
  return origin ? requestOrigins.run(origin, work) : work();
}

function defaultOrigin(): string {
  return `http://localhost:${config().PORT}`;
}

/**
 * The origin the caller reached, or undefined when it cannot be trusted.
 * Behind `TRUST_PROXY` proxies it is the X-Forwarded-Proto/-Host the nearest
 * one set (last entry); served directly, the Host header. A client can write
 * any Host, and a link carrying a token (password reset) must not go to a
 * host it picked, so the host must name this server: a loopback name, one of
 * this machine's own addresses, or an origin of CORS_ORIGINS.
 */
export function requestOrigin(request: Request): string | undefined {
  const proxied = trustedProxyHops() > 0;
  const host = proxied ? lastEntry(request.headers.get("x-forwarded-host")) : request.headers.get("host");
  if (!host) return undefined;
  const forwardedProto = proxied ? lastEntry(request.headers.get("x-forwarded-proto")) : undefined;
  const proto = forwardedProto ?? new URL(request.url).protocol.replace(":", "");
  if (proto !== "http" && proto !== "https") return undefined;
  let url: URL;
  try {
    url = new URL(`${proto}://${host}`);
  } catch {
    return undefined;
  }
  if (url.host !== host.toLowerCase() || url.username || url.pathname !== "/") return undefined;
  return ownHost(url) ? url.origin : undefined;
}

function lastEntry(value: string | null): string | undefined {
  return value
    ?.split(",")
    .map((v) => v.trim())
    .filter(Boolean)
    .pop();
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

function ownHost(url: URL): boolean {
  if (LOOPBACK_NAMES.has(url.hostname) || url.hostname.endsWith(".localhost")) return true;
  if (corsOrigins().includes(url.origin)) return true;
  return ownAddresses().has(url.hostname);
}

/** This machine's interface addresses, as they appear in a URL's hostname (IPv6 in brackets). */
function ownAddresses(): Set<string> {
  const addresses = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) addresses.add(a.family === "IPv6" ? `[${a.address.split("%")[0]}]` : a.address);
  }
  return addresses;
}
