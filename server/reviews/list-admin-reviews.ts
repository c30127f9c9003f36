import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import type { RequestContext } from "../core/http/request-context";
import { adminReviewViews } from "./moderation-views";

// GET /admin/reviews?status=flagged|hidden (review.moderate): the catalog's
// moderation variant, by review rather than by case. flagged: reviews
// waiting for a moderator (pending_moderation); hidden: the hidden ones a
// moderator may restore. Oldest change first.

const STATUS = { flagged: "pending_moderation", hidden: "hidden" } as const;

export async function listAdminReviews(query: PageInput & { status: keyof typeof STATUS }, ctx: RequestContext) {
  const where: Prisma.ReviewWhereInput = { status: STATUS[query.status] };
  const [total, rows] = await Promise.all([
    db.review.count({ where }),
    db.review.findMany({ where, orderBy: [{ updatedAt: "asc" }, { id: "asc" }], select: { id: true }, ...pageWindow(query) }),
  ]);
  return {
    items: await adminReviewViews(
      rows.map((r) => r.id),
      ctx.locale,
    ),
    pagination: pagination(query, total),
  };
}
