import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectRequest, fixture, rejection, replayFetch, type Fixture } from "../../test/payment-replay";
import { tapChargeStatus, tapHashString, tapProvider, tapRefundStatus } from "./tap";
import { ProviderRejectedError, ProviderUnavailableError, type CreateSessionInput } from "./types";

const SECRET = "sk_test_FakeKey0000000000000000";
const API = "https://api.tap.company";

function tap(...answers: (Fixture | Error)[]) {
  const replay = replayFetch(...answers);
  return { ...replay, provider: tapProvider({ secretKey: SECRET, apiUrl: API, fetch: replay.fetch }) };
}

const session: CreateSessionInput = {
  paymentId: "pay_01JDX7Q0M9T4K2",
  amount: "12.500",
  currency: "KWD",
  returnUrl: "https://events.example.com/ar/pay/return/pay_01JDX7Q0M9T4K2",
  webhookUrl: "https://events.example.com/api/v1/webhooks/payments/provider_a",
  payer: { name: "Fatima Al-Sabah", email: "fatima@example.com", phone: "+96551234567" },
  locale: "ar",
  description: "Booking BK-1042 deposit",
};
const refundRequest = {
  refundId: "rf_01JDZ3V8E2H7",
  paymentId: "pay_01JDX7Q0M9T4K2",
  providerRef: "chg_TS01A0220261125Xy4k2511001",
  amount: "5.250",
  currency: "KWD",
  reason: "Booking cancelled by the vendor",
};

function signed(f: Fixture, secret = SECRET) {
  const body = f.response.body as Parameters<typeof tapHashString>[1];
  return { raw: JSON.stringify(body), headers: new Headers({ hashstring: tapHashString(secret, body), "content-type": "application/json" }) };
}

