import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import type { OrderStatus } from "@/server/core/db/generated/client";
import { signedIn } from "@/server/test/identity";
import { orderableVendor, ordersApi, placedOrder } from "@/server/test/orders";
import { orderMachine, type OrderMove } from "./state-machine";

// The order table (docs/orders.md "States") written out independently of
// state-machine.ts; every (status, move) pair tried against the database, and the
// vendor's buttons refused over HTTP from every state they do not leave.

const STATES: OrderStatus[] = ["placed", "confirmed", "on_the_way", "in_progress", "completed", "cancelled"];
const TABLE: Record<OrderMove, [OrderStatus[], OrderStatus]> = {
  accept: [["placed"], "confirmed"],
  set_out: [["confirmed"], "on_the_way"],
  start: [["confirmed", "on_the_way"], "in_progress"],
  complete: [["in_progress"], "completed"],
  customer_cancel: [["placed", "confirmed"], "cancelled"],
  vendor_decline: [["placed"], "cancelled"],
  vendor_cancel: [["confirmed", "on_the_way"], "cancelled"],
  payment_timeout: [["placed"], "cancelled"],
  confirm_timeout: [["placed"], "cancelled"],
};

describe("order machine", () => {
  it("has exactly these moves; completed and cancelled leave nowhere", () => {
    expect(Object.keys(orderMachine.transitions).sort()).toEqual(Object.keys(TABLE).sort());
    expect(orderMachine.movesFrom("completed")).toEqual([]);
    expect(orderMachine.movesFrom("cancelled")).toEqual([]);
  });

  it("every allowed pair moves and every other pair is 409 BOOKING_INVALID_STATE without a write", async () => {
    const { pkg } = await orderableVendor();
    const { orderId: id } = await placedOrder(pkg.id);
    for (const [move, [from, to]] of Object.entries(TABLE) as [OrderMove, [OrderStatus[], OrderStatus]][]) {
      for (const status of STATES) {
        await db.order.update({ where: { id }, data: { status } });
        const attempt = db.$transaction((tx) => orderMachine.move(tx, id, move));
        if (from.includes(status)) {
          await expect(attempt, `${move} from ${status}`).resolves.toEqual({ from: status, to });
        } else {
          await expect(attempt, `${move} from ${status}`).rejects.toMatchObject({ code: "BOOKING_INVALID_STATE", status: 409 });
          expect((await db.order.findUniqueOrThrow({ where: { id } })).status).toBe(status);
        }
      }
    }
  });

  it("the vendor's buttons and the customer's cancel answer 409 from the states they do not leave, and change nothing", async () => {
    const { owner, pkg } = await orderableVendor();
    const customer = await signedIn();
    const { orderId: id } = await placedOrder(pkg.id, { customer });
    await db.order.update({ where: { id }, data: { amountPaid: "150.000" } });
    const vendor = ordersApi(owner);
    const buyer = ordersApi(customer);
    const calls: [string, OrderStatus[], () => Promise<{ status: number; json: { error?: { code: string } } }>][] = [
      ["accept", ["placed"], () => vendor.accept(id)],
      ["on-the-way", ["confirmed"], () => vendor.onTheWay(id)],
      ["start", ["confirmed", "on_the_way"], () => vendor.start(id)],
      ["complete", ["in_progress"], () => vendor.complete(id)],
      ["decline", ["placed"], () => vendor.decline(id)],
      ["vendor cancel", ["confirmed", "on_the_way"], () => vendor.vendorCancel(id)],
      ["customer cancel", ["placed", "confirmed"], () => buyer.cancel(id)],
    ];
    for (const [name, allowed, run] of calls) {
      for (const status of STATES.filter((s) => !allowed.includes(s))) {
        await db.order.update({ where: { id }, data: { status } });
        const res = await run();
        expect(res.status, `${name} from ${status}`).toBe(409);
        expect(res.json.error?.code).toBe("BOOKING_INVALID_STATE");
        expect((await db.order.findUniqueOrThrow({ where: { id } })).status).toBe(status);
      }
    }
  });
});
