import { describe, expect, it } from "vitest";
import { fixture, rejection, type Fixture } from "../../test/payment-replay";
import { myFatoorahWith } from "../../test/myfatoorah-replay";
import { ProviderUnavailableError } from "./types";

// MyFatoorah has no listing by period: reconciliation asks about each of our
// records (getPaymentStatus, GetRefundStatus) and turns the recorded answers
// into the provider's records.

const API = "https://api.myfatoorah.com";

const notFound = fixture("myfatoorah", "payment-status-not-found");

describe("MyFatoorah's records for reconciliation (provider_b)", () => {
  it("asks each payment by invoice id (else PaymentId) and each refund by its reference; paid, failed, fee and KD in our words; an unknown invoice is left out", async () => {
    const failedAttempt = { ...fixture("myfatoorah", "payment-status-failed-attempt"), request: undefined };
    const { provider, calls } = myFatoorahWith({
      "4412371": fixture("myfatoorah", "payment-status-paid"),
      "07074412371123456789": failedAttempt,
      "4412399": notFound,
      "2026000231": fixture("myfatoorah", "refund-status-refunded"),
    });
    const records = await provider.transactionsFor!({
      payments: [
        { paymentId: "pay_paid", sessionId: "4412371", providerRef: null },
        { paymentId: "pay_failed", sessionId: null, providerRef: "07074412371123456789" },
        { paymentId: "pay_unknown", sessionId: "4412399", providerRef: null },
        // Never reached MyFatoorah: nothing to ask.
        { paymentId: "pay_no_session", sessionId: null, providerRef: null },
      ],
      refunds: [
        { refundId: "rf_done", providerRefundId: "2026000231" },
        { refundId: "rf_unsent", providerRefundId: null },
      ],
    });
    expect(calls.map((c) => `${c.url} ${c.key}`).sort()).toEqual([
      `${API}/v2/GetRefundStatus 2026000231`,
      `${API}/v2/getPaymentStatus 07074412371123456789`,
      `${API}/v2/getPaymentStatus 4412371`,
      `${API}/v2/getPaymentStatus 4412399`,
    ]);
    expect(records).toEqual([
      {
        type: "payment",
        reference: "pay_paid",
        providerRef: "07074412371123456790",
        amount: "12.500",
        currency: "KWD",
        status: "paid",
        fee: "0.100",
        at: new Date("2026-11-25T01:33:41.103Z"),
      },
      {
        type: "payment",
        reference: "pay_failed",
        providerRef: "07074412371123456789",
        amount: "12.500",
        currency: "KWD",
        status: "failed",
        fee: null,
        at: new Date("2026-11-25T01:30:00.187Z"),
      },
      {
        type: "refund",
        reference: "rf_done",
        providerRef: "2026000231",
        amount: "5.250",
        currency: "KWD",
        status: "processed",
        fee: null,
        at: expect.any(Date),
      },
    ]);
  });

  it("a 404 to a status query is an unknown payment too", async () => {
    const { provider } = myFatoorahWith({
      "4412399": { response: { status: 404, body: { IsSuccess: false, Message: "Not found", ValidationErrors: null, Data: null } } },
    });
    expect(await provider.transactionsFor!({ payments: [{ paymentId: "pay_x", sessionId: "4412399", providerRef: null }], refunds: [] })).toEqual([]);
  });

  it("one payment not answered (5xx, or refused for another reason) rejects the whole answer, naming it", async () => {
    const answers: [Fixture | Error, string][] = [
      [fixture("myfatoorah", "server-error"), "MyFatoorah answered 503 to the status query"],
      [new TypeError("fetch failed"), "MyFatoorah did not answer the status query: fetch failed"],
      [fixture("myfatoorah", "validation-error"), "Invoice value must be greater than zero"],
    ];
    for (const [answer, reason] of answers) {
      const { provider } = myFatoorahWith({ "4412371": fixture("myfatoorah", "payment-status-paid"), "4412380": answer });
      const e = await rejection(
        provider.transactionsFor!({
          payments: [
            { paymentId: "pay_ok", sessionId: "4412371", providerRef: null },
            { paymentId: "pay_down", sessionId: "4412380", providerRef: null },
          ],
          refunds: [],
        }),
      );
      expect((e as Error).message).toMatch(/^MyFatoorah did not answer for payment pay_down: /);
      expect((e as Error).message).toContain(reason);
    }
    // The same for a refund: a 5xx is the provider unavailable underneath.
    const { provider } = myFatoorahWith({ "2026000231": fixture("myfatoorah", "server-error") });
    const e = await rejection(provider.transactionsFor!({ payments: [], refunds: [{ refundId: "rf_1", providerRefundId: "2026000231" }] }));
    expect((e as Error).message).toMatch(/^MyFatoorah did not answer for refund rf_1: /);
    expect((e as Error).cause).toBeInstanceOf(ProviderUnavailableError);
  });

  it("asks at most 4 at a time", async () => {
    const paid = { ...fixture("myfatoorah", "payment-status-paid"), request: undefined };
    const keys = ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9"];
    const { provider, calls, maxInFlight } = myFatoorahWith(Object.fromEntries(keys.map((k) => [k, paid])));
    const records = await provider.transactionsFor!({ payments: keys.map((k) => ({ paymentId: `pay_${k}`, sessionId: k, providerRef: null })), refunds: [] });
    expect(records.map((r) => r.reference)).toEqual(keys.map((k) => `pay_${k}`));
    expect(calls).toHaveLength(9);
    expect(maxInFlight()).toBe(4);
  });
});
