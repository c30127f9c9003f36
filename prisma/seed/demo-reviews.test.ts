import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { demoReviewers, demoReviews } from "./data/demo-reviews";
import { seedDemoData } from "./demo";

const ARABIC = /[\u0600-\u06FF]/;

describe("demo reviews", () => {
  it("gives several vendors published reviews of completed bookings, leaves the browser tests' vendors alone, once", async () => {
    await seedDemoData(db, { images: false });
    const snapshot = async () => ({
      reviews: await db.review.count(),
      bookings: await db.booking.count(),
      events: await db.event.count(),
      users: await db.user.count(),
      published: await db.outboxEvent.count({ where: { type: "ReviewPublished" } }),
      summaries: await db.vendorRatingSummary.findMany({ orderBy: { vendorId: "asc" } }),
    });
    const first = await snapshot();
    await seedDemoData(db, { images: false }); // idempotent: nothing changes
    expect(await snapshot()).toEqual(first);

    const reviews = await db.review.findMany();
    expect(reviews).toHaveLength(demoReviews.length);
    const authors = await db.user.findMany({ where: { email: { in: demoReviewers.map((r) => r.email) } }, include: { roles: { include: { role: true } } } });
    expect(authors).toHaveLength(demoReviewers.length);
    expect(authors.every((a) => a.status === "active" && a.roles.some((r) => r.role.code === "customer"))).toBe(true);
    for (const review of reviews) {
      const booking = await db.booking.findUniqueOrThrow({ where: { id: review.bookingId }, include: { event: true, quote: true } });
      // A real completed booking of the author with the reviewed vendor, inside its 90-day window.
      expect(booking).toMatchObject({ status: "completed", customerUserId: review.authorUserId, vendorId: review.vendorId });
      expect(booking.quote.status).toBe("accepted");
      expect(booking.completedAt!.getTime()).toBeGreaterThan(booking.serviceDate.getTime());
      expect(review.publishedAt!.getTime()).toBeGreaterThan(booking.completedAt!.getTime());
      expect(review.status).toBe("published");
      expect(review.overallRating).toBeGreaterThanOrEqual(3);
    }
    expect(reviews.some((r) => ARABIC.test(r.body!)) && reviews.some((r) => !ARABIC.test(r.body!))).toBe(true);
    expect(reviews.some((r) => r.qualityRating !== null)).toBe(true);

    // Some vendors pass 3 reviews (an average shows), others stay new; the aggregates match the reviews.
    const vendors = await db.vendor.findMany({ where: { slug: { in: [...new Set(demoReviews.map((r) => r.vendorSlug))] } } });
    const counts = vendors.map((v) => v.ratingCount);
    expect(counts.some((c) => c >= 3)).toBe(true);
    expect(counts.some((c) => c > 0 && c < 3)).toBe(true);
    const bayan = vendors.find((v) => v.slug === "bayan-palace-ballroom")!;
    expect({ avg: bayan.ratingAvg.toFixed(2), count: bayan.ratingCount }).toEqual({ avg: "4.75", count: 4 });
    expect(await db.vendorRatingSummary.findUniqueOrThrow({ where: { vendorId: bayan.id } })).toMatchObject({
      stars4: 1,
      stars5: 3,
      qualityCount: 2,
      punctualityCount: 2,
      valueCount: 2,
    });

    // The browser tests' vendors: no reviews; the demo customer's RFQ still waits on its two quotes.
    for (const slug of ["al-raya-hall", "qasr-al-andalus-hall", "lens-art-studio"]) {
      const vendor = await db.vendor.findUniqueOrThrow({ where: { slug } });
      expect({ slug, count: vendor.ratingCount, reviews: await db.review.count({ where: { vendorId: vendor.id } }) }).toEqual({ slug, count: 0, reviews: 0 });
    }
    const customer = await db.user.findUniqueOrThrow({ where: { email: "customer@demo.kw" } });
    expect(await db.booking.count({ where: { customerUserId: customer.id } })).toBe(0);
    const rfq = await db.rfq.findFirstOrThrow({ where: { customerUserId: customer.id }, include: { quotes: true } });
    expect(rfq.status).toBe("quoted");
    expect(rfq.quotes.map((q) => q.status)).toEqual(["submitted", "submitted"]);
  }, 180_000); // seeds the demo vendors through the services, twice
});
