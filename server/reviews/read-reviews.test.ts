import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { signedIn } from "@/server/test/identity";
import { goodReview, reviewApi } from "@/server/test/review-api";
import { completedBooking, insertedReview } from "@/server/test/reviews";
import { vendorReviewsQuery } from "./schemas";

// The public review reads and the author's list: who sees which review, the
// reviewer as shown to the public, and the vendor's list (sort, filters, pages).

type Row = {
  status?: "draft" | "published" | "pending_moderation" | "hidden" | "deleted";
  overall?: number;
  quality?: number | null;
  publishedDaysAgo?: number;
};
const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((r) => r.id);

/** A review of the vendor by `authorId` on a booking of its own (no booking row: list tests need rows, not reviewers). */
const reviewOf = (vendorId: string, authorId: string, row: Row) => insertedReview({ id: newId(), vendorId, customerUserId: authorId }, row);

describe("reading one review", () => {
  it("published: anyone reads the public view; unpublished: only the author and moderators, everyone else 404", async () => {
    const { buyer, booking, vendors } = await completedBooking();
    const id = (await reviewApi(buyer.token).reviewBooking(booking.id, goodReview)).json.data.id;
    const open = await reviewApi(null).get(id);
    expect(open.status).toBe(200);
    expect(open.json.data).toMatchObject({ id, overall_rating: 5, reviewer: { display_name: "Noura A." } });
    expect(open.json.data).not.toHaveProperty("status");
    expect(open.json.data).not.toHaveProperty("booking_id");

    await db.review.update({ where: { id }, data: { status: "pending_moderation" } });
    const support = await signedIn({ roles: ["admin_support"] });
    const finance = await signedIn({ roles: ["admin_finance"] });
    for (const token of [null, (await signedIn()).token, vendors[0].owner.token, finance.token]) {
      expect((await reviewApi(token).get(id)).status).toBe(404);
    }
    expect((await reviewApi(buyer.token).get(id)).json.data).toMatchObject({ id, status: "pending_moderation", booking_id: booking.id });
    expect((await reviewApi(support.token).get(id)).json.data).toMatchObject({ id, status: "pending_moderation" });
    expect((await reviewApi(null).get("01JAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await reviewApi(null).get("nope")).status).toBe(404);
  });

  it("shows the reviewer as first name and initial with the event type and month, never the last name, email or phone; a reply only once published", async () => {
    const { buyer, booking } = await completedBooking();
    const review = await insertedReview(booking);
    const user = await db.user.findUniqueOrThrow({ where: { id: buyer.id } });
    const ar = await reviewApi(null, "ar").get(review.id);
    expect(ar.json.data.reviewer).toEqual({
      display_name: "Noura A.",
      event_type: { name: "زفاف", name_en: "Wedding" },
      event_month: booking.serviceDate.toISOString().slice(0, 7),
    });
    const text = JSON.stringify(ar.json);
    for (const secret of ["Al-Mutairi", user.email!, user.phone!]) expect(text).not.toContain(secret);

    const reply = await db.reviewReply.create({
      data: {
        id: newId(),
        reviewId: review.id,
        vendorId: booking.vendorId,
        authorUserId: buyer.id,
        body: "Thank you for celebrating with us!",
        status: "pending_moderation",
        createdAt: now(),
      },
    });
    expect((await reviewApi(null).get(review.id)).json.data.reply).toBeNull();
    await db.reviewReply.update({ where: { id: reply.id }, data: { status: "published" } });
    expect((await reviewApi(null).get(review.id)).json.data.reply).toMatchObject({ id: reply.id, body: "Thank you for celebrating with us!", edited_at: null });

    // An erased account keeps its reviews under the generic name.
    await db.user.update({ where: { id: buyer.id }, data: { firstName: "Deleted user", lastName: "" } });
    expect((await reviewApi(null).get(review.id)).json.data.reviewer.display_name).toBe("Deleted user");
  });
});

describe("a vendor's reviews", () => {
  it("published only, newest first by default; highest and lowest; star levels; a criterion rated at least min; pages", async () => {
    const { buyer, booking } = await completedBooking();
    const v = booking.vendorId;
    const r1 = await insertedReview(booking, { overall: 5, quality: 5, publishedDaysAgo: 3 });
    const r2 = await reviewOf(v, buyer.id, { overall: 4, quality: 2, publishedDaysAgo: 2 });
    const r3 = await reviewOf(v, buyer.id, { overall: 2, publishedDaysAgo: 1 });
    const r4 = await reviewOf(v, buyer.id, { overall: 5, quality: 4, publishedDaysAgo: 0 });
    for (const status of ["draft", "pending_moderation", "hidden", "deleted"] as const) await reviewOf(v, buyer.id, { status, overall: 1 });
    const elsewhere = await completedBooking();
    await insertedReview(elsewhere.booking, { overall: 3 });

    const api = reviewApi(null);
    const newest = await api.vendorReviews(v);
    expect(newest.status).toBe(200);
    expect(ids(newest)).toEqual([r4.id, r3.id, r2.id, r1.id]);
    expect(newest.json.meta.pagination).toEqual({ page: 1, per_page: 20, total: 4, total_pages: 1 });
    expect(ids(await api.vendorReviews(v, { sort: "highest" }))).toEqual([r4.id, r1.id, r2.id, r3.id]);
    expect(ids(await api.vendorReviews(v, { sort: "lowest" }))).toEqual([r3.id, r2.id, r4.id, r1.id]);
    expect(ids(await api.vendorReviews(v, { sort: "-rating" }))).toEqual(ids(newest));

    expect(ids(await api.vendorReviews(v, { stars: "5" }))).toEqual([r4.id, r1.id]);
    expect(ids(await api.vendorReviews(v, { stars: "4,5", sort: "lowest" }))).toEqual([r2.id, r4.id, r1.id]);
    expect(ids(await api.vendorReviews(v, { criterion: "quality" }))).toEqual([r4.id, r2.id, r1.id]);
    expect(ids(await api.vendorReviews(v, { criterion: "quality", min: "4" }))).toEqual([r4.id, r1.id]);
    expect(ids(await api.vendorReviews(v, { criterion: "punctuality" }))).toEqual([]);
    // The repeated form (stars=4&stars=5) parses like the comma form.
    expect(vendorReviewsQuery.parse({ stars: ["4", "5,4"] }).stars).toEqual([4, 5]);
    for (const bad of [{ stars: "6" }, { stars: "five" }, { min: "4" }, { criterion: "taste" }, { per_page: "51" }] as Record<string, string>[]) {
      expect((await api.vendorReviews(v, bad)).status, JSON.stringify(bad)).toBe(422);
    }

    const page2 = await api.vendorReviews(v, { per_page: "2", page: "2" });
    expect(ids(page2)).toEqual([r2.id, r1.id]);
    expect(page2.json.meta.pagination).toEqual({ page: 2, per_page: 2, total: 4, total_pages: 2 });
    expect(page2.json.links).toEqual({ next: null, prev: `/api/v1/vendors/${v}/reviews?per_page=2&page=1` });

    const vendor = await db.vendor.findUniqueOrThrow({ where: { id: v } });
    expect(ids(await api.vendorReviews(vendor.slug))).toEqual(ids(newest));
    expect((await api.vendorReviews("01JAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    await db.vendor.update({ where: { id: v }, data: { status: "suspended" } });
    expect((await api.vendorReviews(v)).status).toBe(404);
  });
});

describe("my reviews", () => {
  it("the author's reviews in every status, newest first, filter by status; nobody else's; 401 signed out", async () => {
    const { buyer, booking } = await completedBooking();
    const draft = await reviewOf(booking.vendorId, buyer.id, { status: "draft" });
    const hidden = await reviewOf(booking.vendorId, buyer.id, { status: "hidden" });
    const published = await reviewOf(booking.vendorId, buyer.id, { status: "published" });
    await reviewOf(booking.vendorId, (await signedIn()).id, { status: "published" });

    const mine = await reviewApi(buyer.token).mine();
    expect(mine.status).toBe(200);
    expect(ids(mine)).toEqual([published.id, hidden.id, draft.id]);
    expect(mine.json.data.map((r: { status: string }) => r.status)).toEqual(["published", "hidden", "draft"]);
    expect(mine.json.data[1]).toMatchObject({ can_appeal: true, editable_until: null });
    expect(mine.json.meta.pagination).toMatchObject({ total: 3 });
    expect(ids(await reviewApi(buyer.token).mine({ status: "hidden" }))).toEqual([hidden.id]);
    expect((await reviewApi(buyer.token).mine({ status: "gone" })).status).toBe(422);
    expect((await reviewApi(null).mine()).status).toBe(401);
  });
});
