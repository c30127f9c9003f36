import { on } from "../core/outbox/dispatcher";
import { GEOCODE_ATTEMPTS, GEOCODE_RETRIES, locate } from "./locate";

// AddressChanged -> the point found from the address (server/jobs/handlers.ts
// registers this). A retryable provider failure throws, so the outbox (in
// process: after 1, 2, 4 s) or Inngest (`retries: 3`) tries again; the 4th
// attempt falls back to the area's centre instead. A delivery without an
// attempt number is treated as the last one, so it can never loop.

export function registerGeocodingHandlers(): void {
  on(
    "AddressChanged",
    async (event) => {
      await locate(event.payload, { finalAttempt: (event.attempt ?? GEOCODE_ATTEMPTS) >= GEOCODE_ATTEMPTS });
    },
    { retries: GEOCODE_RETRIES },
  );
}
