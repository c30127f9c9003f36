import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectRequest, fixture, rejection, replayFetch, type Fixture } from "../../test/payment-replay";
import { myFatoorahProvider, myFatoorahSignature, myFatoorahSignedText, myFatoorahStatus } from "./myfatoorah";
import { ProviderRejectedError, ProviderUnavailableError, type CreateSessionInput } from "./types";

const API = "https://api.myfatoorah.com";
const WEBHOOK_SECRET = "mf_webhook_FakeSecret+QzYx0000000000000=";
const API_KEY = (fixture("myfatoorah", "execute-payment").request!.headers!.Authorization ?? "").replace("Bearer ", "");

function mf(...answers: (Fixture | Error)[]) {
  const replay = replayFetch(...answers);
  return { ...replay, provider: myFatoorahProvider({ apiKey: API_KEY, apiUrl: API, webhookSecret: WEBHOOK_SECRET, fetch: replay.fetch }) };
}

const session: CreateSessionInput = {
  paymentId: "pay_01JDX7Q0M9T4K2",
  amount: "12.500",
  currency: "KWD",
  returnUrl: "https://events.example.com/ar/pay/return/pay_01JDX7Q0M9T4K2",
  webhookUrl: "https://events.example.com/api/v1/webhooks/payments/provider_b",
  payer: { name: "Fatima Al-Sabah", email: "fatima@example.com", phone: "+96551234567" },
  locale: "ar",
  description: "Booking BK-1042 deposit",
};
const refundRequest = {
  refundId: "rf_01JDZ3V8E2H7",
  paymentId: "pay_01JDX7Q0M9T4K2",
  providerRef: "07074412371123456790",
  amount: "5.250",
  currency: "KWD",
  reason: "Booking cancelled by the vendor",
};

type Hook = { Event: string; Data: Record<string, unknown> };
function signed(f: Fixture, secret = WEBHOOK_SECRET) {
  const body = f.response.body as Hook;
  return { raw: JSON.stringify(body), headers: new Headers({ "MyFatoorah-Signature": myFatoorahSignature(secret, body.Event, body.Data) }) };
}

