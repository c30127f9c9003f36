import { db, type Tx } from "../core/db/client";
import { notFound } from "../core/errors";
import { ULID_PATTERN } from "../core/ids";
import { EVENT_VIEW_INCLUDE } from "./views";

// An event is only ever visible to its customer, and a cancelled event is
// gone for them (404, spec Authentication 2: no existence oracle).

/** The caller's `planning` event; 404 for another customer's, a cancelled one or a malformed id. */
export async function ownedEvent(userId: string, eventId: string, client: Tx = db) {
  if (!ULID_PATTERN.test(eventId)) throw notFound();
  const event = await client.event.findFirst({ where: { id: eventId, customerUserId: userId, status: "planning" }, include: EVENT_VIEW_INCLUDE });
  if (!event) throw notFound();
  return event;
}
