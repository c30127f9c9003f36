import { writeAudit } from "../../core/audit";
import { db, type Tx } from "../../core/db/client";
import type { Prisma } from "../../core/db/generated/client";
import { notFound, validationFailed } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { translate, type Locale } from "../../core/i18n";
import { newId, ULID_PATTERN } from "../../core/ids";
import { ownedEvent } from "../owned-event";
import type { CreateEntryInput, UpdateEntryInput } from "./schemas";
import { entryInclude, entryOrder, entryView } from "./views";

// The customer's timeline of the event day: list, add, change, remove.

/** Entries per event: a wedding day has a few dozen. */
export const MAX_ENTRIES = 200;
const by = (userId: string) => ({ type: "user" as const, id: userId });
const fail = (locale: Locale, field: string, key: string) => validationFailed({ [field]: [translate(locale, `planner.timeline.errors.${key}`) ?? key] });

export async function listTimeline(eventId: string, ctx: RequestContext) {
  const event = await ownedEvent(callerId(ctx), eventId);
  const rows = await db.eventTimelineEntry.findMany({ where: { eventId: event.id }, include: entryInclude, orderBy: entryOrder });
  return rows.map((r) => entryView(r, ctx.locale));
}

/** The merged entry must have a title, one "who" at most, an end after its start and a booking of this event that still stands. */
async function checkEntry(
  tx: Tx,
  eventId: string,
  merged: {
    starts_at: string;
    ends_at: string | null;
    title_ar: string | null;
    title_en: string | null;
    booking_id: string | null;
    person_name: string | null;
  },
  locale: Locale,
) {
  if (!merged.title_ar && !merged.title_en) throw fail(locale, "title_ar", "title_required");
  if (merged.booking_id && merged.person_name) throw fail(locale, "person_name", "one_who");
  if (merged.ends_at && merged.ends_at <= merged.starts_at) throw fail(locale, "ends_at", "end_before_start");
  if (merged.booking_id) {
    const booking = ULID_PATTERN.test(merged.booking_id)
      ? await tx.booking.findFirst({ where: { id: merged.booking_id, eventId, status: { not: "cancelled" } }, select: { id: true } })
      : null;
    if (!booking) throw fail(locale, "booking_id", "booking_unknown");
  }
}

function columns(input: UpdateEntryInput): Prisma.EventTimelineEntryUncheckedUpdateInput {
  const c: Prisma.EventTimelineEntryUncheckedUpdateInput = {};
  if (input.starts_at !== undefined) c.startsAt = input.starts_at;
  if (input.ends_at !== undefined) c.endsAt = input.ends_at;
  if (input.title_ar !== undefined) c.titleAr = input.title_ar || null;
  if (input.title_en !== undefined) c.titleEn = input.title_en || null;
  if (input.booking_id !== undefined) c.bookingId = input.booking_id;
  if (input.person_name !== undefined) c.personName = input.person_name || null;
  if (input.notes !== undefined) c.notes = input.notes || null;
  return c;
}

export async function createEntry(eventId: string, input: CreateEntryInput, ctx: RequestContext) {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const event = await ownedEvent(userId, eventId, tx);
    await tx.$executeRaw`SELECT id FROM events WHERE id = ${event.id} FOR UPDATE`;
    if ((await tx.eventTimelineEntry.count({ where: { eventId: event.id } })) >= MAX_ENTRIES) throw fail(ctx.locale, "starts_at", "too_many");
    const merged = {
      starts_at: input.starts_at,
      ends_at: input.ends_at ?? null,
      title_ar: input.title_ar || null,
      title_en: input.title_en || null,
      booking_id: input.booking_id ?? null,
      person_name: input.person_name || null,
    };
    await checkEntry(tx, event.id, merged, ctx.locale);
    const row = await tx.eventTimelineEntry.create({
      data: { ...(columns(input) as object), id: newId(), eventId: event.id, startsAt: input.starts_at },
      include: entryInclude,
    });
    await writeAudit(tx, {
      actor: by(userId),
      action: "event.timeline.created",
      entityType: "event",
      entityId: event.id,
      diff: { entry_id: row.id },
      request: ctx,
    });
    return entryView(row, ctx.locale);
  });
}

async function ownedEntry(tx: Tx, userId: string, eventId: string, entryId: string) {
  const event = await ownedEvent(userId, eventId, tx);
  const entry = ULID_PATTERN.test(entryId) ? await tx.eventTimelineEntry.findFirst({ where: { id: entryId, eventId: event.id } }) : null;
  if (!entry) throw notFound();
  return { event, entry };
}

export async function updateEntry(eventId: string, entryId: string, input: UpdateEntryInput, ctx: RequestContext) {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const { event, entry } = await ownedEntry(tx, userId, eventId, entryId);
    const pick = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given);
    await checkEntry(
      tx,
      event.id,
      {
        starts_at: pick(input.starts_at, entry.startsAt),
        ends_at: pick(input.ends_at, entry.endsAt),
        title_ar: pick(input.title_ar, entry.titleAr) || null,
        title_en: pick(input.title_en, entry.titleEn) || null,
        // The booking did not change: it may have been cancelled since, which keeps the entry as it is.
        booking_id: input.booking_id === undefined || input.booking_id === entry.bookingId ? null : input.booking_id,
        person_name: pick(input.person_name, entry.personName) || null,
      },
      ctx.locale,
    );
    if (input.booking_id === undefined && entry.bookingId && input.person_name) throw fail(ctx.locale, "person_name", "one_who");
    const row = await tx.eventTimelineEntry.update({ where: { id: entry.id }, data: columns(input), include: entryInclude });
    await writeAudit(tx, {
      actor: by(userId),
      action: "event.timeline.updated",
      entityType: "event",
      entityId: event.id,
      diff: { entry_id: row.id, fields: Object.keys(input) },
      request: ctx,
    });
    return entryView(row, ctx.locale);
  });
}

export async function deleteEntry(eventId: string, entryId: string, ctx: RequestContext) {
  const userId = callerId(ctx);
  await db.$transaction(async (tx) => {
    const { event, entry } = await ownedEntry(tx, userId, eventId, entryId);
    await tx.eventTimelineEntry.delete({ where: { id: entry.id } });
    await writeAudit(tx, {
      actor: by(userId),
      action: "event.timeline.deleted",
      entityType: "event",
      entityId: event.id,
      diff: { entry_id: entry.id },
      request: ctx,
    });
  });
}
