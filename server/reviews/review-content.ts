import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Review } from "../core/db/generated/client";
import { AppError, notFound, validationFailed, type ErrorCode } from "../core/errors";
import { translate, type Locale } from "../core/i18n";
import { ULID_PATTERN } from "../core/ids";
import { claimMedia } from "../media/attach";
import type { ReviewContentInput } from "./schemas";
import { reviewWindowCloses } from "./windows";

// What the author's use cases share: finding the caller's booking or review
// (404 otherwise), the booking's 90-day window, writing the fields a request
// gives, the photo list, and the rules a review must meet to be published.

/** An error whose message comes from messages/en.json and messages/ar.json `api.reviews`. */
export function reviewError(code: ErrorCode, key: string, values: Record<string, string> = {}): AppError {
  const text = (locale: Locale) => translate(locale, `api.reviews.${key}`, values) ?? key;
  return new AppError(code, { message: { en: text("en"), ar: text("ar") } });
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** 409 REVIEW_BOOKING_NOT_COMPLETED unless the booking is completed and its 90-day review window is open. */
export function assertReviewWindow(booking: { status: string; completedAt: Date | null }): void {
  if (booking.status !== "completed" || !booking.completedAt) throw reviewError("REVIEW_BOOKING_NOT_COMPLETED", "booking_not_completed");
  const closes = reviewWindowCloses(booking.completedAt);
  if (now() > closes) throw reviewError("REVIEW_BOOKING_NOT_COMPLETED", "window_closed", { date: day(closes) });
}

export type ReviewSource = "booking" | "order";

/** The caller's booking (or direct order), locked until the transaction ends (one review per booking or order); 404 for anyone else's. */
export async function lockedOwnBooking(tx: Tx, userId: string, bookingId: string, source: ReviewSource = "booking") {
  if (!ULID_PATTERN.test(bookingId)) throw notFound();
  if (source === "order") {
    await tx.$queryRaw`SELECT id FROM orders WHERE id = ${bookingId} AND customer_user_id = ${userId} FOR UPDATE`;
    const order = await tx.order.findFirst({
      where: { id: bookingId, customerUserId: userId },
      select: { id: true, vendorId: true, status: true, completedAt: true },
    });
    if (!order) throw notFound();
    return order;
  }
  await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId} AND customer_user_id = ${userId} FOR UPDATE`;
  const booking = await tx.booking.findFirst({
    where: { id: bookingId, customerUserId: userId },
    select: { id: true, vendorId: true, status: true, completedAt: true },
  });
  if (!booking) throw notFound();
  return booking;
}

/** The caller's review in any status; 404 for anyone else's. */
export async function authoredReview(userId: string, reviewId: string, client: Tx = db): Promise<Review> {
  if (!ULID_PATTERN.test(reviewId)) throw notFound();
  const review = await client.review.findFirst({ where: { id: reviewId, authorUserId: userId } });
  if (!review) throw notFound();
  return review;
}

/** The columns a request changes: only the fields it gives; null clears a criterion, title or body. */
export function contentData(input: ReviewContentInput) {
  return {
    ...(input.overall_rating !== undefined && { overallRating: input.overall_rating }),
    ...(input.criteria?.quality !== undefined && { qualityRating: input.criteria.quality }),
    ...(input.criteria?.punctuality !== undefined && { punctualityRating: input.criteria.punctuality }),
    ...(input.criteria?.value !== undefined && { valueRating: input.criteria.value }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.body !== undefined && { body: input.body }),
  };
}

type Content = Pick<Review, "overallRating" | "qualityRating" | "punctualityRating" | "valueRating" | "body">;

/**
 * What a draft may lack but a published review may not (422): an overall
 * rating, and a written body whenever a criterion is rated below 3.
 */
export function assertPublishable(content: Content, added: number[] = []): void {
  const details: Record<string, string[]> = {};
  if (content.overallRating === null) details.overall_rating = ["validation.required"];
  const low = [content.qualityRating, content.punctualityRating, content.valueRating, ...added].some((r) => r !== null && r < 3);
  if (low && !content.body) details.body = ["validation.review_body_required"];
  if (Object.keys(details).length > 0) throw validationFailed(details);
}

/**
 * Makes `mediaIds` the review's photos, in that order: each must be a ready
 * review_photo upload of the author (422 otherwise, from claimMedia); photos
 * left out are detached so the upload can be used again or purged.
 */
export async function setPhotos(tx: Tx, reviewId: string, userId: string, mediaIds: string[] | undefined): Promise<void> {
  if (mediaIds === undefined) return;
  for (const mediaId of mediaIds) {
    await claimMedia(tx, { mediaId, userId, context: "review_photo", subjectId: reviewId }).catch((e: unknown) => {
      // The media module names its field media_id; the client sent photo_media_ids.
      throw e instanceof AppError && e.details?.media_id ? validationFailed({ photo_media_ids: e.details.media_id }) : e;
    });
  }
  await tx.media.updateMany({ where: { context: "review_photo", subjectId: reviewId, id: { notIn: mediaIds } }, data: { subjectId: null } });
  await tx.reviewPhoto.deleteMany({ where: { reviewId } });
  if (mediaIds.length > 0) await tx.reviewPhoto.createMany({ data: mediaIds.map((mediaId, position) => ({ reviewId, mediaId, position })) });
}
