import type { ReviewReply } from "../core/db/generated/client";
import type { ReplyView } from "./reply-schemas";

/** A reply may be edited for 7 days after it was posted (spec Limits "reply edit 7 days"). */
export const REPLY_EDIT_DAYS = 7;
const DAY = 86_400_000;

export const replyEditableUntil = (reply: Pick<ReviewReply, "createdAt">) => new Date(reply.createdAt.getTime() + REPLY_EDIT_DAYS * DAY);

export function replyView(reply: ReviewReply): ReplyView {
  return {
    id: reply.id,
    review_id: reply.reviewId,
    vendor_id: reply.vendorId,
    body: reply.body,
    status: reply.status as ReplyView["status"],
    created_at: reply.createdAt.toISOString(),
    edited_at: reply.editedAt?.toISOString() ?? null,
    editable_until: replyEditableUntil(reply).toISOString(),
  };
}
