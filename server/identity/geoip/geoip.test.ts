import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { cityForIp, geoIpProvider, setGeoIpProvider } from "@/server/identity/geoip";
import { publicAddress } from "@/server/identity/geoip/ip";
import { createMaxmindProvider } from "@/server/identity/geoip/maxmind";
import { buildMmdb } from "@/server/identity/geoip/mmdb-fixture";
import { call } from "@/server/test/http";
import { bearer, registerUser, TEST_PASSWORD } from "@/server/test/identity";

// A tiny GeoLite2-City-shaped database: two Kuwaiti networks and one without a city.
const cityRecord = (en: string, geonameId: number) => ({
  city: { geoname_id: geonameId, names: { en, de: en } },
  country: { geoname_id: 285570, iso_code: "KW", names: { en: "Kuwait" } },
  location: { accuracy_radius: 20, latitude: 29.3697, longitude: 47.9783, time_zone: "Asia/Kuwait" },
});
const NETWORKS = {
  "37.36.0.0/16": cityRecord("Kuwait City", 285787),
  "62.215.4.0/24": cityRecord("Hawalli", 285839),
  "94.128.0.0/12": { country: { geoname_id: 285570, iso_code: "KW", names: { en: "Kuwait" } } },
};

let dir: string;
let mmdbPath: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "geoip-test-"));
  mmdbPath = path.join(dir, "GeoLite2-City.mmdb");
  await writeFile(mmdbPath, buildMmdb(NETWORKS));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function configure(env: { GEOIP_PROVIDER?: string; GEOIP_DATABASE_PATH?: string }) {
  for (const key of ["GEOIP_PROVIDER", "GEOIP_DATABASE_PATH"] as const) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
  resetConfig();
}

afterEach(() => {
  setGeoIpProvider(undefined);
  configure({});
  vi.restoreAllMocks();
});

describe("publicAddress", () => {
  it("refuses private, loopback, link-local, CGNAT, documentation and malformed addresses", () => {
    for (const ip of [
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "127.0.0.1",
      "169.254.1.1",
      "100.64.0.1",
      "203.0.113.5",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd12::1",
      "2001:db8::1",
      "::ffff:192.168.0.1",
      "unknown",
      "",
      "1.2.3",
    ]) {
      expect(publicAddress(ip), ip).toBeNull();
    }
  });

  it("keeps public addresses and unwraps IPv4-mapped IPv6", () => {
    expect(publicAddress("37.36.1.2")).toBe("37.36.1.2");
    expect(publicAddress(" 37.36.1.2 ")).toBe("37.36.1.2");
    expect(publicAddress("::ffff:37.36.1.2")).toBe("37.36.1.2");
    expect(publicAddress("2a02:c7f:1::1")).toBe("2a02:c7f:1::1");
  });
});

describe("maxmind provider (a .mmdb built by the test)", () => {
  it("reads the city of an address from the database file", async () => {
    const provider = createMaxmindProvider(mmdbPath);
    expect(provider.name).toBe("maxmind");
    expect(await provider.city("37.36.200.9")).toBe("Kuwait City");
    expect(await provider.city("62.215.4.77")).toBe("Hawalli");
    expect(await provider.city("62.215.5.77")).toBeNull(); // outside the /24
    expect(await provider.city("94.130.1.1")).toBeNull(); // country only, no city
    expect(await provider.city("8.8.8.8")).toBeNull();
    expect(await provider.city("2a02:c7f:1::1")).toBeNull();
  });

  it("rejects when the file is missing, and cityForIp turns that into null", async () => {
    const provider = createMaxmindProvider(path.join(dir, "missing.mmdb"));
    await expect(provider.city("37.36.1.1")).rejects.toThrow();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    setGeoIpProvider(provider);
    expect(await cityForIp("37.36.1.1")).toBeNull();
  });
});

describe("provider selection (GEOIP_PROVIDER)", () => {
  it("defaults to none, which knows no city", async () => {
    configure({});
    expect(geoIpProvider().name).toBe("none");
    expect(await cityForIp("37.36.1.1")).toBeNull();
  });

  it("uses maxmind with GEOIP_DATABASE_PATH, never for private addresses", async () => {
    configure({ GEOIP_PROVIDER: "maxmind", GEOIP_DATABASE_PATH: mmdbPath });
    expect(geoIpProvider().name).toBe("maxmind");
    expect(geoIpProvider()).toBe(geoIpProvider()); // one reader per configuration
    expect(await cityForIp("37.36.1.1")).toBe("Kuwait City");
    const lookups = vi.spyOn(geoIpProvider(), "city");
    expect(await cityForIp("192.168.1.10")).toBeNull();
    expect(await cityForIp("127.0.0.1")).toBeNull();
    expect(lookups).not.toHaveBeenCalled();
  });

  it("without a database path: no city, and sign-in still works", async () => {
    configure({ GEOIP_PROVIDER: "maxmind" });
    expect(() => geoIpProvider()).toThrow(/GEOIP_DATABASE_PATH/);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await cityForIp("37.36.1.1")).toBeNull();
  });
});

describe("sessions get the IP-derived city at sign-in", () => {
  it("stores the city of a public client IP and none for a private one", async () => {
    configure({ GEOIP_PROVIDER: "maxmind", GEOIP_DATABASE_PATH: mmdbPath });
    const { email, userId } = await registerUser({ verified: true });
    const fromKuwait = await call("/auth/login", {
      method: "POST",
      body: { email, password: TEST_PASSWORD, device: { platform: "android", name: "Pixel 8" } },
      ip: "62.215.4.20",
    });
    expect(fromKuwait.status).toBe(200);
    const fromLan = await call("/auth/login", {
      method: "POST",
      body: { email, password: TEST_PASSWORD, device: { platform: "ios" } },
      ip: "192.168.7.7",
    });
    expect(fromLan.status).toBe(200);

    const list = await call("/me/sessions", { headers: bearer(fromKuwait.json.data.token.access_token) });
    expect(list.status).toBe(200);
    const byPlatform = Object.fromEntries(list.json.data.map((s: { platform: string }) => [s.platform, s]));
    expect(byPlatform.android).toMatchObject({ city: "Hawalli", device_name: "Pixel 8", current: true });
    expect(byPlatform.ios.city).toBeNull();
    const rows = await db.session.findMany({ where: { userId }, select: { city: true, ip: true } });
    expect(rows).toContainEqual({ city: "Hawalli", ip: "62.215.4.20" });
  });

  it("stores no city with the default provider", async () => {
    const { email, userId } = await registerUser({ verified: true });
    const res = await call("/auth/login", { method: "POST", body: { email, password: TEST_PASSWORD, device: { platform: "ios" } }, ip: "37.36.9.9" });
    expect(res.status).toBe(200);
    const session = await db.session.findFirstOrThrow({ where: { userId, ip: "37.36.9.9" } });
    expect(session.city).toBeNull();
  });
});
