import { open as openMmdb, type CityResponse, type Reader } from "maxmind";
import type { GeoIpProvider } from "./provider";

// MaxMind GeoLite2/GeoIP2 City database (.mmdb) through the `maxmind`
// package. The file is read on the first lookup, kept in memory, and re-read
// when it changes on disk (geoipupdate replaces it weekly).

/** The English city name from a City record (GeoLite2 has no Arabic names). */
function cityName(record: CityResponse | null): string | null {
  const name = record?.city?.names?.en;
  return typeof name === "string" && name.trim() ? name.trim() : null;
}

export function createMaxmindProvider(databasePath: string): GeoIpProvider {
  let reader: Promise<Reader<CityResponse>> | undefined;
  const open = () => {
    reader ??= openMmdb<CityResponse>(databasePath, { watchForUpdates: true, watchForUpdatesNonPersistent: true }).catch((error: unknown) => {
      reader = undefined; // a missing file may appear later: try again next time
      throw error;
    });
    return reader;
  };
  return {
    name: "maxmind",
    async city(ip) {
      return cityName((await open()).get(ip));
    },
  };
}
