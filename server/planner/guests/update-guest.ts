import { diffOf, writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { guestColumns, newRsvpToken } from "./guest-columns";
import { ownedGuest } from "./owned-guest";
import type { UpdateGuestInput } from "./schemas";
import { guestView } from "./views";

// PATCH /events/{id}/guests/{guestId}; DELETE; the RSVP link made anew or revoked.

const by = (userId: string) => ({ type: "user" as const, id: userId });

export async function updateGuest(eventId: string, guestId: string, input: UpdateGuestInput, ctx: RequestContext) {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const { event, guest } = await ownedGuest(tx, userId, eventId, guestId);
    const columns = guestColumns(input);
    // Fewer plus-ones than an answer already counted: the answer shrinks with them.
    if (input.plus_ones !== undefined && guest.headCount !== null && guest.headCount > input.plus_ones + 1) columns.headCount = input.plus_ones + 1;
    const row = await tx.eventGuest.update({ where: { id: guest.id }, data: columns });
    const diff = diffOf(guestView(guest, event.title), guestView(row, event.title));
    delete diff.updated_at;
    await writeAudit(tx, {
      actor: by(userId),
      action: "event.guest.updated",
      entityType: "event",
      entityId: event.id,
      diff: { guest_id: guest.id, fields: Object.keys(diff) },
      request: ctx,
    });
    return guestView(row, event.title);
  });
}

export async function deleteGuest(eventId: string, guestId: string, ctx: RequestContext) {
  const userId = callerId(ctx);
  await db.$transaction(async (tx) => {
    const { event, guest } = await ownedGuest(tx, userId, eventId, guestId);
    await tx.eventGuest.delete({ where: { id: guest.id } });
    await writeAudit(tx, {
      actor: by(userId),
      action: "event.guest.deleted",
      entityType: "event",
      entityId: event.id,
      diff: { guest_id: guest.id },
      request: ctx,
    });
  });
}

/** A new personal link (the old one stops working at once). */
export async function renewRsvpLink(eventId: string, guestId: string, ctx: RequestContext) {
  return setRsvpToken(eventId, guestId, newRsvpToken(), "event.guest.link_renewed", ctx);
}

/** The link stops working (404) until a new one is made. */
export async function revokeRsvpLink(eventId: string, guestId: string, ctx: RequestContext) {
  return setRsvpToken(eventId, guestId, null, "event.guest.link_revoked", ctx);
}

async function setRsvpToken(
  eventId: string,
  guestId: string,
  token: string | null,
  action: "event.guest.link_renewed" | "event.guest.link_revoked",
  ctx: RequestContext,
) {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const { event, guest } = await ownedGuest(tx, userId, eventId, guestId);
    const row = await tx.eventGuest.update({ where: { id: guest.id }, data: { rsvpToken: token } });
    await writeAudit(tx, { actor: by(userId), action, entityType: "event", entityId: event.id, diff: { guest_id: guest.id }, request: ctx });
    return guestView(row, event.title);
  });
}
