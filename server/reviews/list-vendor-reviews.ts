import { publicVendorIdOrThrow } from "../catalog/public-services";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import type { RequestContext } from "../core/http/request-context";
import { pageWindow, pagination, type Pagination } from "../core/http/query";
import { VISIBLE_REVIEW_STATUS } from "./state-machine";
import type { Criterion, ReviewView, VendorReviewsQuery } from "./schemas";
import { reviewInclude, reviewViews } from "./views";

// GET /vendors/{id}/reviews: a marketplace vendor's published reviews (404
// for a vendor the marketplace does not show), page-based; sort newest
// (default), highest or lowest overall rating (newest first among equals);
// filter by star levels and by a criterion rated at least `min`.

const CRITERION_COLUMN = { quality: "qualityRating", punctuality: "punctualityRating", value: "valueRating" } as const satisfies Record<
  Criterion,
  keyof Prisma.ReviewWhereInput
>;

const ORDER: Record<VendorReviewsQuery["sort"], Prisma.ReviewOrderByWithRelationInput[]> = {
  newest: [{ publishedAt: "desc" }, { id: "desc" }],
  highest: [{ overallRating: "desc" }, { publishedAt: "desc" }, { id: "desc" }],
  lowest: [{ overallRating: "asc" }, { publishedAt: "desc" }, { id: "desc" }],
};

export async function listVendorReviews(
  vendorRef: string,
  query: VendorReviewsQuery,
  ctx: RequestContext,
): Promise<{ items: ReviewView[]; pagination: Pagination }> {
  const vendorId = await publicVendorIdOrThrow(vendorRef);
  const where: Prisma.ReviewWhereInput = {
    vendorId,
    status: VISIBLE_REVIEW_STATUS,
    ...(query.stars.length > 0 && { overallRating: { in: query.stars } }),
    ...(query.criterion && { [CRITERION_COLUMN[query.criterion]]: { gte: query.min ?? 1 } }),
  };
  const [rows, total] = await Promise.all([
    db.review.findMany({ where, include: reviewInclude, orderBy: ORDER[query.sort], ...pageWindow(query) }),
    db.review.count({ where }),
  ]);
  return { items: await reviewViews(rows, ctx.locale), pagination: pagination(query, total) };
}
