import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { applyReviewDecision } from "./apply-review-decision";
import type { AdminReviewView } from "./moderation-schemas";
import { adminReviewViews } from "./moderation-views";

// POST /admin/reviews/{id}/hide {reason} (review.moderate, the catalog's
// moderation variant): a published or held review is hidden (never
// deleted); open cases on it are settled; aggregates recomputed, audited,
// the author told (and may appeal within 14 days). Anything else: 409.

export async function hideReview(reviewId: string, reason: string, ctx: RequestContext): Promise<AdminReviewView> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${reviewId} FOR UPDATE`;
    const review = await tx.review.findUnique({ where: { id: reviewId }, select: { status: true } });
    if (!review) throw notFound();
    if (review.status !== "published" && review.status !== "pending_moderation") {
      throw new AppError("CONFLICT", {
        message: {
          en: `Only a published or held review can be hidden; this one is ${review.status}.`,
          ar: `يمكن إخفاء التقييم المنشور أو الموقوف فقط؛ وحالة هذا التقييم ${review.status}.`,
        },
      });
    }
    await applyReviewDecision(tx, reviewId, "hide", { reason }, ctx);
  });
  const [view] = await adminReviewViews([reviewId], ctx.locale);
  return view;
}
