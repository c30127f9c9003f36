import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

// The one address check (./public-address.ts): public unicast only, every
// IPv6 form that carries an IPv4 address judged on that address (Teredo
// refused outright). Pure classification: nothing here opens a connection.

/** Internal IPv4 addresses written inside IPv6, as a URL or a DNS answer may give them. */
const EMBEDDED_INTERNAL = [
  "::127.0.0.1", // IPv4-compatible, dotted
  "::7f00:1", // IPv4-compatible, hex (what the URL parser makes of [::127.0.0.1])
  "::ffff:0:7f00:1", // SIIT IPv4-translated (RFC 6145)
  "::169.254.169.254",
  "::a9fe:a9fe",
  "::ffff:0:169.254.169.254",
  "::ffff:0:a9fe:a9fe",
  "::10.0.0.1",
  "::192.168.0.1",
  "::ffff:127.0.0.1", // IPv4-mapped
  "::ffff:7f00:1",
  "::ffff:a9fe:a9fe",
  "::ffff:10.0.0.1",
  "64:ff9b::127.0.0.1", // NAT64 well-known prefix (RFC 6052)
  "64:ff9b::a9fe:a9fe",
  "64:ff9b::10.0.0.1",
  "2002:7f00:1::", // 6to4 of 127.0.0.1
  "2002:a9fe:a9fe::1",
  "2002:c0a8:1::", // 6to4 of 192.168.0.1
  "2002:a00:1:1::1", // 6to4 of 10.0.0.1
  "2001:0::7f00:1", // Teredo
] as const;

describe("isPublicAddress", () => {
  it.each(EMBEDDED_INTERNAL)("refuses %s, an internal IPv4 address inside IPv6", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["Teredo with public server and client", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
    ["NAT64 local-use (RFC 8215), even of a public IPv4", "64:ff9b:1::808:808"],
    ["NAT64 local-use, internal", "64:ff9b:1:7f00:1::"],
    ["IPv4-compatible loopback", "::0.0.0.1"],
    ["6to4 of an unspecified IPv4", "2002::1"],
    ["6to4 of CGNAT", "2002:6440:1::"],
    ["mapped multicast", "::ffff:224.0.0.1"],
    ["mapped broadcast", "::ffff:255.255.255.255"],
  ])("refuses %s (%s)", (_what, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["loopback", ["127.0.0.1", "127.255.255.254", "::1"]],
    ["private", ["10.0.0.1", "172.16.5.4", "172.31.255.255", "192.168.1.1"]],
    ["link-local and cloud metadata", ["169.254.169.254", "169.254.0.1", "fe80::1", "febf::1"]],
    ["zone ids", ["fe80::1%eth0", "fe80::1%1", "2606:4700:4700::1111%eth0"]],
    ["unique local (ULA)", ["fc00::1", "fd12:3456::3", "fdff::1"]],
    ["site-local (deprecated)", ["fec0::1", "feff::1"]],
    ["CGNAT", ["100.64.0.1", "100.127.255.254"]],
    ["multicast", ["224.0.0.1", "239.255.255.250", "ff02::1", "ff0e::1"]],
    ["unspecified", ["0.0.0.0", "0.1.2.3", "::", "::0"]],
    ["broadcast", ["255.255.255.255"]],
    ["documentation", ["192.0.2.1", "198.51.100.7", "203.0.113.9", "2001:db8::1", "3fff::1"]],
    ["benchmarking", ["198.18.0.1", "198.19.255.255", "2001:2::1"]],
    ["reserved", ["240.0.0.1", "192.0.0.8", "100::1", "2001:10::1", "::1:0:0:0", "4000::1", "5f00::1"]],
    ["not an IP address", ["not-an-ip", "", "localhost", "127.1", "0x7f.0.0.1", "2130706433", "0127.0.0.1", "[::1]", "::ffff:0127.0.0.1", "1.2.3.4.5", "::g"]],
  ])("refuses %s", (_class, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });

  it("accepts public unicast IPv4 and IPv6 addresses", () => {
    for (const address of [
      "8.8.8.8",
      "1.1.1.1",
      "93.184.215.14",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4001::1",
      "2001:4860:4860::8888",
      "2A00:1450:4001::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("judges an IPv6 address that carries a public IPv4 address on that address: the translator delivers to 8.8.8.8", () => {
    // Accepted on purpose: a dual-stack socket sends ::ffff:8.8.8.8 to 8.8.8.8,
    // and GeoIP (server/identity/geoip/ip.ts) looks it up as 8.8.8.8.
    for (const address of ["::ffff:8.8.8.8", "::ffff:808:808", "::ffff:0:8.8.8.8", "64:ff9b::8.8.8.8", "64:ff9b::808:808", "2002:808:808::1", "::808:808"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
