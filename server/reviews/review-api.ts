import { z } from "zod";
import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok, okPage } from "../core/http/envelope";
import { appealReview } from "./appeal-review";
import { createReview } from "./create-review";
import { deleteReview } from "./delete-review";
import { getReview } from "./get-review";
import { listMyReviews } from "./list-my-reviews";
import { listVendorReviews } from "./list-vendor-reviews";
import {
  appealBody,
  bookingReviewBody,
  createReviewBody,
  myReviewSchema,
  myReviewsQuery,
  reviewParams,
  reviewSchema,
  updateReviewBody,
  vendorReviewsQuery,
} from "./schemas";
import { submitReview } from "./submit-review";
import { updateReview } from "./update-review";

// The author's review endpoints and the public review reads (docs/reviews.md
// "API contract"; spec Endpoints "Reviews", both path sets for creating).
// Writes count against a per-user hourly bucket on top of the default one.

const TAGS = ["Reviews"];
const WRITE_LIMIT = ["review_write" as const];
const CREATE_RULES =
  "Only the booking's customer (404 otherwise); the booking must be completed, within 90 days (409 REVIEW_BOOKING_NOT_COMPLETED); once submitted, a second review of the booking is 409 REVIEW_ALREADY_EXISTS. submit: false saves the booking's draft (created: 201, updated: 200); submitting screens it: published, or pending_moderation when screening flags it";

const bookingIdParams = z.object({ id: z.string().min(1).max(100).meta({ description: "Booking id (ULID)." }) });
const vendorParams = z.object({ id: z.string().min(1).max(100).meta({ description: "Vendor id (ULID) or slug." }) });

const answer = ({ review, created: isNew }: Awaited<ReturnType<typeof createReview>>) => (isNew ? created(review, `/api/v1/reviews/${review.id}`) : ok(review));

export const createBookingReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/bookings/{id}/review",
  summary: `Review a completed booking (the spec's {bookingId}). ${CREATE_RULES}`,
  tags: TAGS,
  auth: "user",
  permission: "review.create",
  params: bookingIdParams,
  body: bookingReviewBody,
  response: myReviewSchema,
  successStatus: 201,
  rateLimits: WRITE_LIMIT,
  handler: async ({ params, body, ctx }) => answer(await createReview(params.id, body, ctx)),
});

const orderIdParams = z.object({ id: z.string().min(1).max(100).meta({ description: "Direct order id (ULID)." }) });

export const createOrderReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/orders/{id}/review",
  summary: `Review a completed direct order, one per order, under the booking review rules with the order as the verified source. ${CREATE_RULES.replaceAll("booking", "order")}`,
  tags: TAGS,
  auth: "user",
  permission: "review.create",
  params: orderIdParams,
  body: bookingReviewBody,
  response: myReviewSchema,
  successStatus: 201,
  rateLimits: WRITE_LIMIT,
  handler: async ({ params, body, ctx }) => answer(await createReview(params.id, body, ctx, "order")),
});

export const createReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/reviews",
  summary: `Review a completed booking named by booking_id (catalog path; same rules as POST /bookings/{id}/review). ${CREATE_RULES}`,
  tags: TAGS,
  auth: "user",
  permission: "review.create",
  body: createReviewBody,
  response: myReviewSchema,
  successStatus: 201,
  rateLimits: WRITE_LIMIT,
  handler: async ({ body: { booking_id, ...input }, ctx }) => answer(await createReview(booking_id, input, ctx)),
});

export const getReviewEndpoint = defineEndpoint({
  method: "GET",
  path: "/reviews/{id}",
  summary: "One review: public when published (Review); its author and moderators (review.moderate) see it in any status (MyReview); 404 otherwise",
  tags: TAGS,
  auth: "public",
  params: reviewParams,
  response: z.union([myReviewSchema, reviewSchema]),
  handler: async ({ params, ctx }) => ok(await getReview(params.id, ctx)),
});

export const updateReviewEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/reviews/{id}",
  summary:
    "The author changes a draft (autosave, while the booking's 90-day window is open) or a published review within 7 days of publishing (409 CONFLICT after); an edit is re-screened and held for a moderator when flagged",
  tags: TAGS,
  auth: "user",
  permission: "review.create",
  params: reviewParams,
  body: updateReviewBody,
  response: myReviewSchema,
  rateLimits: WRITE_LIMIT,
  handler: async ({ params, body, ctx }) => ok(await updateReview(params.id, body, ctx)),
});

export const deleteReviewEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/reviews/{id}",
  summary: "The author deletes a published review within 7 days of publishing (soft: status deleted; 409 CONFLICT after), or discards a draft",
  tags: TAGS,
  auth: "user",
  permission: "review.create",
  params: reviewParams,
  successStatus: 204,
  rateLimits: WRITE_LIMIT,
  handler: async ({ params, ctx }) => {
    await deleteReview(params.id, ctx);
    return noContent();
  },
});

export const submitReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/reviews/{id}/submit",
  summary:
    "The author submits a draft while the booking's 90-day window is open: screened, then published or held for a moderator. 422 when the overall rating is missing, or the body when a criterion is rated below 3",
  tags: TAGS,
  auth: "user",
  permission: "review.create",
  params: reviewParams,
  response: myReviewSchema,
  rateLimits: WRITE_LIMIT,
  handler: async ({ params, ctx }) => ok(await submitReview(params.id, ctx)),
});

export const appealReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/reviews/{id}/appeal",
  summary: "The author appeals a hidden review, once, within 14 days of it being hidden (409 CONFLICT otherwise); a moderator decides the appeal",
  tags: TAGS,
  auth: "user",
  permission: "review.create",
  params: reviewParams,
  body: appealBody,
  response: myReviewSchema,
  rateLimits: WRITE_LIMIT,
  handler: async ({ params, body, ctx }) => ok(await appealReview(params.id, body, ctx)),
});

export const listVendorReviewsEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}/reviews",
  summary:
    "A marketplace vendor's published reviews (the spec's {vendorId}; id or slug), page-based: sort newest (default), highest, lowest; filter by star levels and by a criterion rated at least min",
  tags: TAGS,
  auth: "public",
  params: vendorParams,
  query: vendorReviewsQuery,
  ...pagedList(reviewSchema),
  handler: async ({ params, query, ctx }) => okPage(ctx.url, await listVendorReviews(params.id, query, ctx)),
});

export const listMyReviewsEndpoint = defineEndpoint({
  method: "GET",
  path: "/me/reviews",
  summary: "The caller's own reviews in every status (filter by status), newest first, page-based",
  tags: TAGS,
  auth: "user",
  permission: "review.create",
  query: myReviewsQuery,
  ...pagedList(myReviewSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listMyReviews(query, ctx)),
});
