import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { goodReview, reviewApi } from "@/server/test/review-api";
import { completedBooking, insertedReview } from "@/server/test/reviews";

// Requests that arrive together (a double click, two tabs autosaving). On
// PostgreSQL they run at once; on PGlite one after the other. Either way the
// booking keeps one review, it is counted once, and an appeal opens one case.

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe("concurrent review writes", () => {
  it("two submits of one booking: one review published and counted once, the other 409 REVIEW_ALREADY_EXISTS", async () => {
    const { buyer, booking } = await completedBooking();
    const api = reviewApi(buyer.token);
    const results = await Promise.all([api.reviewBooking(booking.id, goodReview), api.create({ booking_id: booking.id, ...goodReview })]);
    expect(statuses(results)).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.json.error.code).toBe("REVIEW_ALREADY_EXISTS");
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(1);
    expect((await db.vendorRatingSummary.findUniqueOrThrow({ where: { vendorId: booking.vendorId } })).ratingCount).toBe(1);
  });

  it("two autosaves of one booking make one draft (201 and 200), never a server error", async () => {
    const { buyer, booking } = await completedBooking();
    const api = reviewApi(buyer.token);
    const results = await Promise.all([
      api.reviewBooking(booking.id, { title: "Lovely day", submit: false }),
      api.reviewBooking(booking.id, { overall_rating: 4, submit: false }),
    ]);
    expect(statuses(results), JSON.stringify(results.map((r) => r.json))).toEqual([200, 201]);
    const [row] = await db.review.findMany({ where: { bookingId: booking.id } });
    expect(row).toMatchObject({ status: "draft", title: "Lovely day", overallRating: 4 });
  });

  it("two appeals of one hidden review: one case", async () => {
    const { buyer, booking } = await completedBooking();
    const review = await insertedReview(booking, { status: "hidden" });
    const api = reviewApi(buyer.token);
    const reason = "Nothing in my review breaks the rules; please look again.";
    const results = await Promise.all([api.appeal(review.id, { reason }), api.appeal(review.id, { reason })]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await db.moderationCase.count({ where: { reviewId: review.id, cause: "appeal" } })).toBe(1);
  });
});
