import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { startupJobs } from "@/server/jobs/definitions";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { deliverToRoutes, sandboxApi, startedDeposit } from "@/server/test/payment-api";
import { confirmDecidedPayments } from "./confirm-decided-payments";
import { paymentDeps, resetPaymentDeps } from "./deps";
import { pollPendingPayments } from "./poll-payments";
import { RETRY_BACKOFF_MS, retrySandboxWebhooks } from "./providers/sandbox-deliveries";

// A payment decided at the gateway while our side was down
// (or whose webhook died with the process) is confirmed at start-up, not at
// the poller's next run; the sandbox retries an undelivered webhook like a
// real gateway, and a resend changes nothing.

beforeAll(registerEventHandlers);
afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

/** A started deposit whose hosted page the payer opened. */
async function started(clock = freezeClock()) {
  const started = await startedDeposit(clock);
  await sandboxApi.open(started.sessionId);
  return started;
}

/** Our webhook endpoint unreachable (the server is down); returns the payment ids of the attempts. */
function serverDown(): string[] {
  const tried: string[] = [];
  paymentDeps.deliverWebhook = async (_url, { body }) => {
    tried.push(JSON.parse(body).reference);
    throw new Error("connect ECONNREFUSED");
  };
  return tried;
}

async function drain() {
  while ((await dispatchOutbox()).delivered > 0);
}

const paymentOf = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });
const events = (type: string, paymentId: string) => db.outboxEvent.count({ where: { type, payload: { path: ["paymentId"], equals: paymentId } } });

describe("start-up confirmation", () => {
  it("a session paid while the webhook was lost is confirmed by the start-up job at once (the poller would wait 15 min); PaymentSucceeded once, also when two instances run it", async () => {
    const { payment, sessionId, bookingId, clock } = await started();
    serverDown();
    expect((await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet" })).status).toBe(200);
    expect((await paymentOf(payment.id)).status).toBe("pending");
    await pollPendingPayments();
    expect((await paymentOf(payment.id)).status).toBe("pending"); // the poller's 15 minutes have not passed

    const job = startupJobs.find((j) => j.id === "confirm-decided-payments")!;
    await Promise.all([job.run(), confirmDecidedPayments()]);
    expect(await paymentOf(payment.id)).toMatchObject({ status: "paid", method: "knet", providerRef: sessionId });
    expect(await events("PaymentSucceeded", payment.id)).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.succeeded" } })).toBe(1);
    await drain();
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe("confirmed");

    // The sandbox's retry arrives a minute later: stored, ignored, nothing emitted again.
    const statuses = deliverToRoutes();
    clock.advance(RETRY_BACKOFF_MS[0]);
    await retrySandboxWebhooks();
    expect(statuses).toEqual([200]);
    await drain();
    expect(await db.webhookEvent.findFirstOrThrow({ where: { reference: payment.id } })).toMatchObject({ status: "ignored" });
    expect((await paymentOf(payment.id)).status).toBe("paid");
    expect(await events("PaymentSucceeded", payment.id)).toBe(1);
  });

  it("a declined session fails the payment (PaymentFailed once); a session still open is left pending", async () => {
    const clock = freezeClock();
    const declined = await started(clock);
    const open = await started(clock);
    serverDown();
    await sandboxApi.complete(declined.sessionId, { outcome: "declined", method: "card" });
    await confirmDecidedPayments();
    expect(await paymentOf(declined.payment.id)).toMatchObject({ status: "failed", failureReason: "declined" });
    expect(await events("PaymentFailed", declined.payment.id)).toBe(1);
    expect((await paymentOf(open.payment.id)).status).toBe("pending");
    expect(await events("PaymentFailed", open.payment.id)).toBe(0);
  });
});

describe("sandbox webhook retries", () => {
  it("a failed delivery is retried on its backoff, confirms the payment, and a resend after a lost answer is harmless", async () => {
    const { payment, sessionId, clock } = await started();
    const tried = serverDown();
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "card" });
    expect(tried).toEqual([payment.id]);
    expect(await db.sandboxDelivery.findFirstOrThrow({ where: { sessionId } })).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connect ECONNREFUSED",
    });

    clock.advance(RETRY_BACKOFF_MS[0] - 1000);
    await retrySandboxWebhooks();
    const mine = () => tried.filter((id) => id === payment.id).length;
    expect(mine()).toBe(1); // not due yet
    clock.advance(1000);
    await retrySandboxWebhooks();
    expect(mine()).toBe(2); // still down: the next after 2 min

    // Back up, but the answer to this attempt is lost: the sandbox sends it again later.
    deliverToRoutes();
    const reach = paymentDeps.deliverWebhook;
    paymentDeps.deliverWebhook = async (url, init) => {
      await reach(url, init);
      throw new Error("socket hang up");
    };
    clock.advance(RETRY_BACKOFF_MS[1]);
    await retrySandboxWebhooks();
    await drain();
    expect(await paymentOf(payment.id)).toMatchObject({ status: "paid", method: "card" });

    paymentDeps.deliverWebhook = reach;
    clock.advance(RETRY_BACKOFF_MS[2]);
    await retrySandboxWebhooks();
    await drain();
    expect(await db.webhookEvent.count({ where: { reference: payment.id } })).toBe(1);
    expect(await events("PaymentSucceeded", payment.id)).toBe(1);
    expect(await db.sandboxDelivery.findFirstOrThrow({ where: { sessionId } })).toMatchObject({ status: "delivered", attempts: 4 });
    clock.advance(3600_000);
    await retrySandboxWebhooks();
    expect((await db.sandboxDelivery.findFirstOrThrow({ where: { sessionId } })).attempts).toBe(4);
  });

  it("a delivery cut by a crash mid-attempt is sent after its lease; one never accepted is given up after 6 retries", async () => {
    const { payment, sessionId, clock } = await started();
    serverDown();
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet" });
    // The process died while sending: the row holds its 2-minute lease, attempts counted.
    const row = await db.sandboxDelivery.findFirstOrThrow({ where: { sessionId } });
    await db.sandboxDelivery.update({ where: { id: row.id }, data: { attempts: 2, nextAttemptAt: new Date(now().getTime() + 120_000) } });
    const reached: string[] = [];
    const toRoutes = (deliverToRoutes(), paymentDeps.deliverWebhook);
    paymentDeps.deliverWebhook = async (url, init) => {
      reached.push(JSON.parse(init.body).reference);
      await toRoutes(url, init);
    };
    clock.advance(119_000);
    await retrySandboxWebhooks();
    expect(reached).not.toContain(payment.id);
    clock.advance(1000);
    await retrySandboxWebhooks();
    expect(reached.filter((id) => id === payment.id)).toHaveLength(1);
    await drain();
    expect((await paymentOf(payment.id)).status).toBe("paid");

    const other = await started(clock);
    const tried = serverDown();
    await sandboxApi.complete(other.sessionId, { outcome: "paid", method: "knet" });
    for (const wait of RETRY_BACKOFF_MS) {
      clock.advance(wait);
      await retrySandboxWebhooks();
    }
    expect(tried.filter((id) => id === other.payment.id)).toHaveLength(1 + RETRY_BACKOFF_MS.length);
    expect(await db.sandboxDelivery.findFirstOrThrow({ where: { sessionId: other.sessionId } })).toMatchObject({ status: "failed", nextAttemptAt: null });
    clock.advance(24 * 3600_000);
    await retrySandboxWebhooks();
    expect(tried.filter((id) => id === other.payment.id)).toHaveLength(1 + RETRY_BACKOFF_MS.length);
  });
});
