import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { opsAdmin } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { goodReview, reviewApi } from "@/server/test/review-api";
import { completedBooking } from "@/server/test/reviews";

// The review criteria set, managed by the Super Admin (spec Authentication
// 13): seeded with today's three, criteria added and retired through the
// admin endpoints, review submission checked against the active set, and
// averages kept for retired criteria.

const admin = (user: TestUser) => {
  const headers = auth(user.token);
  return {
    list: () => call("/admin/review-criteria", { headers }),
    create: (body: unknown) => call("/admin/review-criteria", { method: "POST", headers, body }),
    update: (code: string, body: unknown) => call(`/admin/review-criteria/${code}`, { method: "PATCH", headers, body }),
  };
};
const offered = async () => ((await call("/review-criteria")).json.data as { code: string; active: boolean }[]).filter((c) => c.active).map((c) => c.code);

describe("review criteria", () => {
  it("start as quality, punctuality and value; only the Super Admin manages them", async () => {
    expect(await offered()).toEqual(["quality", "punctuality", "value"]);
    const ops = await opsAdmin();
    expect((await admin(ops).list()).status).toBe(403);
    expect((await admin(ops).create({ code: "cleanliness", name_ar: "النظافة", name_en: "Cleanliness" })).status).toBe(403);
    const { buyer } = await completedBooking();
    expect((await admin(buyer).update("value", { active: false })).status).toBe(403);
    expect(await offered()).toEqual(["quality", "punctuality", "value"]);
  });

  it("an added criterion is offered, rated on a review, averaged; once retired it is refused on new ratings but its average stays", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const made = await admin(superAdmin).create({ code: "cleanliness", name_ar: "النظافة", name_en: "Cleanliness" });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.data).toMatchObject({ code: "cleanliness", name: "Cleanliness", active: true, built_in: false });
    expect((await admin(superAdmin).create({ code: "cleanliness", name_ar: "النظافة", name_en: "Cleanliness" })).status).toBe(409);
    expect(await offered()).toEqual(["quality", "punctuality", "value", "cleanliness"]);
    expect(await db.auditLog.count({ where: { action: "review_criterion.created", entityId: "cleanliness", actorId: superAdmin.id } })).toBe(1);

    const first = await completedBooking();
    const rated = await reviewApi(first.buyer.token).reviewBooking(first.booking.id, { ...goodReview, criteria: { ...goodReview.criteria, cleanliness: 4 } });
    expect(rated.status, JSON.stringify(rated.json)).toBe(201);
    expect(rated.json.data.criteria).toEqual({ quality: 5, punctuality: 4, value: 4, cleanliness: 4 });
    const summary = async () => (await call(`/vendors/${first.booking.vendorId}/rating-summary`)).json.data;
    expect((await summary()).criteria.cleanliness).toEqual({ average: null, count: 1 });

    // A low rating of an added criterion needs a written body, like the built-in ones.
    const second = await completedBooking();
    const low = await reviewApi(second.buyer.token).reviewBooking(second.booking.id, { overall_rating: 3, criteria: { cleanliness: 2 } });
    expect(low.status).toBe(422);
    expect(low.json.error.details).toHaveProperty("body");

    const retired = await admin(superAdmin).update("cleanliness", { active: false });
    expect(retired.json.data).toMatchObject({ code: "cleanliness", active: false });
    expect(await offered()).toEqual(["quality", "punctuality", "value"]);
    expect((await admin(superAdmin).list()).json.data.map((c: { code: string; active: boolean }) => [c.code, c.active])).toContainEqual(["cleanliness", false]);
    const refused = await reviewApi(second.buyer.token).reviewBooking(second.booking.id, { ...goodReview, criteria: { cleanliness: 5 } });
    expect(refused.status).toBe(422);
    expect(refused.json.error.details["criteria.cleanliness"]).toBeDefined();
    const unknown = await reviewApi(second.buyer.token).reviewBooking(second.booking.id, { ...goodReview, criteria: { friendliness: 5 } });
    expect(unknown.status).toBe(422);
    // The rating given before retirement still counts, and still shows on the review.
    expect((await summary()).criteria.cleanliness).toEqual({ average: null, count: 1 });
    expect((await reviewApi(first.buyer.token).get(rated.json.data.id)).json.data.criteria.cleanliness).toBe(4);
    // A built-in criterion can be retired too: then refused on new reviews.
    expect((await admin(superAdmin).update("value", { active: false })).status).toBe(200);
    const noValue = await reviewApi(second.buyer.token).reviewBooking(second.booking.id, { ...goodReview, criteria: { quality: 5, value: 4 } });
    expect(noValue.json.error.details["criteria.value"]).toBeDefined();
    expect((await reviewApi(second.buyer.token).reviewBooking(second.booking.id, { ...goodReview, criteria: { quality: 5 } })).status).toBe(201);
  });
});
