import { addMonths, format } from "date-fns";
import type { z } from "zod";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import { kuwaitDay } from "../core/kuwait-time";
import { isPubliclyVisible } from "../vendors/views";
import { dayDate, isoDay, spanDays, vendorDays, type Day } from "./calendar";
import { MAX_RANGE_DAYS, type publicAvailabilityQuery, type publicDayStatus } from "./schemas";

// What anyone may know of a vendor's calendar (GET /vendors/{id}/availability
// and the public profile): per day free, busy or closed. Never why a day is
// busy (a block and its note, a booking and its customer) nor how many
// bookings it holds: only whether one more fits.

export type PublicDayStatus = z.infer<typeof publicDayStatus>;

const rangeError = (field: string, key: string) => new AppError("VALIDATION_FAILED", { details: { [field]: [`validation.${key}`] } });

/** A day as the public sees it: blocked and full both read "busy"; a day off the weekly plan "closed". */
export function publicStatus(day: Day): PublicDayStatus {
  if (day.free) return "free";
  const blocked = day.exceptions.some((e) => e.kind === "blocked" && e.branchId === null);
  return day.open || blocked ? "busy" : "closed";
}

/** The vendor behind an id or slug, when the marketplace shows it (404 otherwise, as GET /vendors/{id}). */
export async function listedVendorId(idOrSlug: string): Promise<string> {
  const vendor = await db.vendor.findFirst({ where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] }, select: { id: true, status: true, publishedAt: true } });
  if (!vendor || !isPubliclyVisible(vendor)) throw notFound();
  return vendor.id;
}

/** The dates anyone may ask about: today to today + 24 months (Kuwait), as the search's date filter. */
export function publicDateWindow(): { first: string; last: string } {
  const today = kuwaitDay(now());
  return { first: isoDay(today), last: format(addMonths(today, 24), "yyyy-MM-dd") };
}

/** Free, busy or closed for each day from..to (default: today to the end of its month) of a listed vendor. */
export async function getPublicAvailability(idOrSlug: string, query: z.infer<typeof publicAvailabilityQuery>) {
  const vendorId = await listedVendorId(idOrSlug);
  const { first, last } = publicDateWindow();
  const from = query.from ?? first;
  const start = dayDate(from);
  const to = query.to ?? isoDay(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
  if (from < first) throw rangeError("from", "date_not_past");
  if (to < from) throw rangeError("to", "date_range");
  if (to > last) throw rangeError("to", "search_date");
  if (spanDays(from, to) > MAX_RANGE_DAYS) throw rangeError("to", "calendar_range_max");
  const days = await vendorDays(vendorId, from, to);
  return { vendor_id: vendorId, from, to, days: days.map((d) => ({ date: d.date, status: publicStatus(d) })) };
}

/** One day's public status of a listed vendor, or null when the date is outside the public window. */
export async function publicStatusOn(vendorId: string, date: string): Promise<PublicDayStatus | null> {
  const { first, last } = publicDateWindow();
  if (date < first || date > last) return null;
  const [day] = await vendorDays(vendorId, date, date);
  return publicStatus(day);
}
