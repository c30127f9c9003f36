import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { orderableVendor, ordersApi, placedOrder, atBookedStart } from "@/server/test/orders";

// POST /orders/{id}/review: the reviews module's rules with the order as the
// verified source: only its customer, once completed and for 90 days, one
// per order, screened, counted in the vendor's aggregates once published.

const review = (
  user: TestUser,
  id: string,
  body: Record<string, unknown> = { overall_rating: 5, body: "Arrived on time and the photos came out beautifully.", submit: true },
) => call(`/orders/${id}/review`, { method: "POST", headers: auth(user.token), body });

/** The order's booked start is now: the day's moves are open (move-times.ts). */

async function completedOrder() {
  const { owner, pkg, vendor } = await orderableVendor();
  const { customer, orderId } = await placedOrder(pkg.id);
  await db.order.update({ where: { id: orderId }, data: { amountPaid: "150.000", paidAt: new Date() } });
  const api = ordersApi(owner);
  await api.accept(orderId);
  expect((await review(customer, orderId)).json.error.code).toBe("REVIEW_BOOKING_NOT_COMPLETED");
  await atBookedStart(orderId);
  await api.onTheWay(orderId);
  await api.start(orderId);
  await api.complete(orderId);
  return { customer, orderId, vendor };
}

describe("review of a direct order", () => {
  it("the customer reviews a completed order once: published, counted in the vendor's summary; a second review is 409; anyone else 404", async () => {
    const { customer, orderId, vendor } = await completedOrder();
    const res = await review(customer, orderId);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ status: "published", overall_rating: 5 });
    expect(await db.review.findFirstOrThrow({ where: { bookingId: orderId } })).toMatchObject({
      sourceType: "order",
      vendorId: vendor.id,
      authorUserId: customer.id,
    });
    expect(await db.vendorRatingSummary.findUniqueOrThrow({ where: { vendorId: vendor.id } })).toMatchObject({ ratingCount: 1, stars5: 1 });
    expect((await review(customer, orderId)).json.error.code).toBe("REVIEW_ALREADY_EXISTS");
    expect((await review(await signedIn(), orderId)).status).toBe(404);
    expect((await ordersApi(customer).get(orderId)).json.data).toMatchObject({ review_id: res.json.data.id, actions: ["tip"] });
  });

  it("is refused after the 90-day window; a review with contact details goes to moderation instead of being published", async () => {
    const late = await completedOrder();
    await db.order.update({ where: { id: late.orderId }, data: { completedAt: new Date(Date.now() - 91 * 86_400_000) } });
    const res409 = await review(late.customer, late.orderId);
    expect(res409.status).toBe(409);
    expect(res409.json.error.code).toBe("REVIEW_BOOKING_NOT_COMPLETED");
    const flagged = await completedOrder();
    const res = await review(flagged.customer, flagged.orderId, {
      overall_rating: 4,
      body: "Call me on 99887766 for a cheaper price next time.",
      submit: true,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data.status).toBe("pending_moderation");
  });
});
