import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { translate, type Locale } from "../core/i18n";
import { mediaUrls } from "../media/attach";
import type { MyReviewView, ReviewView } from "./schemas";
import { appealUntil, editableUntil } from "./windows";

// Review payloads (docs/reviews.md "API contract"). Reviews hold ids only, so
// the reviewer's name, the booking's event and the photo URLs are loaded in
// one batch per page. The reviewer is shown as "Sara A.": never the full
// last name, the email or the phone.

export const reviewInclude = {
  photos: { orderBy: { position: "asc" } },
  reply: { select: { id: true, body: true, status: true, createdAt: true, editedAt: true } },
  criterionRatings: { select: { criterionCode: true, rating: true } },
} satisfies Prisma.ReviewInclude;

export type ReviewRow = Prisma.ReviewGetPayload<{ include: typeof reviewInclude }>;

type Related = {
  names: Map<string, { firstName: string; lastName: string }>;
  bookings: Map<string, { serviceDate: Date; eventType: string }>;
  urls: Map<string, string>;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "Sara A.": the first name and the initial of the last name (an anonymized account has no last name). */
export function displayName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

function eventTypeName(type: string, locale: Locale) {
  const name = (l: Locale) => translate(l, `events.types.${type}`) ?? type;
  return { name: name(locale), name_en: name("en") };
}

async function loadRelated(rows: ReviewRow[]): Promise<Related> {
  const [users, bookings, urls] = await Promise.all([
    db.user.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.authorUserId))] } }, select: { id: true, firstName: true, lastName: true } }),
    db.booking.findMany({
      where: { id: { in: rows.map((r) => r.bookingId) } },
      select: { id: true, serviceDate: true, event: { select: { eventType: true } } },
    }),
    mediaUrls(rows.flatMap((r) => r.photos.map((p) => p.mediaId))),
  ]);
  return {
    names: new Map(users.map((u) => [u.id, u])),
    bookings: new Map(bookings.map((b) => [b.id, { serviceDate: b.serviceDate, eventType: b.event.eventType }])),
    urls,
  };
}

function publicView(row: ReviewRow, related: Related, locale: Locale): ReviewView {
  const author = related.names.get(row.authorUserId);
  const booking = related.bookings.get(row.bookingId);
  const reply = row.reply?.status === "published" ? row.reply : null;
  return {
    id: row.id,
    vendor_id: row.vendorId,
    overall_rating: row.overallRating,
    criteria: {
      quality: row.qualityRating,
      punctuality: row.punctualityRating,
      value: row.valueRating,
      ...Object.fromEntries(row.criterionRatings.map((r) => [r.criterionCode, r.rating])),
    },
    title: row.title,
    body: row.body,
    photos: row.photos.flatMap((p) => {
      const url = related.urls.get(p.mediaId);
      return url ? [{ id: p.mediaId, url }] : [];
    }),
    reviewer: {
      display_name: author ? displayName(author.firstName, author.lastName) : "",
      event_type: booking ? eventTypeName(booking.eventType, locale) : null,
      event_month: booking ? booking.serviceDate.toISOString().slice(0, 7) : "",
    },
    reply: reply ? { id: reply.id, body: reply.body, created_at: reply.createdAt.toISOString(), edited_at: iso(reply.editedAt) } : null,
    published_at: iso(row.publishedAt),
    edited_at: iso(row.editedAt),
  };
}

function myView(row: ReviewRow, related: Related, locale: Locale): MyReviewView {
  const appealEnds = row.status === "hidden" && row.hiddenAt ? appealUntil(row.hiddenAt) : null;
  return {
    ...publicView(row, related, locale),
    status: row.status,
    booking_id: row.bookingId,
    editable_until: row.status === "published" && row.publishedAt ? editableUntil(row.publishedAt).toISOString() : null,
    appeal_until: iso(appealEnds),
    can_appeal: !!appealEnds && !row.appealedAt && now() <= appealEnds,
  };
}

/** Public views of already-loaded rows, in their order. */
export async function reviewViews(rows: ReviewRow[], locale: Locale): Promise<ReviewView[]> {
  const related = await loadRelated(rows);
  return rows.map((row) => publicView(row, related, locale));
}

/** The author's (and moderators') views of already-loaded rows, in their order. */
export async function myReviewViews(rows: ReviewRow[], locale: Locale): Promise<MyReviewView[]> {
  const related = await loadRelated(rows);
  return rows.map((row) => myView(row, related, locale));
}

/** The author's view of one review, read after a change. */
export async function myReviewView(id: string, locale: Locale): Promise<MyReviewView> {
  const row = await db.review.findUniqueOrThrow({ where: { id }, include: reviewInclude });
  return (await myReviewViews([row], locale))[0];
}
