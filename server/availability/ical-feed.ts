import ical, { ICalCalendarMethod } from "ical-generator";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { translate, type Locale } from "../core/i18n";
import { kuwaitDay, kuwaitTime } from "../core/kuwait-time";
import { HOLDING_STATES, ORDER_HOLDING_STATES } from "./calendar";
import { hashFeedToken } from "./ical-feed-token";

// The private iCal feed (GET /calendar-feeds/{token}.ics, docs/availability.md
// "iCal"): the vendor's bookings and direct orders that hold their day (the
// states calendar.ts counts: never cancelled ones) and the days its team
// blocked, as all-day events (DATE values, Kuwait calendar days). A booking
// says only its reference and category, an order its reference, package (as
// ordered) and Kuwait start time: no customer data, no address or notes, no
// amounts. A block says "Blocked", never its private note. Days imported from
// another calendar are left out (they came from there; sending them back would
// echo them between the two calendars).

const DAY_MS = 86_400_000;
/** From a year back to two years ahead. */
const PAST_DAYS = 366;
const AHEAD_DAYS = 2 * 366;

const nextDay = (d: Date) => new Date(d.getTime() + DAY_MS);

/** An order's summary in the feed's language, shaped like the booking's (messages/*.json `availability.ical.feed.booking`). */
const ORDER_SUMMARY: Record<Locale, (reference: string, pkg: string, time: string) => string> = {
  en: (reference, pkg, time) => `Order ${reference} · ${pkg} · ${time}`,
  ar: (reference, pkg, time) => `الطلب ${reference} · ${pkg} · ${time}`,
};

/** The feed's text for a token; 404 for an unknown or revoked one. */
export async function calendarFeedText(token: string, locale: Locale): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
  const feed = await db.vendorCalendarFeed.findUnique({
    where: { tokenHash: hashFeedToken(token) },
    select: { vendorId: true, vendor: { select: { nameAr: true, nameEn: true } } },
  });
  if (!feed) throw notFound();
  const today = kuwaitDay(now());
  const from = new Date(today.getTime() - PAST_DAYS * DAY_MS);
  const to = new Date(today.getTime() + AHEAD_DAYS * DAY_MS);
  const [bookings, orders, blocks] = await Promise.all([
    db.booking.findMany({
      where: { vendorId: feed.vendorId, status: { in: [...HOLDING_STATES] }, serviceDate: { gte: from, lte: to } },
      select: { id: true, reference: true, serviceDate: true, updatedAt: true, rfq: { select: { category: { select: { nameAr: true, nameEn: true } } } } },
      orderBy: { serviceDate: "asc" },
    }),
    // A direct order takes the vendor's day like a booking (server/availability/calendar.ts).
    db.order.findMany({
      where: { vendorId: feed.vendorId, status: { in: [...ORDER_HOLDING_STATES] }, serviceDate: { gte: from, lte: to } },
      select: { id: true, reference: true, serviceDate: true, startsAt: true, updatedAt: true, packageNameAr: true, packageNameEn: true },
      orderBy: { serviceDate: "asc" },
    }),
    db.vendorCalendarException.findMany({
      where: { vendorId: feed.vendorId, kind: "blocked", source: "manual", endsOn: { gte: from }, startsOn: { lte: to } },
      select: { id: true, startsOn: true, endsOn: true, createdAt: true },
      orderBy: { startsOn: "asc" },
    }),
  ]);
  const t = (key: string, values: Record<string, string> = {}) => translate(locale, `availability.ical.feed.${key}`, values) ?? key;
  const calendar = ical({
    name: t("name", { vendor: locale === "ar" ? feed.vendor.nameAr : feed.vendor.nameEn }),
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: "Event Marketplace", product: "vendor-calendar", language: locale.toUpperCase() },
  });
  calendar.x([{ key: "X-WR-TIMEZONE", value: "Asia/Kuwait" }]);
  for (const b of bookings) {
    const category = locale === "ar" ? b.rfq.category.nameAr : b.rfq.category.nameEn;
    calendar.createEvent({
      id: `booking-${b.id}@calendar`,
      allDay: true,
      start: b.serviceDate,
      end: nextDay(b.serviceDate),
      stamp: b.updatedAt,
      summary: t("booking", { reference: b.reference, category }),
    });
  }
  for (const o of orders) {
    calendar.createEvent({
      id: `order-${o.id}@calendar`,
      allDay: true,
      start: o.serviceDate,
      end: nextDay(o.serviceDate),
      stamp: o.updatedAt,
      summary: ORDER_SUMMARY[locale](o.reference, locale === "ar" ? o.packageNameAr : o.packageNameEn, kuwaitTime(o.startsAt).slice(11)),
    });
  }
  for (const e of blocks) {
    calendar.createEvent({
      id: `blocked-${e.id}@calendar`,
      allDay: true,
      start: e.startsOn,
      end: nextDay(e.endsOn),
      stamp: e.createdAt,
      summary: t("blocked"),
    });
  }
  return calendar.toString();
}
