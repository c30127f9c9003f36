import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { bookedRfq } from "@/server/test/bookings";
import { opsAdmin } from "@/server/test/fixtures";
import { depositBody, paymentApi } from "@/server/test/payment-api";
import { customer } from "@/server/test/rfqs";
import { paymentDeps, resetPaymentDeps } from "./deps";
import { ProviderUnavailableError, type PaymentProvider } from "./providers/types";

// Creating payments through both shapes, and reading them back (docs/payments.md).

afterEach(resetPaymentDeps);

describe("paying a booking's deposit", () => {
  it("201 with the hosted page and no provider details; the row is initiated with its sandbox session", async () => {
    const { buyer, bookingId, booking } = await bookedRfq();
    const res = await paymentApi(buyer.token).pay(depositBody(bookingId));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const view = res.json.data;
    expect(view).toMatchObject({
      payable_type: "booking",
      payable_id: bookingId,
      purpose: "booking_deposit",
      status: "initiated",
      amount: { amount: booking.depositDue.toFixed(3), currency: "KWD" },
      flagged: false,
      paid_at: null,
      method: null,
    });
    expect(view.payment_url).toMatch(/\/sandbox-pay\/sbx_/);
    expect(view).not.toHaveProperty("provider");
    expect(view).not.toHaveProperty("provider_ref");
    expect(res.headers.get("location")).toBe(`/api/v1/payments/${view.id}`);
    expect(new Date(view.expires_at).getTime() - new Date(view.created_at).getTime()).toBe(3600_000);
    const row = await db.payment.findUniqueOrThrow({ where: { id: view.id } });
    expect(row).toMatchObject({ status: "initiated", provider: "sandbox", payerUserId: buyer.id, returnUrl: "http://localhost:3000/bookings/return" });
    expect(await db.sandboxSession.count({ where: { paymentId: view.id } })).toBe(1);
  });

  it("a replayed Idempotency-Key answers the same response; the same key with another body is 409; no key is 400", async () => {
    const { buyer, bookingId } = await bookedRfq();
    const key = randomUUID();
    const first = await paymentApi(buyer.token).pay(depositBody(bookingId), key);
    const again = await paymentApi(buyer.token).pay(depositBody(bookingId), key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.json.data).toEqual(first.json.data);
    expect(await db.payment.count({ where: { payableId: bookingId } })).toBe(1);
    const reused = await paymentApi(buyer.token).pay(depositBody(bookingId, "/other"), key);
    expect(reused.status).toBe(409);
    expect(reused.json.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const noKey = await paymentApi(buyer.token).pay(depositBody(bookingId), "");
    expect(noKey.status).toBe(400);
  });

  it("only the booking's customer pays, and only a pending booking: 404 for others, 409 BOOKING_INVALID_STATE otherwise", async () => {
    const { buyer, vendors, bookingId } = await bookedRfq();
    expect((await paymentApi((await customer()).token).pay(depositBody(bookingId))).status).toBe(404);
    expect((await paymentApi(vendors[0].owner.token).pay(depositBody(bookingId))).status).toBe(404);
    expect((await paymentApi(buyer.token).pay(depositBody("01ARZ3NDEKTSV4RRFFQ69G5FAV"))).status).toBe(404);
    const confirmed = await bookedRfq({ paid: "240.000" });
    const res = await paymentApi(confirmed.buyer.token).pay(depositBody(confirmed.bookingId));
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("BOOKING_INVALID_STATE");
  });

  it("return_url must stay on our origin (never an open redirect)", async () => {
    const { buyer, bookingId } = await bookedRfq();
    for (const url of ["https://evil.example/x", "//evil.example/x", "javascript:alert(1)"]) {
      const res = await paymentApi(buyer.token).pay(depositBody(bookingId, url));
      expect(res.status, url).toBe(422);
      expect(res.json.error.details.return_url).toHaveLength(1);
    }
    expect((await paymentApi(buyer.token).pay(depositBody(bookingId, "http://localhost:3000/en/bookings"))).status).toBe(201);
  });

  it("the module shape takes an amount > 0 and at most what is due", async () => {
    const { buyer, bookingId, booking } = await bookedRfq();
    const intent = (amount: string) => paymentApi(buyer.token).intent({ purpose: "booking_deposit", payable_type: "booking", payable_id: bookingId, amount });
    expect((await intent("0.000")).status).toBe(422);
    expect((await intent("12.5")).status).toBe(422);
    expect((await intent(booking.depositDue.plus(0.001).toFixed(3))).json.error.details.amount).toHaveLength(1);
    const part = await intent("1.000");
    expect(part.status).toBe(201);
    expect(part.json.data.amount.amount).toBe("1.000");
  });

  it("a sixth attempt within the hour is 429 with Retry-After (a live attempt does not block a new one before that)", async () => {
    const { buyer, bookingId } = await bookedRfq();
    for (let i = 0; i < 5; i++) expect((await paymentApi(buyer.token).pay(depositBody(bookingId))).status).toBe(201);
    const sixth = await paymentApi(buyer.token).pay(depositBody(bookingId));
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.code).toBe("RATE_LIMITED");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.payment.count({ where: { payableId: bookingId } })).toBe(5);
  });

  it("a provider down for all three attempts: 503 PAYMENT_PROVIDER_UNAVAILABLE and the payment failed, within the 8 s budget", async () => {
    const { buyer, bookingId } = await bookedRfq();
    let calls = 0;
    const pauses: number[] = [];
    const down = (): PaymentProvider => ({
      id: "sandbox",
      createSession: async () => {
        calls++;
        throw new ProviderUnavailableError("connection refused");
      },
      queryStatus: async () => {
        throw new ProviderUnavailableError("down");
      },
      refund: async () => {
        throw new ProviderUnavailableError("down");
      },
      listTransactions: async () => {
        throw new ProviderUnavailableError("down");
      },
      verifyWebhook: async () => ({ ok: false, reason: "signature" }),
    });
    paymentDeps.provider = down;
    paymentDeps.sleep = async (ms) => {
      pauses.push(ms);
    };
    const res = await paymentApi(buyer.token).pay(depositBody(bookingId));
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    expect(calls).toBe(3);
    // Three attempts cut at 2 s each plus the pauses stay under 8 s.
    expect(3 * 2000 + pauses.reduce((a, b) => a + b, 0)).toBeLessThan(8000);
    const row = await db.payment.findFirstOrThrow({ where: { payableId: bookingId } });
    expect(row).toMatchObject({ status: "failed", failureReason: "provider_unavailable" });
  });
});

