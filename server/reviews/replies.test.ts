import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { vendorMember } from "@/server/test/fixtures";
import { signedIn, tokenFor } from "@/server/test/identity";
import { insertedReply, replyApi, reviewedBooking } from "@/server/test/review-moderation";

// The reviewed vendor's one reply: who may write it, what it may say, the
// 7-day edit window, and the author's notification.

const DAY = 86_400_000;
const REPLY = "Thank you Noura, it was a pleasure to work on your wedding.";

describe("replying to a review", () => {
  it("a member of the reviewed vendor replies once; the author is told; a second reply is 409", async () => {
    const { review, vendorOwner, vendor, author } = await reviewedBooking();
    const res = await replyApi(vendorOwner.token).reply(review.id, { body: `  ${REPLY}  ` });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ review_id: review.id, vendor_id: vendor.id, body: REPLY, status: "published", edited_at: null });
    expect(res.headers.get("location")).toBe(`/api/v1/review-replies/${res.json.data.id}`);
    const row = await db.reviewReply.findUniqueOrThrow({ where: { reviewId: review.id } });
    expect(row).toMatchObject({ body: REPLY, authorUserId: vendorOwner.id, status: "published" });

    const notice = await db.notification.findFirstOrThrow({ where: { userId: author.id, kind: "review.replied" } });
    expect(notice).toMatchObject({ entityType: "review", entityId: review.id, params: { vendor_name: { ar: vendor.nameAr, en: vendor.nameEn } } });

    const staff = await vendorMember(vendor.id, "vendor_staff");
    const second = await replyApi(staff.token).reply(review.id, { body: "Another answer from the staff member." });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe("CONFLICT");
    expect(await db.reviewReply.count({ where: { reviewId: review.id } })).toBe(1);
  });

  it("a staff member may reply; nobody outside the reviewed vendor can (404), a member without review.reply gets 403", async () => {
    const { review, vendor, otherVendor, author } = await reviewedBooking();
    const ops = await signedIn({ roles: ["admin_operations"] });
    for (const outsider of [otherVendor.owner, author, ops]) {
      expect((await replyApi(outsider.token).reply(review.id, { body: REPLY })).status).toBe(404);
    }
    const bare = await signedIn();
    await db.vendorMember.create({ data: { id: newId(), vendorId: vendor.id, userId: bare.id, role: "vendor_staff" } });
    expect((await replyApi(bare.token).reply(review.id, { body: REPLY })).status).toBe(403);
    expect((await replyApi("not-a-token").reply(review.id, { body: REPLY })).status).toBe(401);
    expect((await replyApi(otherVendor.owner.token).reply("no-such-review", { body: REPLY })).status).toBe(404);
    expect(await db.reviewReply.count({ where: { reviewId: review.id } })).toBe(0);

    const staff = await vendorMember(vendor.id, "vendor_staff");
    expect((await replyApi(staff.token).reply(review.id, { body: REPLY })).status).toBe(201);
  });

  it("two replies sent at once: one is written, the other is 409", async () => {
    const { review, vendorOwner, vendor } = await reviewedBooking();
    const staff = await vendorMember(vendor.id, "vendor_staff");
    const results = await Promise.all([replyApi(vendorOwner.token).reply(review.id, { body: REPLY }), replyApi(staff.token).reply(review.id, { body: REPLY })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.reviewReply.count({ where: { reviewId: review.id } })).toBe(1);
  });

  it("only a published review can be answered: held or hidden 409, a draft or a deleted one does not exist (404)", async () => {
    for (const [status, expected] of [
      ["pending_moderation", 409],
      ["hidden", 409],
      ["draft", 404],
      ["deleted", 404],
    ] as const) {
      const { review, vendorOwner } = await reviewedBooking({ status });
      expect((await replyApi(vendorOwner.token).reply(review.id, { body: REPLY })).status, status).toBe(expected);
    }
  });

  it("text only, 10-1,000 characters: contact details, web addresses and blocked words are refused, named, in the caller's language", async () => {
    const { review, vendorOwner } = await reviewedBooking();
    const api = replyApi(vendorOwner.token);
    const short = await api.reply(review.id, { body: "Thanks!" });
    expect(short.status).toBe(422);
    expect(short.json.error.details.body).toEqual(["Must be at least 10 characters."]);
    expect((await api.reply(review.id, { body: "x".repeat(1001) })).status).toBe(422);
    expect((await api.reply(review.id, {})).status).toBe(422);
    expect((await api.reply(review.id, { body: REPLY, photo: "x" })).status).toBe(422);

    const contact = await api.reply(review.id, { body: "Thank you! Call us on 5555 1234 or write to layali at gmail dot com" });
    expect(contact.status).toBe(422);
    expect(contact.json.error.code).toBe("VALIDATION_FAILED");
    expect(contact.json.error.details.body).toEqual([
      "Remove the email address “layali@gmail.com”: replies cannot carry contact details.",
      "Remove the phone number “5555 1234”: replies cannot carry contact details.",
    ]);
    const arabic = await replyApi(vendorOwner.token, "ar").reply(review.id, { body: "شكرًا لكم، زوروا موقعنا ليالي نقطة كوم" });
    expect(arabic.status).toBe(422);
    expect(arabic.json.error.details.body).toEqual(["الرد نص فقط: احذف عنوان الموقع «ليالي.com»."]);

    await db.reviewBlockedWord.create({ data: { id: newId(), word: "liar" } });
    const blocked = await api.reply(review.id, { body: "This customer is a LIAR and we never met her." });
    expect(blocked.json.error.details.body).toEqual(["Remove “liar”: this word is not allowed in reviews or replies."]);
    expect(await db.reviewReply.count({ where: { reviewId: review.id } })).toBe(0);
  });
});

