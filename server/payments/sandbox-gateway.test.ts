import { afterEach, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { bookedRfq } from "@/server/test/bookings";
import { deliverToRoutes, depositBody, paymentApi, postPspWebhook, postWebhook, sandboxApi, sandboxApiAs, signedSandboxEvent } from "@/server/test/payment-api";
import { applyOutcome } from "./apply-outcome";
import { resetPaymentDeps } from "./deps";

// The sandbox gateway's endpoints and the edges of webhook input.

afterEach(resetPaymentDeps);

async function started() {
  const setup = await bookedRfq();
  const res = await paymentApi(setup.buyer.token).pay(depositBody(setup.bookingId));
  const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  return { ...setup, payment, sessionId: payment.providerSessionId! };
}

describe("sandbox sessions", () => {
  it("reads a session in English, 404 for an unknown one; a bad decision is 422 and changes nothing", async () => {
    const { sessionId, buyer } = await started();
    expect((await sandboxApi.get(sessionId, "en")).json.data).toMatchObject({
      merchant_name: "Munasabat",
      status: "open",
      return_url: "http://localhost:3000/bookings/return",
    });
    expect((await sandboxApiAs(buyer.token).get("sbx_nope")).status).toBe(404);
    expect((await sandboxApiAs(buyer.token).open("sbx_nope")).status).toBe(404);
    expect((await sandboxApi.complete(sessionId, { outcome: "stolen", method: "knet" })).status).toBe(422);
    expect((await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet", amount: "1.5" })).status).toBe(422);
    expect((await db.sandboxSession.findUniqueOrThrow({ where: { id: sessionId } })).status).toBe("open");
  });

  it("opening twice is harmless; a cancelled session records the decision and posts payment.cancelled", async () => {
    const { sessionId, payment } = await started();
    expect((await sandboxApi.open(sessionId)).json.data.opened).toBe(true);
    expect((await sandboxApi.open(sessionId)).json.data.opened).toBe(false);
    const statuses = deliverToRoutes();
    await sandboxApi.complete(sessionId, { outcome: "cancelled", method: "knet" });
    expect(statuses).toEqual([200]);
    expect((await sandboxApi.get(sessionId)).json.data.status).toBe("cancelled");
    expect(await db.webhookEvent.findFirst({ where: { reference: payment.id } })).toMatchObject({ eventType: "payment.cancelled" });
  });
});

describe("webhook input edges", () => {
  it("an unknown provider in the path or the psp header is refused; a signed body that is not an event is 400", async () => {
    const { raw, headers } = await signedSandboxEvent({ id: "evt_x", event: "payment.captured" });
    expect((await postWebhook("stripe", raw, headers)).status).toBe(422);
    expect((await postPspWebhook(raw, { ...headers, "x-payment-provider": "stripe" })).status).toBe(401);
    const notEvent = await signedSandboxEvent({ hello: "world" });
    expect((await postWebhook("sandbox", notEvent.raw, notEvent.headers)).status).toBe(400);
  });

  it("a currency mismatch flags the payment and never pays it", async () => {
    const { payment } = await started();
    const applied = await applyOutcome(
      payment.id,
      { status: "paid", amount: payment.amount.toFixed(3), currency: "USD", method: "card", providerRef: "r", paidAt: now(), fee: null, failureReason: null },
      "webhook",
    );
    expect(applied).toBe("flagged");
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: "initiated",
      flagged: true,
      flagReason: "currency_mismatch",
    });
  });
});
