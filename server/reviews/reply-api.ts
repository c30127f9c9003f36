import { defineEndpoint } from "../core/http/endpoint";
import { created, ok } from "../core/http/envelope";
import { editReply } from "./edit-reply";
import { replyBody, replyParams, replySchema, reportBody, reportSchema, reviewParams } from "./reply-schemas";
import { replyToReview } from "./reply-to-review";
import { reportReply } from "./report-reply";
import { reportReview } from "./report-review";

// Vendor replies and reports (docs/reviews.md; spec Endpoints "Reviews"):
// the reviewed vendor replies once and reports reviews; the review's author
// reports replies. Everyone else gets 404.

const TAGS = ["Reviews"];

export const replyToReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/reviews/{id}/reply",
  summary:
    "The reviewed vendor's one reply to a published review (members with review.reply). Text only, 10-1,000 characters: web addresses, contact details and blocked words are refused with 422 naming what was found. 409 CONFLICT when the review already has a reply or is not published",
  tags: TAGS,
  auth: "user",
  params: reviewParams,
  body: replyBody,
  response: replySchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const reply = await replyToReview(params.id, body.body, ctx);
    return created(reply, `/api/v1/review-replies/${reply.id}`);
  },
});

export const editReplyEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/review-replies/{id}",
  summary: "Edit the vendor's reply within 7 days of posting it (409 CONFLICT after, or while it is with the moderators); the same checks as a new reply",
  tags: TAGS,
  auth: "user",
  params: replyParams,
  body: replyBody,
  response: replySchema,
  handler: async ({ params, body, ctx }) => ok(await editReply(params.id, body.body, ctx)),
});

export const reportReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/reviews/{id}/report",
  summary:
    "Report a review of your business to the moderators (members of the reviewed vendor). offensive, personal_info and blackmail take a published review off the page until a moderator decides. One report per person and review (409 CONFLICT)",
  tags: TAGS,
  auth: "user",
  params: reviewParams,
  body: reportBody,
  response: reportSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const report = await reportReview(params.id, body, ctx);
    return created(report, `/api/v1/reviews/${params.id}`);
  },
});

export const reportReplyEndpoint = defineEndpoint({
  method: "POST",
  path: "/review-replies/{id}/report",
  summary:
    "Report the vendor's reply to your review (the review's author only). offensive, personal_info and blackmail take the reply off the page until a moderator decides. One report per reply (409 CONFLICT)",
  tags: TAGS,
  auth: "user",
  params: replyParams,
  body: reportBody,
  response: reportSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const report = await reportReply(params.id, body, ctx);
    return created(report, `/api/v1/reviews/${report.review_id}`);
  },
});
