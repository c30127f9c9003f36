import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { asWritten } from "@/server/notifications/params";
import { signedIn, type TestUser } from "@/server/test/identity";
import { insertedCase, insertedReply, moderationApi, replyApi, reviewedBooking } from "@/server/test/review-moderation";
import { recomputeVendorRating } from "./aggregates";

// The moderation queue and its decisions: what moderators see, what each
// decision does to the review (or reply), the aggregates, the audit row
// and the author's notification.

let support: TestUser | undefined;
const moderator = async () => (support ??= await signedIn({ roles: ["admin_support"] }));
const ratingCount = async (vendorId: string) => (await db.vendor.findUniqueOrThrow({ where: { id: vendorId } })).ratingCount;
const statusOf = async (reviewId: string) => (await db.review.findUniqueOrThrow({ where: { id: reviewId } })).status;
const noticesOf = (userId: string, reviewId: string) =>
  db.notification.findMany({
    where: { userId, entityType: "review", entityId: reviewId },
    orderBy: { createdAt: "asc" },
    select: { kind: true, params: true },
  });

/** A review with aggregates computed, in `status`, and a case of `cause` on it. */
async function caseOn(status: "published" | "pending_moderation" | "hidden", cause: "screening" | "report" | "appeal", opts: { note?: string } = {}) {
  const setup = await reviewedBooking({ status, overall: 4 });
  await db.$transaction((tx) => recomputeVendorRating(tx, setup.vendor.id, setup.review.id));
  const opened = await insertedCase(setup.review.id, cause, { note: opts.note });
  return { ...setup, caseId: opened.id };
}

describe("the moderation queue", () => {
  it("pending lists screening and appeal cases, reported lists reports; each with the review, flags, reply, reports and vendor", async () => {
    const flagged = await caseOn("pending_moderation", "screening");
    await db.review.update({ where: { id: flagged.review.id }, data: { screeningFlags: [{ kind: "phone", match: "5555 1234" }] } });
    const appealed = await caseOn("hidden", "appeal", { note: "My review was honest; nothing in it breaks the rules." });
    const reported = await reviewedBooking();
    const reply = await insertedReply(reported.review, reported.vendorOwner.id);
    await replyApi(reported.vendorOwner.token).reportReview(reported.review.id, { reason: "fake", note: "Never our customer." });
    await replyApi(reported.author.token).reportReply(reply.id, { reason: "offensive" });

    const api = moderationApi((await moderator()).token);
    const pending = await api.queue({ status: "pending" });
    expect(pending.status, JSON.stringify(pending.json)).toBe(200);
    const pendingIds = pending.json.data.map((c: { id: string }) => c.id);
    expect(pendingIds).toEqual(expect.arrayContaining([flagged.caseId, appealed.caseId]));
    const screening = pending.json.data.find((c: { id: string }) => c.id === flagged.caseId);
    expect(screening).toMatchObject({
      cause: "screening",
      status: "open",
      target: "review",
      review: {
        id: flagged.review.id,
        status: "pending_moderation",
        title: "A wonderful evening",
        overall_rating: 4,
        screening_flags: [{ kind: "phone", match: "5555 1234" }],
        vendor: { id: flagged.vendor.id, name_en: flagged.vendor.nameEn },
        author: { id: flagged.author.id, name: "Noura Al-Mutairi" },
      },
      reports: [],
    });
    expect(pending.json.data.find((c: { id: string }) => c.id === appealed.caseId)).toMatchObject({
      cause: "appeal",
      appeal_reason: "My review was honest; nothing in it breaks the rules.",
    });
    expect(pending.json.meta.pagination).toMatchObject({ page: 1, per_page: 20 });
    expect((await api.queue()).json.data.map((c: { id: string }) => c.id)).toEqual(pendingIds); // pending is the default

    const reportedQueue = await api.queue({ status: "reported" });
    const mine = reportedQueue.json.data.filter((c: { review: { id: string } }) => c.review.id === reported.review.id);
    expect(mine.map((c: { target: string }) => c.target).sort()).toEqual(["reply", "review"]);
    expect(mine.find((c: { target: string }) => c.target === "review").reports).toMatchObject([
      { reason: "fake", note: "Never our customer.", reporter_id: reported.vendorOwner.id },
    ]);
    expect(mine.find((c: { target: string }) => c.target === "reply")).toMatchObject({
      reports: [{ reason: "offensive", reporter_id: reported.author.id }],
      review: { reply: { id: reply.id, status: "pending_moderation" } },
    });
    expect(pendingIds).not.toContain(mine[0].id);
    expect((await api.queue({ status: "hidden" })).status).toBe(422);
  });
});

