import { TZDate } from "@date-fns/tz";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { KUWAIT_TZ, kuwaitDay, kuwaitMonth } from "../core/kuwait-time";
import { money } from "../core/money";
import { hasPermission } from "../identity/sessions/authenticate";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { quotaUsage } from "../vendors/quota";
import { OPEN_RFQ_STATES } from "../rfq/state-machine";
import { vendorConfirmBy } from "../bookings/vendor-booking";
import type { Permission } from "../identity/roles";
import { rfqConflicts } from "./rfq-conflicts";

// GET /vendors/me/home: the vendor's to-do list (what waits for the vendor,
// most urgent first) and the month's figures. Every figure covers one stated
// period, the current Kuwait calendar month, the same period the plan quota
// counts, so no two numbers on the page disagree about what "recent" means.
// Each to-do part is shown to members whose role does that work.

const DAY_MS = 24 * 3600_000;
/** The to-do lists show this many items each; `count` says how many there are in all. */
export const TODO_ITEMS = 5;
/** "Bookings this week": service dates from today through the next 6 Kuwait days. */
export const WEEK_DAYS = 7;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first Kuwait day of the month containing `at`, as a UTC-midnight date. */
function monthStart(at: Date): Date {
  const [year, month] = kuwaitMonth(at).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, 1));
}

/** The instant the Kuwait month containing `at` began (for timestamp columns). */
function monthStartInstant(at: Date): Date {
  const start = monthStart(at);
  return new Date(new TZDate(start.getUTCFullYear(), start.getUTCMonth(), 1, 0, 0, 0, 0, KUWAIT_TZ).getTime());
}

async function rfqsToAnswer(vendorId: string, at: Date) {
  const where = { vendorId, status: { in: ["sent", "viewed"] }, rfq: { status: { in: [...OPEN_RFQ_STATES] }, expiresAt: { gt: at } } };
  const [count, rows] = await Promise.all([
    db.rfqRecipient.count({ where }),
    db.rfqRecipient.findMany({
      where,
      orderBy: [{ rfq: { expiresAt: "asc" } }, { id: "asc" }],
      take: TODO_ITEMS,
      select: { status: true, rfq: { select: { id: true, title: true, expiresAt: true, event: { select: { eventDate: true } } } } },
    }),
  ]);
  return {
    count,
    items: rows.map((r) => ({
      rfq_id: r.rfq.id,
      title: r.rfq.title,
      seen: r.status === "viewed",
      event_date: r.rfq.event.eventDate ? isoDay(r.rfq.event.eventDate) : null,
      expires_at: r.rfq.expiresAt!.toISOString(),
    })),
  };
}

async function countersWaiting(vendorId: string) {
  const where = { vendorId, status: "counter_received" as const };
  const [count, rows] = await Promise.all([
    db.quote.count({ where }),
    db.quote.findMany({
      where,
      orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
      take: TODO_ITEMS,
      select: {
        id: true,
        total: true,
        rfq: { select: { id: true, title: true } },
        counters: { orderBy: { createdAt: "desc" }, take: 1, select: { kind: true, proposedPrice: true, createdAt: true } },
      },
    }),
  ]);
  return {
    count,
    items: rows.map((q) => ({
      quote_id: q.id,
      rfq_id: q.rfq.id,
      title: q.rfq.title,
      kind: q.counters[0]?.kind ?? "counter",
      quoted: money(q.total),
      proposed: q.counters[0]?.proposedPrice ? money(q.counters[0].proposedPrice) : null,
      since: q.counters[0]?.createdAt.toISOString() ?? null,
    })),
  };
}

async function bookingsThisWeek(vendorId: string, at: Date) {
  const today = kuwaitDay(at);
  const where = { vendorId, status: "confirmed" as const, serviceDate: { gte: today, lt: new Date(today.getTime() + WEEK_DAYS * DAY_MS) } };
  const [count, rows] = await Promise.all([
    db.booking.count({ where }),
    db.booking.findMany({
      where,
      orderBy: [{ serviceDate: "asc" }, { id: "asc" }],
      take: TODO_ITEMS,
      select: { id: true, reference: true, serviceDate: true, event: { select: { title: true, eventTime: true } } },
    }),
  ]);
  return {
    count,
    to: isoDay(new Date(today.getTime() + (WEEK_DAYS - 1) * DAY_MS)),
    items: rows.map((b) => ({
      booking_id: b.id,
      reference: b.reference,
      title: b.event.title,
      service_date: isoDay(b.serviceDate),
      event_time: b.event.eventTime,
    })),
  };
}

