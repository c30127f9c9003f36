import type { Tx } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { ULID_PATTERN } from "../../core/ids";
import { ownedEvent } from "../owned-event";

/** The guest of the caller's event; 404 for anyone else's (and for a guest of another event). */
export async function ownedGuest(tx: Tx, userId: string, eventId: string, guestId: string) {
  const event = await ownedEvent(userId, eventId, tx);
  const guest = ULID_PATTERN.test(guestId) ? await tx.eventGuest.findFirst({ where: { id: guestId, eventId: event.id } }) : null;
  if (!guest) throw notFound();
  return { event, guest };
}
