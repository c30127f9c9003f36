import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { vendorMember } from "@/server/test/fixtures";
import { signedIn } from "@/server/test/identity";
import { insertedReply, replyApi, reviewedBooking } from "@/server/test/review-moderation";
import { recomputeVendorRating } from "./aggregates";

// Reports: reviews by the reviewed vendor, replies by the review's author;
// one per person and target; a case per target that later reports join;
// the auto-hide reasons take a published target off the page at once.

const casesOf = (reviewId: string) => db.moderationCase.findMany({ where: { reviewId }, orderBy: { createdAt: "asc" } });

describe("reporting a review", () => {
  it("opens a report case; the review stays up for off_topic; a second report by the same person is 409; a colleague's joins the case", async () => {
    const { review, vendorOwner, vendor } = await reviewedBooking();
    const res = await replyApi(vendorOwner.token).reportReview(review.id, { reason: "off_topic", note: "  This is about another vendor.  " });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({
      target: "review",
      review_id: review.id,
      reply_id: null,
      reason: "off_topic",
      note: "This is about another vendor.",
      target_status: "published",
    });
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe("published");
    const [opened] = await casesOf(review.id);
    expect(opened).toMatchObject({ cause: "report", status: "open", replyId: null });

    const again = await replyApi(vendorOwner.token).reportReview(review.id, { reason: "fake" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("CONFLICT");

    const staff = await vendorMember(vendor.id, "vendor_staff");
    expect((await replyApi(staff.token).reportReview(review.id, { reason: "fake" })).status).toBe(201);
    expect(await casesOf(review.id)).toHaveLength(1);
    expect(await db.reviewReport.count({ where: { reviewId: review.id } })).toBe(2);
  });

  it.each(["personal_info", "blackmail", "offensive"])("%s takes a published review off the page and out of the aggregates at once", async (reason) => {
    const { review, vendorOwner, vendor } = await reviewedBooking({ overall: 2 });
    await db.$transaction((tx) => recomputeVendorRating(tx, vendor.id, review.id));
    expect((await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).ratingCount).toBe(1);

    const res = await replyApi(vendorOwner.token).reportReview(review.id, { reason });
    expect(res.status).toBe(201);
    expect(res.json.data.target_status).toBe("pending_moderation");
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe("pending_moderation");
    expect(await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).toMatchObject({ ratingCount: 0 });
    expect(await db.vendorRatingSummary.findUniqueOrThrow({ where: { vendorId: vendor.id } })).toMatchObject({ ratingCount: 0, stars2: 0 });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "review", entityId: review.id, action: "review.held_by_report" } });
    expect(audit).toMatchObject({ actorId: vendorOwner.id, reason });
    expect(audit.diff).toMatchObject({ status: ["published", "pending_moderation"] });
  });

  it("two colleagues reporting at once: both reports kept, one case, one hold", async () => {
    const { review, vendorOwner, vendor } = await reviewedBooking();
    const staff = await vendorMember(vendor.id, "vendor_staff");
    const results = await Promise.all([
      replyApi(vendorOwner.token).reportReview(review.id, { reason: "blackmail" }),
      replyApi(staff.token).reportReview(review.id, { reason: "offensive" }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(await casesOf(review.id)).toHaveLength(1);
    expect(await db.auditLog.count({ where: { entityId: review.id, action: "review.held_by_report" } })).toBe(1);
  });

  it("only members of the reviewed vendor report a review (others 404); a hidden review is 409; bad input 422", async () => {
    const { review, vendorOwner, otherVendor, author } = await reviewedBooking();
    const ops = await signedIn({ roles: ["admin_operations"] });
    for (const outsider of [author, otherVendor.owner, ops]) {
      expect((await replyApi(outsider.token).reportReview(review.id, { reason: "fake" })).status).toBe(404);
    }
    const api = replyApi(vendorOwner.token);
    const bad = await api.reportReview(review.id, { reason: "rude" });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.reason[0]).toContain("fake, offensive, personal_info, off_topic, blackmail");
    expect((await api.reportReview(review.id, { reason: "fake", note: "x".repeat(1001) })).status).toBe(422);
    expect((await api.reportReview(review.id, {})).status).toBe(422);
    expect(await db.reviewReport.count({ where: { reviewId: review.id } })).toBe(0);

    await db.review.update({ where: { id: review.id }, data: { status: "hidden" } });
    expect((await api.reportReview(review.id, { reason: "fake" })).status).toBe(409);
  });
});

describe("reporting a reply", () => {
  it("the review's author reports the vendor's reply; an auto-hide reason holds it; nobody else may (404)", async () => {
    const { review, vendorOwner, otherVendor, author } = await reviewedBooking();
    const reply = await insertedReply(review, vendorOwner.id);
    for (const outsider of [vendorOwner, otherVendor.owner, await signedIn()]) {
      expect((await replyApi(outsider.token).reportReply(reply.id, { reason: "offensive" })).status).toBe(404);
    }
    const res = await replyApi(author.token).reportReply(reply.id, { reason: "personal_info", note: "They posted my address." });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ target: "reply", review_id: review.id, reply_id: reply.id, target_status: "pending_moderation" });
    expect((await db.reviewReply.findUniqueOrThrow({ where: { id: reply.id } })).status).toBe("pending_moderation");
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe("published");
    const [opened] = await casesOf(review.id);
    expect(opened).toMatchObject({ cause: "report", replyId: reply.id, status: "open" });
    expect((await replyApi(author.token).reportReply(reply.id, { reason: "fake" })).status).toBe(409);
  });

  it("a reply report of another class leaves the reply up", async () => {
    const { review, vendorOwner, author } = await reviewedBooking();
    const reply = await insertedReply(review, vendorOwner.id);
    const res = await replyApi(author.token).reportReply(reply.id, { reason: "off_topic" });
    expect(res.json.data.target_status).toBe("published");
    expect((await db.reviewReply.findUniqueOrThrow({ where: { id: reply.id } })).status).toBe("published");
  });
});
