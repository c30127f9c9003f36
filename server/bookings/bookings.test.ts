import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { bookedRfq, bookingApi } from "@/server/test/bookings";
import { signedIn, tokenFor } from "@/server/test/identity";
import { customer } from "@/server/test/rfqs";

// Reading bookings (role-scoped) and the customer's and vendor's moves on
// them through the endpoints.

const DAY = 86_400_000;

/** A fresh token (the clock moved past the old one) for the owner, in the vendor's context. */
async function vendorToken({ owner, vendor }: { owner: { id: string }; vendor: { id: string } }) {
  const token = await tokenFor(owner.id);
  await db.session.updateMany({ where: { userId: owner.id }, data: { activeContext: `vendor:${vendor.id}` } });
  return token;
}

describe("reading bookings", () => {
  it("a customer sees their own, the vendor's team theirs (with the customer's name), everyone else gets 404", async () => {
    const { buyer, vendors, bookingId, booking } = await bookedRfq();
    const mine = await bookingApi(buyer.token).list();
    expect(mine.status).toBe(200);
    expect(mine.json.data.map((b: { id: string }) => b.id)).toEqual([bookingId]);
    expect(mine.json.meta.pagination).toMatchObject({ page: 1, per_page: 20, total: 1 });
    expect((await bookingApi(buyer.token).list({ status: "confirmed" })).json.data).toEqual([]);
    expect((await bookingApi(buyer.token).list({ status: "paid" })).status).toBe(422);

    const asVendor = await bookingApi(vendors[0].owner.token).get(bookingId);
    expect(asVendor.status).toBe(200);
    expect(asVendor.json.data).toMatchObject({ id: bookingId, reference: booking.reference, customer: { name: "Noura Al-Mutairi" } });
    expect((await bookingApi(vendors[0].owner.token).list()).json.data).toHaveLength(1);

    // The losing vendor and a stranger see nothing.
    expect((await bookingApi(vendors[1].owner.token).get(bookingId)).status).toBe(404);
    expect((await bookingApi(vendors[1].owner.token).list()).json.data).toEqual([]);
    const stranger = await customer();
    expect((await bookingApi(stranger.token).get(bookingId)).status).toBe(404);
    expect((await bookingApi(stranger.token).get("nope")).status).toBe(404);
  });

  it("the cancellation policy is public text in the caller's language", async () => {
    const user = await signedIn();
    const en = await bookingApi(user.token).policy();
    expect(en.status).toBe(200);
    expect(en.json.data.tiers.map((t: { tier: string; refund_percent: number }) => [t.tier, t.refund_percent])).toEqual([
      ["unpaid", 100],
      ["cooling_off", 100],
      ["full_refund_window", 100],
      ["half_refund", 50],
      ["no_refund", 0],
    ]);
    expect(en.json.data.tiers[2].text).toContain("30 days or more");
    const ar = await bookingApi(user.token, "ar").policy();
    expect(ar.json.data.tiers[2].text).toContain("30 يومًا");
  });

  it("admins with booking.oversee list every booking, filtered by status and vendor; others get 403", async () => {
    const one = await bookedRfq();
    await bookedRfq({ paid: "240.000" });
    const ops = await signedIn({ roles: ["admin_operations"] });
    const all = await bookingApi(ops.token).adminList();
    expect(all.status).toBe(200);
    expect(all.json.data.length).toBeGreaterThanOrEqual(2);
    const byVendor = await bookingApi(ops.token).adminList({ vendor_id: one.vendors[0].vendor.id });
    expect(byVendor.json.data.map((b: { id: string }) => b.id)).toEqual([one.bookingId]);
    const confirmed = await bookingApi(ops.token).adminList({ status: "confirmed" });
    expect(confirmed.json.data.every((b: { status: string }) => b.status === "confirmed")).toBe(true);
    expect((await bookingApi(one.buyer.token).adminList()).status).toBe(403);
  });
});

