import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { AppError } from "@/server/core/errors";
import type { RequestContext } from "@/server/core/http/request-context";
import { newId } from "@/server/core/ids";
import { vendorWithOwner } from "@/server/test/fixtures";
import { signedIn } from "@/server/test/identity";
import { completedBooking, insertedReview } from "@/server/test/reviews";
import { decideCase } from "./decide-case";
import { deleteReview } from "./delete-review";
import { hideReview } from "./hide-review";
import { reportReview } from "./report-review";
import { restoreReview } from "./restore-review";
import { submitReview } from "./submit-review";
import { updateReview } from "./update-review";

// Property: whatever the order of publish, edit, report (hold), hide, delete,
// restore and moderation decisions, the stored aggregates of the vendor equal
// a recomputation from scratch over its published reviews, done here in plain
// JavaScript (not the SQL the module uses). Each use case runs as its caller
// would (the author, the vendor's owner, a Support admin); a move the state
// does not allow answers an AppError and changes nothing.

const REVIEWS = 4;
type Setup = { vendorId: string; ownerCtx: RequestContext; adminCtx: RequestContext; reviews: { id: string; authorCtx: RequestContext }[] };

const ctxOf = (userId: string, activeContext?: string): RequestContext => ({
  requestId: newId(),
  locale: "en",
  ip: "127.0.0.1",
  url: new URL("http://localhost/api/v1/reviews"),
  method: "POST",
  userId,
  activeContext,
});

let setup: Setup;

beforeAll(async () => {
  const { vendor, owner } = await vendorWithOwner();
  const admin = await signedIn({ roles: ["admin_support"] });
  const reviews: Setup["reviews"] = [];
  for (let i = 0; i < REVIEWS; i++) {
    const done = await completedBooking();
    // Every booking of this test is with the one vendor whose aggregates are watched.
    const booking = await db.booking.update({ where: { id: done.bookingId }, data: { vendorId: vendor.id } });
    const review = await insertedReview(booking, { status: "draft" });
    reviews.push({ id: review.id, authorCtx: ctxOf(booking.customerUserId, "customer") });
  }
  setup = { vendorId: vendor.id, ownerCtx: ctxOf(owner.id, `vendor:${vendor.id}`), adminCtx: ctxOf(admin.id), reviews };
}, 180_000);

/** Each review back to a draft with the given overall rating, nothing reported or decided; then the first three are published. */
async function resetReviews(overall: number[]) {
  const ids = setup.reviews.map((r) => r.id);
  await db.reviewReport.deleteMany({ where: { reviewId: { in: ids } } });
  await db.moderationCase.deleteMany({ where: { reviewId: { in: ids } } });
  await db.review.updateMany({
    where: { id: { in: ids } },
    data: {
      status: "draft",
      qualityRating: null,
      punctualityRating: null,
      valueRating: null,
      publishedAt: null,
      submittedAt: null,
      editedAt: null,
      hiddenAt: null,
      deletedAt: null,
      appealedAt: null,
      screeningFlags: undefined,
    },
  });
  await db.vendorRatingSummary.deleteMany({ where: { vendorId: setup.vendorId } });
  await db.vendor.update({ where: { id: setup.vendorId }, data: { ratingAvg: 0, ratingCount: 0 } });
  for (const [i, review] of setup.reviews.entries()) {
    await db.review.update({ where: { id: review.id }, data: { overallRating: overall[i] } });
    if (i < REVIEWS - 1) await submitReview(review.id, review.authorCtx);
  }
}

const rating = fc.integer({ min: 1, max: 5 });
const optionalRating = fc.option(rating, { nil: undefined });
const pick = fc.nat(REVIEWS - 1);
// Weighted so that most sequences publish several reviews before moving them around.
const op = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("publish" as const), i: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("edit" as const), i: pick, overall: rating, quality: optionalRating, value: optionalRating }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("report" as const), i: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("hide" as const), i: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete" as const), i: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("restore" as const), i: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("decide" as const), i: pick, decision: fc.constantFrom("approve" as const, "hide" as const) }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const BODY = "The hall, the food and the service were all as promised on the day.";

