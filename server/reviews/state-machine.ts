import type { Prisma, ReviewStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";
import type { REPLY_STATUSES } from "./reply-schemas";

// The review state machine (spec "States and transitions": Review;
// docs/reviews.md). Nothing else writes reviews.status. Every move that
// changes whether a review is published recomputes the vendor's aggregates
// in the same transaction (server/reviews/aggregates.ts).

export const reviewMachine = defineMachine({
  name: "review",
  transitions: {
    publish: { from: ["draft"], to: "published" }, // submit, passes screening
    flag: { from: ["draft"], to: "pending_moderation" }, // submit, screening flags
    approve: { from: ["pending_moderation"], to: "published" },
    hide: { from: ["pending_moderation", "published"], to: "hidden" },
    edit: { from: ["published"], to: "published" }, // author edit within 7 days, passes re-screening
    hold: { from: ["published"], to: "pending_moderation" }, // edit flagged, or a report in an auto-hide class
    delete: { from: ["published"], to: "deleted" }, // author, within 7 days (soft)
    restore: { from: ["hidden"], to: "published" }, // appeal upheld or admin restore
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.review.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<ReviewStatus, Prisma.ReviewUpdateManyMutationInput, Prisma.ReviewWhereInput>) =>
    tx.review.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

export type ReviewMove = keyof typeof reviewMachine.transitions;

/** Only published reviews count toward a vendor's aggregates and show publicly. */
export const VISIBLE_REVIEW_STATUS = "published" satisfies ReviewStatus;

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
