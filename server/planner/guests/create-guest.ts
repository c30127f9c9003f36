import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { validationFailed } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { translate } from "../../core/i18n";
import { newId } from "../../core/ids";
import { ownedEvent } from "../owned-event";
import { guestColumns, newRsvpToken } from "./guest-columns";
import type { CreateGuestInput } from "./schemas";
import { guestView } from "./views";

/** Guests per event (docs/planner-guests.md "Limits"): a large Kuwaiti wedding invites about 1,500. */
export const MAX_GUESTS = 2000;

export async function createGuest(eventId: string, input: CreateGuestInput, ctx: RequestContext) {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const event = await ownedEvent(userId, eventId, tx);
    // Locked: two adds at once cannot both pass the limit.
    await tx.$executeRaw`SELECT id FROM events WHERE id = ${event.id} FOR UPDATE`;
    if ((await tx.eventGuest.count({ where: { eventId: event.id } })) >= MAX_GUESTS)
      throw validationFailed({ name: [translate(ctx.locale, "planner.guests.too_many", { max: MAX_GUESTS }) ?? "too_many"] });
    const guest = await tx.eventGuest.create({
      data: { ...(guestColumns(input) as object), id: newId(), eventId: event.id, name: input.name, rsvpToken: newRsvpToken() },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "event.guest.created",
      entityType: "event",
      entityId: event.id,
      diff: { guest_id: guest.id },
      request: ctx,
    });
    return guestView(guest, event.title);
  });
}
