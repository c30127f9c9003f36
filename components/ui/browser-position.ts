// The browser's position (navigator.geolocation), as a promise: the order
// form's "use my location", the vendor's location sharing and the vendor
// portal's "Use my current location" (business and branch points). Rounded to 6
// decimals (about 10 cm), the precision the API keeps.

export type Position = { latitude: number; longitude: number };
export type PositionFailure = "unsupported" | "denied" | "unavailable";

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function browserPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) return reject("unsupported" satisfies PositionFailure);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: round(p.coords.latitude), longitude: round(p.coords.longitude) }),
      (e) => reject((e.code === e.PERMISSION_DENIED ? "denied" : "unavailable") satisfies PositionFailure),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 10_000 },
    );
  });
}

export function failureOf(error: unknown): PositionFailure {
  return error === "unsupported" || error === "denied" ? error : "unavailable";
}
