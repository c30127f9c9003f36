import type { PrismaClient } from "../../server/core/db/generated/client";
import { db as appDb } from "../../server/core/db/client";
import { newId } from "../../server/core/ids";
import { percentOf } from "../../server/core/money";
import { bookingReference, DEPOSIT_PERCENT } from "../../server/bookings/create-booking";
import { recomputeVendorRating } from "../../server/reviews/aggregates";
import { demoReviewers, demoReviews, type DemoReview, type DemoReviewer } from "./data/demo-reviews";
import { dateOnly, lineTotal } from "./demo-rfqs";

// Completed bookings of the demo reviewers with published reviews
// (./data/demo-reviews.ts), written directly like ./demo-rfqs.ts (an event,
// an RFQ to one vendor, its accepted quote, the booking completed the day
// after the event; no notifications). Each vendor that gained a review gets
// its aggregates recomputed the way the reviews module does it
// (ReviewPublished then re-indexes it in search). Idempotent: a booking of
// the reviewer with the vendor for that event marks a review as seeded, and
// vendors with nothing new are not recomputed.

const DAY = 86_400_000;

export async function seedDemoReviews(db: PrismaClient, passwordHash: string): Promise<void> {
  const customerRole = await db.role.findUniqueOrThrow({ where: { code: "customer" } });
  const reviewers: string[] = [];
  for (const person of demoReviewers) reviewers.push(await reviewerAccount(db, person, passwordHash, customerRole.id));

  const vendors = await db.vendor.findMany({
    where: { slug: { in: [...new Set(demoReviews.map((r) => r.vendorSlug))] } },
    select: { id: true, slug: true, ownerUserId: true, categories: { where: { isPrimary: true }, select: { categoryId: true } } },
  });
  const city = await db.city.findUnique({ where: { slug: "kuwait-city" } });
  const changed = new Map<string, string>(); // vendor id -> the last review written
  for (const review of demoReviews) {
    const vendor = vendors.find((v) => v.slug === review.vendorSlug);
    if (!vendor || !vendor.categories[0]) continue;
    const reviewId = await seedReview(db, review, reviewers[review.reviewer], { ...vendor, categoryId: vendor.categories[0].categoryId }, city?.id ?? null);
    if (reviewId) changed.set(vendor.id, reviewId);
  }
  for (const [vendorId, reviewId] of changed) await appDb.$transaction((tx) => recomputeVendorRating(tx, vendorId, reviewId));
}

async function reviewerAccount(db: PrismaClient, person: DemoReviewer, passwordHash: string, customerRoleId: string): Promise<string> {
  const verifiedAt = new Date("2026-01-01T00:00:00Z");
  const fields = {
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone,
    preferredLocale: person.locale,
    status: "active" as const,
    userType: "customer",
    emailVerifiedAt: verifiedAt,
    phoneVerifiedAt: verifiedAt,
    termsVersion: "2026-01",
    termsAcceptedAt: verifiedAt,
  };
  const user = await db.user.upsert({ where: { email: person.email }, create: { id: newId(), email: person.email, passwordHash, ...fields }, update: fields });
  if (!(await db.userRole.findFirst({ where: { userId: user.id, roleId: customerRoleId, vendorId: null } }))) {
    await db.userRole.create({ data: { id: newId(), userId: user.id, roleId: customerRoleId } });
  }
  return user.id;
}

type Vendor = { id: string; ownerUserId: string; categoryId: string };

/** The event (shared by the reviewer's bookings for it), RFQ, accepted quote, completed booking and published review; null when seeded before. */
async function seedReview(db: PrismaClient, review: DemoReview, customerId: string, vendor: Vendor, cityId: string | null): Promise<string | null> {
  const start = Date.now();
  const eventDate = dateOnly(new Date(start - review.daysAgo * DAY));
  const event =
    (await db.event.findFirst({ where: { customerUserId: customerId, title: review.eventTitle } })) ??
    (await db.event.create({
      data: {
        id: newId(),
        customerUserId: customerId,
        title: review.eventTitle,
        eventType: review.eventType,
        eventDate,
        eventTime: "19:00",
        guestsExpected: review.guests,
        cityId,
        createdAt: new Date(start - (review.daysAgo + 40) * DAY),
      },
    }));
  if (await db.booking.findFirst({ where: { customerUserId: customerId, vendorId: vendor.id, eventId: event.id }, select: { id: true } })) return null;

  const sentAt = new Date(start - (review.daysAgo + 30) * DAY);
  const submittedAt = new Date(sentAt.getTime() + 6 * 3_600_000);
  const acceptedAt = new Date(submittedAt.getTime() + 2 * DAY);
  const completedAt = new Date(eventDate.getTime() + DAY + 10 * 3_600_000);
  const publishedAt = new Date(completedAt.getTime() + 3 * DAY);
  const line = { name: review.title, quantity: 1, unit_price: review.total };
  const rfqId = newId();
  await db.rfq.create({
    data: {
      id: rfqId,
      eventId: event.id,
      customerUserId: customerId,
      categoryId: vendor.categoryId,
      shape: "module",
      title: review.eventTitle,
      description: `${review.eventTitle}: ${review.guests} guests.`,
      neededBy: eventDate,
      status: "accepted",
      sentAt,
      expiresAt: new Date(sentAt.getTime() + 14 * DAY),
      closedAt: acceptedAt,
      createdAt: sentAt,
      recipients: { create: { id: newId(), vendorId: vendor.id, status: "quoted", sentAt, viewedAt: submittedAt, respondedAt: submittedAt } },
    },
  });
  const validUntil = new Date(submittedAt.getTime() + 7 * DAY);
  const quote = await db.quote.create({
    data: {
      id: newId(),
      rfqId,
      vendorId: vendor.id,
      status: "accepted",
      total: review.total,
      validUntil,
      submittedAt,
      firstSubmittedAt: submittedAt,
      closedAt: acceptedAt,
      createdAt: submittedAt,
      versions: {
        create: {
          id: newId(),
          revision: 1,
          total: review.total,
          items: [{ ...line, line_total: lineTotal(line) }],
          validityDays: 7,
          validUntil,
          createdByUserId: vendor.ownerUserId,
          createdAt: submittedAt,
        },
      },
    },
  });
  const deposit = percentOf(review.total, DEPOSIT_PERCENT).toFixed(3);
  const booking = await db.booking.create({
    data: {
      id: newId(),
      reference: bookingReference(),
      eventId: event.id,
      rfqId,
      quoteId: quote.id,
      customerUserId: customerId,
      vendorId: vendor.id,
      status: "completed",
      total: review.total,
      depositDue: deposit,
      amountPaid: deposit,
      serviceDate: eventDate,
      paymentDeadline: new Date(acceptedAt.getTime() + 48 * 3_600_000),
      confirmedAt: new Date(acceptedAt.getTime() + 3_600_000),
      completedAt,
      createdAt: acceptedAt,
    },
  });
  const created = await db.review.create({
    data: {
      id: newId(),
      bookingId: booking.id,
      vendorId: vendor.id,
      authorUserId: customerId,
      status: "published",
      overallRating: review.overall,
      qualityRating: review.criteria?.quality ?? null,
      punctualityRating: review.criteria?.punctuality ?? null,
      valueRating: review.criteria?.value ?? null,
      title: review.title,
      body: review.body,
      screeningFlags: [],
      submittedAt: publishedAt,
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - 20 * 60_000),
    },
  });
  return created.id;
}
