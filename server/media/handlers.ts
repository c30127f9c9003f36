import { on } from "../core/outbox/dispatcher";
import { verifyMedia } from "./verify";

let registered = false;

/** Subscribes the media module to its events (called where jobs run: in-process runner, Inngest functions). */
export function registerMediaHandlers(): void {
  if (registered) return;
  registered = true;
  on("MediaConfirmed", async (event) => {
    await verifyMedia(event.payload.mediaId);
  });
}
