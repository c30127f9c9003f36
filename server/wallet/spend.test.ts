import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { dbHandle } from "@/server/core/db/client";
import { AppError } from "@/server/core/errors";
import { signedIn } from "@/server/test/identity";
import { spendFromWallet } from "./spend";
import { balanceOf, fundWallet, walletApi } from "../test/wallet";

// Spending from the wallet: the balance never goes below zero, a key makes
// one movement only, and concurrent spends are serialized on PostgreSQL.

const order = (id = randomUUID()) => ({ type: "order", id });
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

describe("spendFromWallet", () => {
  it("takes the amount, records the movement with the balance after it, and shows both on GET /wallet", async () => {
    const customer = await signedIn();
    await fundWallet(customer.id, "30.000");
    const ref = order();
    const { movement, replayed } = await spendFromWallet({ customerId: customer.id, amount: "12.250", reference: ref, idempotencyKey: "k-1" });
    expect(replayed).toBe(false);
    expect(movement).toMatchObject({ kind: "spend", referenceType: "order", referenceId: ref.id });
    expect(await balanceOf(customer.id)).toBe("17.750");
    const res = await walletApi(customer.token).get();
    expect(res.status).toBe(200);
    expect(res.json.data.balance).toEqual({ amount: "17.750", currency: "KWD" });
    expect(res.json.data.movements[0]).toMatchObject({
      kind: "spend",
      direction: "debit",
      amount: { amount: "12.250" },
      balance_after: { amount: "17.750" },
      reference: ref,
    });
    expect(res.json.data.movements[1]).toMatchObject({ kind: "top_up", direction: "credit", amount: { amount: "30.000" } });
    expect(res.json.meta.pagination).toMatchObject({ total: 2, page: 1 });
    expect(await db.auditLog.count({ where: { action: "wallet.spent", entityId: movement.walletId } })).toBe(1);
  });

  it("refuses a spend above the balance (422 on amount, in the caller's words) and leaves the wallet as it was", async () => {
    const customer = await signedIn();
    await fundWallet(customer.id, "5.000");
    const attempt = spendFromWallet({ customerId: customer.id, amount: "5.001", reference: order(), idempotencyKey: "k-2" });
    await expect(attempt).rejects.toMatchObject({ code: "VALIDATION_FAILED", details: { amount: ["validation.wallet_balance_too_low"] } });
    expect(await balanceOf(customer.id)).toBe("5.000");
    expect(await db.walletMovement.count({ where: { wallet: { userId: customer.id } } })).toBe(1);
    // A customer who never had money: nothing to spend either.
    const empty = await signedIn();
    await expect(spendFromWallet({ customerId: empty.id, amount: "0.001", reference: order(), idempotencyKey: "k-3" })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
    expect(await balanceOf(empty.id)).toBe("0.000");
  });

  it("replaying a key gives back the first movement; the same key for another spend is 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const customer = await signedIn();
    await fundWallet(customer.id, "10.000");
    const ref = order();
    const first = await spendFromWallet({ customerId: customer.id, amount: "4.000", reference: ref, idempotencyKey: "same" });
    const again = await spendFromWallet({ customerId: customer.id, amount: "4.000", reference: ref, idempotencyKey: "same" });
    expect(again).toEqual({ movement: first.movement, replayed: true });
    expect(await balanceOf(customer.id)).toBe("6.000");
    const other = await spendFromWallet({ customerId: customer.id, amount: "5.000", reference: ref, idempotencyKey: "same" }).catch(codeOf);
    expect(other).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await balanceOf(customer.id)).toBe("6.000");
  });

  it("the database refuses a negative balance and any change to a movement", async () => {
    const customer = await signedIn();
    const { movement } = await fundWallet(customer.id, "1.000");
    await expect(db.wallet.update({ where: { userId: customer.id }, data: { balance: "-0.001" } })).rejects.toThrow();
    await expect(db.walletMovement.update({ where: { id: movement.id }, data: { amount: "2.000" } })).rejects.toThrow(/append-only/);
    await expect(db.walletMovement.delete({ where: { id: movement.id } })).rejects.toThrow(/append-only/);
  });

  // reason: PGlite has one connection, so the spends cannot run in parallel there; CI runs this on PostgreSQL
  it.runIf(dbHandle().kind === "postgres")(
    "20 parallel spends of a balance that covers 10 leave exactly 10 movements and a balance of zero (PostgreSQL)",
    async () => {
      const customer = await signedIn();
      await fundWallet(customer.id, "10.000");
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => spendFromWallet({ customerId: customer.id, amount: "1.000", reference: order(), idempotencyKey: `par-${i}` })),
      );
      const won = outcomes.filter((o) => o.status === "fulfilled");
      const lost = outcomes.flatMap((o) => (o.status === "rejected" ? [codeOf(o.reason)] : []));
      expect(won).toHaveLength(10);
      expect(lost).toEqual(Array(10).fill("VALIDATION_FAILED"));
      expect(await balanceOf(customer.id)).toBe("0.000");
      const spends = await db.walletMovement.findMany({ where: { wallet: { userId: customer.id }, kind: "spend" }, orderBy: { id: "asc" } });
      expect(spends).toHaveLength(10);
      // Each saw the balance the previous one left: 9.000 down to 0.000, once each.
      expect(spends.map((m) => m.balanceAfter.toFixed(3))).toEqual(["9.000", "8.000", "7.000", "6.000", "5.000", "4.000", "3.000", "2.000", "1.000", "0.000"]);
    },
  );

  // reason: PGlite has one connection, so the spends cannot run in parallel there; CI runs this on PostgreSQL
  it.runIf(dbHandle().kind === "postgres")("the same key sent 5 times at once makes one movement (PostgreSQL)", async () => {
    const customer = await signedIn();
    await fundWallet(customer.id, "10.000");
    const ref = order();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => spendFromWallet({ customerId: customer.id, amount: "3.000", reference: ref, idempotencyKey: "one" })),
    );
    expect(new Set(outcomes.map((o) => o.movement.id)).size).toBe(1);
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(await balanceOf(customer.id)).toBe("7.000");
  });

  it("GET /wallet needs a signed-in caller and shows only their own wallet", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    await fundWallet(a.id, "3.000");
    expect((await walletApi(b.token).get()).json.data).toEqual({ balance: { amount: "0.000", currency: "KWD" }, movements: [] });
    expect((await walletApi("nope").get()).status).toBe(401);
    expect((await walletApi(a.token).get({ per_page: "51" })).status).toBe(422);
  });
});
