// What a GeoIP provider offers; index.ts picks one by configuration and the
// implementations (maxmind.ts) depend only on this, not on the picker.

export interface GeoIpProvider {
  readonly name: string;
  /** The city name (English) for a public IP address, or null when unknown. */
  city(ip: string): Promise<string | null>;
}
