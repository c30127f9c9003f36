import type { Tx } from "../core/db/client";
import { notify } from "../notifications/notify";
import { asWritten, bilingual } from "../notifications/params";

// Tells a review's author what happened to it (a reply, a moderation
// decision), with the vendor's two names and the moderator's reason as written.

type ReviewRef = { id: string; vendorId: string; authorUserId: string };
type AuthorKind = "review.published" | "review.hidden" | "review.redacted" | "review.replied";

export async function notifyReviewAuthor(tx: Tx, review: ReviewRef, kind: AuthorKind, params: { reason?: string } = {}): Promise<void> {
  const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: review.vendorId }, select: { nameAr: true, nameEn: true } });
  await notify(tx, {
    userId: review.authorUserId,
    kind,
    entity: { type: "review", id: review.id },
    params: { vendor_name: bilingual(vendor.nameAr, vendor.nameEn), ...(params.reason ? { reason: asWritten(params.reason) } : {}) },
  });
}
