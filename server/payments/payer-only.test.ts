import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { bookedRfq } from "@/server/test/bookings";
import { opsAdmin } from "@/server/test/fixtures";
import { deliverToRoutes, depositBody, paymentApi, sandboxApiAs } from "@/server/test/payment-api";
import { customer } from "@/server/test/rfqs";
import { resetPaymentDeps } from "./deps";

// The hosted page's URL reaches only the payer, and the
// sandbox session answers only the payer (a vendor member holding the URL
// once cancelled the customer's attempt).

afterEach(resetPaymentDeps);

async function started() {
  const setup = await bookedRfq();
  const res = await paymentApi(setup.buyer.token).pay(depositBody(setup.bookingId));
  expect(res.status).toBe(201);
  const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  return { ...setup, payment, sessionId: payment.providerSessionId!, vendorMember: setup.vendors[0].owner };
}

describe("payment_url only for the payer", () => {
  it("the vendor's list of a booking's payments has no payment_url; the payer's list, GET and /me/payments have it; admins never", async () => {
    const { buyer, bookingId, payment, vendorMember } = await started();
    const url = payment.paymentUrl!;
    expect(url).toMatch(/\/sandbox-pay\/sbx_/);

    const vendorView = await paymentApi(vendorMember.token).ofPayable("booking", bookingId);
    expect(vendorView.status).toBe(200);
    expect(vendorView.json.data).toEqual([expect.objectContaining({ id: payment.id, status: "initiated", payment_url: null })]);
    expect(JSON.stringify(vendorView.json)).not.toContain(payment.providerSessionId!);

    expect((await paymentApi(buyer.token).ofPayable("booking", bookingId)).json.data[0]).toMatchObject({ id: payment.id, payment_url: url });
    expect((await paymentApi(buyer.token).get(payment.id)).json.data.payment_url).toBe(url);
    expect((await paymentApi(buyer.token).mine()).json.data[0]).toMatchObject({ id: payment.id, payment_url: url });

    const admin = await paymentApi((await opsAdmin()).token).admin({ provider: "sandbox", status: "initiated" });
    const row = admin.json.data.find((p: { id: string }) => p.id === payment.id);
    expect(row).toMatchObject({ provider: "sandbox", payment_url: null });
    expect(JSON.stringify(admin.json)).not.toContain(payment.providerSessionId!);
  });
});

describe("sandbox sessions bound to the payer", () => {
  it("a vendor member and another customer get 404 (envelope) on read, open and decide; a guest 401; nothing changes; the payer then pays", async () => {
    const { buyer, payment, sessionId, vendorMember } = await started();
    const stranger = await customer();
    const decision = { outcome: "cancelled", method: "knet" };
    for (const token of [vendorMember.token, stranger.token]) {
      const as = sandboxApiAs(token);
      for (const res of [await as.get(sessionId), await as.open(sessionId), await as.complete(sessionId, decision)]) {
        expect(res.status).toBe(404);
        expect(res.json.error).toMatchObject({ code: "NOT_FOUND", message: expect.any(String), request_id: expect.any(String) });
        expect(res.json.error).toHaveProperty("details");
      }
    }
    const guest = sandboxApiAs(null);
    for (const res of [await guest.get(sessionId), await guest.open(sessionId), await guest.complete(sessionId, decision)]) {
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
    // An unknown session looks the same as another's.
    expect((await sandboxApiAs(stranger.token).complete("sbx_nope", decision)).status).toBe(404);

    expect((await db.sandboxSession.findUniqueOrThrow({ where: { id: sessionId } })).status).toBe("open");
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("initiated");
    expect(await db.sandboxDelivery.count({ where: { sessionId } })).toBe(0);
    expect(await db.webhookEvent.count({ where: { reference: payment.id } })).toBe(0);

    const statuses = deliverToRoutes();
    const payer = sandboxApiAs(buyer.token);
    expect((await payer.get(sessionId)).json.data).toMatchObject({ id: sessionId, status: "open" });
    expect((await payer.open(sessionId)).json.data).toEqual({ opened: true });
    expect((await payer.complete(sessionId, { outcome: "paid", method: "knet" })).status).toBe(200);
    expect(statuses).toEqual([200]);
    expect((await db.sandboxSession.findUniqueOrThrow({ where: { id: sessionId } })).status).toBe("paid");
  });
});
