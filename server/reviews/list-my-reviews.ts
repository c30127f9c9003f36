import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { pageWindow, pagination, type Pagination } from "../core/http/query";
import type { MyReviewView, MyReviewsQuery } from "./schemas";
import { myReviewViews, reviewInclude } from "./views";

// GET /me/reviews: the caller's reviews in every status (drafts to finish,
// held and hidden ones with their windows), newest first, page-based.

export async function listMyReviews(query: MyReviewsQuery, ctx: RequestContext): Promise<{ items: MyReviewView[]; pagination: Pagination }> {
  const where = { authorUserId: callerId(ctx), ...(query.status && { status: query.status }) };
  const [rows, total] = await Promise.all([
    db.review.findMany({ where, include: reviewInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    db.review.count({ where }),
  ]);
  return { items: await myReviewViews(rows, ctx.locale), pagination: pagination(query, total) };
}
