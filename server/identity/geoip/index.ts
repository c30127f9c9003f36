import { config } from "../../core/config";
import { createMaxmindProvider } from "./maxmind";
import { publicAddress } from "./ip";
import type { GeoIpProvider } from "./provider";

// IP-derived city of a session (spec "Session and device"). The provider is
// chosen by configuration: GEOIP_PROVIDER=none (default: no city) or
// `maxmind` (a GeoLite2/GeoIP2 City .mmdb file at GEOIP_DATABASE_PATH).
// A lookup never fails a sign-in: any error means "city unknown".

export const noGeoIp: GeoIpProvider = { name: "none", city: async () => null };

let current: { key: string; provider: GeoIpProvider } | undefined;
let injected: GeoIpProvider | undefined;

/** The configured provider; one per configuration, so the database file is read once. */
export function geoIpProvider(): GeoIpProvider {
  if (injected) return injected;
  const { GEOIP_PROVIDER: name, GEOIP_DATABASE_PATH: path } = config();
  const key = `${name}\n${path ?? ""}`;
  if (current?.key !== key) {
    if (name === "maxmind" && !path) throw new Error("GEOIP_PROVIDER=maxmind needs GEOIP_DATABASE_PATH (a GeoLite2/GeoIP2 City .mmdb file).");
    current = { key, provider: name === "maxmind" ? createMaxmindProvider(path!) : noGeoIp };
  }
  return current.provider;
}

/** Tests: replace the configured provider (`undefined` restores it). */
export function setGeoIpProvider(provider: GeoIpProvider | undefined): void {
  injected = provider;
}

let warned = false;

/** The city of a client IP: null for private, loopback or malformed addresses and whenever the lookup fails. */
export async function cityForIp(ip: string | null | undefined): Promise<string | null> {
  const address = publicAddress(ip);
  if (!address) return null;
  try {
    return await geoIpProvider().city(address);
  } catch (error) {
    // Misconfiguration would otherwise repeat on every sign-in; say it once.
    if (!warned) console.warn("[geoip] city lookup failed; sessions get no city:", error);
    warned = true;
    return null;
  }
}
