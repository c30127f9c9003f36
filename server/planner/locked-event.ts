import type { Tx } from "../core/db/client";
import { ownedEvent } from "./owned-event";

// Every budget and checklist write locks the event row first, so two writes
// of one event (two tabs adding the same category, a tick and a booking
// handler) run one after the other.

export async function lockedEvent(tx: Tx, userId: string, eventId: string) {
  const event = await ownedEvent(userId, eventId, tx);
  await tx.$executeRaw`SELECT id FROM events WHERE id = ${event.id} FOR UPDATE`;
  return event;
}
