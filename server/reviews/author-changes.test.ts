import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { readyMedia } from "@/server/test/fixtures";
import { signedIn, tokenFor } from "@/server/test/identity";
import { goodReview, reviewApi } from "@/server/test/review-api";
import { completedBooking, insertedReview } from "@/server/test/reviews";

// What the author does after writing: edit and delete within 7 days of
// publishing, discard a draft, appeal a hidden review once within 14 days.

const DAY = 86_400_000;
const summaryOf = (vendorId: string) => db.vendorRatingSummary.findUniqueOrThrow({ where: { vendorId } });

describe("editing a published review", () => {
  it("within 7 days: still published with edited_at, aggregates follow the new rating, the field rules still hold; afterwards 409 CONFLICT", async () => {
    const clock = freezeClock();
    const { buyer, booking, vendors } = await completedBooking();
    const published = await reviewApi(buyer.token).reviewBooking(booking.id, goodReview);
    const id = published.json.data.id;
    expect((await summaryOf(booking.vendorId)).stars5).toBe(1);

    clock.advance(3 * DAY);
    const api = reviewApi(await tokenFor(buyer.id));
    const edited = await api.update(id, { overall_rating: 2, criteria: { value: 2 } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data).toMatchObject({
      status: "published",
      overall_rating: 2,
      criteria: { quality: 5, punctuality: 4, value: 2 },
      title: goodReview.title,
    });
    expect(edited.json.data.edited_at).not.toBeNull();
    expect(edited.json.data.published_at).toBe(published.json.data.published_at);
    const summary = await summaryOf(booking.vendorId);
    expect([summary.stars5, summary.stars2, summary.ratingAvg.toString()]).toEqual([0, 1, "2"]);

    // A criterion below 3 keeps needing the written reason.
    const noBody = await api.update(id, { body: null });
    expect(noBody.status).toBe(422);
    expect(Object.keys(noBody.json.error.details)).toEqual(["body"]);
    expect((await api.update(id, { title: "See https://elsewhere.example" })).status).toBe(422);

    // Only the author: everyone else finds nothing.
    const stranger = await signedIn();
    expect((await reviewApi(stranger.token).update(id, { overall_rating: 5 })).status).toBe(404);
    expect((await reviewApi(await tokenFor(vendors[0].owner.id)).update(id, { overall_rating: 5 })).status).toBe(404);

    clock.advance(4 * DAY + 60_000);
    const late = await reviewApi(await tokenFor(buyer.id)).update(id, { overall_rating: 4 });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe("CONFLICT");
    expect(late.json.error.message).toMatch(/7-day window .* passed/);
    expect((await db.review.findUniqueOrThrow({ where: { id } })).overallRating).toBe(2);
  });

  it("a review waiting for a moderator, hidden or deleted cannot be edited (409)", async () => {
    const { buyer, booking } = await completedBooking();
    const review = await insertedReview(booking, { status: "pending_moderation" });
    for (const status of ["pending_moderation", "hidden", "deleted"] as const) {
      await db.review.update({ where: { id: review.id }, data: { status } });
      const res = await reviewApi(buyer.token).update(review.id, { overall_rating: 4 });
      expect(res.status, status).toBe(409);
      expect(res.json.error.code).toBe("CONFLICT");
    }
  });
});

describe("deleting", () => {
  it("within 7 days the author soft-deletes: audited, out of the aggregates and the public eye, kept for the author; no second review; 409 after 7 days", async () => {
    const clock = freezeClock();
    const { buyer, booking } = await completedBooking();
    const api = reviewApi(buyer.token);
    const id = (await api.reviewBooking(booking.id, goodReview)).json.data.id;
    expect((await api.remove(id)).status).toBe(204);

    const row = await db.review.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("deleted");
    expect(row.deletedAt).not.toBeNull();
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "review.deleted", entityId: id } });
    expect(audit).toMatchObject({ actorId: buyer.id, entityType: "review" });
    expect((await summaryOf(booking.vendorId)).ratingCount).toBe(0);
    expect((await db.vendor.findUniqueOrThrow({ where: { id: booking.vendorId } })).ratingCount).toBe(0);

    expect((await reviewApi(null).get(id)).status).toBe(404);
    expect((await api.get(id)).json.data).toMatchObject({ id, status: "deleted", editable_until: null });
    expect((await api.remove(id)).status).toBe(409);
    expect((await api.reviewBooking(booking.id, goodReview)).json.error.code).toBe("REVIEW_ALREADY_EXISTS");

    // Published again (as if restored): 7 days after its first publication it is too late.
    await db.review.update({ where: { id }, data: { status: "published", deletedAt: null } });
    clock.advance(7 * DAY + 60_000);
    const late = await reviewApi(await tokenFor(buyer.id)).remove(id);
    expect(late.status).toBe(409);
    expect(late.json.error.message).toMatch(/7-day window/);
    expect((await db.review.findUniqueOrThrow({ where: { id } })).status).toBe("published");
  });

  it("a draft is discarded: the row is gone, its photos are free again and the customer can start over; others get 404", async () => {
    const { buyer, booking } = await completedBooking();
    const api = reviewApi(buyer.token);
    const photo = await readyMedia(buyer.id, "review_photo");
    const id = (await api.reviewBooking(booking.id, { title: "First try", photo_media_ids: [photo], submit: false })).json.data.id;
    expect((await reviewApi((await signedIn()).token).remove(id)).status).toBe(404);
    expect((await api.remove(id)).status).toBe(204);
    expect(await db.review.findUnique({ where: { id } })).toBeNull();
    expect((await db.media.findUniqueOrThrow({ where: { id: photo } })).subjectId).toBeNull();
    expect(await db.auditLog.count({ where: { action: "review.draft_discarded", entityId: id } })).toBe(1);
    const again = await api.reviewBooking(booking.id, { ...goodReview, photo_media_ids: [photo] });
    expect(again.status, JSON.stringify(again.json)).toBe(201);
  });
});

