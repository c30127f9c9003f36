import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { fileReport, type ReportInput } from "./file-report";
import type { ReportView } from "./reply-schemas";
import { replyWithReview } from "./review-access";

// POST /review-replies/{id}/report: the review's author reports the vendor's
// reply to the moderators (spec: replies are reported by the customer).
// Anyone else gets 404.

export async function reportReply(replyId: string, input: ReportInput, ctx: RequestContext): Promise<ReportView> {
  const reply = await replyWithReview(replyId);
  if (reply.review.authorUserId !== ctx.userId) throw notFound();
  return db.$transaction((tx) => fileReport(tx, { reviewId: reply.reviewId, vendorId: reply.vendorId, replyId }, input, ctx));
}