/** Paid bookings the vendor has not confirmed yet, soonest deadline first: unconfirmed 48 h after the deposit, they are cancelled and refunded. */
async function bookingsToConfirm(vendorId: string) {
  const where = { vendorId, status: "confirmed" as const, vendorConfirmedAt: null };
  const [count, rows] = await Promise.all([
    db.booking.count({ where }),
    db.booking.findMany({
      where,
      orderBy: [{ confirmedAt: "asc" }, { id: "asc" }],
      take: TODO_ITEMS,
      select: { id: true, reference: true, serviceDate: true, confirmedAt: true, event: { select: { title: true } } },
    }),
  ]);
  return {
    count,
    items: rows.map((b) => ({
      booking_id: b.id,
      reference: b.reference,
      title: b.event.title,
      service_date: isoDay(b.serviceDate),
      confirm_by: vendorConfirmBy(b.confirmedAt)!.toISOString(),
    })),
  };
}

async function reviewsToReply(vendorId: string) {
  const where = { vendorId, status: "published" as const, reply: { is: null } };
  const [count, rows] = await Promise.all([
    db.review.count({ where }),
    db.review.findMany({
      where,
      orderBy: [{ publishedAt: "asc" }, { id: "asc" }],
      take: TODO_ITEMS,
      select: { id: true, overallRating: true, title: true, publishedAt: true },
    }),
  ]);
  return { count, items: rows.map((r) => ({ review_id: r.id, rating: r.overallRating, title: r.title, published_at: r.publishedAt?.toISOString() ?? null })) };
}

async function monthFigures(vendorId: string, at: Date) {
  const from = monthStart(at);
  const [usage, bookings, views] = await Promise.all([
    quotaUsage(vendorId),
    db.booking.count({ where: { vendorId, confirmedAt: { gte: monthStartInstant(at), lte: at } } }),
    db.vendorDailyStat.aggregate({ where: { vendorId, day: { gte: from, lte: kuwaitDay(at) } }, _sum: { profileViews: true } }),
  ]);
  return {
    rfqs_received: usage.rfqs_received,
    rfq_receive_limit: usage.rfq_receive_limit,
    quotes_sent: usage.quotations_sent,
    quotation_quota: usage.quotation_quota,
    bookings_confirmed: bookings,
    profile_views: views._sum.profileViews ?? 0,
  };
}

export async function vendorHome(ctx: RequestContext) {
  const vendorId = await currentVendorId(ctx, "vendor.view");
  const at = now();
  const can = (permission: Permission) => hasPermission(callerId(ctx), permission, vendorId);
  const [rfqs, bookings, seeBookings, reviews] = await Promise.all([can("rfq.respond"), can("booking.fulfil"), can("booking.view"), can("review.reply")]);
  const [toConfirm, toAnswer, counters, conflicts, week, toReply, figures] = await Promise.all([
    bookings ? bookingsToConfirm(vendorId) : null,
    rfqs ? rfqsToAnswer(vendorId, at) : null,
    rfqs ? countersWaiting(vendorId) : null,
    rfqs ? rfqConflicts(vendorId, at, TODO_ITEMS) : null,
    seeBookings ? bookingsThisWeek(vendorId, at) : null,
    reviews ? reviewsToReply(vendorId) : null,
    monthFigures(vendorId, at),
  ]);
  return {
    todo: {
      bookings_to_confirm: toConfirm,
      rfqs_to_answer: toAnswer,
      counters_waiting: counters,
      rfq_conflicts: conflicts,
      bookings_this_week: week,
      reviews_to_reply: toReply,
    },
    period: { month: kuwaitMonth(at), from: isoDay(monthStart(at)), to: isoDay(kuwaitDay(at)) },
    figures,
  };
}