describe("cancelling", () => {
  it("a pending booking: free, the vendor's team is told, the BookingCancelled event carries the refund", async () => {
    const { buyer, vendors, bookingId, booking } = await bookedRfq();
    const res = await bookingApi(buyer.token).cancel(bookingId, { reason: "We found a cheaper option" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ status: "cancelled", cancelled_by: "customer", refund_percent: 100, refund_due: { amount: "0.000" } });
    expect(res.json.data.cancellation_policy.if_cancelled_now).toBeNull();
    const note = await db.notification.findFirstOrThrow({ where: { userId: vendors[0].owner.id, kind: "booking.cancelled" } });
    expect(note.params).toEqual({ booking_ref: booking.reference, reason: { ar: "We found a cheaper option", en: "We found a cheaper option" } });
    expect(await db.outboxEvent.count({ where: { type: "BookingCancelled", payload: { path: ["bookingId"], equals: bookingId } } })).toBe(1);
    const again = await bookingApi(buyer.token).cancel(bookingId);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("BOOKING_INVALID_STATE");
    expect((await bookingApi(buyer.token).cancel(bookingId, {})).status).toBe(422);
  });

  it.each([
    ["cooling_off", 0, 100, "240.000"],
    ["full_refund_window", 3 * DAY, 100, "240.000"],
    ["half_refund", 35 * DAY, 50, "120.000"],
    ["no_refund", 50 * DAY, 0, "0.000"],
  ])("a confirmed booking (service in 60 days, 240.000 paid) cancelled in the %s tier", async (tier, after, percent, due) => {
    const clock = freezeClock();
    const { buyer, bookingId } = await bookedRfq({ paid: "240.000" });
    clock.advance(after);
    const token = await tokenFor(buyer.id);
    const before = await bookingApi(token).get(bookingId);
    expect(before.json.data.cancellation_policy.if_cancelled_now).toEqual({ tier, refund_percent: percent, refund: { amount: due, currency: "KWD" } });
    const res = await bookingApi(token).cancel(bookingId);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "cancelled", refund_percent: percent, refund_due: { amount: due } });
    const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(row.refundDue?.toFixed(3)).toBe(due);
  });

  it("only the customer cancels: the vendor gets 404", async () => {
    const { vendors, bookingId } = await bookedRfq();
    expect((await bookingApi(vendors[0].owner.token).cancel(bookingId)).status).toBe(404);
  });
});

describe("refund requests", () => {
  it("a confirmed booking moves to refund_requested and the customer is told; a pending one is 409", async () => {
    const pending = await bookedRfq();
    const refused = await bookingApi(pending.buyer.token).requestRefund(pending.bookingId);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("BOOKING_INVALID_STATE");

    const { buyer, bookingId, booking } = await bookedRfq({ paid: "240.000" });
    const res = await bookingApi(buyer.token).requestRefund(bookingId, { reason: "The photographer did not come" });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("refund_requested");
    const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(row.refundReason).toBe("The photographer did not come");
    const note = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "refund.requested" } });
    expect(note.params).toEqual({ amount: { amount: "240.000", currency: "KWD" }, booking_ref: booking.reference });
    expect((await bookingApi(buyer.token).cancel(bookingId)).status).toBe(409);
  });
});

describe("completing", () => {
  it("the vendor completes a confirmed booking from the service date on; the customer is told and BookingCompleted (the review invitation's trigger) is emitted once", async () => {
    const clock = freezeClock();
    const { buyer, vendors, bookingId, booking } = await bookedRfq({ paid: "240.000" });
    const early = await bookingApi(vendors[0].owner.token).complete(bookingId);
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe("BOOKING_INVALID_STATE");
    expect(early.json.error.message).toContain(booking.serviceDate.toISOString().slice(0, 10));

    clock.advance(60 * DAY);
    expect((await bookingApi(await vendorToken(vendors[1])).complete(bookingId)).status).toBe(404);
    const res = await bookingApi(await vendorToken(vendors[0])).complete(bookingId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ status: "completed", customer: { name: "Noura Al-Mutairi" } });
    const kinds = (await db.notification.findMany({ where: { userId: buyer.id, entityId: bookingId }, orderBy: { createdAt: "asc" } })).map((n) => n.kind);
    expect(kinds).toContain("booking.completed");
    expect(kinds).not.toContain("review.invite"); // it follows from the event (server/reviews/invitations.test.ts)
    expect(await db.outboxEvent.count({ where: { type: "BookingCompleted", payload: { path: ["bookingId"], equals: bookingId } } })).toBe(1);

    const cancelCompleted = await bookingApi(await tokenFor(buyer.id)).cancel(bookingId);
    expect(cancelCompleted.status).toBe(409);
    expect(cancelCompleted.json.error.code).toBe("BOOKING_INVALID_STATE");
  });

  it("a pending booking cannot be completed (409), and the customer cannot complete (404)", async () => {
    const { buyer, vendors, bookingId } = await bookedRfq();
    const res = await bookingApi(vendors[0].owner.token).complete(bookingId);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("BOOKING_INVALID_STATE");
    expect((await bookingApi(buyer.token).complete(bookingId)).status).toBe(404);
  });
});
