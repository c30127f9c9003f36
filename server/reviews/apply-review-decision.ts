import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { AppError, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { recomputeVendorRating } from "./aggregates";
import { closeOpenCases } from "./close-cases";
import { reviewMachine } from "./state-machine";
import { notifyReviewAuthor } from "./notify-author";

// A moderator's decision on a review (spec States "Review"), from the queue
// or the catalog endpoints: approve publishes a held review, restores a
// hidden one (appeal upheld) or dismisses reports on a published one; hide
// hides it (on an appeal: the appeal is denied and it stays hidden); redact
// replaces the offending text and publishes. Reviews are never deleted.
// Aggregates are recomputed whenever the review enters or leaves
// `published`; the decision is audited with its reason, every open case on
// the review is settled, and the author is told.

export type ReviewDecision = "approve" | "hide" | "redact";
export type DecisionInput = { reason: string; redactedTitle?: string | null; redactedBody?: string; cause?: string; caseId?: string };

export async function applyReviewDecision(tx: Tx, reviewId: string, decision: ReviewDecision, input: DecisionInput, ctx: RequestContext): Promise<void> {
  await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${reviewId} FOR UPDATE`;
  const review = await tx.review.findUniqueOrThrow({ where: { id: reviewId } });
  const from = review.status;
  const subject = { id: reviewId, status: from };
  const at = now();
  let action: string;
  let to = from;
  let textDiff: Record<string, [unknown, unknown]> = {};

  if (decision === "approve") {
    if (from === "pending_moderation") ({ to } = await reviewMachine.move(tx, subject, "approve", { data: { publishedAt: review.publishedAt ?? at } }));
    else if (from === "hidden") ({ to } = await reviewMachine.move(tx, subject, "restore"));
    else if (from !== "published")
      throw new AppError("CONFLICT", { message: { en: `A ${from} review cannot be approved.`, ar: `لا يمكن اعتماد تقييم في حالة ${from}.` } });
    action = from === "hidden" ? "review.restored" : from === "published" ? "review.report_dismissed" : "review.approved";
  } else if (decision === "hide") {
    if (from === "published" || from === "pending_moderation") ({ to } = await reviewMachine.move(tx, subject, "hide", { data: { hiddenAt: at } }));
    else if (from !== "hidden")
      throw new AppError("CONFLICT", { message: { en: `A ${from} review cannot be hidden.`, ar: `لا يمكن إخفاء تقييم في حالة ${from}.` } });
    action = from === "hidden" ? "review.appeal_denied" : "review.hidden";
  } else {
    const data = redaction(input);
    textDiff = Object.fromEntries(Object.keys(data).map((k) => [k, [review[k as "title" | "body"], data[k as "title" | "body"]]]));
    const move = from === "pending_moderation" ? "approve" : from === "hidden" ? "restore" : "edit";
    ({ to } = await reviewMachine.move(tx, subject, move, { data: move === "approve" ? { ...data, publishedAt: review.publishedAt ?? at } : data }));
    action = "review.redacted";
  }

  if (from !== to && (from === "published" || to === "published")) await recomputeVendorRating(tx, review.vendorId, reviewId);
  const closed = await closeOpenCases(tx, { reviewId, replyId: null }, decision, input.reason, ctx);
  await writeAudit(tx, {
    actor: { type: "admin", id: ctx.userId },
    action,
    entityType: "review",
    entityId: reviewId,
    diff: { status: [from, to], ...textDiff, case_id: input.caseId ?? null, cause: input.cause ?? null, closed_cases: closed },
    reason: input.reason,
    request: ctx,
  });
  if (decision === "redact") await notifyReviewAuthor(tx, review, "review.redacted", { reason: input.reason });
  else if (to === "published" && from !== "published") await notifyReviewAuthor(tx, review, "review.published");
  else if (to === "hidden") await notifyReviewAuthor(tx, review, "review.hidden", { reason: input.reason });
}

/** The moderator's replacement text; at least one of title and body. */
function redaction(input: DecisionInput): Pick<Prisma.ReviewUpdateManyMutationInput, "title" | "body"> & { title?: string | null; body?: string } {
  if (input.redactedTitle === undefined && input.redactedBody === undefined) {
    throw validationFailed({ redacted_body: ["validation.redacted_text_required"] });
  }
  return {
    ...(input.redactedTitle !== undefined ? { title: input.redactedTitle } : {}),
    ...(input.redactedBody !== undefined ? { body: input.redactedBody } : {}),
  };
}