describe("deciding a case", () => {
  it("approve publishes a flagged review: aggregates, audit with the reason, the author told; a second decision is 409", async () => {
    const { caseId, review, vendor, author } = await caseOn("pending_moderation", "screening");
    expect(await ratingCount(vendor.id)).toBe(0);
    const admin = await moderator();
    const res = await moderationApi(admin.token).decide(caseId, { decision: "approve", reason: "The number is the venue's public line." });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      id: caseId,
      status: "decided",
      decision: "approve",
      reason: "The number is the venue's public line.",
      review: { status: "published" },
    });
    const row = await db.review.findUniqueOrThrow({ where: { id: review.id } });
    expect(row.status).toBe("published");
    expect(row.publishedAt).not.toBeNull();
    expect(await ratingCount(vendor.id)).toBe(1);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "review", entityId: review.id, action: "review.approved" } });
    expect(audit).toMatchObject({ actorId: admin.id, actorType: "admin", reason: "The number is the venue's public line." });
    expect(audit.diff).toMatchObject({ status: ["pending_moderation", "published"], case_id: caseId, cause: "screening" });
    expect(await noticesOf(author.id, review.id)).toEqual([{ kind: "review.published", params: { vendor_name: { ar: vendor.nameAr, en: vendor.nameEn } } }]);

    const again = await moderationApi(admin.token).decide(caseId, { decision: "hide", reason: "Changed my mind" });
    expect(again.status).toBe(409);
    expect(await statusOf(review.id)).toBe("published");
  });

  it("hide takes a reported review down (never deleted): hidden_at, aggregates, every open case on it settled, the author told why", async () => {
    const { caseId, review, vendor, author } = await caseOn("published", "report");
    const other = await insertedCase(review.id, "screening");
    expect(await ratingCount(vendor.id)).toBe(1);
    const res = await moderationApi((await moderator()).token).decide(caseId, { decision: "hide", reason: "Contains a threat against the vendor." });
    expect(res.status).toBe(200);
    const row = await db.review.findUniqueOrThrow({ where: { id: review.id } });
    expect(row).toMatchObject({ status: "hidden", title: "A wonderful evening" });
    expect(row.hiddenAt).not.toBeNull();
    expect(await ratingCount(vendor.id)).toBe(0);
    expect(await db.moderationCase.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ status: "decided", decision: "hide" });
    expect(await noticesOf(author.id, review.id)).toEqual([
      { kind: "review.hidden", params: { vendor_name: { ar: vendor.nameAr, en: vendor.nameEn }, reason: asWritten("Contains a threat against the vendor.") } },
    ]);
  });

  it("approve on a report of a published review dismisses it: the review stays, nobody is notified", async () => {
    const { caseId, review, vendor, author } = await caseOn("published", "report");
    const res = await moderationApi((await moderator()).token).decide(caseId, { decision: "approve", reason: "An honest opinion." });
    expect(res.json.data).toMatchObject({ status: "decided", decision: "approve", review: { status: "published" } });
    expect(await ratingCount(vendor.id)).toBe(1);
    expect(await noticesOf(author.id, review.id)).toEqual([]);
    expect(await db.auditLog.count({ where: { entityId: review.id, action: "review.report_dismissed" } })).toBe(1);
  });

  it("redact replaces the offending text with the moderator's and publishes; needs the text; only with redact", async () => {
    const { caseId, review, vendor, author } = await caseOn("pending_moderation", "screening");
    const api = moderationApi((await moderator()).token);
    expect((await api.decide(caseId, { decision: "redact", reason: "Phone number removed." })).status).toBe(422);
    const stray = await api.decide(caseId, { decision: "approve", reason: "Fine as is.", redacted_body: "Something else entirely here." });
    expect(stray.status).toBe(422);
    expect(stray.json.error.details.redacted_body).toEqual(["Only with the decision “redact”."]);
    expect(await statusOf(review.id)).toBe("pending_moderation");

    const res = await api.decide(caseId, {
      decision: "redact",
      reason: "Phone number removed.",
      redacted_body: "Great hall, call them on [removed] for bookings.",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({
      status: "published",
      title: "A wonderful evening",
      body: "Great hall, call them on [removed] for bookings.",
    });
    expect(await ratingCount(vendor.id)).toBe(1);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: review.id, action: "review.redacted" } });
    expect(audit.diff).toMatchObject({
      body: ["The hall was ready on time and the staff were kind to every guest.", "Great hall, call them on [removed] for bookings."],
    });
    expect(await noticesOf(author.id, review.id)).toEqual([
      { kind: "review.redacted", params: { vendor_name: { ar: vendor.nameAr, en: vendor.nameEn }, reason: asWritten("Phone number removed.") } },
    ]);
  });

  it("escalate keeps the case in the queue, marked; escalating twice is 409; it is decided later like any other", async () => {
    const { caseId, review } = await caseOn("pending_moderation", "screening");
    const api = moderationApi((await moderator()).token);
    const res = await api.decide(caseId, { decision: "escalate", reason: "Needs a second opinion." });
    expect(res.json.data).toMatchObject({ status: "escalated", decision: null });
    expect(await statusOf(review.id)).toBe("pending_moderation");
    expect((await api.queue()).json.data.find((c: { id: string }) => c.id === caseId)).toMatchObject({ status: "escalated" });
    expect(await db.auditLog.count({ where: { entityType: "moderation_case", entityId: caseId, action: "moderation_case.escalated" } })).toBe(1);
    expect((await api.decide(caseId, { decision: "escalate", reason: "Again" })).status).toBe(409);

    const ops = await signedIn({ roles: ["admin_operations"] });
    expect((await moderationApi(ops.token).decide(caseId, { decision: "hide", reason: "Abusive language." })).status).toBe(200);
    expect((await api.queue()).json.data.map((c: { id: string }) => c.id)).not.toContain(caseId);
  });

  it("an appeal upheld (approve) restores the hidden review; denied (hide) leaves it hidden and tells the author", async () => {
    const upheld = await caseOn("hidden", "appeal", { note: "Please look again." });
    const api = moderationApi((await moderator()).token);
    expect((await api.decide(upheld.caseId, { decision: "approve", reason: "The review is fair." })).status).toBe(200);
    expect(await statusOf(upheld.review.id)).toBe("published");
    expect(await ratingCount(upheld.vendor.id)).toBe(1);
    expect((await noticesOf(upheld.author.id, upheld.review.id)).map((n) => n.kind)).toEqual(["review.published"]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: upheld.review.id, action: "review.restored" } });
    expect(audit.diff).toMatchObject({ status: ["hidden", "published"], cause: "appeal" });

    const denied = await caseOn("hidden", "appeal", { note: "Please look again." });
    expect((await api.decide(denied.caseId, { decision: "hide", reason: "It names a staff member's phone." })).status).toBe(200);
    expect(await statusOf(denied.review.id)).toBe("hidden");
    expect(await db.auditLog.count({ where: { entityId: denied.review.id, action: "review.appeal_denied" } })).toBe(1);
    expect(await noticesOf(denied.author.id, denied.review.id)).toEqual([
      {
        kind: "review.hidden",
        params: { vendor_name: { ar: denied.vendor.nameAr, en: denied.vendor.nameEn }, reason: asWritten("It names a staff member's phone.") },
      },
    ]);
  });

  it("on a reported reply: approve publishes it again, hide hides it, redact replaces its text; the review is untouched", async () => {
    const api = moderationApi((await moderator()).token);
    const outcomes: [string, Record<string, unknown>, string, string | null][] = [
      ["approve", {}, "published", null],
      ["hide", {}, "hidden", null],
      ["redact", { redacted_body: "Thank you for your feedback, we are sorry." }, "published", "Thank you for your feedback, we are sorry."],
    ];
    for (const [decision, extra, status, body] of outcomes) {
      const { review, vendorOwner, author } = await reviewedBooking();
      const reply = await insertedReply(review, vendorOwner.id);
      await replyApi(author.token).reportReply(reply.id, { reason: "offensive" });
      const opened = await db.moderationCase.findFirstOrThrow({ where: { replyId: reply.id } });
      const res = await api.decide(opened.id, { decision, reason: "Checked the reply.", ...extra });
      expect(res.status, `${decision} ${JSON.stringify(res.json)}`).toBe(200);
      const row = await db.reviewReply.findUniqueOrThrow({ where: { id: reply.id } });
      expect(row.status, decision).toBe(status);
      if (body) expect(row.body).toBe(body);
      expect(await statusOf(review.id)).toBe("published");
      expect(await db.auditLog.count({ where: { entityType: "review_reply", entityId: reply.id, reason: "Checked the reply." } })).toBe(1);
    }
  });

  it("a reason is mandatory (3-1,000); an unknown case is 404; two moderators at once: one decides, the other gets 409", async () => {
    const { caseId, review, vendor } = await caseOn("pending_moderation", "screening");
    const api = moderationApi((await moderator()).token);
    expect((await api.decide(caseId, { decision: "approve" })).status).toBe(422);
    expect((await api.decide(caseId, { decision: "approve", reason: " a " })).status).toBe(422);
    expect((await api.decide(caseId, { decision: "approve", reason: "x".repeat(1001) })).status).toBe(422);
    expect((await api.decide(caseId, { decision: "delete", reason: "Remove it" })).status).toBe(422);
    expect((await api.decide("no-such-case", { decision: "approve", reason: "Fine." })).status).toBe(404);

    const ops = await signedIn({ roles: ["admin_operations"] });
    const results = await Promise.all([
      api.decide(caseId, { decision: "approve", reason: "Fine." }),
      moderationApi(ops.token).decide(caseId, { decision: "hide", reason: "Not fine." }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ratingCount(vendor.id)).toBe((await statusOf(review.id)) === "published" ? 1 : 0);
    expect(await db.auditLog.count({ where: { entityType: "review", entityId: review.id } })).toBe(1);
  });
});
