import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "@/server/core/db/client";
import { bookedRfq } from "@/server/test/bookings";
import { depositBody, paymentApi, sandboxApi } from "@/server/test/payment-api";
import { paymentDeps, resetPaymentDeps } from "@/server/payments/deps";
import { startJobs } from "./runner";

// A process start runs the start-up jobs before any timer fires: a payment
// the payer completed while the server was down (its webhook lost) is paid
// by the start itself, not by the poller's next run 15 minutes later.
// Its own file: startJobs leaves the schedule's timers running in this worker.

afterAll(resetPaymentDeps);

describe("server start", () => {
  it("confirms a payment decided at the gateway while the server was down", async () => {
    const setup = await bookedRfq();
    const res = await paymentApi(setup.buyer.token).pay(depositBody(setup.bookingId));
    expect(res.status).toBe(201);
    const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
    await sandboxApi.open(payment.providerSessionId!);
    paymentDeps.deliverWebhook = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    expect((await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet" })).status).toBe(200);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("pending");

    await startJobs();
    await vi.waitFor(async () => expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("paid"), {
      timeout: 20_000,
      interval: 100,
    });
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.succeeded" } })).toBe(1);
  });
});
