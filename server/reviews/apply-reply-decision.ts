import { writeAudit } from "../core/audit";
import type { Tx } from "../core/db/client";
import { AppError, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { translate } from "../core/i18n";
import type { DecisionInput, ReviewDecision } from "./apply-review-decision";
import { closeOpenCases } from "./close-cases";
import { replyMachine } from "./state-machine";

// A moderator's decision on a vendor reply (a reported one): approve
// publishes a held reply or dismisses the reports on a published one; hide
// hides it (never deleted); redact replaces its text (10-1,000 characters)
// and publishes it. Audited with the reason; every open case on the reply
// is settled.

const REPLY_MAX = 1000;

export async function applyReplyDecision(tx: Tx, replyId: string, decision: ReviewDecision, input: DecisionInput, ctx: RequestContext): Promise<void> {
  const reply = await tx.reviewReply.findUniqueOrThrow({ where: { id: replyId } });
  const from = reply.status as "published" | "pending_moderation" | "hidden";
  if (from === "hidden") throw new AppError("CONFLICT", { message: { en: "This reply is already hidden.", ar: "هذا الرد مخفي بالفعل." } });
  const subject = { id: replyId, status: from };
  let to: string = from;
  let action: string;
  let textDiff = {};

  if (decision === "approve") {
    if (from === "pending_moderation") ({ to } = await replyMachine.move(tx, subject, "approve"));
    action = from === "published" ? "review_reply.report_dismissed" : "review_reply.approved";
  } else if (decision === "hide") {
    ({ to } = await replyMachine.move(tx, subject, "hide"));
    action = "review_reply.hidden";
  } else {
    const body = input.redactedBody;
    if (body === undefined) throw validationFailed({ redacted_body: ["validation.redacted_text_required"] });
    if (body.length > REPLY_MAX)
      throw validationFailed({ redacted_body: [translate(ctx.locale, "api.validation.string_max", { max: REPLY_MAX }) ?? "too long"] });
    if (input.redactedTitle !== undefined) throw validationFailed({ redacted_title: ["validation.unknown_field"] });
    if (from === "pending_moderation") ({ to } = await replyMachine.move(tx, subject, "approve", { data: { body } }));
    else await tx.reviewReply.update({ where: { id: replyId }, data: { body } });
    textDiff = { body: [reply.body, body] };
    action = "review_reply.redacted";
  }

  const closed = await closeOpenCases(tx, { reviewId: reply.reviewId, replyId }, decision, input.reason, ctx);
  await writeAudit(tx, {
    actor: { type: "admin", id: ctx.userId },
    action,
    entityType: "review_reply",
    entityId: replyId,
    diff: { status: [from, to], ...textDiff, review_id: reply.reviewId, case_id: input.caseId ?? null, cause: input.cause ?? null, closed_cases: closed },
    reason: input.reason,
    request: ctx,
  });
}