describe("MyFatoorah adapter (provider_b)", () => {
  it("finds KNET through InitiatePayment once, then executes the payment with our id as CustomerReference", async () => {
    const initiate = fixture("myfatoorah", "initiate-payment");
    const execute = fixture("myfatoorah", "execute-payment");
    const { provider, calls } = mf(initiate, execute, execute);
    const result = await provider.createSession(session);
    expect(result).toEqual({ sessionId: "4412371", paymentUrl: "https://kw.myfatoorah.com/KWT/ia/01072441237141-5f3a9b2c", providerRef: null });
    expectRequest(calls[0], initiate);
    expectRequest(calls[1], execute);
    // The method id is kept: a second session goes straight to ExecutePayment.
    await provider.createSession(session);
    expect(calls.map((c) => c.url)).toEqual([`${API}/v2/InitiatePayment`, `${API}/v2/ExecutePayment`, `${API}/v2/ExecutePayment`]);
  });

  it("queries a paid invoice: the successful attempt's PaymentId, KNET, fee and time", async () => {
    const f = fixture("myfatoorah", "payment-status-paid");
    const { provider, calls } = mf(f);
    const status = await provider.queryStatus({ paymentId: "pay_01JDX7Q0M9T4K2", sessionId: "4412371", providerRef: null });
    expectRequest(calls[0], f);
    expect(status).toEqual({
      status: "paid",
      amount: "12.500",
      currency: "KWD",
      providerRef: "07074412371123456790",
      method: "knet",
      paidAt: new Date("2026-11-25T01:33:41.103Z"),
      fee: "0.100",
      failureReason: null,
    });
  });

  it("queries by PaymentId when there is no invoice id", async () => {
    const { provider, calls } = mf(fixture("myfatoorah", "payment-status-paid"));
    await provider.queryStatus({ paymentId: "pay_01JDX7Q0M9T4K2", sessionId: null, providerRef: "07074412371123456790" });
    expect(calls[0].body).toEqual({ Key: "07074412371123456790", KeyType: "PaymentId" });
  });

  it("reports a pending invoice whose KNET attempt failed as a failed payment", async () => {
    const { provider } = mf(fixture("myfatoorah", "payment-status-failed-attempt"));
    const status = await provider.queryStatus({ paymentId: "pay_01JDX7Q0M9T4K2", sessionId: "4412371", providerRef: null });
    expect(status).toMatchObject({ status: "failed", paidAt: null, failureReason: "not captured", method: "knet" });
  });

  it.each([
    ["Paid", undefined, "paid"],
    ["Pending", undefined, "pending"],
    ["Pending", "InProgress", "pending"],
    ["Pending", "Succss", "paid"],
    ["Pending", "Failed", "failed"],
    ["Pending", "Canceled", "failed"],
    ["Expired", undefined, "failed"],
    ["Canceled", undefined, "failed"],
    ["Failed", "Failed", "failed"],
  ])("maps InvoiceStatus %s with TransactionStatus %s to %s", (invoice, transaction, ours) => {
    expect(myFatoorahStatus(invoice, transaction ? { TransactionStatus: transaction } : undefined)).toBe(ours);
  });

  it("requests a refund by PaymentId; it stays processing until MyFatoorah executes it", async () => {
    const f = fixture("myfatoorah", "make-refund");
    const { provider, calls } = mf(f);
    expect(await provider.refund(refundRequest)).toEqual({ providerRefundId: "2026000231", status: "processing", failureReason: null });
    expectRequest(calls[0], f);
  });

  it("maps a refund past its period to refund_window_passed, another 400 to invalid_request", async () => {
    const late = await rejection(mf(fixture("myfatoorah", "refund-window-passed")).provider.refund(refundRequest));
    expect(late).toBeInstanceOf(ProviderRejectedError);
    expect((late as ProviderRejectedError).code).toBe("refund_window_passed");
    const invalid = await rejection(mf(fixture("myfatoorah", "initiate-payment"), fixture("myfatoorah", "validation-error")).provider.createSession(session));
    expect(invalid).toBeInstanceOf(ProviderRejectedError);
    expect((invalid as ProviderRejectedError).code).toBe("invalid_request");
    expect((invalid as Error).message).toContain("Invoice value must be greater than zero");
  });

  it("turns a 5xx, a network error and a timeout into ProviderUnavailableError", async () => {
    const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    for (const answer of [fixture("myfatoorah", "server-error"), new TypeError("fetch failed"), timeout]) {
      const e = await rejection(mf(answer).provider.queryStatus({ paymentId: "pay_01JDX7Q0M9T4K2", sessionId: "4412371", providerRef: null }));
      expect(e).toBeInstanceOf(ProviderUnavailableError);
    }
  });

  it("signs the sorted Data pairs as the docs describe (null as empty, GatewayReference left out of refunds)", () => {
    const data = { PaymentId: "7", CustomerEmail: null, amount: 1, InvoiceId: 3 };
    expect(myFatoorahSignedText("TransactionsStatusChanged", data)).toBe("amount=1,CustomerEmail=,InvoiceId=3,PaymentId=7");
    expect(myFatoorahSignedText("RefundStatusChanged", { RefundStatus: "REFUNDED", GatewayReference: "x" })).toBe("RefundStatus=REFUNDED");
    expect(myFatoorahSignature("k", "E", { B: "2", A: "1" })).toBe(createHmac("sha256", "k").update("A=1,B=2").digest("base64"));
  });

  it("accepts a correctly signed payment webhook and normalizes it", async () => {
    const { raw, headers } = signed(fixture("myfatoorah", "webhook-transaction-success"));
    expect(await mf().provider.verifyWebhook(raw, headers)).toEqual({
      ok: true,
      event: {
        providerEventId: "4412371:07074412371123456790:SUCCESS",
        event: "payment.captured",
        reference: "pay_01JDX7Q0M9T4K2",
        provider_ref: "07074412371123456790",
        amount: "12.500",
        currency: "KWD",
        method: "knet",
        captured_at: "2026-11-25T01:33:41.000Z",
        signedAt: new Date("2026-11-25T01:33:41.000Z"),
      },
    });
  });

  it("accepts a signed refund webhook and gives the refund's reference", async () => {
    const { raw, headers } = signed(fixture("myfatoorah", "webhook-refund-refunded"));
    expect(await mf().provider.verifyWebhook(raw, headers)).toMatchObject({
      ok: true,
      event: { event: "refund.processed", reference: null, provider_ref: "2026000231", amount: "5.250", signedAt: new Date("2026-11-27T07:15:00.000Z") },
    });
  });

  it("refuses one changed byte in the body or the signature, a wrong secret, a missing header", async () => {
    const { provider } = mf();
    const { raw, headers } = signed(fixture("myfatoorah", "webhook-transaction-success"));
    const tampered = raw.replace('"InvoiceValueInBaseCurrency":"12.5"', '"InvoiceValueInBaseCurrency":"12.6"');
    expect(tampered).not.toBe(raw);
    expect(await provider.verifyWebhook(tampered, headers)).toEqual({ ok: false, reason: "signature" });
    const sig = headers.get("myfatoorah-signature")!;
    const flipped = new Headers({ "MyFatoorah-Signature": `${sig.slice(0, 5)}${sig[5] === "A" ? "B" : "A"}${sig.slice(6)}` });
    expect(await provider.verifyWebhook(raw, flipped)).toEqual({ ok: false, reason: "signature" });
    const other = signed(fixture("myfatoorah", "webhook-transaction-success"), "another-secret");
    expect(await provider.verifyWebhook(other.raw, other.headers)).toEqual({ ok: false, reason: "signature" });
    expect(await provider.verifyWebhook(raw, new Headers())).toEqual({ ok: false, reason: "signature" });
    expect(await provider.verifyWebhook("{", headers)).toEqual({ ok: false, reason: "malformed" });
  });
});
