import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { kuwaitDay } from "../core/kuwait-time";
import { emit } from "../core/outbox/outbox";
import { branchForWrite } from "../branches/branches";
import { assertWholeVendor, branchLimit, inBranches, rfqInBranches } from "../branches/scope";
import type { z } from "zod";
import { dayDate, isoDay, planOf, spanDays, vendorCalendarDays } from "./calendar";
import { MAX_EXCEPTION_DAYS, MAX_RANGE_DAYS, type calendarQuery, type exceptionBody, type planBody } from "./schemas";

// The vendor's own calendar (GET /vendors/me/calendar and its writes): the
// plan, the exceptions with their private notes, and each day's bookings.

const rangeError = (field: string, key: string) => new AppError("VALIDATION_FAILED", { details: { [field]: [`validation.${key}`] } });

type Source = "manual" | "ical";

/** An `ical` row says only "busy (imported)": nothing of the other calendar's events. */
function exceptionView(
  e: { id: string; kind: "blocked" | "open"; startsOn: Date; endsOn: Date; note: string | null; branchId: string | null },
  source: Source = "manual",
) {
  return {
    id: e.id,
    kind: e.kind,
    starts_on: isoDay(e.startsOn),
    ends_on: isoDay(e.endsOn),
    note: source === "ical" ? null : e.note,
    branch_id: e.branchId,
    source,
  };
}

/**
 * The days from..to (default: this Kuwait month), for any member of the
 * vendor's team. A member limited to branches sees the whole vendor's days and
 * their branches' (not other branches' days and bookings).
 */
export async function getVendorCalendar(vendorId: string, query: z.infer<typeof calendarQuery>, ctx: RequestContext) {
  const today = kuwaitDay(now());
  const from = query.from ?? isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
  const start = dayDate(from);
  const to = query.to ?? isoDay(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
  if (to < from) throw rangeError("to", "date_range");
  if (spanDays(from, to) > MAX_RANGE_DAYS) throw rangeError("to", "calendar_range_max");
  const { plan, days } = await vendorCalendarDays(vendorId, from, to);
  const exceptions = new Map(days.flatMap((d) => d.exceptions).map((e) => [e.id, e]));
  const limit = await branchLimit(vendorId, ctx.userId);
  const rows = await db.vendorCalendarException.findMany({ where: { id: { in: [...exceptions.keys()] } }, select: { id: true, source: true, branchId: true } });
  const imported = new Set(rows.filter((e) => e.source === "ical").map((e) => e.id));
  const branchOf = new Map(rows.map((e) => [e.id, e.branchId]));
  const visible = (id: string) => !limit || branchOf.get(id) == null || limit.includes(branchOf.get(id)!);
  const bookingIds = days.flatMap((d) => d.bookings.filter((b) => b.kind === "booking").map((b) => b.id));
  const shownBookings = limit
    ? new Set((await db.booking.findMany({ where: { id: { in: bookingIds }, ...rfqInBranches(vendorId, limit) }, select: { id: true } })).map((b) => b.id))
    : new Set(bookingIds);
  // Direct orders belong to no branch: a member limited to branches does not see them (server/orders/access.ts).
  const shown = (b: { id: string; kind: "booking" | "order" }) => (b.kind === "order" ? !limit : shownBookings.has(b.id));
  return {
    // daily_capacity null: no plan saved; the days' `capacity` is the default in force.
    plan: { work_days: plan.workDays, daily_capacity: plan.saved ? plan.dailyCapacity : null },
    days: days.map((d) => ({
      date: d.date,
      open: d.open,
      capacity: d.capacity,
      booked: d.booked,
      free: d.free,
      exception_ids: d.exceptions.map((e) => e.id).filter(visible),
      bookings: d.bookings.filter(shown).map((b) => ({ id: b.id, reference: b.reference, status: b.status, kind: b.kind })),
    })),
    exceptions: [...exceptions.values()]
      .filter((e) => visible(e.id))
      .map((e) => exceptionView({ ...e, branchId: branchOf.get(e.id) ?? null }, imported.has(e.id) ? "ical" : "manual")),
  };
}

/** Sets the weekly plan and the daily capacity (days already booked beyond a lower capacity stay booked). */
export async function setVendorPlan(vendorId: string, body: z.infer<typeof planBody>, ctx: RequestContext) {
  await assertWholeVendor(vendorId, ctx.userId);
  const workDays = [...body.work_days].sort();
  const before = await planOf(vendorId);
  await db.$transaction(async (tx) => {
    await tx.vendorAvailability.upsert({
      where: { vendorId },
      create: { vendorId, workDays, dailyCapacity: body.daily_capacity },
      update: { workDays, dailyCapacity: body.daily_capacity },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "vendor.calendar.plan_set",
      entityType: "vendor",
      entityId: vendorId,
      diff: {
        before: { work_days: before.workDays, daily_capacity: before.saved ? before.dailyCapacity : null },
        after: { work_days: workDays, daily_capacity: body.daily_capacity },
      },
      request: ctx,
    });
    await emit(tx, "VendorCalendarChanged", { vendorId });
  });
  return { work_days: workDays, daily_capacity: body.daily_capacity };
}

/** Blocks or opens a range of days (from today on, at most a year long). */
export async function addCalendarException(vendorId: string, body: z.infer<typeof exceptionBody>, ctx: RequestContext) {
  if (body.starts_on < isoDay(kuwaitDay(now()))) throw rangeError("starts_on", "date_not_past");
  if (spanDays(body.starts_on, body.ends_on) > MAX_EXCEPTION_DAYS) throw rangeError("ends_on", "calendar_exception_max");
  const exception = await db.$transaction(async (tx) => {
    const branchId = await branchForWrite(vendorId, body.branch_id, ctx, { creating: true }, tx);
    const row = await tx.vendorCalendarException.create({
      data: {
        id: newId(),
        vendorId,
        kind: body.kind,
        startsOn: dayDate(body.starts_on),
        endsOn: dayDate(body.ends_on),
        note: body.note || null,
        branchId,
        createdBy: callerId(ctx),
      },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: body.kind === "blocked" ? "vendor.calendar.blocked" : "vendor.calendar.opened",
      entityType: "vendor",
      entityId: vendorId,
      diff: { exception_id: row.id, starts_on: body.starts_on, ends_on: body.ends_on, branch_id: branchId },
      request: ctx,
    });
    await emit(tx, "VendorCalendarChanged", { vendorId });
    return row;
  });
  return exceptionView(exception);
}

/**
 * Removes one exception of this vendor (404 for anyone else's). Days imported
 * from another calendar are refused (422): they follow that calendar, and go
 * when the import is removed.
 */
export async function removeCalendarException(vendorId: string, exceptionId: string, ctx: RequestContext): Promise<void> {
  // A member limited to branches removes only their branches' days: the rest is 404.
  const scoped = inBranches(await branchLimit(vendorId, ctx.userId));
  await db.$transaction(async (tx) => {
    const gone = await tx.vendorCalendarException.deleteMany({ where: { id: exceptionId, vendorId, source: "manual", ...scoped } });
    if (gone.count === 0) {
      const imported = await tx.vendorCalendarException.count({ where: { id: exceptionId, vendorId, source: "ical", ...scoped } });
      if (imported > 0) throw new AppError("VALIDATION_FAILED", { details: { id: ["validation.calendar_exception_imported"] } });
      throw notFound();
    }
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "vendor.calendar.exception_removed",
      entityType: "vendor",
      entityId: vendorId,
      diff: { exception_id: exceptionId },
      request: ctx,
    });
    await emit(tx, "VendorCalendarChanged", { vendorId });
  });
}
