import type { Prisma } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";
import type { REPLY_STATUSES } from "./reply-schemas";

// The vendor reply's statuses (docs/reviews.md). A reply is published when
// written (screening refuses contact details outright); a report in an
// auto-hide class holds it for a moderator, who publishes (approve, redact)
// or hides it. Nothing else writes review_replies.status.

type ReplyStatus = (typeof REPLY_STATUSES)[number];

export const replyMachine = defineMachine({
  name: "review_reply",
  transitions: {
    hold: { from: ["published"], to: "pending_moderation" }, // a report in an auto-hide class
    approve: { from: ["pending_moderation"], to: "published" },
    hide: { from: ["pending_moderation", "published"], to: "hidden" },
    restore: { from: ["hidden"], to: "published" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.reviewReply.findUnique({ where: { id }, select: { status: true } }) as Promise<{ status: ReplyStatus } | null>,
  write: (tx, { id, from, to, data, where }: StatusWrite<ReplyStatus, Prisma.ReviewReplyUpdateManyMutationInput, Prisma.ReviewReplyWhereInput>) =>
    tx.reviewReply.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});
