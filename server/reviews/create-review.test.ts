import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { readyMedia } from "@/server/test/fixtures";
import { signedIn, tokenFor } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { goodReview, reviewApi } from "@/server/test/review-api";
import { completedBooking } from "@/server/test/reviews";

// Writing a review through both create paths: who may, when, the draft
// (autosave) and its submission, the field rules and the photos.

const DAY = 86_400_000;

describe("creating a review", () => {
  it("the booking's customer publishes a clean review at once: 201 with their view, aggregates recomputed; a second one is 409 on both paths", async () => {
    const { buyer, booking } = await completedBooking();
    const res = await reviewApi(buyer.token).reviewBooking(booking.id, goodReview);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const review = res.json.data;
    expect(res.headers.get("location")).toBe(`/api/v1/reviews/${review.id}`);
    expect(review).toMatchObject({
      status: "published",
      booking_id: booking.id,
      vendor_id: booking.vendorId,
      overall_rating: 5,
      criteria: { quality: 5, punctuality: 4, value: 4 },
      title: goodReview.title,
      body: goodReview.body,
      photos: [],
      reply: null,
      edited_at: null,
      appeal_until: null,
      can_appeal: false,
      reviewer: { display_name: "Noura A.", event_type: { name: "Wedding", name_en: "Wedding" }, event_month: booking.serviceDate.toISOString().slice(0, 7) },
    });
    expect(Date.parse(review.editable_until) - Date.parse(review.published_at)).toBe(7 * DAY);

    const summary = await db.vendorRatingSummary.findUniqueOrThrow({ where: { vendorId: booking.vendorId } });
    expect([summary.ratingCount, summary.stars5, summary.qualityCount]).toEqual([1, 1, 1]);
    expect((await db.vendor.findUniqueOrThrow({ where: { id: booking.vendorId } })).ratingCount).toBe(1);
    expect(await db.outboxEvent.count({ where: { type: "ReviewPublished" } })).toBe(1);

    const again = await reviewApi(buyer.token).reviewBooking(booking.id, goodReview);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("REVIEW_ALREADY_EXISTS");
    const catalog = await reviewApi(buyer.token).create({ booking_id: booking.id, ...goodReview, submit: false });
    expect(catalog.status).toBe(409);
    expect(catalog.json.error.code).toBe("REVIEW_ALREADY_EXISTS");
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it("autosave keeps one draft per booking (201 then 200, given fields change), nothing public until it is submitted", async () => {
    const { buyer, booking } = await completedBooking();
    const api = reviewApi(buyer.token);
    const first = await api.create({ booking_id: booking.id, title: "Lovely day", submit: false });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.data).toMatchObject({ status: "draft", overall_rating: null, title: "Lovely day", published_at: null, editable_until: null });
    const id = first.json.data.id;

    const second = await api.reviewBooking(booking.id, { overall_rating: 4, criteria: { quality: 4 }, submit: false });
    expect(second.status).toBe(200);
    expect(second.json.data).toMatchObject({ id, status: "draft", overall_rating: 4, title: "Lovely day", criteria: { quality: 4, punctuality: null } });
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(1);
    expect(await db.vendorRatingSummary.findUnique({ where: { vendorId: booking.vendorId } })).toBeNull();
    expect((await reviewApi(null).get(id)).status).toBe(404);

    const submitted = await api.submit(id);
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect(submitted.json.data).toMatchObject({ id, status: "published", overall_rating: 4 });
    expect((await db.vendorRatingSummary.findUniqueOrThrow({ where: { vendorId: booking.vendorId } })).ratingCount).toBe(1);
    expect((await api.submit(id)).status).toBe(409);
  });

  it("a booking is not the caller's: 404 for another customer, its vendor and an unknown id; nothing is written", async () => {
    const { booking, vendors } = await completedBooking();
    const stranger = await signedIn();
    expect((await reviewApi(stranger.token).reviewBooking(booking.id, goodReview)).status).toBe(404);
    expect((await reviewApi(stranger.token).create({ booking_id: booking.id, ...goodReview })).status).toBe(404);
    expect((await reviewApi(vendors[0].owner.token).reviewBooking(booking.id, goodReview)).status).toBe(404);
    expect((await reviewApi(stranger.token).reviewBooking("not-a-booking", goodReview)).status).toBe(404);
    expect((await reviewApi(null).reviewBooking(booking.id, goodReview)).status).toBe(401);
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("a booking that is not completed, or completed more than 90 days ago, is 409 REVIEW_BOOKING_NOT_COMPLETED saying which", async () => {
    const confirmed = await paidDeposit();
    const early = await reviewApi(confirmed.buyer.token).reviewBooking(confirmed.bookingId, { ...goodReview, submit: false });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ code: "REVIEW_BOOKING_NOT_COMPLETED" });
    expect(early.json.error.message).toContain("not completed");

    const old = await completedBooking({ completedDaysAgo: 91 });
    const late = await reviewApi(old.buyer.token).reviewBooking(old.booking.id, goodReview);
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe("REVIEW_BOOKING_NOT_COMPLETED");
    expect(late.json.error.message).toMatch(/90-day review window .* closed/);
    const arabic = await reviewApi(old.buyer.token, "ar").reviewBooking(old.booking.id, goodReview);
    expect(arabic.json.error.message).toContain("90 يومًا");
  });

  it("a draft saved on day 89 can no longer be changed or submitted once the 90 days have passed", async () => {
    const clock = freezeClock();
    const { buyer, booking } = await completedBooking({ completedDaysAgo: 89 });
    const draft = await reviewApi(buyer.token).reviewBooking(booking.id, { ...goodReview, submit: false });
    expect(draft.status).toBe(201);
    clock.advance(DAY + 60_000);
    const api = reviewApi(await tokenFor(buyer.id));
    expect((await api.submit(draft.json.data.id)).json.error.code).toBe("REVIEW_BOOKING_NOT_COMPLETED");
    expect((await api.update(draft.json.data.id, { overall_rating: 3 })).json.error.code).toBe("REVIEW_BOOKING_NOT_COMPLETED");
    expect((await db.review.findUniqueOrThrow({ where: { id: draft.json.data.id } })).status).toBe("draft");
  });
});

describe("review fields", () => {
  it("refuses bad ratings, lengths, links, a missing body under a low criterion and more than 5 photos with localized per-field details, writing nothing", async () => {
    const { buyer, booking } = await completedBooking();
    const api = reviewApi(buyer.token);
    const refused = async (body: Record<string, unknown>, field: string, locale: "en" | "ar" = "en") => {
      const res = await reviewApi(buyer.token, locale).reviewBooking(booking.id, body);
      expect(res.status, `${JSON.stringify(body)} -> ${JSON.stringify(res.json)}`).toBe(422);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.json.error.details), JSON.stringify(res.json.error.details)).toContain(field);
      return res.json.error.details[field][0] as string;
    };
    await refused({ ...goodReview, overall_rating: 0 }, "overall_rating");
    await refused({ ...goodReview, overall_rating: 6 }, "overall_rating");
    await refused({ ...goodReview, overall_rating: 3.5 }, "overall_rating");
    await refused({ ...goodReview, criteria: { quality: 7 } }, "criteria.quality");
    await refused({ ...goodReview, criteria: { taste: 4 } }, "criteria.taste");
    await refused({ ...goodReview, title: "ab" }, "title");
    await refused({ ...goodReview, title: "x".repeat(81) }, "title");
    await refused({ ...goodReview, body: "Too short" }, "body");
    await refused({ ...goodReview, body: "y".repeat(2001) }, "body");
    expect(await refused({ ...goodReview, body: "Book them here: https://cheap-halls.example/deal please" }, "body")).toBe(
      "Links are not allowed in a review.",
    );
    expect(await refused({ ...goodReview, title: "Visit www.hall.com" }, "title", "ar")).toBe("لا يُسمح بالروابط في التقييم.");
    await refused({ ...goodReview, body: "Their prices are at sara-hall.com/offers for everyone." }, "body");
    // Submitting needs the overall rating; a draft does not.
    expect(await refused({ title: goodReview.title }, "overall_rating")).toBe("This field is required.");
    // A criterion below 3 needs the written reason.
    const { body: _b, ...noBody } = goodReview;
    expect(await refused({ ...noBody, criteria: { punctuality: 2 } }, "body")).toContain("below 3");
    const six = await Promise.all(Array.from({ length: 6 }, () => readyMedia(buyer.id, "review_photo")));
    await refused({ ...goodReview, photo_media_ids: six }, "photo_media_ids");
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(0);

    // What is allowed: no body without low criteria, a low criterion with a body, prices and dates in the text.
    const draft = await api.reviewBooking(booking.id, { title: "Nice", submit: false });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    const ok = await api.reviewBooking(booking.id, {
      overall_rating: 3,
      criteria: { punctuality: 2 },
      body: "They came 40 minutes late on 12/10/2026; 350 KWD for 200 guests.",
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ status: "published", title: "Nice", criteria: { punctuality: 2 } });
  });

  it("photos are the author's review_photo uploads, in order, with public URLs; someone else's or another context's upload is 422; left-out photos are detached", async () => {
    const { buyer, booking } = await completedBooking();
    const api = reviewApi(buyer.token);
    const [a, b] = [await readyMedia(buyer.id, "review_photo"), await readyMedia(buyer.id, "review_photo")];
    const other = await signedIn();
    const theirs = await readyMedia(other.id, "review_photo");
    const avatar = await readyMedia(buyer.id, "avatar");
    for (const id of [theirs, avatar]) {
      const res = await api.reviewBooking(booking.id, { ...goodReview, photo_media_ids: [a, id] });
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.error.details)).toEqual(["photo_media_ids"]);
    }
    expect((await db.media.findUniqueOrThrow({ where: { id: a } })).subjectId).toBeNull();

    const draft = await api.reviewBooking(booking.id, { ...goodReview, photo_media_ids: [b, a], submit: false });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    const id = draft.json.data.id;
    expect(draft.json.data.photos.map((p: { id: string }) => p.id)).toEqual([b, a]);
    expect(draft.json.data.photos[0].url).toContain(`/api/v1/media/${b}/file`);
    expect((await db.media.findUniqueOrThrow({ where: { id: b } })).subjectId).toBe(id);

    const trimmed = await api.update(id, { photo_media_ids: [a] });
    expect(trimmed.json.data.photos.map((p: { id: string }) => p.id)).toEqual([a]);
    expect((await db.media.findUniqueOrThrow({ where: { id: b } })).subjectId).toBeNull();
    expect(await db.reviewPhoto.count({ where: { reviewId: id } })).toBe(1);
  });
});

describe("write rate limit", () => {
  it("60 review writes per hour per user, then 429 with Retry-After; reads are not counted", async () => {
    const user = await signedIn();
    const api = reviewApi(user.token);
    for (let i = 0; i < 60; i++) expect((await api.reviewBooking("01JAAAAAAAAAAAAAAAAAAAAAAA", goodReview)).status).toBe(404);
    const limited = await api.update("01JAAAAAAAAAAAAAAAAAAAAAAA", { overall_rating: 4 });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.mine()).status).toBe(200);
  });
});
