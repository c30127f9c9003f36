import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { firstDelivery } from "../core/outbox/handled";
import { notify } from "../notifications/notify";
import { bilingual, type BilingualText } from "../notifications/params";
import { reviewWindowCloses } from "./windows";

// The notices that ask a customer to review a completed booking or direct
// order (`review.invite` at completion, `review.reminder` before the window
// closes). Both may be attempted more than once (an event redelivered, the
// reminder sweep running twice or in two processes), so each is sent at most
// once per booking or order: marked in the sending transaction (firstDelivery,
// server/core/outbox/handled.ts), where a concurrent second sender waits and then finds the mark.

export type ReviewNoticeKind = "review.invite" | "review.reminder";
/** What is reviewed: a booking, or a direct order (reviews.booking_id holds either id, source_type says which). */
export type ReviewSourceType = "booking" | "order";

type Params = (closesAt: Date, vendorName: BilingualText) => { vendor_name: BilingualText } & Record<string, string | number | BilingualText>;

type Reviewed = { status: string; completedAt: Date | null; customerUserId: string; customer: { status: string }; vendor: { nameAr: string; nameEn: string } };

function loadReviewed(tx: Tx, sourceType: ReviewSourceType, id: string): Promise<Reviewed | null> {
  const select = {
    status: true,
    completedAt: true,
    customerUserId: true,
    customer: { select: { status: true } },
    vendor: { select: { nameAr: true, nameEn: true } },
  } as const;
  return sourceType === "order" ? tx.order.findUnique({ where: { id }, select }) : tx.booking.findUnique({ where: { id }, select });
}

/** Sends `kind` about the booking (or order) unless it was sent already, the window has closed, or a review was submitted (a draft is not). */
export async function notifyReviewerOnce(
  tx: Tx,
  sourceId: string,
  kind: ReviewNoticeKind,
  params: Params,
  sourceType: ReviewSourceType = "booking",
): Promise<boolean> {
  const reviewed = await loadReviewed(tx, sourceType, sourceId);
  if (!reviewed || reviewed.status !== "completed" || !reviewed.completedAt || reviewed.customer.status !== "active") return false;
  const closesAt = reviewWindowCloses(reviewed.completedAt);
  if (closesAt <= now()) return false;
  const submitted = await tx.review.findFirst({ where: { bookingId: sourceId, status: { not: "draft" } }, select: { id: true } });
  if (submitted) return false;
  if (!(await firstDelivery(tx, kind, sourceId))) return false;
  await notify(tx, {
    userId: reviewed.customerUserId,
    kind,
    entity: { type: sourceType, id: sourceId },
    params: params(closesAt, bilingual(reviewed.vendor.nameAr, reviewed.vendor.nameEn)),
  });
  return true;
}
