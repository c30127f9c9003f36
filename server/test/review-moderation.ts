import * as replyRoute from "@/app/api/v1/reviews/[id]/reply/route";
import * as reportReviewRoute from "@/app/api/v1/reviews/[id]/report/route";
import * as editReplyRoute from "@/app/api/v1/review-replies/[id]/route";
import * as reportReplyRoute from "@/app/api/v1/review-replies/[id]/report/route";
import * as queueRoute from "@/app/api/v1/admin/moderation/reviews/route";
import * as decideRoute from "@/app/api/v1/admin/moderation/reviews/[caseId]/decide/route";
import * as adminReviewsRoute from "@/app/api/v1/admin/reviews/route";
import * as hideRoute from "@/app/api/v1/admin/reviews/[id]/hide/route";
import * as restoreRoute from "@/app/api/v1/admin/reviews/[id]/restore/route";
import * as wordsRoute from "@/app/api/v1/admin/review-blocked-words/route";
import * as wordRoute from "@/app/api/v1/admin/review-blocked-words/[id]/route";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "./http";
import { auth } from "./identity";
import { completedBooking, insertedReview } from "./reviews";

// API clients for replies, reports and moderation, and the starting points
// their tests share: a published review of a completed booking (the
// booking's customer its author, vendors[0] the reviewed vendor, vendors[1]
// another business) and moderation cases written directly.

export function replyApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  return {
    reply: (id: string, body: unknown) => call(replyRoute, `/reviews/${id}/reply`, { method: "POST", headers, params: { id }, body }),
    edit: (id: string, body: unknown) => call(editReplyRoute, `/review-replies/${id}`, { method: "PATCH", headers, params: { id }, body }),
    reportReview: (id: string, body: unknown) => call(reportReviewRoute, `/reviews/${id}/report`, { method: "POST", headers, params: { id }, body }),
    reportReply: (id: string, body: unknown) => call(reportReplyRoute, `/review-replies/${id}/report`, { method: "POST", headers, params: { id }, body }),
  };
}

export function moderationApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  return {
    queue: (query: Record<string, string> = {}) => call(queueRoute, "/admin/moderation/reviews", { headers, query }),
    decide: (caseId: string, body: unknown) =>
      call(decideRoute, `/admin/moderation/reviews/${caseId}/decide`, { method: "POST", headers, params: { caseId }, body }),
    reviews: (query: Record<string, string> = {}) => call(adminReviewsRoute, "/admin/reviews", { headers, query }),
    hide: (id: string, body: unknown) => call(hideRoute, `/admin/reviews/${id}/hide`, { method: "POST", headers, params: { id }, body }),
    restore: (id: string, body: unknown) => call(restoreRoute, `/admin/reviews/${id}/restore`, { method: "POST", headers, params: { id }, body }),
    words: () => call(wordsRoute, "/admin/review-blocked-words", { headers }),
    addWord: (body: unknown) => call(wordsRoute, "/admin/review-blocked-words", { method: "POST", headers, body }),
    removeWord: (id: string) => call(wordRoute, `/admin/review-blocked-words/${id}`, { method: "DELETE", headers, params: { id } }),
  };
}

/** A completed booking and its review in `status` (default published). */
export async function reviewedBooking(row: Parameters<typeof insertedReview>[1] = {}) {
  const setup = await completedBooking();
  const review = await insertedReview(setup.booking, row);
  const [reviewed, other] = setup.vendors;
  return { ...setup, review, author: setup.buyer, vendorOwner: reviewed.owner, vendor: reviewed.vendor, otherVendor: other };
}

/** A moderation case written directly (appeals come from the author's endpoint, built elsewhere). */
export function insertedCase(reviewId: string, cause: "screening" | "report" | "appeal", opts: { replyId?: string; reason?: string } = {}) {
  return db.moderationCase.create({ data: { id: newId(), reviewId, replyId: opts.replyId ?? null, cause, status: "open", reason: opts.reason ?? null, createdAt: now() } });
}

/** A published reply of the reviewed vendor's owner written directly. */
export function insertedReply(review: { id: string; vendorId: string }, authorUserId: string, opts: { status?: string; createdAt?: Date } = {}) {
  return db.reviewReply.create({
    data: { id: newId(), reviewId: review.id, vendorId: review.vendorId, authorUserId, body: "Thank you for the kind words, it was our pleasure.", status: opts.status ?? "published", createdAt: opts.createdAt ?? now() },
  });
}
