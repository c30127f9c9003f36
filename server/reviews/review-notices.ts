import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { firstDelivery } from "../core/outbox/handled";
import { localized } from "../core/i18n";
import { localeOf, notify } from "../notifications/notify";
import { reviewWindowCloses } from "./windows";

// The notices that ask a customer to review a completed booking
// (`review.invite` at completion, `review.reminder` before the window
// closes). Both may be attempted more than once (an event redelivered, the
// reminder sweep running twice or in two processes), so each is sent at most
// once per booking: marked in the sending transaction (firstDelivery,
// server/core/outbox/handled.ts), where a concurrent second sender waits and then finds the mark.

export type ReviewNoticeKind = "review.invite" | "review.reminder";

type Params = (closesAt: Date, vendorName: string) => Record<string, string | number>;

/** Sends `kind` about the booking unless it was sent already, the window has closed, or a review was submitted (a draft is not). */
export async function notifyReviewerOnce(tx: Tx, bookingId: string, kind: ReviewNoticeKind, params: Params): Promise<boolean> {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { status: true, completedAt: true, customerUserId: true, customer: { select: { status: true } }, vendor: { select: { nameAr: true, nameEn: true } } },
  });
  if (!booking || booking.status !== "completed" || !booking.completedAt || booking.customer.status !== "active") return false;
  const closesAt = reviewWindowCloses(booking.completedAt);
  if (closesAt <= now()) return false;
  const submitted = await tx.review.findFirst({ where: { bookingId, status: { not: "draft" } }, select: { id: true } });
  if (submitted) return false;
  if (!(await firstDelivery(tx, kind, bookingId))) return false;
  const locale = await localeOf(tx, booking.customerUserId);
  await notify(tx, {
    userId: booking.customerUserId,
    kind,
    entity: { type: "booking", id: bookingId },
    params: params(closesAt, localized(locale, booking.vendor.nameAr, booking.vendor.nameEn)),
  });
  return true;
}