describe("Tap adapter (provider_a)", () => {
  it("creates a KNET charge with our payment id as the reference and returns the hosted page", async () => {
    const f = fixture("tap", "charge-create");
    const { provider, calls } = tap(f);
    const result = await provider.createSession(session);
    expect(result).toEqual({
      sessionId: "chg_TS01A0220261125Xy4k2511001",
      paymentUrl: "https://sandbox.payments.tap.company/test_gosell/v2/payment/tap_process.aspx?chg=8D6Bv0Q3fakeFakeFakeWq%2bQ%3d",
      providerRef: "chg_TS01A0220261125Xy4k2511001",
    });
    expect(calls).toHaveLength(1);
    expectRequest(calls[0], f);
    // The amount goes as a decimal literal with the dinar's 3 decimals.
    expect(calls[0].raw).toContain('"amount":12.500');
  });

  it("queries a captured KNET charge: paid, 3-decimal amount, method, capture time", async () => {
    const f = fixture("tap", "charge-captured");
    const { provider, calls } = tap(f);
    const status = await provider.queryStatus({ paymentId: "pay_01JDX7Q0M9T4K2", sessionId: "chg_TS01A0220261125Xy4k2511001", providerRef: null });
    expectRequest(calls[0], f);
    expect(status).toEqual({
      status: "paid",
      amount: "12.500",
      currency: "KWD",
      providerRef: "chg_TS01A0220261125Xy4k2511001",
      method: "knet",
      paidAt: new Date(1764034295000),
      fee: null,
      failureReason: null,
    });
  });

  it("reports a declined charge as failed with the reason", async () => {
    const { provider } = tap(fixture("tap", "charge-declined"));
    const status = await provider.queryStatus({ paymentId: "pay_01JDX7Q0M9T4K2", sessionId: "chg_TS01A0220261125Xy4k2511001", providerRef: null });
    expect(status).toMatchObject({ status: "failed", paidAt: null, failureReason: "declined" });
  });

  it.each([
    ["CAPTURED", "paid"],
    ["INITIATED", "pending"],
    ["IN_PROGRESS", "pending"],
    ["AUTHORIZED", "pending"],
    ["UNKNOWN", "pending"],
    ["FAILED", "failed"],
    ["DECLINED", "failed"],
    ["CANCELLED", "failed"],
    ["ABANDONED", "failed"],
    ["RESTRICTED", "failed"],
    ["VOID", "failed"],
    ["TIMEDOUT", "failed"],
  ])("maps charge status %s to %s", (tapStatus, ours) => {
    expect(tapChargeStatus(tapStatus)).toBe(ours);
  });

  it.each([
    ["REFUNDED", "processed"],
    ["PENDING", "processing"],
    ["IN_PROGRESS", "processing"],
    ["FAILED", "failed"],
    ["CANCELLED", "failed"],
  ])("maps refund status %s to %s", (tapStatus, ours) => {
    expect(tapRefundStatus(tapStatus)).toBe(ours);
  });

  it("refunds through POST /v2/refunds with our refund id as the merchant reference", async () => {
    const f = fixture("tap", "refund-create");
    const { provider, calls } = tap(f);
    expect(await provider.refund(refundRequest)).toEqual({ providerRefundId: "re_TS05A0920261125Lp3d2511005", status: "processing", failureReason: null });
    expectRequest(calls[0], f);
    expect(calls[0].raw).toContain('"amount":5.250');
  });

  it("turns a refund refused for its expired period into refund_window_passed", async () => {
    const { provider } = tap(fixture("tap", "refund-window-passed"));
    const e = await rejection(provider.refund(refundRequest));
    expect(e).toBeInstanceOf(ProviderRejectedError);
    expect((e as ProviderRejectedError).code).toBe("refund_window_passed");
  });

  it("turns another 4xx into invalid_request", async () => {
    const { provider } = tap(fixture("tap", "charge-invalid-amount"));
    const e = await rejection(provider.createSession(session));
    expect(e).toBeInstanceOf(ProviderRejectedError);
    expect((e as ProviderRejectedError).code).toBe("invalid_request");
    expect((e as Error).message).toContain("Amount is invalid");
  });

  it("turns a 500, a network error and a timeout into ProviderUnavailableError", async () => {
    const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    for (const answer of [fixture("tap", "server-error"), new TypeError("fetch failed"), timeout]) {
      const { provider } = tap(answer);
      expect(await rejection(provider.createSession(session))).toBeInstanceOf(ProviderUnavailableError);
    }
  });

  it("computes the hashstring exactly as the docs describe", () => {
    const body = fixture("tap", "webhook-charge-captured").response.body as Parameters<typeof tapHashString>[1];
    const text =
      "x_idchg_TS01A0220261125Xy4k2511001x_amount12.500x_currencyKWDx_gateway_reference4567890123456789" +
      "x_payment_reference0211251040034567890x_statusCAPTUREDx_created1764034200000";
    expect(tapHashString(SECRET, body)).toBe(createHmac("sha256", SECRET).update(text).digest("hex"));
  });

  it("accepts a correctly signed captured charge and normalizes it", async () => {
    const { provider } = tap();
    const { raw, headers } = signed(fixture("tap", "webhook-charge-captured"));
    expect(await provider.verifyWebhook(raw, headers)).toEqual({
      ok: true,
      event: {
        providerEventId: "chg_TS01A0220261125Xy4k2511001:CAPTURED",
        event: "payment.captured",
        reference: "pay_01JDX7Q0M9T4K2",
        provider_ref: "chg_TS01A0220261125Xy4k2511001",
        amount: "12.500",
        currency: "KWD",
        method: "knet",
        captured_at: new Date(1764034295000).toISOString(),
        signedAt: null,
      },
    });
  });

  it("accepts a signed refund and carries our refund id back", async () => {
    const { provider } = tap();
    const { raw, headers } = signed(fixture("tap", "webhook-refund-refunded"));
    const result = await provider.verifyWebhook(raw, headers);
    expect(result).toMatchObject({
      ok: true,
      event: { event: "refund.processed", reference: "rf_01JDZ3V8E2H7", provider_ref: "re_TS05A0920261125Lp3d2511005", amount: "5.250" },
    });
  });

  it("refuses a body with one changed byte, a wrong secret, a missing header and a non-JSON body", async () => {
    const { provider } = tap();
    const { raw, headers } = signed(fixture("tap", "webhook-charge-captured"));
    const tampered = raw.replace('"amount":12.5,', '"amount":13.5,');
    expect(tampered).not.toBe(raw);
    expect(await provider.verifyWebhook(tampered, headers)).toEqual({ ok: false, reason: "signature" });
    const sig = headers.get("hashstring")!;
    const flipped = new Headers({ hashstring: `${sig.slice(0, 10)}${sig[10] === "a" ? "b" : "a"}${sig.slice(11)}` });
    expect(await provider.verifyWebhook(raw, flipped)).toEqual({ ok: false, reason: "signature" });
    const other = signed(fixture("tap", "webhook-charge-captured"), "sk_test_SomeoneElse000000000000");
    expect(await provider.verifyWebhook(other.raw, other.headers)).toEqual({ ok: false, reason: "signature" });
    expect(await provider.verifyWebhook(raw, new Headers())).toEqual({ ok: false, reason: "signature" });
    expect(await provider.verifyWebhook("not json", headers)).toEqual({ ok: false, reason: "malformed" });
  });
});
