import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { bookingMachine } from "@/server/bookings/state-machine";
import { paidDeposit } from "./payments";

// Review fixtures: a completed booking (the only thing a customer may
// review) and reviews inserted directly in a given status, so moderation,
// reply and aggregate tests start where they need to. The create and submit
// tests go through the endpoints.

const DAY = 86_400_000;

/** A paid booking whose service date has passed and that the vendor completed `completedDaysAgo` days ago (default 1). */
export async function completedBooking(opts: { completedDaysAgo?: number } = {}) {
  const setup = await paidDeposit();
  const completedAt = new Date(now().getTime() - (opts.completedDaysAgo ?? 1) * DAY);
  const serviceDate = new Date(`${new Date(completedAt.getTime() - DAY).toISOString().slice(0, 10)}T00:00:00.000Z`);
  await db.$transaction(async (tx) => {
    await tx.booking.update({ where: { id: setup.bookingId }, data: { serviceDate } });
    await bookingMachine.move(tx, setup.bookingId, "complete", { data: { completedAt } });
  });
  return { ...setup, booking: await db.booking.findUniqueOrThrow({ where: { id: setup.bookingId } }) };
}

type ReviewRow = {
  status?: "draft" | "published" | "pending_moderation" | "hidden" | "deleted";
  overall?: number;
  quality?: number | null;
  punctuality?: number | null;
  value?: number | null;
  publishedDaysAgo?: number;
  body?: string;
};

/** A review of a completed booking written straight to the database (aggregates are NOT recomputed: call the reviews module for that). */
export async function insertedReview(booking: { id: string; vendorId: string; customerUserId: string }, row: ReviewRow = {}) {
  const status = row.status ?? "published";
  const at = now();
  const publishedAt = status === "draft" ? null : new Date(at.getTime() - (row.publishedDaysAgo ?? 0) * DAY);
  return db.review.create({
    data: {
      id: newId(),
      bookingId: booking.id,
      vendorId: booking.vendorId,
      authorUserId: booking.customerUserId,
      status,
      overallRating: row.overall ?? 5,
      qualityRating: row.quality ?? null,
      punctualityRating: row.punctuality ?? null,
      valueRating: row.value ?? null,
      title: "A wonderful evening",
      body: row.body ?? "The hall was ready on time and the staff were kind to every guest.",
      submittedAt: publishedAt,
      publishedAt,
      hiddenAt: status === "hidden" ? at : null,
      deletedAt: status === "deleted" ? at : null,
    },
  });
}
