import { on } from "../core/outbox/dispatcher";
import { mediaStorage } from "./storage";
import { removeWithVariants } from "./variants";
import { verifyMedia } from "./verify";

let registered = false;

/** Subscribes the media module to its events (called where jobs run: in-process runner, Inngest functions). */
export function registerMediaHandlers(): void {
  if (registered) return;
  registered = true;
  on("MediaConfirmed", async (event) => {
    await verifyMedia(event.payload.mediaId);
  });
  // The rows went with the account in its transaction; removing a missing object is a no-op, so a redelivery is harmless.
  on("AccountAnonymized", async (event) => {
    const storage = mediaStorage();
    for (const key of event.payload.mediaStorageKeys) await removeWithVariants(storage, key);
  });
}
