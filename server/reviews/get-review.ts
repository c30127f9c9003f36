import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { hasPermission } from "../identity/sessions/authenticate";
import { VISIBLE_REVIEW_STATUS } from "./state-machine";
import type { MyReviewView, ReviewView } from "./schemas";
import { myReviewViews, reviewInclude, reviewViews } from "./views";

// GET /reviews/{id}: anyone reads a published review; its author and
// moderators (review.moderate) read it in any status, with the status and
// windows; for everyone else an unpublished review does not exist (404).

export async function getReview(reviewId: string, ctx: RequestContext): Promise<ReviewView | MyReviewView> {
  if (!ULID_PATTERN.test(reviewId)) throw notFound();
  const row = await db.review.findUnique({ where: { id: reviewId }, include: reviewInclude });
  if (!row) throw notFound();
  const privileged = !!ctx.userId && (row.authorUserId === ctx.userId || (await hasPermission(ctx.userId, "review.moderate")));
  if (privileged) return (await myReviewViews([row], ctx.locale))[0];
  if (row.status !== VISIBLE_REVIEW_STATUS) throw notFound();
  return (await reviewViews([row], ctx.locale))[0];
}