async function apply(o: Op): Promise<void> {
  const review = setup.reviews[o.i];
  const reason = "Checked against the guidelines.";
  switch (o.kind) {
    case "publish":
      return void (await submitReview(review.id, review.authorCtx));
    case "edit": {
      const criteria = { ...(o.quality ? { quality: o.quality } : {}), ...(o.value ? { value: o.value } : {}) };
      return void (await updateReview(review.id, { overall_rating: o.overall, criteria, body: BODY }, review.authorCtx));
    }
    case "report":
      return void (await reportReview(review.id, { reason: "offensive" }, setup.ownerCtx));
    case "hide":
      return void (await hideReview(review.id, reason, setup.adminCtx));
    case "delete": {
      // Deleting a draft discards the row (docs/decisions.md); the property is about published reviews.
      const { status } = await db.review.findUniqueOrThrow({ where: { id: review.id }, select: { status: true } });
      if (status !== "draft") await deleteReview(review.id, review.authorCtx);
      return;
    }
    case "restore":
      return void (await restoreReview(review.id, reason, setup.adminCtx));
    case "decide": {
      const open = await db.moderationCase.findFirst({ where: { reviewId: review.id, status: { in: ["open", "escalated"] } }, select: { id: true } });
      if (open) await decideCase(open.id, { decision: o.decision, reason }, setup.adminCtx);
    }
  }
}

/** Half-up to 2 decimals, on integers only (sum * 100 / n), as a "4.33" string. */
function mean(values: number[]): string | null {
  if (values.length === 0) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  const hundredths = Math.floor((sum * 200 + values.length) / (2 * values.length));
  return (hundredths / 100).toFixed(2);
}

async function fromScratch() {
  const rows = await db.review.findMany({ where: { vendorId: setup.vendorId, status: "published" } });
  const overall = rows.map((r) => r.overallRating!);
  const rated = (pick: (r: (typeof rows)[number]) => number | null) => rows.map(pick).filter((v): v is number => v !== null);
  return {
    count: rows.length,
    avg: mean(overall) ?? "0.00",
    stars: [1, 2, 3, 4, 5].map((s) => overall.filter((o) => o === s).length),
    quality: [mean(rated((r) => r.qualityRating)), rated((r) => r.qualityRating).length],
    value: [mean(rated((r) => r.valueRating)), rated((r) => r.valueRating).length],
  };
}

async function stored() {
  const [s, v] = await Promise.all([
    db.vendorRatingSummary.findUnique({ where: { vendorId: setup.vendorId } }),
    db.vendor.findUniqueOrThrow({ where: { id: setup.vendorId }, select: { ratingAvg: true, ratingCount: true } }),
  ]);
  expect(v.ratingCount).toBe(s?.ratingCount ?? 0);
  expect(v.ratingAvg.toFixed(2)).toBe(s?.ratingAvg.toFixed(2) ?? "0.00");
  return {
    count: s?.ratingCount ?? 0,
    avg: s?.ratingAvg.toFixed(2) ?? "0.00",
    stars: s ? [s.stars1, s.stars2, s.stars3, s.stars4, s.stars5] : [0, 0, 0, 0, 0],
    quality: [s?.qualityAvg?.toFixed(2) ?? null, s?.qualityCount ?? 0],
    value: [s?.valueAvg?.toFixed(2) ?? null, s?.valueCount ?? 0],
  };
}

describe("rating aggregates under any sequence of review changes", () => {
  it("always equal a recomputation from scratch", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rating, { minLength: REVIEWS, maxLength: REVIEWS }), fc.array(op, { minLength: 4, maxLength: 20 }), async (overall, ops) => {
        await resetReviews(overall);
        expect(await stored()).toEqual(await fromScratch());
        for (const o of ops) {
          try {
            await apply(o);
          } catch (e) {
            if (!(e instanceof AppError)) throw e; // a move the state or window refuses: nothing changes
          }
          expect(await stored()).toEqual(await fromScratch());
        }
      }),
      { numRuns: 30, seed: 20261126 },
    );
  }, 600_000);
});
