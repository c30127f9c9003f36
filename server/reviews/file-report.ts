import { Prisma } from "../core/db/generated/client";
import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { AppError, type Bilingual } from "../core/errors";
import { newId } from "../core/ids";
import { callerId, type RequestContext } from "../core/http/request-context";
import { recomputeVendorRating } from "./aggregates";
import { replyMachine, reviewMachine } from "./state-machine";
import { openOrJoinCase } from "./open-moderation-case";
import { AUTO_HIDE_REASONS, type ReportReason, type ReportView } from "./reply-schemas";

// What reporting a review or a reply does, whoever reports it: one report
// per reporter and target (409), a moderation case (cause report) opened or
// joined, and for the auto-hide reasons a published target taken off the
// page until a moderator decides (a review's aggregates follow at once).

export type ReportInput = { reason: ReportReason; note?: string };
type Target = { reviewId: string; vendorId: string; replyId: string | null };

const ALREADY_REPORTED: Bilingual = { en: "You already reported this.", ar: "أبلغت عن هذا من قبل." };

export async function fileReport(tx: Tx, target: Target, input: ReportInput, ctx: RequestContext): Promise<ReportView> {
  // Every report of this review (and its reply) queues behind this lock: one case, one hold.
  await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${target.reviewId} FOR UPDATE`;
  const targetKey = target.replyId ? `reply:${target.replyId}` : `review:${target.reviewId}`;
  if (await tx.reviewReport.findUnique({ where: { targetKey_reporterUserId: { targetKey, reporterUserId: callerId(ctx) } }, select: { id: true } })) {
    throw new AppError("CONFLICT", { message: ALREADY_REPORTED });
  }
  const status = await currentStatus(tx, target);
  if (status === "hidden") throw new AppError("CONFLICT", { message: { en: "This is already hidden by the moderators.", ar: "أخفاه المشرفون من قبل." } });
  const report = await createReport(tx, target, targetKey, input, ctx);
  await openOrJoinCase(tx, target, "report");
  let targetStatus = status;
  if (status === "published" && AUTO_HIDE_REASONS.includes(input.reason)) {
    const audit = {
      actor: { type: "user" as const, id: ctx.userId },
      action: "review.held_by_report",
      reason: input.reason,
      request: ctx,
      diff: { report_id: report.id },
    };
    if (target.replyId) {
      ({ to: targetStatus } = await replyMachine.move(tx, { id: target.replyId, status: "published" }, "hold", { audit }));
    } else {
      ({ to: targetStatus } = await reviewMachine.move(tx, { id: target.reviewId, status: "published" }, "hold", { audit }));
      await recomputeVendorRating(tx, target.vendorId, target.reviewId);
    }
  }
  return {
    id: report.id,
    target: target.replyId ? "reply" : "review",
    review_id: report.reviewId,
    reply_id: report.replyId,
    reason: input.reason,
    note: report.note,
    created_at: report.createdAt.toISOString(),
    target_status: targetStatus,
  };
}

async function currentStatus(tx: Tx, target: Target): Promise<string> {
  if (target.replyId) return (await tx.reviewReply.findUniqueOrThrow({ where: { id: target.replyId }, select: { status: true } })).status;
  return (await tx.review.findUniqueOrThrow({ where: { id: target.reviewId }, select: { status: true } })).status;
}

async function createReport(tx: Tx, target: Target, targetKey: string, input: ReportInput, ctx: RequestContext) {
  try {
    return await tx.reviewReport.create({
      data: {
        id: newId(),
        reviewId: target.reviewId,
        replyId: target.replyId,
        targetKey,
        reporterUserId: callerId(ctx),
        reason: input.reason,
        note: input.note || null,
        createdAt: now(),
      },
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw new AppError("CONFLICT", { message: ALREADY_REPORTED });
    throw e;
  }
}
