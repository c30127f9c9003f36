import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { signedIn, type TestUser } from "@/server/test/identity";
import { vendorWithOwner } from "@/server/test/fixtures";
import { insertedCase, moderationApi, replyApi, reviewedBooking } from "@/server/test/review-moderation";
import { recomputeVendorRating } from "./aggregates";
import { screenText } from "./screening";

// The catalog moderation variant (flagged list, hide, restore), the blocked
// words list, and who may moderate at all (spec Authentication 13: Support,
// Operations and Super; docs/decisions.md for the Content Moderator).

const ratingCount = async (vendorId: string) => (await db.vendor.findUniqueOrThrow({ where: { id: vendorId } })).ratingCount;

describe("who moderates", () => {
  it("Support, Operations and Super may; customers, vendors, Finance and the Content Moderator get 403 on every endpoint; no token 401", async () => {
    const { review, author } = await reviewedBooking({ status: "pending_moderation" });
    const opened = await insertedCase(review.id, "screening");
    const { owner: vendorOwner } = await vendorWithOwner();
    const refused: TestUser[] = [author, vendorOwner, await signedIn({ roles: ["admin_finance"] }), await signedIn({ roles: ["admin_moderator"] })];
    const calls = (token: string) => {
      const api = moderationApi(token);
      return [
        api.queue(),
        api.queue({ status: "reported" }),
        api.decide(opened.id, { decision: "escalate", reason: "Second opinion please." }),
        api.reviews(),
        api.hide(review.id, { reason: "Abusive language." }),
        api.restore(review.id, { reason: "Fair review." }),
        api.words(),
        api.addWord({ word: "scammer" }),
        api.removeWord("some-id"),
      ];
    };
    for (const user of refused) {
      const statuses = (await Promise.all(calls(user.token))).map((r) => r.status);
      expect(statuses, JSON.stringify(await db.userRole.findMany({ where: { userId: user.id }, include: { role: true } }))).toEqual(Array(9).fill(403));
    }
    expect((await Promise.all(calls("no-token"))).map((r) => r.status)).toEqual(Array(9).fill(401));
    expect(await db.moderationCase.findUniqueOrThrow({ where: { id: opened.id } })).toMatchObject({ status: "open" });
    expect(await db.reviewBlockedWord.count()).toBe(0);

    for (const roles of [["admin_support"], ["admin_operations"], ["admin_super"]] as const) {
      const admin = await signedIn({ roles: [...roles] });
      expect((await moderationApi(admin.token).queue()).status, roles[0]).toBe(200);
      expect((await moderationApi(admin.token).reviews()).status, roles[0]).toBe(200);
      expect((await moderationApi(admin.token).words()).status, roles[0]).toBe(200);
    }
  });
});