describe("editing a reply", () => {
  it("within 7 days of posting, re-screened, edited_at set; after that 409", async () => {
    const clock = freezeClock("2026-11-01T10:00:00.000Z");
    const { review, vendorOwner } = await reviewedBooking();
    const posted = await replyApi(vendorOwner.token).reply(review.id, { body: REPLY });
    const id = posted.json.data.id as string;
    expect(posted.json.data.editable_until).toBe("2026-11-08T10:00:00.000Z");

    clock.advance(6 * DAY);
    const api = replyApi(await tokenFor(vendorOwner.id));
    const edited = await api.edit(id, { body: "Thank you Noura, we loved working on your wedding day." });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data).toMatchObject({ body: "Thank you Noura, we loved working on your wedding day.", edited_at: "2026-11-07T10:00:00.000Z" });
    const refused = await api.edit(id, { body: "Reach us at www.layali.com for a discount next time." });
    expect(refused.status).toBe(422);
    expect(refused.json.error.details.body[0]).toContain("www.layali.com");
    expect((await db.reviewReply.findUniqueOrThrow({ where: { id } })).body).toBe("Thank you Noura, we loved working on your wedding day.");

    clock.advance(DAY + 1);
    const late = await replyApi(await tokenFor(vendorOwner.id)).edit(id, { body: "One more change after the window closed." });
    expect(late.status).toBe(409);
    expect(late.json.error.message).toContain("7 days");
  });

  it("only the reviewed vendor's members (404 for others); a reply with the moderators is not editable (409)", async () => {
    const { review, vendorOwner, vendor, otherVendor, author } = await reviewedBooking();
    const reply = await insertedReply(review, vendorOwner.id);
    for (const outsider of [otherVendor.owner, author]) expect((await replyApi(outsider.token).edit(reply.id, { body: REPLY })).status).toBe(404);
    expect((await replyApi(vendorOwner.token).edit("no-such-reply", { body: REPLY })).status).toBe(404);
    const staff = await vendorMember(vendor.id, "vendor_staff");
    expect((await replyApi(staff.token).edit(reply.id, { body: REPLY })).status).toBe(200);

    await db.reviewReply.update({ where: { id: reply.id }, data: { status: "pending_moderation" } });
    expect((await replyApi(vendorOwner.token).edit(reply.id, { body: REPLY })).status).toBe(409);
  });
});
