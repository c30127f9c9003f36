import { now } from "../core/clock";
import { db } from "../core/db/client";
import { kuwaitDay } from "../core/kuwait-time";
import { notifyReviewerOnce, type ReviewSourceType } from "./review-notices";
import { DAY_MS, REVIEW_WINDOW_DAYS } from "./windows";

// One `review.reminder` per completed booking or direct order whose 90-day review window
// closes within 7 days and that has no submitted review (a draft counts as
// not submitted). Never twice for a booking, even when the sweep runs twice
// or in two processes (./review-notices.ts), and never once the window has
// closed. Job `review-reminders`, hourly (docs/jobs.md).

export const REMINDER_DAYS_BEFORE_CLOSE = 7;
const BATCH = 500;

export async function sendReviewReminders(): Promise<{ sent: number }> {
  const at = now();
  // Completed within the window, and within its last 7 days.
  const completedAfter = new Date(at.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const completedBy = new Date(at.getTime() - (REVIEW_WINDOW_DAYS - REMINDER_DAYS_BEFORE_CLOSE) * DAY_MS);
  const due = await db.$queryRaw<{ id: string; source: ReviewSourceType }[]>`
    SELECT id, source FROM (
      SELECT b.id, 'booking' AS source, b.completed_at FROM bookings b
      WHERE b.status = 'completed' AND b.completed_at > ${completedAfter} AND b.completed_at <= ${completedBy}
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.status <> 'draft')
        AND NOT EXISTS (
          SELECT 1 FROM notifications n
          WHERE n.user_id = b.customer_user_id AND n.kind = 'review.reminder' AND n.entity_type = 'booking' AND n.entity_id = b.id)
      UNION ALL
      SELECT o.id, 'order' AS source, o.completed_at FROM orders o
      WHERE o.status = 'completed' AND o.completed_at > ${completedAfter} AND o.completed_at <= ${completedBy}
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = o.id AND r.status <> 'draft')
        AND NOT EXISTS (
          SELECT 1 FROM notifications n
          WHERE n.user_id = o.customer_user_id AND n.kind = 'review.reminder' AND n.entity_type = 'order' AND n.entity_id = o.id)
    ) due
    ORDER BY completed_at, id
    LIMIT ${BATCH}`;
  let sent = 0;
  for (const { id, source } of due) {
    const created = await db.$transaction((tx) =>
      notifyReviewerOnce(
        tx,
        id,
        "review.reminder",
        (closesAt, vendorName) => ({
          vendor_name: vendorName,
          days_left: Math.max(1, Math.ceil((closesAt.getTime() - now().getTime()) / DAY_MS)),
          close_date: kuwaitDay(closesAt).toISOString().slice(0, 10),
        }),
        source,
      ),
    );
    if (created) sent++;
  }
  return { sent };
}