describe("reading payments", () => {
  it("the payer reads their payment; others get 404; a payable's list is role-scoped; /me/payments pages; admins see the provider", async () => {
    const { buyer, vendors, bookingId } = await bookedRfq();
    const id = (await paymentApi(buyer.token).pay(depositBody(bookingId))).json.data.id;
    expect((await paymentApi(buyer.token).get(id)).json.data.id).toBe(id);
    const stranger = await customer();
    expect((await paymentApi(stranger.token).get(id)).status).toBe(404);
    expect((await paymentApi(vendors[0].owner.token).get(id)).status).toBe(404);

    expect((await paymentApi(buyer.token).ofPayable("booking", bookingId)).json.data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await paymentApi(vendors[0].owner.token).ofPayable("booking", bookingId)).json.data).toHaveLength(1);
    expect((await paymentApi(vendors[1].owner.token).ofPayable("booking", bookingId)).status).toBe(404);
    expect((await paymentApi(stranger.token).ofPayable("booking", bookingId)).status).toBe(404);

    const mine = await paymentApi(buyer.token).mine();
    expect(mine.json.data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(mine.json.meta.pagination).toMatchObject({ page: 1, total: 1 });

    expect((await paymentApi(buyer.token).admin()).status).toBe(403);
    const admin = await paymentApi((await opsAdmin()).token).admin({ provider: "sandbox", status: "initiated" });
    expect(admin.status).toBe(200);
    expect(admin.json.data.find((p: { id: string }) => p.id === id)).toMatchObject({ provider: "sandbox", payer_user_id: buyer.id });
    expect((await paymentApi((await opsAdmin()).token).admin({ color: "red" })).status).toBe(422);
  });
});
