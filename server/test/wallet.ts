import { randomUUID } from "node:crypto";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { recordMovement } from "../wallet/movements";

// Wallet test support: the API as a customer, a balance given directly, the outbox drained.

export function walletApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  return {
    get: (query: Record<string, string> = {}) => call("/wallet", { headers, query }),
    topUp: (body: unknown, key: string = randomUUID()) => call("/wallet/top-ups", { method: "POST", headers: { ...headers, "Idempotency-Key": key }, body }),
  };
}

/** A balance as a paid top-up would leave it (the movement itself, no payment). */
export async function fundWallet(userId: string, amount: string) {
  return db.$transaction((tx) =>
    recordMovement(tx, { userId, kind: "top_up", amount, reference: { type: "payment", id: randomUUID() }, idempotencyKey: randomUUID() }),
  );
}

export async function balanceOf(userId: string): Promise<string> {
  const wallet = await db.wallet.findUnique({ where: { userId } });
  return wallet ? wallet.balance.toFixed(3) : "0.000";
}

/** Delivers events until none is left (a handler's own events included). */
export async function drain() {
  while ((await dispatchOutbox()).delivered > 0);
}
