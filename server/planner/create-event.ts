import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { AppError, validationFailed, type ErrorDetails } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { kuwaitDay } from "../core/kuwait-time";
import type { CreateEventInput, EventView, UpdateEventInput } from "./schemas";
import { EVENT_VIEW_INCLUDE, eventView } from "./views";

// POST /events: a customer's planned event, status `planning`.

/**
 * Rules the schema cannot check alone: the date is not in the past (Kuwait),
 * the city exists, the area exists and lies in the event's city (`cityId`: the
 * event's city when the input leaves it as it is).
 */
export async function checkEventFields(input: UpdateEventInput, cityId: string | null = null, client: Tx | typeof db = db): Promise<void> {
  const details: ErrorDetails = {};
  if (input.event_date && new Date(`${input.event_date}T00:00:00.000Z`) < kuwaitDay(now())) details.event_date = ["validation.event_date_past"];
  if (input.city_id && !(await client.city.findUnique({ where: { id: input.city_id }, select: { id: true } }))) details.city_id = ["validation.city_unknown"];
  if (input.area_id) {
    const area = await client.area.findUnique({ where: { id: input.area_id }, select: { governorate: { select: { cityId: true } } } });
    const city = input.city_id === undefined ? cityId : input.city_id;
    if (!area) details.area_id = ["validation.area_unknown"];
    else if (city && area.governorate.cityId !== city) details.area_id = ["validation.area_not_in_city"];
  }
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
    areaId: input.area_id,
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
      data: {
        id: newId(),
        customerUserId: userId,
        status: "planning",
        createdAt: now(),
        ...eventColumns(input),
        title: input.title,
        eventType: input.event_type,
      },
      include: EVENT_VIEW_INCLUDE,
    });
    await writeAudit(tx, { actor: { type: "user", id: userId }, action: "event.created", entityType: "event", entityId: row.id, request: ctx });
    return row;
  });
  return eventView(event, ctx.locale);
}
