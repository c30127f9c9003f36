import { BlockList, isIP } from "node:net";

// Addresses that say nothing about where a person is: private networks,
// loopback, link-local, carrier-grade NAT, documentation, multicast and
// reserved ranges. Their city is unknown (null), never looked up.

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/**
 * The address in a form to look up (an IPv4-mapped IPv6 address becomes
 * IPv4), or null when it is not a public unicast address or not an IP at all
 * (e.g. "unknown" when no proxy header was trusted).
 */
export function publicAddress(ip: string | null | undefined): string | null {
  let address = ip?.trim() ?? "";
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) address = mapped[1];
  const version = isIP(address);
  if (version === 0) return null;
  return NON_PUBLIC.check(address, version === 4 ? "ipv4" : "ipv6") ? null : address;
}
