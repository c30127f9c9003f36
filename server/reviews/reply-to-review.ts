import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import { newId } from "../core/ids";
import { callerId, type RequestContext } from "../core/http/request-context";
import { assertCleanReply } from "./check-reply-text";
import { notifyReviewAuthor } from "./notify-author";
import { reviewForVendorMember } from "./review-access";
import type { ReplyView } from "./reply-schemas";
import { replyView } from "./reply-views";

// POST /reviews/{id}/reply: the reviewed vendor's one public answer to a
// published review (no threads). Text only: screening refuses web
// addresses, contact details and blocked words with 422. The author is told.

export async function replyToReview(reviewId: string, body: string, ctx: RequestContext): Promise<ReplyView> {
  const review = await reviewForVendorMember(reviewId, ctx);
  const reply = await db.$transaction(async (tx) => {
    // The review row orders this against a second reply and a moderation decision on the review.
    await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${reviewId} FOR UPDATE`;
    const { status } = await tx.review.findUniqueOrThrow({ where: { id: reviewId }, select: { status: true } });
    if (status !== "published")
      throw new AppError("CONFLICT", { message: { en: "Only a published review can be answered.", ar: "يمكن الرد على التقييم المنشور فقط." } });
    if (await tx.reviewReply.findUnique({ where: { reviewId }, select: { id: true } })) {
      throw new AppError("CONFLICT", {
        message: { en: "This review already has a reply; edit that reply instead.", ar: "لهذا التقييم رد من قبل؛ عدّل ذلك الرد بدلًا من إضافة رد جديد." },
      });
    }
    await assertCleanReply(tx, body, ctx.locale);
    const created = await tx.reviewReply.create({
      data: { id: newId(), reviewId, vendorId: review.vendorId, authorUserId: callerId(ctx), body, status: "published", createdAt: now() },
    });
    await notifyReviewAuthor(tx, review, "review.replied");
    return created;
  });
  return replyView(reply);
}
