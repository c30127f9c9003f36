import type { Tx } from "../core/db/client";
import { localeOf, notify } from "../notifications/notify";

// Tells a review's author what happened to it (a reply, a moderation
// decision), with the vendor's name in the author's language.

type ReviewRef = { id: string; vendorId: string; authorUserId: string };
type AuthorKind = "review.published" | "review.hidden" | "review.redacted" | "review.replied";

export async function notifyReviewAuthor(tx: Tx, review: ReviewRef, kind: AuthorKind, params: { reason?: string } = {}): Promise<void> {
  const locale = await localeOf(tx, review.authorUserId);
  const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: review.vendorId }, select: { nameAr: true, nameEn: true } });
  await notify(tx, {
    userId: review.authorUserId,
    kind,
    entity: { type: "review", id: review.id },
    params: { vendor_name: locale === "en" ? vendor.nameEn : vendor.nameAr, ...params },
  });
}
