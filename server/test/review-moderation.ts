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
    reply: (id: string, body: unknown) => call(`/reviews/${id}/reply`, { method: "POST", headers, body }),
    edit: (id: string, body: unknown) => call(`/review-replies/${id}`, { method: "PATCH", headers, body }),
    reportReview: (id: string, body: unknown) => call(`/reviews/${id}/report`, { method: "POST", headers, body }),
    reportReply: (id: string, body: unknown) => call(`/review-replies/${id}/report`, { method: "POST", headers, body }),
  };
}

export function moderationApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  return {
    queue: (query: Record<string, string> = {}) => call("/admin/moderation/reviews", { headers, query }),
    decide: (caseId: string, body: unknown) => call(`/admin/moderation/reviews/${caseId}/decide`, { method: "POST", headers, body }),
    reviews: (query: Record<string, string> = {}) => call("/admin/reviews", { headers, query }),
    hide: (id: string, body: unknown) => call(`/admin/reviews/${id}/hide`, { method: "POST", headers, body }),
    restore: (id: string, body: unknown) => call(`/admin/reviews/${id}/restore`, { method: "POST", headers, body }),
    words: () => call("/admin/review-blocked-words", { headers }),
    addWord: (body: unknown) => call("/admin/review-blocked-words", { method: "POST", headers, body }),
    removeWord: (id: string) => call(`/admin/review-blocked-words/${id}`, { method: "DELETE", headers }),
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
export function insertedCase(reviewId: string, cause: "screening" | "report" | "appeal", opts: { replyId?: string; note?: string } = {}) {
  return db.moderationCase.create({
    data: { id: newId(), reviewId, replyId: opts.replyId ?? null, cause, status: "open", note: opts.note ?? null, createdAt: now() },
  });
}

/** A published reply of the reviewed vendor's owner written directly. */
export function insertedReply(review: { id: string; vendorId: string }, authorUserId: string, opts: { status?: string; createdAt?: Date } = {}) {
  return db.reviewReply.create({
    data: {
      id: newId(),
      reviewId: review.id,
      vendorId: review.vendorId,
      authorUserId,
      body: "Thank you for the kind words, it was our pleasure.",
      status: opts.status ?? "published",
      createdAt: opts.createdAt ?? now(),
    },
  });
}
