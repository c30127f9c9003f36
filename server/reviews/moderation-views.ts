import { db } from "../core/db/client";
import type { ModerationCase } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import type { AdminReviewView, Decision, ModerationCaseView } from "./moderation-schemas";
import { OPEN_CASE_STATUSES } from "./open-moderation-case";

// What moderators see: the whole review (every text, the ratings, what
// screening found), its reply, the vendor, the author, the reports on the
// case's target and the case itself. Loaded in a few queries per page.

type Flag = NonNullable<AdminReviewView["screening_flags"]>[number];

/** Admin views of the given reviews, in the given order. */
export async function adminReviewViews(reviewIds: string[], locale: Locale): Promise<AdminReviewView[]> {
  const reviews = await db.review.findMany({
    where: { id: { in: reviewIds } },
    include: { reply: true, cases: { where: { status: { in: OPEN_CASE_STATUSES } }, select: { id: true } } },
  });
  const [vendors, authors] = await Promise.all([
    db.vendor.findMany({ where: { id: { in: [...new Set(reviews.map((r) => r.vendorId))] } }, select: { id: true, nameAr: true, nameEn: true } }),
    db.user.findMany({ where: { id: { in: [...new Set(reviews.map((r) => r.authorUserId))] } }, select: { id: true, firstName: true, lastName: true } }),
  ]);
  const vendorOf = new Map(vendors.map((v) => [v.id, v]));
  const authorOf = new Map(authors.map((u) => [u.id, u]));
  const byId = new Map(
    reviews.map((r) => {
      const vendor = vendorOf.get(r.vendorId)!;
      const author = authorOf.get(r.authorUserId);
      const view: AdminReviewView = {
        id: r.id,
        status: r.status,
        booking_id: r.bookingId,
        vendor: { id: vendor.id, name: localized(locale, vendor.nameAr, vendor.nameEn), name_ar: vendor.nameAr, name_en: vendor.nameEn },
        author: { id: r.authorUserId, name: author ? `${author.firstName} ${author.lastName}`.trim() : "" },
        overall_rating: r.overallRating,
        criteria: { quality: r.qualityRating, punctuality: r.punctualityRating, value: r.valueRating },
        title: r.title,
        body: r.body,
        screening_flags: Array.isArray(r.screeningFlags) ? (r.screeningFlags as Flag[]) : null,
        submitted_at: r.submittedAt?.toISOString() ?? null,
        published_at: r.publishedAt?.toISOString() ?? null,
        edited_at: r.editedAt?.toISOString() ?? null,
        hidden_at: r.hiddenAt?.toISOString() ?? null,
        appealed_at: r.appealedAt?.toISOString() ?? null,
        reply: r.reply
          ? {
              id: r.reply.id,
              body: r.reply.body,
              status: r.reply.status as NonNullable<AdminReviewView["reply"]>["status"],
              created_at: r.reply.createdAt.toISOString(),
              edited_at: r.reply.editedAt?.toISOString() ?? null,
            }
          : null,
        open_case_ids: r.cases.map((c) => c.id),
      };
      return [r.id, view] as const;
    }),
  );
  return reviewIds.map((id) => byId.get(id)).filter((v): v is AdminReviewView => v !== undefined);
}

/** Case views: the case, its review and the reports on its target (the review, or the reply). */
export async function caseViews(cases: ModerationCase[], locale: Locale): Promise<ModerationCaseView[]> {
  const reviewIds = [...new Set(cases.map((c) => c.reviewId))];
  const [reviews, reports] = await Promise.all([
    adminReviewViews(reviewIds, locale),
    db.reviewReport.findMany({ where: { reviewId: { in: reviewIds } }, orderBy: { createdAt: "asc" } }),
  ]);
  const reviewOf = new Map(reviews.map((r) => [r.id, r]));
  return cases.map((c) => ({
    id: c.id,
    cause: c.cause as ModerationCaseView["cause"],
    status: c.status as ModerationCaseView["status"],
    target: c.replyId ? "reply" : "review",
    appeal_reason: c.cause === "appeal" ? c.note : null,
    decision: (c.decision as Decision | null) ?? null,
    reason: c.status === "decided" ? c.reason : null,
    decided_at: c.decidedAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
    review: reviewOf.get(c.reviewId)!,
    reports: reports
      .filter((r) => r.reviewId === c.reviewId && r.replyId === c.replyId)
      .map((r) => ({
        id: r.id,
        reason: r.reason as ModerationCaseView["reports"][number]["reason"],
        note: r.note,
        reporter_id: r.reporterUserId,
        created_at: r.createdAt.toISOString(),
      })),
  }));
}
