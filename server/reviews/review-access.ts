import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { requirePermission } from "../identity/sessions/authenticate";

// Who may act on a review or reply from the outside (spec Authentication 13:
// reply only by the reviewed vendor). Members of the reviewed vendor answer
// and report reviews; the review's author reports replies. Anyone else gets
// 404, as for every resource that is not the caller's; a member without
// `review.reply` gets 403. Drafts and deleted reviews do not exist for them.

const GONE = ["draft", "deleted"];

/** The review, when the caller is a member of the reviewed vendor holding `review.reply`. */
export async function reviewForVendorMember(reviewId: string, ctx: RequestContext) {
  assertSignedIn(ctx);
  const review = await db.review.findUnique({ where: { id: reviewId }, select: { id: true, vendorId: true, status: true, authorUserId: true } });
  if (!review || GONE.includes(review.status)) throw notFound();
  await requireVendorMember(review.vendorId, ctx);
  return review;
}

/** 404 unless the caller is a member of the vendor; 403 when the member lacks `review.reply`. */
export async function requireVendorMember(vendorId: string, ctx: RequestContext): Promise<void> {
  assertSignedIn(ctx);
  const member = await db.vendorMember.findFirst({ where: { vendorId, userId: ctx.userId }, select: { id: true } });
  if (!member) throw notFound();
  await requirePermission(ctx, "review.reply", vendorId);
}

/** The reply with its review, when the review still exists (not a draft, not deleted). */
export async function replyWithReview(replyId: string) {
  const reply = await db.reviewReply.findUnique({
    where: { id: replyId },
    include: { review: { select: { id: true, vendorId: true, status: true, authorUserId: true } } },
  });
  if (!reply || GONE.includes(reply.review.status)) throw notFound();
  return reply;
}
