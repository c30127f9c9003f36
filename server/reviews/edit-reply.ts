import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { assertCleanReply } from "./check-reply-text";
import { replyWithReview, requireVendorMember } from "./review-access";
import type { ReplyView } from "./reply-schemas";
import { replyView } from "./reply-views";
import { REPLY_EDIT_DAYS, replyEditableUntil } from "./windows";

// PATCH /review-replies/{id}: the vendor edits its reply within 7 days of
// posting it (spec Limits), with the same checks as a new reply. A reply
// under moderation or hidden is the moderators' to decide, not editable.

export async function editReply(replyId: string, body: string, ctx: RequestContext): Promise<ReplyView> {
  const reply = await replyWithReview(replyId);
  await requireVendorMember(reply.vendorId, ctx);
  if (reply.status !== "published" || reply.review.status !== "published") {
    throw new AppError("CONFLICT", {
      message: {
        en: "This reply (or its review) is with the moderators and cannot be edited now.",
        ar: "هذا الرد (أو تقييمه) لدى المشرفين للمراجعة، ولا يمكن تعديله الآن.",
      },
    });
  }
  const at = now();
  if (at > replyEditableUntil(reply)) {
    throw new AppError("CONFLICT", {
      message: {
        en: `Replies can be edited for ${REPLY_EDIT_DAYS} days after posting; this window has passed.`,
        ar: `يمكن تعديل الرد خلال ${REPLY_EDIT_DAYS} أيام من نشره؛ وقد انتهت هذه المهلة.`,
      },
    });
  }
  const updated = await db.$transaction(async (tx) => {
    await assertCleanReply(tx, body, ctx.locale);
    // Conditional on the status read above: a report that held the reply meanwhile wins.
    const { count } = await tx.reviewReply.updateMany({ where: { id: replyId, status: "published" }, data: { body, editedAt: at } });
    if (count === 0) {
      throw new AppError("CONFLICT", {
        message: { en: "This reply is with the moderators and cannot be edited now.", ar: "هذا الرد لدى المشرفين للمراجعة، ولا يمكن تعديله الآن." },
      });
    }
    return tx.reviewReply.findUniqueOrThrow({ where: { id: replyId } });
  });
  return replyView(updated);
}