describe("appealing a hidden review", () => {
  it("once, within 14 days of the hide: opens an appeal case with the reason, audited; a second appeal, a late one or one on a visible review is 409", async () => {
    const clock = freezeClock();
    const { buyer, booking } = await completedBooking();
    const review = await insertedReview(booking, { status: "hidden" });
    const api = reviewApi(buyer.token);
    const before = await api.get(review.id);
    expect(before.json.data).toMatchObject({ status: "hidden", can_appeal: true });
    expect(Date.parse(before.json.data.appeal_until)).toBe(review.hiddenAt!.getTime() + 14 * DAY);

    expect((await api.appeal(review.id, { reason: "short" })).status).toBe(422);
    expect((await reviewApi((await signedIn()).token).appeal(review.id, { reason: "This review is not mine to appeal." })).status).toBe(404);

    const reason = "My review describes what happened and has no personal details.";
    const res = await api.appeal(review.id, { reason });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ status: "hidden", can_appeal: false });
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).appealedAt).not.toBeNull();
    const cases = await db.moderationCase.findMany({ where: { reviewId: review.id } });
    expect(cases).toMatchObject([{ cause: "appeal", status: "open", note: reason, decision: null }]);
    expect(await db.auditLog.findFirstOrThrow({ where: { action: "review.appealed", entityId: review.id } })).toMatchObject({ actorId: buyer.id, reason });

    const twice = await api.appeal(review.id, { reason });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toContain("once");
    expect(await db.moderationCase.count({ where: { reviewId: review.id } })).toBe(1);

    // With the appeal cleared, the window alone decides: past 14 days it is too late.
    await db.review.update({ where: { id: review.id }, data: { appealedAt: null } });
    clock.advance(14 * DAY + 60_000);
    const late = await reviewApi(await tokenFor(buyer.id)).appeal(review.id, { reason });
    expect(late.status).toBe(409);
    expect(late.json.error.message).toContain("14-day");
    expect((await reviewApi(await tokenFor(buyer.id)).get(review.id)).json.data.can_appeal).toBe(false);

    await db.review.update({ where: { id: review.id }, data: { status: "published" } });
    const visible = await reviewApi(await tokenFor(buyer.id)).appeal(review.id, { reason });
    expect(visible.status).toBe(409);
    expect(visible.json.error.message).toContain("hidden");
  });
});
