import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { resetPaymentDeps } from "@/server/payments/deps";
import { scriptProvider } from "@/server/test/refunds";
import { signedIn } from "@/server/test/identity";
import { deliverToRoutes, paymentApi, sandboxApi } from "@/server/test/payment-api";
import { drain, orderableVendor, orderBody, ordersApi, payOrder, placedOrder } from "@/server/test/orders";
import { expireOrders } from "./expire-orders";

// Direct orders end to end over HTTP, paid through the sandbox's hosted page
// and webhook: full payment or deposit per the package, the vendor's steps
// told to the customer, and every cancellation's refund (docs/orders.md).

beforeAll(registerEventHandlers);
afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

const HOUR = 3600_000;
const refundsOf = (orderId: string) => db.refund.findMany({ where: { payment: { payableType: "order", payableId: orderId } }, orderBy: { createdAt: "asc" } });
const notes = (userId: string, kind: string, orderId: string) => db.notification.count({ where: { userId, kind, entityId: orderId } });

describe("direct orders", () => {
  it("a full-payment order is paid on the hosted page (invoice issued), accepted, on the way, started and completed, each step told to the customer", async () => {
    const { owner, pkg } = await orderableVendor({ mode: "full", price: "150.000" });
    const { customer, orderId, order } = await placedOrder(pkg.id);
    expect(order).toMatchObject({
      status: "placed",
      payment_mode: "full",
      total: { amount: "150.000" },
      amount_due: { amount: "150.000" },
      paid: false,
      actions: ["pay", "cancel"],
    });
    const vendor = ordersApi(owner);
    expect((await vendor.accept(orderId)).status).toBe(409); // not paid yet

    const payment = await payOrder(customer, orderId);
    expect(payment).toMatchObject({ status: "paid", payableType: "order", purpose: "order_payment" });
    expect(payment.amount.toFixed(3)).toBe("150.000");
    expect(await db.financeDocument.count({ where: { paymentId: payment.id, kind: "invoice" } })).toBe(1);
    const paid = (await ordersApi(customer).get(orderId)).json.data;
    expect(paid).toMatchObject({ status: "placed", paid: true, amount_paid: { amount: "150.000" }, confirm_deadline: expect.any(String) });
    expect(await notes(owner.id, "order.paid", orderId)).toBe(1);

    const steps: [() => ReturnType<typeof vendor.accept>, string, string][] = [
      [() => vendor.accept(orderId), "confirmed", "order.confirmed"],
      [
        async () => {
          // The booked start has come: the day's moves are open (move-times.ts; their times: move-times.test.ts).
          await db.order.update({ where: { id: orderId }, data: { startsAt: now() } });
          return vendor.onTheWay(orderId);
        },
        "on_the_way",
        "order.on_the_way",
      ],
      [() => vendor.start(orderId), "in_progress", "order.started"],
      [() => vendor.complete(orderId), "completed", "order.completed"],
    ];
    for (const [run, status, kind] of steps) {
      const res = await run();
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.status).toBe(status);
      expect(await notes(customer.id, kind, orderId)).toBe(1);
    }
    const done = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(done.completedAt).not.toBeNull();
    expect((await ordersApi(customer).get(orderId)).json.data).toMatchObject({ actions: ["review", "tip"], tip: null });
    expect(await db.outboxEvent.count({ where: { type: "OrderCompleted", payload: { path: ["orderId"], equals: orderId } } })).toBe(1);
  });

  it("a deposit package takes 20% online, and another customer cannot pay or see the order (404)", async () => {
    const { pkg } = await orderableVendor({ mode: "deposit", price: "150.000" });
    const { customer, orderId, order } = await placedOrder(pkg.id);
    expect(order).toMatchObject({ payment_mode: "deposit", total: { amount: "150.000" }, amount_due: { amount: "30.000" } });
    const stranger = await signedIn();
    expect((await ordersApi(stranger).get(orderId)).status).toBe(404);
    expect((await ordersApi(stranger).cancel(orderId)).status).toBe(404);
    const payment = await payOrder(customer, orderId);
    expect(payment.amount.toFixed(3)).toBe("30.000");
    expect((await ordersApi(customer).get(orderId)).json.data).toMatchObject({ paid: true, amount_paid: { amount: "30.000" } });
  });

  it("a package the vendor does not offer for direct orders is 404; an unknown area, a time too soon and a bad time are 422", async () => {
    const { pkg } = await orderableVendor();
    const customer = await signedIn();
    await db.servicePackage.update({ where: { id: pkg.id }, data: { directOrder: null } });
    expect((await ordersApi(customer).create(await orderBody(pkg.id))).status).toBe(404);
    await db.servicePackage.update({ where: { id: pkg.id }, data: { directOrder: "full" } });
    const bad = async (o: Record<string, unknown>) => (await ordersApi(customer).create(await orderBody(pkg.id, o))).json;
    expect((await bad({ area_id: "01J00000000000000000000000" })).error.details).toHaveProperty("area_id");
    expect((await bad({ date: new Date(now().getTime()).toISOString().slice(0, 10), time: "00:00" })).error.details).toHaveProperty("time");
    expect((await bad({ time: "25:00" })).error).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("the customer cancelling a paid order before acceptance gets everything back automatically; the vendor's team is told", async () => {
    const { owner, pkg } = await orderableVendor({ price: "150.000" });
    const { customer, orderId } = await placedOrder(pkg.id);
    await payOrder(customer, orderId);
    scriptProvider("processed");
    const res = await ordersApi(customer).cancel(orderId, "Found another date");
    expect(res.json.data).toMatchObject({ status: "cancelled", cancelled_by: "customer", refund_percent: 100, refund_due: { amount: "150.000" } });
    await drain();
    const refunds = await refundsOf(orderId);
    expect(refunds.map((r) => [r.amount.toFixed(3), r.status, r.systemInitiated])).toEqual([["150.000", "processed", true]]);
    expect(await notes(owner.id, "order.cancelled", orderId)).toBe(1);
  });

  it("the customer cancelling an accepted order inside the last 24 hours gets half back; the day is free again", async () => {
    const { owner, pkg } = await orderableVendor({ price: "150.000", capacity: 1 });
    const { customer, orderId, order } = await placedOrder(pkg.id);
    await payOrder(customer, orderId);
    scriptProvider("processed");
    expect((await ordersApi(owner).accept(orderId)).status).toBe(200);
    // The start is now 10 hours away.
    await db.order.update({ where: { id: orderId }, data: { startsAt: new Date(now().getTime() + 10 * HOUR) } });
    const res = await ordersApi(customer).cancel(orderId);
    expect(res.json.data).toMatchObject({ status: "cancelled", refund_percent: 50, refund_due: { amount: "75.000" } });
    await drain();
    expect((await refundsOf(orderId)).map((r) => [r.amount.toFixed(3), r.status])).toEqual([["75.000", "processed"]]);
    const again = await ordersApi(await signedIn()).create(await orderBody(pkg.id, { date: order.service_date }));
    expect(again.status, JSON.stringify(again.json)).toBe(201);
  });

  it("the vendor declining a paid order, or cancelling once on the way, refunds everything; the customer is told why", async () => {
    const { owner, pkg } = await orderableVendor({ price: "150.000", mode: "deposit" });
    const vendor = ordersApi(owner);
    const first = await placedOrder(pkg.id);
    await payOrder(first.customer, first.orderId);
    const second = await placedOrder(pkg.id, { overrides: { date: new Date(now().getTime() + 20 * 86_400_000).toISOString().slice(0, 10) } });
    await payOrder(second.customer, second.orderId);
    scriptProvider("processed", "processed");
    const declined = await vendor.decline(first.orderId, "We are fully booked");
    expect(declined.json.data).toMatchObject({ status: "cancelled", cancelled_by: "vendor", refund_percent: 100, refund_due: { amount: "30.000" } });

    await vendor.accept(second.orderId);
    await db.order.update({ where: { id: second.orderId }, data: { startsAt: new Date(now().getTime() + HOUR) } }); // on the way opens 2 hours before
    expect((await vendor.onTheWay(second.orderId)).status).toBe(200);
    expect((await ordersApi(second.customer).cancel(second.orderId)).status).toBe(409); // too late for the customer
    const cancelled = await vendor.vendorCancel(second.orderId, "Car broke down");
    expect(cancelled.json.data).toMatchObject({ status: "cancelled", refund_percent: 100, refund_due: { amount: "30.000" } });
    await drain();
    for (const o of [first, second]) {
      expect((await refundsOf(o.orderId)).map((r) => [r.amount.toFixed(3), r.status])).toEqual([["30.000", "processed"]]);
      expect(await notes(o.customer.id, "order.cancelled", o.orderId)).toBe(1);
    }
    const note = await db.notification.findFirstOrThrow({ where: { userId: second.customer.id, kind: "order.cancelled" } });
    expect(note.params).toMatchObject({ reason: { ar: "Car broke down", en: "Car broke down" } }); // as the vendor wrote it, for every reader
  });

  it("the deadlines job: unpaid after 60 minutes is cancelled without a refund; paid and not accepted by the confirm deadline is cancelled with a full automatic refund; an accepted one stays", async () => {
    const clock = freezeClock();
    const { pkg } = await orderableVendor({ price: "150.000", capacity: 3 });
    const unpaid = await placedOrder(pkg.id);
    const ignored = await placedOrder(pkg.id);
    const accepted = await placedOrder(pkg.id);
    await payOrder(ignored.customer, ignored.orderId);
    await payOrder(accepted.customer, accepted.orderId);
    scriptProvider("processed");
    await db.order.update({ where: { id: accepted.orderId }, data: { status: "confirmed", confirmedAt: now() } });

    clock.advance(61 * 60_000);
    await expireOrders();
    expect((await db.order.findUniqueOrThrow({ where: { id: unpaid.orderId } })).status).toBe("cancelled");
    expect((await db.order.findUniqueOrThrow({ where: { id: ignored.orderId } })).status).toBe("placed");

    clock.advance(24 * HOUR);
    await expireOrders();
    await drain();
    const gone = await db.order.findUniqueOrThrow({ where: { id: ignored.orderId } });
    expect(gone).toMatchObject({ status: "cancelled", cancelledBy: "system", refundPercent: 100 });
    expect((await refundsOf(ignored.orderId)).map((r) => [r.amount.toFixed(3), r.status, r.systemInitiated])).toEqual([["150.000", "processed", true]]);
    expect(await refundsOf(unpaid.orderId)).toEqual([]);
    expect((await db.order.findUniqueOrThrow({ where: { id: accepted.orderId } })).status).toBe("confirmed");
    // A second run finds nothing more to do with them.
    await expireOrders();
    expect(await refundsOf(ignored.orderId)).toHaveLength(1);
  });

  it("the deadlines job leaves an order alone while its payment is flagged (the provider charged another amount) and finance decides", async () => {
    const clock = freezeClock();
    const { pkg } = await orderableVendor({ price: "150.000", capacity: 2 });
    const held = await placedOrder(pkg.id);
    const plain = await placedOrder(pkg.id);
    const res = await paymentApi(held.customer.token).intent({ purpose: "order_payment", payable_type: "order", payable_id: held.orderId });
    expect(res.status).toBe(201);
    const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
    deliverToRoutes();
    await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet", amount: "15.000" });
    await drain();
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ flagged: true, flagReason: "amount_mismatch" });

    clock.advance(61 * 60_000);
    await expireOrders();
    expect((await db.order.findUniqueOrThrow({ where: { id: held.orderId } })).status).toBe("placed");
    expect((await db.order.findUniqueOrThrow({ where: { id: plain.orderId } })).status).toBe("cancelled");
  });

  it("a payment landing on an order cancelled meanwhile goes back in full", async () => {
    const { pkg } = await orderableVendor({ price: "150.000" });
    const { customer, orderId } = await placedOrder(pkg.id);
    const res = await paymentApi(customer.token).intent({ purpose: "order_payment", payable_type: "order", payable_id: orderId });
    expect(res.status).toBe(201);
    await ordersApi(customer).cancel(orderId);
    const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
    deliverToRoutes();
    await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet" });
    scriptProvider("processed");
    await drain();
    expect((await refundsOf(orderId)).map((r) => [r.amount.toFixed(3), r.status])).toEqual([["150.000", "processed"]]);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).amountPaid.toFixed(3)).toBe("0.000");
  });

  it("admins see every order without the provider's location; customers without booking.oversee get 403", async () => {
    const { pkg } = await orderableVendor();
    const { customer, orderId } = await placedOrder(pkg.id);
    const admin = await signedIn({ roles: ["admin_operations"] });
    const list = await ordersApi(admin).adminList({ status: "placed" });
    expect(list.status).toBe(200);
    expect(list.json.data.map((o: { id: string }) => o.id)).toContain(orderId);
    expect((await ordersApi(admin).adminGet(orderId)).json.data).toMatchObject({ id: orderId, provider_location: null, actions: [] });
    expect((await ordersApi(customer).adminList()).status).toBe(403);
  });
});
