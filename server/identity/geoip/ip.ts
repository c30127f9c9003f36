import { isPublicAddress } from "../../core/public-address";

// Addresses that say nothing about where a person is (not public:
// core/public-address.ts): their city is unknown (null), never looked up.

/**
 * The address in a form to look up (an IPv4-mapped IPv6 address becomes
 * IPv4), or null when it is not a public unicast address or not an IP at all
 * (e.g. "unknown" when no proxy header was trusted).
 */
export function publicAddress(ip: string | null | undefined): string | null {
  let address = ip?.trim() ?? "";
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) address = mapped[1];
  return isPublicAddress(address) ? address : null;
}
