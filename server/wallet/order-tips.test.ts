import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { runSettlement } from "@/server/finance/run-settlement";
import { GOOD_IBAN, financeApi, statusOf } from "@/server/test/finance";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { orderableVendor, ordersApi, payOrder, placedOrder, atBookedStart } from "@/server/test/orders";
import { balanceOf, fundWallet } from "../test/wallet";

// POST /orders/{id}/tip over HTTP (docs/wallet.md "Money out"): only the
// order's customer, only once the order is completed, one tip per order (the
// same Idempotency-Key replays it), from the wallet, all of it to the
// vendor's next settlement with no commission; a settled payout is never
// changed.

beforeAll(registerEventHandlers);

const tipApi = (user: TestUser, orderId: string, amount: unknown, key: string = randomUUID(), locale: "ar" | "en" = "en") =>
  call(`/orders/${orderId}/tip`, { method: "POST", headers: { ...auth(user.token, locale), "Idempotency-Key": key }, body: { amount } });

/** A paid order of a vendor with a payout account; `complete` walks it to completed. A customer wallet of 20.000. */
async function order(opts: { complete?: boolean } = {}) {
  const { vendor, owner, pkg } = await orderableVendor({ price: "150.000" });
  expect((await financeApi(owner.token).putPayoutAccount({ holder_name: "Khaimat Bahar Co", iban: GOOD_IBAN })).status).toBe(200);
  const { customer, orderId } = await placedOrder(pkg.id);
  await payOrder(customer, orderId);
  await fundWallet(customer.id, "20.000");
  if (opts.complete !== false) {
    await atBookedStart(orderId);
    const v = ordersApi(owner);
    for (const step of [v.accept, v.onTheWay, v.start, v.complete]) expect((await step(orderId)).status).toBe(200);
  }
  return { vendorId: vendor.id, owner, customer, orderId };
}

