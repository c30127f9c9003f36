import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { fileReport, type ReportInput } from "./file-report";
import type { ReportView } from "./reply-schemas";
import { reviewForVendorMember } from "./review-access";

// POST /reviews/{id}/report: a member of the reviewed vendor reports the
// review to the moderators (spec: reviews are reported by the vendor).

export async function reportReview(reviewId: string, input: ReportInput, ctx: RequestContext): Promise<ReportView> {
  const review = await reviewForVendorMember(reviewId, ctx);
  return db.$transaction((tx) => fileReport(tx, { reviewId, vendorId: review.vendorId, replyId: null }, input, ctx));
}
