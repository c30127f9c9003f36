import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { newId } from "../core/ids";

// A moderation case per target (a review, or its reply) and cause: a new
// report joins the case still open (or escalated) for the same target, so
// moderators decide once however many reports arrive. Callers hold the
// review's row lock, so two reports at once do not open two cases. An
// appeal's case keeps the author's words in `note` (`reason` is the
// moderator's, on decision).

export const OPEN_CASE_STATUSES = ["open", "escalated"];

type Target = { reviewId: string; replyId: string | null };

export async function openOrJoinCase(tx: Tx, target: Target, cause: "screening" | "report" | "appeal", note?: string): Promise<{ id: string }> {
  const existing = await tx.moderationCase.findFirst({
    where: { reviewId: target.reviewId, replyId: target.replyId, cause, status: { in: OPEN_CASE_STATUSES } },
    select: { id: true },
  });
  if (existing) return existing;
  return tx.moderationCase.create({
    data: { id: newId(), reviewId: target.reviewId, replyId: target.replyId, cause, status: "open", note: note ?? null, createdAt: now() },
    select: { id: true },
  });
}
