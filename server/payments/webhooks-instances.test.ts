import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { bookedRfq } from "@/server/test/bookings";
import { depositBody, paymentApi, postWebhook, sandboxApi } from "@/server/test/payment-api";
import { paymentDeps, resetPaymentDeps } from "./deps";

// Several server instances behind one load balancer (docs/operations.md): the
// gateway's retries of one webhook may reach two instances at the same moment,
// and each instance's outbox poller then races the other. The payment is still
// stored, paid and announced once.

beforeAll(registerEventHandlers);

describe("one webhook reaching two instances at once", () => {
  it("is stored once, pays the payment once and notifies the payer once, with both instances' pollers draining together", async () => {
    const setup = await bookedRfq();
    const res = await paymentApi(setup.buyer.token).pay(depositBody(setup.bookingId));
    expect(res.status).toBe(201);
    const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
    // The gateway's delivery, captured, then sent to "both instances" together.
    let captured: { provider: string; body: string; headers: Record<string, string> } | undefined;
    paymentDeps.deliverWebhook = async (url, { body, headers }) => {
      captured = { provider: url.split("/").pop()!, body, headers };
    };
    try {
      await sandboxApi.open(payment.providerSessionId!);
      await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet" });
    } finally {
      resetPaymentDeps();
    }
    expect(captured).toBeDefined();
    const answers = await Promise.all([1, 2, 3].map(() => postWebhook(captured!.provider, captured!.body, captured!.headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await db.webhookEvent.count({ where: { reference: payment.id } })).toBe(1);

    const drain = async () => {
      while ((await dispatchOutbox()).delivered > 0);
    };
    await Promise.all([drain(), drain()]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("paid");
    expect(await db.notification.count({ where: { userId: setup.buyer.id, kind: "payment.succeeded" } })).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.succeeded" } })).toBe(1);
  });
});
