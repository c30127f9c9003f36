import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { OPEN_CASE_STATUSES } from "./open-moderation-case";

// A decision on a review (or reply) settles every case still open on it:
// a screening case and a report case on one review need one decision, not two.

export async function closeOpenCases(
  tx: Tx,
  target: { reviewId: string; replyId: string | null },
  decision: "approve" | "hide" | "redact",
  reason: string,
  ctx: RequestContext,
): Promise<string[]> {
  const open = await tx.moderationCase.findMany({ where: { ...target, status: { in: OPEN_CASE_STATUSES } }, select: { id: true } });
  const ids = open.map((c) => c.id);
  if (ids.length > 0) {
    await tx.moderationCase.updateMany({
      where: { id: { in: ids }, status: { in: OPEN_CASE_STATUSES } },
      data: { status: "decided", decision, reason, decidedBy: ctx.userId, decidedAt: now() },
    });
  }
  return ids;
}
