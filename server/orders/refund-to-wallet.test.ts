import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { resetPaymentDeps } from "@/server/payments/deps";
import { scriptProvider } from "@/server/test/refunds";
import { creditRefund } from "@/server/wallet/credit";
import { balanceOf } from "@/server/test/wallet";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { drain, orderableVendor, ordersApi, payOrder, placedOrder } from "@/server/test/orders";

// The customer cancelling an order chooses where the refund goes
// (`refund_destination`, as on POST /bookings/{id}/cancel): the original
// payment method (default) or the wallet, credited once (server/wallet/credit.ts,
// key refund:<id>) with no provider call. A vendor's cancellation always
// refunds the original way.

beforeAll(registerEventHandlers);
afterEach(resetPaymentDeps);

const cancel = (user: TestUser, id: string, body: Record<string, unknown>) =>
  call(`/orders/${id}/cancel`, { method: "POST", headers: auth(user.token), body: { reason: "Plans changed", ...body } });
const refundsOf = (orderId: string) => db.refund.findMany({ where: { payment: { payableType: "order", payableId: orderId } }, orderBy: { createdAt: "asc" } });

describe("an order's refund to the wallet", () => {
  it("refund_destination wallet: processed without the provider, the wallet credited once (a redelivered event adds nothing), the commission reversed", async () => {
    const { pkg } = await orderableVendor({ price: "150.000" });
    const { customer, orderId } = await placedOrder(pkg.id);
    await payOrder(customer, orderId);
    const sends = scriptProvider("processed");
    const res = await cancel(customer, orderId, { refund_destination: "wallet" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    await drain();
    expect(sends).toEqual([]);
    const [refund, ...more] = await refundsOf(orderId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ destination: "wallet", status: "processed" });
    expect(refund.amount.toFixed(3)).toBe("150.000");
    expect(await balanceOf(customer.id)).toBe("150.000");
    const movements = await db.walletMovement.findMany({ where: { referenceType: "refund", referenceId: refund.id } });
    expect(movements.map((m) => [m.kind, m.amount.toFixed(3), m.idempotencyKey])).toEqual([["refund", "150.000", `refund:${refund.id}`]]);
    await creditRefund({ refundId: refund.id, payerUserId: customer.id, amount: "150.000" });
    expect(await balanceOf(customer.id)).toBe("150.000");
    const reversal = await db.ledgerEntry.findUniqueOrThrow({ where: { uniqueKey: `reversal:${refund.id}` } });
    expect(reversal.commission.toFixed(3)).toBe("-7.500");
  }, 120_000);

  it("half back to the wallet inside the last 24 hours; the default (no choice) goes back the original way", async () => {
    const { owner, pkg } = await orderableVendor({ price: "150.000", capacity: 2 });
    const late = await placedOrder(pkg.id);
    await payOrder(late.customer, late.orderId);
    const plain = await placedOrder(pkg.id);
    await payOrder(plain.customer, plain.orderId);
    const sends = scriptProvider("processed");
    expect((await ordersApi(owner).accept(late.orderId)).status).toBe(200);
    await db.order.update({ where: { id: late.orderId }, data: { startsAt: new Date(now().getTime() + 10 * 3600_000) } });
    expect((await cancel(late.customer, late.orderId, { refund_destination: "wallet" })).json.data).toMatchObject({ refund_percent: 50 });
    expect((await cancel(plain.customer, plain.orderId, {})).status).toBe(200);
    await drain();
    expect((await refundsOf(late.orderId)).map((r) => [r.amount.toFixed(3), r.destination, r.status])).toEqual([["75.000", "wallet", "processed"]]);
    expect(await balanceOf(late.customer.id)).toBe("75.000");
    expect((await refundsOf(plain.orderId)).map((r) => [r.amount.toFixed(3), r.destination, r.status])).toEqual([["150.000", "original", "processed"]]);
    expect(sends).toHaveLength(1);
    expect(await balanceOf(plain.customer.id)).toBe("0.000");
  });

  it("a vendor's decline refunds the original way; an unknown destination is 422", async () => {
    const { owner, pkg } = await orderableVendor({ price: "150.000" });
    const { customer, orderId } = await placedOrder(pkg.id);
    await payOrder(customer, orderId);
    expect((await cancel(customer, orderId, { refund_destination: "bank" })).status).toBe(422);
    scriptProvider("processed");
    expect((await ordersApi(owner).decline(orderId)).status).toBe(200);
    await drain();
    expect((await refundsOf(orderId)).map((r) => r.destination)).toEqual(["original"]);
    expect(await balanceOf(customer.id)).toBe("0.000");
  });
});
