import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { paymentDeps, resetPaymentDeps } from "@/server/payments/deps";
import { fixture, type Fixture } from "@/server/test/payment-replay";
import { myFatoorahWith } from "@/server/test/myfatoorah-replay";
import { reconcileDay } from "./reconciliation/reconcile-day";

// A MyFatoorah (provider_b) day reconciled from recorded answers: MyFatoorah
// has no listing, so each of the day's payments and refunds is asked.

afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

async function mfPayment(sessionId: string, amount: string, fee: string | null) {
  return db.payment.create({
    data: {
      id: newId(),
      payableType: "booking",
      payableId: newId(),
      purpose: "booking_deposit",
      payerUserId: newId(),
      amount,
      status: "paid",
      provider: "provider_b",
      providerSessionId: sessionId,
      providerFee: fee,
      method: "knet",
      expiresAt: new Date(now().getTime() + 3_600_000),
      paidAt: now(),
      createdAt: now(),
    },
  });
}

/** MyFatoorah as recorded: invoice 4412371 paid 12.500 (fee 0.100), 4412380 paid 15.000, 4412399 unknown, refund 2026000231 refunded 5.250. */
function recordedMyFatoorah(overrides: Record<string, Fixture> = {}) {
  const mf = myFatoorahWith({
    "4412371": fixture("myfatoorah", "payment-status-paid"),
    "4412380": fixture("myfatoorah", "payment-status-paid-other-amount"),
    "4412399": fixture("myfatoorah", "payment-status-not-found"),
    "2026000231": fixture("myfatoorah", "refund-status-refunded"),
    ...overrides,
  });
  paymentDeps.provider = () => mf.provider;
  return mf;
}

async function seededDay(date: string) {
  freezeClock(`${date}T09:00:00Z`);
  const matched = await mfPayment("4412371", "12.500", "0.100");
  const amountDiffers = await mfPayment("4412380", "12.500", "0.250");
  const missing = await mfPayment("4412399", "20.000", null);
  const refund = await db.refund.create({
    data: {
      id: newId(),
      paymentId: matched.id,
      amount: "5.250",
      reason: "goodwill",
      note: "t",
      status: "processed",
      processedAt: now(),
      providerRefundId: "2026000231",
    },
  });
  return { matched, amountDiffers, missing, refund };
}

describe("a MyFatoorah reconciliation run", () => {
  it("asks each payment and refund of the day: the matched ones stay out, a payment MyFatoorah does not know is missing_provider, another amount is amount_differs", async () => {
    const s = await seededDay("2026-11-25");
    const mf = recordedMyFatoorah();
    const runId = await reconcileDay({ date: "2026-11-25", provider: "provider_b", startedBy: null });

    expect(mf.calls.map((c) => c.key).sort()).toEqual(["2026000231", "4412371", "4412380", "4412399"]);
    const run = await db.reconciliationRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run).toMatchObject({ provider: "provider_b", status: "completed", error: null, ourCount: 4, providerCount: 3, matchedCount: 2, mismatchCount: 2 });
    const mismatches = await db.reconciliationMismatch.findMany({ where: { runId }, orderBy: { kind: "asc" } });
    expect(mismatches.map((m) => ({ ...m, ourAmount: m.ourAmount?.toFixed(3) ?? null, providerAmount: m.providerAmount?.toFixed(3) ?? null }))).toEqual([
      expect.objectContaining({
        kind: "amount_differs",
        recordType: "payment",
        recordId: s.amountDiffers.id,
        providerRef: "07074412380123456801",
        ourAmount: "12.500",
        providerAmount: "15.000",
        ourStatus: "paid",
        providerStatus: "paid",
      }),
      expect.objectContaining({
        kind: "missing_provider",
        recordType: "payment",
        recordId: s.missing.id,
        providerRef: null,
        ourAmount: "20.000",
        providerAmount: null,
        ourStatus: "paid",
        providerStatus: null,
      }),
    ]);
    const listed = mismatches.map((m) => m.recordId);
    expect(listed).not.toContain(s.matched.id);
    expect(listed).not.toContain(s.refund.id);
  });

  it("a payment MyFatoorah does not answer for (5xx) fails the whole run with the reason, no half result", async () => {
    const s = await seededDay("2026-11-26");
    recordedMyFatoorah({ "4412380": fixture("myfatoorah", "server-error") });
    const runId = await reconcileDay({ date: "2026-11-26", provider: "provider_b", startedBy: null });
    const run = await db.reconciliationRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run).toMatchObject({
      status: "failed",
      matchedCount: 0,
      mismatchCount: 0,
      error: `MyFatoorah did not answer for payment ${s.amountDiffers.id}: MyFatoorah answered 503 to the status query`,
    });
    expect(await db.reconciliationMismatch.count({ where: { runId } })).toBe(0);
  });
});
