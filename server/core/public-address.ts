import ipaddr from "ipaddr.js";
import { isIP } from "node:net";

// Public unicast addresses, the one list: the iCal import and outbound
// webhooks reach only them (./outbound-http.ts) and GeoIP looks up only them
// (server/identity/geoip/ip.ts). The ranges are ipaddr.js's: an address is
// public only when its `range()` is `unicast`. An IPv6 address that carries an
// IPv4 one (mapped, compatible, SIIT-translated, NAT64, 6to4) is judged on that
// IPv4 address, since a translator or relay on the path delivers to it.

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const v4At = (high: number, low: number): IPv4 => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

const isPublicV4 = (ip: IPv4) => ip.range() === "unicast";

/** RFC 6052's well-known NAT64 prefix: the IPv4 address is the last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR("64:ff9b::/96");
/** IANA's global unicast space (RFC 4291 2.4): everything else is reserved or special. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");

function isPublicV6(ip: IPv6): boolean {
  // A zone id names an interface of this machine: link-scoped, never public.
  if (ip.zoneId) return false;
  const [p0, p1, p2, p3, p4, p5, p6, p7] = ip.parts;
  switch (ip.range()) {
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // SIIT IPv4-translated, ::ffff:0:a.b.c.d
      return isPublicV4(v4At(p6, p7));
    case "rfc6052":
      // 64:ff9b:1::/48 (RFC 8215) is local-use and its operator chooses where
      // the IPv4 address sits (RFC 6052 2.2): refused whatever it carries.
      return ip.match(NAT64_WELL_KNOWN) && isPublicV4(v4At(p6, p7));
    case "6to4": // 2002:AABB:CCDD::/48, the relay delivers to AA.BB.CC.DD
      return isPublicV4(v4At(p1, p2));
    case "teredo":
      // Refused outright: it carries a server and an obfuscated client IPv4
      // address, and a webhook or calendar is never served over Teredo.
      return false;
    case "unicast":
      // ::a.b.c.d, IPv4-compatible (deprecated): ipaddr.js calls it unicast.
      if (p0 === 0 && p1 === 0 && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0) return isPublicV4(v4At(p6, p7));
      return ip.match(GLOBAL_UNICAST);
    default:
      return false;
  }
}

/** Whether an IP address (v4 or v6 text) is a public one. Anything else (a name, garbage) is not. */
export function isPublicAddress(address: string): boolean {
  // Only the strict text a socket is given: ipaddr.js also reads legacy forms
  // (127.1, 0x7f.0.0.1, ::ffff:0127.0.0.1) that a name's lookup never returns.
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.isValidFourPartDecimal(address) && isPublicV4(ipaddr.IPv4.parse(address));
  if (family === 6) return ipaddr.IPv6.isValid(address) && isPublicV6(ipaddr.IPv6.parse(address));
  return false;
}
