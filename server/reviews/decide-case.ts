import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { applyReplyDecision } from "./apply-reply-decision";
import { applyReviewDecision } from "./apply-review-decision";
import type { DecideInput, ModerationCaseView } from "./moderation-schemas";
import { caseViews } from "./moderation-views";

// POST /admin/moderation/reviews/{caseId}/decide (review.moderate): approve,
// hide, redact or escalate, reason mandatory, audit-logged. Escalate keeps
// the case in the queue, marked; any other decision settles it (and every
// other case open on the same review or reply). A decided case cannot be
// decided again (409).

export async function decideCase(caseId: string, input: DecideInput, ctx: RequestContext): Promise<ModerationCaseView> {
  if (input.decision !== "redact" && (input.redacted_title !== undefined || input.redacted_body !== undefined)) {
    const field = input.redacted_body !== undefined ? "redacted_body" : "redacted_title";
    throw validationFailed({ [field]: ["validation.redacted_only_with_redact"] });
  }
  await db.$transaction(async (tx) => {
    // The case row lock: two moderators deciding at once, the second one sees the first's decision.
    await tx.$queryRaw`SELECT id FROM moderation_cases WHERE id = ${caseId} FOR UPDATE`;
    const found = await tx.moderationCase.findUnique({ where: { id: caseId } });
    if (!found) throw notFound();
    if (found.status === "decided") throw new AppError("CONFLICT", { message: { en: "This case was already decided.", ar: "صدر قرار في هذه الحالة من قبل." } });
    if (input.decision === "escalate") {
      if (found.status === "escalated") throw new AppError("CONFLICT", { message: { en: "This case is already escalated.", ar: "صُعّدت هذه الحالة من قبل." } });
      await tx.moderationCase.update({ where: { id: caseId }, data: { status: "escalated" } });
      await writeAudit(tx, {
        actor: { type: "admin", id: ctx.userId },
        action: "moderation_case.escalated",
        entityType: "moderation_case",
        entityId: caseId,
        diff: { status: [found.status, "escalated"], review_id: found.reviewId, reply_id: found.replyId, cause: found.cause },
        reason: input.reason,
        request: ctx,
      });
      return;
    }
    const decision = { reason: input.reason, redactedTitle: input.redacted_title, redactedBody: input.redacted_body, cause: found.cause, caseId };
    if (found.replyId) await applyReplyDecision(tx, found.replyId, input.decision, decision, ctx);
    else await applyReviewDecision(tx, found.reviewId, input.decision, decision, ctx);
  });
  const [view] = await caseViews([await db.moderationCase.findUniqueOrThrow({ where: { id: caseId } })], ctx.locale);
  return view;
}
