import { afterEach, describe, expect, it } from "vitest";
import { resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { sandboxApi, startedDeposit } from "@/server/test/payment-api";
import { paymentDeps, resetPaymentDeps } from "./deps";
import { expireIntents } from "./expire-intents";
import { pollPendingPayments } from "./poll-payments";

// Intent expiry and the poller (docs/jobs.md), with the clock moved instead of waiting.

afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

const failedEvents = (paymentId: string) => db.outboxEvent.count({ where: { type: "PaymentFailed", payload: { path: ["paymentId"], equals: paymentId } } });

describe("intent expiry", () => {
  it("an intent never opened fails after 60 minutes (PaymentFailed), not before; an opened one is left to the poller", async () => {
    const { clock, payment } = await startedDeposit();
    const other = await startedDeposit(clock);
    await sandboxApi.open(other.sessionId);
    clock.advance(59 * 60_000);
    await expireIntents();
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("initiated");
    clock.advance(2 * 60_000);
    await expireIntents();
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "failed", failureReason: "expired" });
    expect(await failedEvents(payment.id)).toBe(1);
    await expireIntents();
    expect(await failedEvents(payment.id)).toBe(1);
    expect((await db.payment.findUniqueOrThrow({ where: { id: other.payment.id } })).status).toBe("pending");
  });
});

describe("the poller", () => {
  it("a pending payment whose webhook was lost is paid from the provider's status after 15 minutes", async () => {
    const { clock, payment, sessionId } = await startedDeposit();
    await sandboxApi.open(sessionId);
    paymentDeps.deliverWebhook = async () => {
      throw new Error("connection refused");
    };
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet" });
    clock.advance(10 * 60_000);
    await pollPendingPayments();
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("pending");
    clock.advance(6 * 60_000);
    await pollPendingPayments();
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "paid", method: "knet" });
    expect(await db.outboxEvent.count({ where: { type: "PaymentSucceeded", payload: { path: ["paymentId"], equals: payment.id } } })).toBe(1);
  });

  it("a payment still unresolved after 24 hours fails (PaymentFailed)", async () => {
    const { clock, payment, sessionId } = await startedDeposit();
    await sandboxApi.open(sessionId);
    clock.advance(23 * 3600_000);
    await pollPendingPayments();
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("pending");
    clock.advance(2 * 3600_000);
    await pollPendingPayments();
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "failed", failureReason: "unresolved_24h" });
    expect(await failedEvents(payment.id)).toBe(1);
  });
});
