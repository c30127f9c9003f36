import { beforeAll, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { renderNotification } from "@/server/notifications/templates";
import { drain, orderableVendor, ordersApi, placedOrder, atBookedStart } from "@/server/test/orders";
import { sendReviewReminders } from "./review-reminders";
import { withoutIsolates } from "@/server/notifications/params";

// A completed direct order asks for a review as a booking does: review.invite
// once on OrderCompleted (about the order), and one review.reminder in the
// last 7 days of the 90-day window unless the customer reviewed it.

const DAY = 86_400_000;

beforeAll(registerEventHandlers);

const notices = (orderId: string, kind: string) => db.notification.findMany({ where: { kind, entityType: "order", entityId: orderId } });

async function completedOrder() {
  const { owner, pkg, vendor } = await orderableVendor();
  const { customer, orderId } = await placedOrder(pkg.id);
  await db.order.update({ where: { id: orderId }, data: { amountPaid: "150.000", paidAt: new Date() } });
  const api = ordersApi(owner);
  await atBookedStart(orderId);
  for (const step of [api.accept, api.onTheWay, api.start, api.complete]) {
    const res = await step(orderId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
  return { customer, orderId, vendor };
}

describe("review notices of a direct order", () => {
  it("review.invite reaches the customer once on completion, about the order; the reminder once near the window's end; none after a review", async () => {
    const clock = freezeClock();
    const { customer, orderId, vendor } = await completedOrder();
    const reviewed = await completedOrder();
    await db.user.update({ where: { id: customer.id }, data: { preferredLocale: "en" } });
    await drain();
    const [invite, ...more] = await notices(orderId, "review.invite");
    expect(more).toEqual([]);
    expect(invite).toMatchObject({ userId: customer.id });
    expect(withoutIsolates(renderNotification("review.invite", "en", invite.params as Record<string, string>).title)).toBe(
      `How did it go with ${vendor.nameEn}?`,
    );
    // A redelivered OrderCompleted sends nothing more.
    const event = await db.outboxEvent.findFirstOrThrow({ where: { type: "OrderCompleted", payload: { path: ["orderId"], equals: orderId } } });
    await db.outboxEvent.update({ where: { id: event.id }, data: { dispatchedAt: null, availableAt: new Date() } });
    await drain();
    expect(await notices(orderId, "review.invite")).toHaveLength(1);

    await db.review.create({
      data: {
        id: newId(),
        bookingId: reviewed.orderId,
        sourceType: "order",
        vendorId: reviewed.vendor.id,
        authorUserId: reviewed.customer.id,
        status: "published",
        overallRating: 5,
        createdAt: new Date(),
      },
    });
    clock.advance(85 * DAY);
    await sendReviewReminders();
    await sendReviewReminders();
    const [reminder, ...again] = await notices(orderId, "review.reminder");
    expect(again).toEqual([]);
    expect(reminder.params).toMatchObject({ vendor_name: { ar: vendor.nameAr, en: vendor.nameEn }, days_left: 5 });
    expect(await notices(reviewed.orderId, "review.reminder")).toEqual([]);
  }, 120_000);
});
