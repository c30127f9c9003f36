import dns from "node:dns/promises";
import net from "node:net";
import { vi } from "vitest";

// For tests of the outbound address check (server/core/outbound-http.ts):
// which connections the code opened, and a resolver answering chosen names.
// These machines route IPv6 off the machine, so a connection to any address
// but 127.0.0.1 (the test's own server) is recorded and refused before it is
// opened. The database's connections (PostgreSQL runs) pass and are not counted.

/** The URL forms a probe found registrable: internal IPv4 addresses written as IPv6. */
export const INTERNAL_AS_IPV6_URLS = [
  "https://[::127.0.0.1]/",
  "https://[::ffff:0:7f00:1]/",
  "https://[::169.254.169.254]/latest/meta-data/",
  "https://[::a9fe:a9fe]/latest/meta-data/",
  "https://[::ffff:0:169.254.169.254]/",
  "https://[::10.0.0.1]/",
  "https://[::192.168.0.1]/",
  "https://[2002:7f00:1::]/", // 6to4 of 127.0.0.1
  "https://[2001:0::7f00:1]/", // Teredo
  "https://[::ffff:7f00:1]/",
  "https://[64:ff9b::7f00:1]/", // NAT64 of 127.0.0.1
] as const;

/** The same addresses as a DNS answer gives them, for a name that resolves to one. */
export const INTERNAL_AS_IPV6_ADDRESSES = [
  "::7f00:1",
  "::ffff:0:7f00:1",
  "::a9fe:a9fe",
  "::ffff:0:a9fe:a9fe",
  "::a00:1",
  "::c0a8:1",
  "2002:7f00:1::",
  "2001::7f00:1",
  "::ffff:7f00:1",
  "64:ff9b::a9fe:a9fe",
] as const;

export type ConnectAttempt = { host: string; port: number };

function targetOf(args: unknown[]): ConnectAttempt | { path: string } {
  // net.connect hands the socket its normalized [options, callback]; other callers (options) or (port, host).
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof first === "object" && first !== null) {
    const o = first as { host?: string; port?: number | string; path?: string };
    if (o.path) return { path: o.path };
    return { host: o.host ?? "localhost", port: Number(o.port) };
  }
  if (typeof first === "string" && Number.isNaN(Number(first))) return { path: first };
  return { host: typeof args[1] === "string" ? args[1] : "localhost", port: Number(first) };
}

function isDatabase(target: ConnectAttempt | { path: string }): boolean {
  if ("path" in target) return true; // a unix socket: the database's, never an outbound request
  const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null;
  return url !== null && target.host === url.hostname && target.port === Number(url.port || 5432);
}

/** Records every connection opened until `restore()`: only those to 127.0.0.1 go through. */
export function guardConnections() {
  const attempts: ConnectAttempt[] = [];
  const original = net.Socket.prototype.connect;
  const spy = vi.spyOn(net.Socket.prototype, "connect").mockImplementation(function (this: net.Socket, ...args: unknown[]) {
    const target = targetOf(args);
    if (isDatabase(target)) return original.apply(this, args as never);
    const attempt = target as ConnectAttempt;
    attempts.push(attempt);
    if (attempt.host === "127.0.0.1") return original.apply(this, args as never);
    process.nextTick(() => this.destroy(new Error(`test guard: no connection to ${attempt.host}`)));
    return this;
  });
  return { attempts, restore: () => spy.mockRestore() };
}

/** Names answered from `answers` (every one of its addresses, as `lookup({ all: true })`); other names fail to resolve. */
export function stubResolver(answers: Map<string, readonly string[]>) {
  const spy = vi.spyOn(dns, "lookup").mockImplementation((async (host: string) => {
    const addresses = answers.get(host);
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  }) as never);
  return { restore: () => spy.mockRestore() };
}
