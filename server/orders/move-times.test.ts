import { afterEach, describe, expect, it, vi } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { orderableVendor, ordersApi, placedOrder } from "@/server/test/orders";
import { EARLY_START_MS } from "./move-times";

// The vendor's moves on the day follow the order's booked date and time
// (docs/orders.md "On the day"): "On my way" and "Started" from 2 hours
// before the start, "Done" from the start. Earlier is 409 in the caller's
// language and changes nothing, so the customer's tip and review stay locked.

afterEach(() => {
  resetClock();
  vi.unstubAllEnvs();
  resetConfig();
});

const MINUTE = 60_000;

/** A paid, accepted order for 10 days ahead at 18:00 Kuwait time. */
async function acceptedOrder() {
  const { owner, pkg } = await orderableVendor({ price: "80.000" });
  const { customer, orderId, order } = await placedOrder(pkg.id, { overrides: { time: "18:00" } });
  await db.order.update({ where: { id: orderId }, data: { amountPaid: "80.000", paidAt: new Date() } });
  const vendor = ordersApi(owner);
  expect((await vendor.accept(orderId)).status).toBe(200);
  return { customer, owner, orderId, vendor, startsAt: new Date(order.starts_at as string) };
}

describe("the day's moves follow the booked start", () => {
  it("refuses on the way, started and done days early with 409 in the caller's language: nothing moves, no notice, no tip or review for the customer", async () => {
    const { customer, owner, orderId, vendor, startsAt } = await acceptedOrder();
    const onTheWay = await vendor.onTheWay(orderId);
    expect(onTheWay.status).toBe(409);
    expect(onTheWay.json.error).toMatchObject({ code: "BOOKING_INVALID_STATE", opens_at: new Date(startsAt.getTime() - EARLY_START_MS).toISOString() });
    expect(onTheWay.json.error.message).toMatch(
      /^You can say you are on your way from \d{4}-\d\d-\d\d 16:00 \(Kuwait time\); the order starts at \d{4}-\d\d-\d\d 18:00\.$/,
    );
    const started = await ordersApi(owner, "ar").start(orderId);
    expect(started.status).toBe(409);
    expect(started.json.error.code).toBe("BOOKING_INVALID_STATE");
    expect(started.json.error.message).toContain("16:00 (بتوقيت الكويت)");
    // Already in progress (an order started before this rule) but before its start: done is refused too.
    await db.order.update({ where: { id: orderId }, data: { status: "in_progress" } });
    const done = await vendor.complete(orderId);
    expect(done.status).toBe(409);
    expect(done.json.error).toMatchObject({ code: "BOOKING_INVALID_STATE", opens_at: startsAt.toISOString() });
    const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(row).toMatchObject({ status: "in_progress", onTheWayAt: null, startedAt: null, completedAt: null });
    expect(
      await db.notification.count({
        where: { userId: customer.id, entityId: orderId, kind: { in: ["order.on_the_way", "order.started", "order.completed"] } },
      }),
    ).toBe(0);
    const seen = (await ordersApi(customer).get(orderId)).json.data;
    expect(seen.actions).not.toContain("tip");
    expect(seen.actions).not.toContain("review");
  });

  it("allows on the way and started from 2 hours before the start, done from the start (not a minute before); then the tip and review open", async () => {
    const { customer, orderId, vendor } = await acceptedOrder();
    // Real time with a frozen clock (the access tokens last 15 minutes): the booked start is moved instead.
    const clock = freezeClock();
    const startIn = (ms: number) => db.order.update({ where: { id: orderId }, data: { startsAt: new Date(now().getTime() + ms) } });
    await startIn(EARLY_START_MS + MINUTE);
    expect((await vendor.onTheWay(orderId)).status).toBe(409);
    clock.advance(MINUTE);
    expect((await vendor.onTheWay(orderId)).json.data.status).toBe("on_the_way");
    expect((await vendor.start(orderId)).json.data.status).toBe("in_progress");
    await startIn(MINUTE);
    expect((await vendor.complete(orderId)).status).toBe(409);
    expect((await ordersApi(customer).get(orderId)).json.data.actions).not.toContain("tip");
    clock.advance(MINUTE);
    const done = await vendor.complete(orderId);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.data.status).toBe("completed");
    expect((await ordersApi(customer).get(orderId)).json.data.actions).toEqual(["review", "tip"]);
  });

  it("the vendor's view says when each move opens; a test server with TEST_ORDER_MOVES_ANYTIME=1 takes them at once and says none", async () => {
    const { customer, orderId, vendor, startsAt } = await acceptedOrder();
    expect((await vendor.vendorGet(orderId)).json.data.moves_open_at).toEqual({
      on_the_way: new Date(startsAt.getTime() - EARLY_START_MS).toISOString(),
      start: new Date(startsAt.getTime() - EARLY_START_MS).toISOString(),
      complete: startsAt.toISOString(),
    });
    expect((await ordersApi(customer).get(orderId)).json.data.moves_open_at).toBeNull();
    vi.stubEnv("TEST_ORDER_MOVES_ANYTIME", "1");
    resetConfig();
    expect((await vendor.vendorGet(orderId)).json.data.moves_open_at).toEqual({ on_the_way: null, start: null, complete: null });
    for (const step of [vendor.onTheWay, vendor.start, vendor.complete]) expect((await step(orderId)).status).toBe(200);
  });
});