describe("POST /orders/{id}/tip", () => {
  it("tips a completed order from the wallet: 201, the whole tip a pending ledger entry without commission; the same key replays, another is 409", async () => {
    const { vendorId, customer, orderId } = await order();
    const key = randomUUID();
    const res = await tipApi(customer, orderId, "5.000", key);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({
      order_id: orderId,
      vendor_id: vendorId,
      amount: { amount: "5.000", currency: "KWD" },
      wallet_balance: { amount: "15.000", currency: "KWD" },
    });
    expect(await balanceOf(customer.id)).toBe("15.000");

    const tip = await db.tip.findUniqueOrThrow({ where: { sourceType_sourceId: { sourceType: "order", sourceId: orderId } } });
    const entry = await db.ledgerEntry.findUniqueOrThrow({ where: { id: tip.ledgerEntryId } });
    expect(entry).toMatchObject({ kind: "tip", vendorId, bookingId: null, orderId: null, paymentId: null });
    expect([entry.deposit, entry.commission, entry.vendorShare].map((d) => d.toFixed(3))).toEqual(["5.000", "0.000", "5.000"]);
    expect(await statusOf(entry.id)).toBe("pending");
    expect(await db.auditLog.count({ where: { action: "wallet.tipped", entityId: tip.id } })).toBe(1);
    // The order shows the tip, and no longer offers one.
    const view = (await ordersApi(customer).get(orderId)).json.data;
    expect(view).toMatchObject({ tip: { amount: "5.000", currency: "KWD" } });
    expect(view.actions).not.toContain("tip");

    const replay = await tipApi(customer, orderId, "5.000", key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    expect(replay.json.data.id).toBe(res.json.data.id);

    const second = await tipApi(customer, orderId, "2.000");
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: "CONFLICT", message: "This order already has a tip." });
    const secondAr = await tipApi(customer, orderId, "2.000", randomUUID(), "ar");
    expect(secondAr.json.error.message).toBe("أُعطيت إكرامية لهذا الطلب من قبل.");
    expect(await balanceOf(customer.id)).toBe("15.000");
    expect(await db.ledgerEntry.count({ where: { vendorId, kind: "tip" } })).toBe(1);
  }, 120_000); // the first test of the file also warms the module graph up

  it("404 for anyone but the order's customer; 409 BOOKING_INVALID_STATE before completion; nothing charged", async () => {
    const { customer, orderId, owner } = await order({ complete: false });
    const stranger = await signedIn();
    await fundWallet(stranger.id, "20.000");
    expect((await tipApi(stranger, orderId, "5.000")).status).toBe(404);
    expect((await tipApi(owner, orderId, "5.000")).status).toBe(404);
    expect((await tipApi(customer, "01J00000000000000000000000", "5.000")).status).toBe(404);

    const early = await tipApi(customer, orderId, "5.000");
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ code: "BOOKING_INVALID_STATE", message: "Only a completed order can be tipped." });
    expect((await tipApi(customer, orderId, "5.000", randomUUID(), "ar")).json.error.message).toBe("لا يمكن إعطاء إكرامية إلا لطلب مكتمل.");
    expect(await balanceOf(customer.id)).toBe("20.000");
    expect(await balanceOf(stranger.id)).toBe("20.000");
    expect(await db.tip.count({ where: { sourceId: orderId } })).toBe(0);
  });

  it("a tip above the balance is 422 (amount: wallet_balance_too_low, as every wallet spend); a bad amount 422; no Idempotency-Key 400", async () => {
    const { customer, orderId } = await order();
    const short = await tipApi(customer, orderId, "20.001");
    expect(short.status).toBe(422);
    expect(short.json.error).toMatchObject({ code: "VALIDATION_FAILED", details: { amount: [expect.stringContaining("wallet")] } });
    expect((await tipApi(customer, orderId, "5")).status).toBe(422);
    expect((await tipApi(customer, orderId, "0.000")).status).toBe(422);
    const noKey = await call(`/orders/${orderId}/tip`, { method: "POST", headers: auth(customer.token), body: { amount: "1.000" } });
    expect(noKey.json.error.code).toBe("IDEMPOTENCY_KEY_MISSING");
    expect(await balanceOf(customer.id)).toBe("20.000");
    // The whole balance is fine.
    expect((await tipApi(customer, orderId, "20.000")).status).toBe(201);
    expect(await balanceOf(customer.id)).toBe("0.000");
  });

  it("a settled payout is never adjusted: the order settled, the tip after it waits for the next run", async () => {
    const { vendorId, customer, orderId } = await order();
    const { run } = await runSettlement({ date: new Date(Date.UTC(2026, 1, 2)), startedBy: null });
    const settlement = await db.settlement.findFirstOrThrow({ where: { runId: run.id, vendorId } });
    const snapshot = {
      net: settlement.netPayout.toFixed(3),
      gross: settlement.grossDeposits.toFixed(3),
      commission: settlement.commission.toFixed(3),
      count: settlement.entryCount,
    };
    expect(snapshot).toEqual({ net: "142.500", gross: "150.000", commission: "7.500", count: 1 });

    expect((await tipApi(customer, orderId, "3.000")).status).toBe(201);
    const unchanged = await db.settlement.findUniqueOrThrow({ where: { id: settlement.id } });
    expect({
      net: unchanged.netPayout.toFixed(3),
      gross: unchanged.grossDeposits.toFixed(3),
      commission: unchanged.commission.toFixed(3),
      count: unchanged.entryCount,
    }).toEqual(snapshot);

    const { run: next } = await runSettlement({ date: new Date(Date.UTC(2026, 1, 3)), startedBy: null });
    const nextSettlement = await db.settlement.findFirstOrThrow({ where: { runId: next.id, vendorId } });
    expect({ net: nextSettlement.netPayout.toFixed(3), commission: nextSettlement.commission.toFixed(3), count: nextSettlement.entryCount }).toEqual({
      net: "3.000",
      commission: "0.000",
      count: 1,
    });
  });
});
