import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { applyReviewDecision } from "./apply-review-decision";
import type { AdminReviewView } from "./moderation-schemas";
import { adminReviewViews } from "./moderation-views";

// POST /admin/reviews/{id}/restore {reason} (review.moderate): a hidden
// review is published again (an open appeal on it is settled as upheld);
// aggregates recomputed, audited, the author told. Anything else: 409.

export async function restoreReview(reviewId: string, reason: string, ctx: RequestContext): Promise<AdminReviewView> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${reviewId} FOR UPDATE`;
    const review = await tx.review.findUnique({ where: { id: reviewId }, select: { status: true } });
    if (!review) throw notFound();
    if (review.status !== "hidden") {
      throw new AppError("CONFLICT", {
        message: {
          en: `Only a hidden review can be restored; this one is ${review.status}.`,
          ar: `يمكن استعادة التقييم المخفي فقط؛ وحالة هذا التقييم ${review.status}.`,
        },
      });
    }
    await applyReviewDecision(tx, reviewId, "approve", { reason }, ctx);
  });
  const [view] = await adminReviewViews([reviewId], ctx.locale);
  return view;
}
