import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

// Where an imported calendar may be fetched from (docs/availability.md "iCal"):
// only public addresses. Loopback, private, link-local (cloud metadata),
// CGNAT, unspecified, multicast and reserved ranges are refused, for IPv4, IPv6
// and IPv4 written inside IPv6. A host name is refused when ANY of its
// addresses is not public (a host that resolves to a public and a private
// address could be steered to the private one).

const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64 (checked on its IPv4 part below as well)
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(net, bits, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped/compatible IPv6 one (`::ffff:10.0.0.1`, `::ffff:a00:1`), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = parseInt(hex[1], 16);
  const lo = parseInt(hex[2], 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/** Whether an IP address (v4 or v6 text) is a public one. Anything else (a name, garbage) is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return isIP(v4) === 4 && !blocked.check(v4, "ipv4");
  return !blocked.check(address, "ipv6");
}

export type AddressCheck = (address: string) => boolean;

export class AddressRefused extends Error {
  constructor(readonly host: string) {
    super("address_refused");
  }
}

/**
 * Every address of `host` (an IP literal is its own address), refusing the host
 * when one of them fails `allowed`. The caller connects to the first one: the
 * address checked is the address used (no second lookup to rebind).
 */
export async function resolveAllowed(host: string, allowed: AddressCheck = isPublicAddress): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const literal = isIP(bare);
  const addresses = literal ? [{ address: bare, family: literal }] : await lookup(bare, { all: true, verbatim: true });
  if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) throw new AddressRefused(bare);
  return { address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
