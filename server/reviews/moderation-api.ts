import { z } from "zod";
import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok, okPage } from "../core/http/envelope";
import { addBlockedWord } from "./add-blocked-word";
import { decideCase } from "./decide-case";
import { hideReview } from "./hide-review";
import { listAdminReviews } from "./list-admin-reviews";
import { listBlockedWords } from "./list-blocked-words";
import { listModerationQueue } from "./list-moderation-queue";
import {
  adminReviewSchema,
  adminReviewsQuery,
  blockedWordBody,
  blockedWordParams,
  blockedWordSchema,
  caseParams,
  decideBody,
  moderationCaseSchema,
  queueQuery,
  reasonBody,
  reviewParams,
} from "./moderation-schemas";
import { removeBlockedWord } from "./remove-blocked-word";
import { restoreReview } from "./restore-review";

// Review moderation (docs/reviews.md; spec Endpoints "Reviews",
// Authentication 13: Support, Operations and Super admins, every decision
// logged). All of it needs review.moderate.

const TAGS = ["Reviews"];
const PERMISSION = "review.moderate";

export const moderationQueueEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/moderation/reviews",
  summary:
    "The moderation queue, oldest first, page-paginated: status=pending (flagged submits and edits, appeals) or reported (reports). Each case with the whole review, its screening flags, the reply, the reports and the vendor; escalated cases stay, marked",
  tags: TAGS,
  auth: "user",
  permission: PERMISSION,
  query: queueQuery,
  ...pagedList(moderationCaseSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listModerationQueue(query, ctx)),
});

export const decideCaseEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/moderation/reviews/{caseId}/decide",
  summary:
    "Decide a case: approve (publish a held review, restore a hidden one on appeal, or dismiss reports), hide, redact (redacted_title / redacted_body replace the text, then published) or escalate (stays in the queue). Reason mandatory, audit-logged, the author told. 409 CONFLICT for a decided case",
  tags: TAGS,
  auth: "user",
  permission: PERMISSION,
  params: caseParams,
  body: decideBody,
  response: moderationCaseSchema,
  handler: async ({ params, body, ctx }) => ok(await decideCase(params.caseId, body, ctx)),
});

export const adminReviewsEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/reviews",
  summary: "Catalog moderation variant: reviews by status, flagged (waiting for a moderator, the default) or hidden, oldest change first, page-paginated",
  tags: TAGS,
  auth: "user",
  permission: PERMISSION,
  query: adminReviewsQuery,
  ...pagedList(adminReviewSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listAdminReviews(query, ctx)),
});

export const hideReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/reviews/{id}/hide",
  summary:
    "Hide a published or held review (never deleted; the author may appeal once within 14 days). Reason mandatory, audit-logged; open cases on it are settled. 409 CONFLICT otherwise",
  tags: TAGS,
  auth: "user",
  permission: PERMISSION,
  params: reviewParams,
  body: reasonBody,
  response: adminReviewSchema,
  handler: async ({ params, body, ctx }) => ok(await hideReview(params.id, body.reason, ctx)),
});

export const restoreReviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/reviews/{id}/restore",
  summary: "Publish a hidden review again (an open appeal is settled as upheld). Reason mandatory, audit-logged. 409 CONFLICT when the review is not hidden",
  tags: TAGS,
  auth: "user",
  permission: PERMISSION,
  params: reviewParams,
  body: reasonBody,
  response: adminReviewSchema,
  handler: async ({ params, body, ctx }) => ok(await restoreReview(params.id, body.reason, ctx)),
});

export const listBlockedWordsEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/review-blocked-words",
  summary: "The words and phrases screening blocks in reviews and replies (normalized form), A-Z",
  tags: TAGS,
  auth: "user",
  permission: PERMISSION,
  query: z.strictObject({}),
  response: z.array(blockedWordSchema),
  handler: async () => ok(await listBlockedWords()),
});

export const addBlockedWordEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/review-blocked-words",
  summary: "Block a word or phrase in reviews and replies (stored normalized; 409 CONFLICT when already listed). Audit-logged",
  tags: TAGS,
  auth: "user",
  permission: PERMISSION,
  body: blockedWordBody,
  response: blockedWordSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const word = await addBlockedWord(body.word, ctx);
    return created(word, `/api/v1/admin/review-blocked-words/${word.id}`);
  },
});

export const removeBlockedWordEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/admin/review-blocked-words/{id}",
  summary: "Remove a blocked word (204). Audit-logged",
  tags: TAGS,
  auth: "user",
  permission: PERMISSION,
  params: blockedWordParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await removeBlockedWord(params.id, ctx);
    return noContent();
  },
});
