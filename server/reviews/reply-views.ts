import type { ReviewReply } from "../core/db/generated/client";
import type { ReplyView } from "./reply-schemas";
import { replyEditableUntil } from "./windows";

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
