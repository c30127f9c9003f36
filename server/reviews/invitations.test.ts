import { beforeAll, describe, expect, it } from "vitest";
import { freezeClock, now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { renderNotification } from "@/server/notifications/templates";
import { bookedRfq, bookingApi } from "@/server/test/bookings";
import { tokenFor } from "@/server/test/identity";
import { raceTwice } from "@/server/test/race";
import { completedBooking, insertedReview } from "@/server/test/reviews";
import { registerReviewHandlers } from "./handlers";
import { inviteReviewer } from "./invite-reviewer";
import { notifyReviewerOnce } from "./review-notices";
import { sendReviewReminders } from "./review-reminders";

// The review invitation (on BookingCompleted) and the one reminder before the
// 90-day window closes. Time moves with the injectable clock.

const DAY = 86_400_000;

beforeAll(() => registerReviewHandlers());

async function drainOutbox() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

const notices = (bookingId: string, kind: string) => db.notification.findMany({ where: { kind, entityType: "booking", entityId: bookingId } });

describe("review.invite", () => {
  it("reaches the customer once when the vendor completes the booking, in the customer's language, about the booking", async () => {
    const clock = freezeClock();
    const { buyer, vendors, bookingId } = await bookedRfq({ paid: "240.000" });
    await db.user.update({ where: { id: buyer.id }, data: { preferredLocale: "en" } });
    clock.advance(60 * DAY); // past the service date
    const token = await tokenFor(vendors[0].owner.id);
    await db.session.updateMany({ where: { userId: vendors[0].owner.id }, data: { activeContext: `vendor:${vendors[0].vendor.id}` } });
    expect((await bookingApi(token).complete(bookingId)).status).toBe(200);
    expect(await notices(bookingId, "review.invite")).toEqual([]); // sent by the event's handler, after commit

    await drainOutbox();
    const [invite, ...more] = await notices(bookingId, "review.invite");
    expect(more).toEqual([]);
    expect(invite).toMatchObject({ userId: buyer.id, params: { vendor_name: { ar: vendors[0].vendor.nameAr, en: vendors[0].vendor.nameEn } } });
    expect(renderNotification("review.invite", "en", invite.params as Record<string, string>).body).toContain(vendors[0].vendor.nameEn);

    // At-least-once delivery: the event again sends nothing more.
    const event = await db.outboxEvent.findFirstOrThrow({ where: { type: "BookingCompleted", payload: { path: ["bookingId"], equals: bookingId } } });
    await db.outboxEvent.update({ where: { id: event.id }, data: { dispatchedAt: null, availableAt: now() } });
    await drainOutbox();
    expect(await notices(bookingId, "review.invite")).toHaveLength(1);
  });

  it("is not sent for a booking that is not completed, or whose customer's account is no longer active", async () => {
    const { bookingId, buyer } = await bookedRfq({ paid: "240.000" });
    expect(await inviteReviewer(bookingId)).toBe(false);
    const done = await completedBooking();
    await db.user.update({ where: { id: done.buyer.id }, data: { status: "suspended" } });
    expect(await inviteReviewer(done.bookingId)).toBe(false);
    expect(await db.notification.count({ where: { kind: "review.invite", userId: { in: [buyer.id, done.buyer.id] } } })).toBe(0);
  });
});

describe("review.reminder", () => {
  it("is sent once, in the last 7 days of the 90-day window, with the days left and the closing date", async () => {
    const clock = freezeClock("2026-03-01T09:00:00.000Z");
    const { bookingId, booking, buyer } = await completedBooking({ completedDaysAgo: 0 });
    await db.user.update({ where: { id: buyer.id }, data: { preferredLocale: "ar" } });

    clock.advance(82 * DAY + 23 * 3_600_000); // 7 days and an hour before the window closes
    expect(await sendReviewReminders()).toEqual({ sent: 0 });
    clock.advance(2 * 3_600_000); // now less than 7 days are left
    expect(await sendReviewReminders()).toEqual({ sent: 1 });
    const [reminder] = await notices(bookingId, "review.reminder");
    expect(reminder).toMatchObject({ userId: buyer.id, params: { days_left: 7, close_date: "2026-05-30" } });
    const vendor = await db.vendor.findUniqueOrThrow({ where: { id: booking.vendorId } });
    expect(reminder.params).toMatchObject({ vendor_name: { ar: vendor.nameAr, en: vendor.nameEn } });
    expect(renderNotification("review.reminder", "ar", reminder.params as Record<string, string>).body).toContain("7 أيام");

    // The hourly sweep again, days later: nothing more.
    expect(await sendReviewReminders()).toEqual({ sent: 0 });
    clock.advance(5 * DAY);
    expect(await sendReviewReminders()).toEqual({ sent: 0 });
    expect(await notices(bookingId, "review.reminder")).toHaveLength(1);
  });

  it("reminds a customer who only saved a draft, not one who submitted a review (in any status)", async () => {
    freezeClock();
    const draft = await completedBooking({ completedDaysAgo: 85 });
    await insertedReview(draft.booking, { status: "draft" });
    const submitted = [];
    for (const status of ["published", "pending_moderation", "hidden", "deleted"] as const) {
      const b = await completedBooking({ completedDaysAgo: 85 });
      await insertedReview(b.booking, { status });
      submitted.push(b.bookingId);
    }
    expect(await sendReviewReminders()).toEqual({ sent: 1 });
    expect(await notices(draft.bookingId, "review.reminder")).toHaveLength(1);
    expect(await db.notification.count({ where: { kind: "review.reminder", entityId: { in: submitted } } })).toBe(0);
  });

  it("is never sent once the window has closed", async () => {
    freezeClock();
    const closed = await completedBooking({ completedDaysAgo: 90 });
    const long = await completedBooking({ completedDaysAgo: 120 });
    expect(await sendReviewReminders()).toEqual({ sent: 0 });
    expect(await db.notification.count({ where: { kind: "review.reminder", entityId: { in: [closed.bookingId, long.bookingId] } } })).toBe(0);
  });

  it("is sent once when two senders try the same booking at the same moment", async () => {
    freezeClock();
    const { bookingId } = await completedBooking({ completedDaysAgo: 86 });
    const { winners, errors } = await raceTwice((tx) =>
      notifyReviewerOnce(tx, bookingId, "review.reminder", (_closes, vendorName) => ({ vendor_name: vendorName, days_left: 4, close_date: "x" })),
    );
    expect(errors).toEqual([]);
    expect(winners.sort()).toEqual([false, true]);
    const other = await completedBooking({ completedDaysAgo: 86 });
    const runs = await Promise.all([sendReviewReminders(), sendReviewReminders()]);
    expect(runs[0].sent + runs[1].sent).toBe(1);
    expect(await notices(bookingId, "review.reminder")).toHaveLength(1);
    expect(await notices(other.bookingId, "review.reminder")).toHaveLength(1);
  });
});
