import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, validationFailed, type ErrorDetails } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { kuwaitDay } from "../core/kuwait-time";
import type { CreateEventInput, EventView, UpdateEventInput } from "./schemas";
import { eventView } from "./views";

// POST /events: a customer's planned event, status `planning`.

/** Rules the schema cannot check alone: the date is not in the past (Kuwait), the city exists. */
export async function checkEventFields(input: UpdateEventInput): Promise<void> {
  const details: ErrorDetails = {};
  if (input.event_date && new Date(`${input.event_date}T00:00:00.000Z`) < kuwaitDay(now())) details.event_date = ["validation.event_date_past"];
  if (input.city_id && !(await db.city.findUnique({ where: { id: input.city_id }, select: { id: true } }))) details.city_id = ["validation.city_unknown"];
  if (Object.keys(details).length > 0) throw validationFailed(details);
}

/** Column values of the fields present in `input` (undefined = not given, null = cleared). */
export function eventColumns(input: UpdateEventInput) {
  const date = input.event_date;
  return {
    title: input.title,
    eventType: input.event_type,
    eventDate: date === undefined ? undefined : date === null ? null : new Date(`${date}T00:00:00.000Z`),
    eventTime: input.event_time,
    guestsExpected: input.guests_expected,
    budgetTotal: input.budget_total,
    cityId: input.city_id,
    locationText: input.location_text === "" ? null : input.location_text,
    notes: input.notes === "" ? null : input.notes,
  };
}

export async function createEvent(input: CreateEventInput, ctx: RequestContext): Promise<EventView> {
  const userId = callerId(ctx);
  // Spec Events: "caller has a verified phone or email".
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { emailVerifiedAt: true, phoneVerifiedAt: true } });
  if (!user.emailVerifiedAt && !user.phoneVerifiedAt) throw new AppError("AUTH_EMAIL_UNVERIFIED");
  await checkEventFields(input);
  const event = await db.$transaction(async (tx) => {
    const row = await tx.event.create({
      data: { id: newId(), customerUserId: userId, status: "planning", createdAt: now(), ...eventColumns(input), title: input.title, eventType: input.event_type },
      include: { city: true },
    });
    await writeAudit(tx, { actor: { type: "user", id: userId }, action: "event.created", entityType: "event", entityId: row.id, request: ctx });
    return row;
  });
  return eventView(event, ctx.locale);
}