describe("the catalog moderation variant", () => {
  it("GET /admin/reviews?status=flagged lists the reviews waiting for a moderator with their open cases; hidden lists hidden ones", async () => {
    const flagged = await reviewedBooking({ status: "pending_moderation" });
    const opened = await insertedCase(flagged.review.id, "screening");
    const hidden = await reviewedBooking({ status: "hidden" });
    const published = await reviewedBooking();
    const api = moderationApi((await signedIn({ roles: ["admin_support"] })).token);

    const list = await api.reviews({ status: "flagged" });
    expect(list.status).toBe(200);
    const ids = list.json.data.map((r: { id: string }) => r.id);
    expect(ids).toContain(flagged.review.id);
    expect(ids).not.toContain(hidden.review.id);
    expect(ids).not.toContain(published.review.id);
    expect(list.json.data.find((r: { id: string }) => r.id === flagged.review.id)).toMatchObject({ status: "pending_moderation", open_case_ids: [opened.id] });
    expect((await api.reviews()).json.data.map((r: { id: string }) => r.id)).toEqual(ids);
    expect((await api.reviews({ status: "hidden" })).json.data.map((r: { id: string }) => r.id)).toContain(hidden.review.id);
    expect((await api.reviews({ status: "deleted" })).status).toBe(422);
  });

  it("hide then restore: aggregates follow, both audited with the reason, the author told, the review never deleted; 409 when the status does not allow it", async () => {
    const { review, vendor, author } = await reviewedBooking();
    await db.$transaction((tx) => recomputeVendorRating(tx, vendor.id, review.id));
    const opened = await insertedCase(review.id, "report");
    const admin = await signedIn({ roles: ["admin_operations"] });
    const api = moderationApi(admin.token);

    const hidden = await api.hide(review.id, { reason: "Personal attack on a staff member." });
    expect(hidden.status, JSON.stringify(hidden.json)).toBe(200);
    expect(hidden.json.data).toMatchObject({ id: review.id, status: "hidden", open_case_ids: [] });
    expect(await ratingCount(vendor.id)).toBe(0);
    expect(await db.moderationCase.findUniqueOrThrow({ where: { id: opened.id } })).toMatchObject({ status: "decided", decision: "hide" });
    expect((await api.hide(review.id, { reason: "Again." })).status).toBe(409);
    expect((await api.hide(review.id, {})).status).toBe(422);

    const restored = await api.restore(review.id, { reason: "The staff member asked us to restore it." });
    expect(restored.json.data.status).toBe("published");
    expect(await ratingCount(vendor.id)).toBe(1);
    expect((await api.restore(review.id, { reason: "Again." })).status).toBe(409);
    expect((await api.restore("no-such-review", { reason: "Again." })).status).toBe(404);

    const audits = await db.auditLog.findMany({
      where: { entityType: "review", entityId: review.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, reason: true, actorId: true },
    });
    expect(audits).toEqual([
      { action: "review.hidden", reason: "Personal attack on a staff member.", actorId: admin.id },
      { action: "review.restored", reason: "The staff member asked us to restore it.", actorId: admin.id },
    ]);
    const notices = await db.notification.findMany({
      where: { userId: author.id, entityId: review.id },
      orderBy: { createdAt: "asc" },
      select: { kind: true },
    });
    expect(notices.map((n) => n.kind)).toEqual(["review.hidden", "review.published"]);
    expect(await db.review.count({ where: { id: review.id } })).toBe(1);
  });

  it("a draft or deleted review can be neither hidden nor restored (409)", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    for (const status of ["draft", "deleted"] as const) {
      const { review } = await reviewedBooking({ status });
      expect((await moderationApi(admin.token).hide(review.id, { reason: "Not allowed." })).status, status).toBe(409);
      expect((await moderationApi(admin.token).restore(review.id, { reason: "Not allowed." })).status, status).toBe(409);
    }
  });
});

describe("blocked words", () => {
  it("admins add (normalized, duplicates 409), list and remove words, audited; screening follows the list at once", async () => {
    const admin = await signedIn({ roles: ["admin_support"] });
    const api = moderationApi(admin.token);
    const added = await api.addWord({ word: "  Nassáb  " });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(added.json.data).toMatchObject({ word: "nassab", created_by: admin.id });
    expect((await api.addWord({ word: "NASSAB" })).status).toBe(409);
    const arabic = await api.addWord({ word: "نصّاب" });
    expect(arabic.json.data.word).toBe("نصاب");
    expect((await api.addWord({ word: "a" })).status).toBe(422);
    const bad = await api.addWord({ word: "<script>" });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.word).toEqual(["Use letters, digits, spaces, hyphens and apostrophes only."]);

    expect((await api.words()).json.data.map((w: { word: string }) => w.word)).toEqual(["nassab", "نصاب"]);
    expect((await screenText(db, ["هذا المحل نصاب"])).flags).toEqual([{ kind: "blocked_word", match: "نصاب" }]);

    // A reply with the word is refused while it is listed, accepted once removed.
    const { review, vendorOwner } = await reviewedBooking();
    expect((await replyApi(vendorOwner.token).reply(review.id, { body: "The customer called us nassab on the night." })).status).toBe(422);
    const removed = await api.removeWord(added.json.data.id);
    expect(removed.status).toBe(204);
    expect((await api.removeWord(added.json.data.id)).status).toBe(404);
    expect((await replyApi(vendorOwner.token).reply(review.id, { body: "The customer called us nassab on the night." })).status).toBe(201);

    const audits = await db.auditLog.findMany({
      where: { entityType: "review_blocked_word" },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true, diff: true },
    });
    expect(audits).toEqual([
      { action: "review.blocked_word.added", actorId: admin.id, diff: { word: "nassab" } },
      { action: "review.blocked_word.added", actorId: admin.id, diff: { word: "نصاب" } },
      { action: "review.blocked_word.removed", actorId: admin.id, diff: { word: "nassab" } },
    ]);
  });
});
