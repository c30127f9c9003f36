import { describe, expect, it } from "vitest";
import { expectRequest, fixture, rejection, replayFetch } from "../../test/payment-replay";
import { myFatoorahProvider } from "./myfatoorah";
import { tapProvider } from "./tap";
import { ProviderRejectedError, ProviderUnavailableError } from "./types";

// The providers' listings reconciliation compares with: Tap pages through its
// charges and refunds of a period; MyFatoorah has no listing and says so, and
// answers per record instead (myfatoorah-reconciliation.test.ts).

const SECRET = "sk_test_FakeKey0000000000000000";
// 2025-11-24 in Kuwait: [21:00 UTC the day before, 21:00 UTC that day).
const day = { from: new Date(Date.UTC(2025, 10, 23, 21)), to: new Date(Date.UTC(2025, 10, 24, 21)) };

describe("Tap listing (provider_a)", () => {
  it("lists the day's charges across pages, then its refunds, in our words", async () => {
    const pages = [fixture("tap", "list-charges-page-1"), fixture("tap", "list-charges-page-2"), fixture("tap", "list-refunds")];
    const replay = replayFetch(...pages);
    const provider = tapProvider({ secretKey: SECRET, apiUrl: "https://api.tap.company", fetch: replay.fetch });
    const listed = await provider.listTransactions(day);
    expect(replay.calls).toHaveLength(3);
    replay.calls.forEach((call, i) => expectRequest(call, pages[i]));
    expect(listed).toEqual([
      {
        type: "payment",
        reference: "pay_01JDX7Q0M9T4K2",
        providerRef: "chg_TS01A1120261124Ab1c2411001",
        amount: "12.500",
        currency: "KWD",
        status: "paid",
        fee: null,
        at: new Date(1763980095000),
      },
      {
        type: "payment",
        reference: "pay_01JDX9R2N0V5L3",
        providerRef: "chg_TS01A1120261124Zz9y2411002",
        amount: "30.000",
        currency: "KWD",
        status: "failed",
        fee: null,
        at: new Date(1763990000000),
      },
      {
        type: "refund",
        reference: "rf_01JDZ3V8E2H7",
        providerRef: "re_TS05A0920261124Lp3d2411005",
        amount: "5.250",
        currency: "KWD",
        status: "processed",
        fee: null,
        at: new Date(1764000000000),
      },
    ]);
  });

  it("a listing answered 5xx is the provider unavailable", async () => {
    const replay = replayFetch(fixture("tap", "server-error"));
    const provider = tapProvider({ secretKey: SECRET, apiUrl: "https://api.tap.company", fetch: replay.fetch });
    expect(await rejection(provider.listTransactions(day))).toBeInstanceOf(ProviderUnavailableError);
  });
});

describe("MyFatoorah listing (provider_b)", () => {
  it("has no listing by period: refused as not supported, without a request; it answers per record instead", async () => {
    const replay = replayFetch();
    const provider = myFatoorahProvider({ apiKey: "k", apiUrl: "https://apitest.myfatoorah.com", webhookSecret: "s", fetch: replay.fetch });
    const error = await rejection(provider.listTransactions(day));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error).toMatchObject({ message: "listing not supported", code: "not_supported" });
    expect(replay.calls).toHaveLength(0);
    expect(typeof provider.transactionsFor).toBe("function");
    // Tap lists, so reconciliation never asks it per record.
    expect(tapProvider({ secretKey: SECRET, apiUrl: "https://api.tap.company", fetch: replay.fetch }).transactionsFor).toBeUndefined();
  });
});
