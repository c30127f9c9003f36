import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { sum } from "@/server/core/money";
import { reconcileDay } from "@/server/finance/reconciliation/reconcile-day";
import { reportQuery } from "@/server/finance/reports/period";
import { revenueReport } from "@/server/finance/reports/revenue-report";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { resetPaymentDeps } from "@/server/payments/deps";
import { recordRefund } from "@/server/payments/refunds/record-refund";
import { bookingApi } from "@/server/test/bookings";
import { signedIn } from "@/server/test/identity";
import { deliverToRoutes, sandboxApi } from "@/server/test/payment-api";
import { paidDeposit } from "@/server/test/payments";
import { balanceOf, drain, walletApi } from "../test/wallet";

// Money into the wallet: a top-up through the sandbox's hosted page and its
// signed webhook, a booking refund the customer takes to the wallet, and
// finance's view of both (reconciliation, liabilities).

beforeAll(registerEventHandlers);
afterEach(resetPaymentDeps);

const today = () => kuwaitDay(now()).toISOString().slice(0, 10);

async function paidTopUp(amount: string) {
  const customer = await signedIn();
  const res = await walletApi(customer.token).topUp({ amount });
  expect(res.status).toBe(201);
  const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  deliverToRoutes();
  await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet", delivery: "twice" });
  await drain();
  return { customer, payment, res };
}

describe("top-up", () => {
  it("opens the hosted page; the signed webhook (delivered twice) credits the wallet once; a redelivered event adds nothing", async () => {
    const { customer, payment, res } = await paidTopUp("25.000");
    expect(res.json.data).toMatchObject({ payable_type: "wallet_topup", purpose: "wallet_topup", amount: { amount: "25.000" }, status: "initiated" });
    expect(res.json.data.payment_url).toContain("/sandbox-pay/");
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: "paid",
      returnUrl: "http://localhost:3000/account/wallet",
    });
    expect(await balanceOf(customer.id)).toBe("25.000");
    await db.outboxEvent.updateMany({
      where: { type: "PaymentSucceeded", payload: { path: ["paymentId"], equals: payment.id } },
      data: { dispatchedAt: null, availableAt: now() },
    });
    await drain();
    expect(await balanceOf(customer.id)).toBe("25.000");
    const wallet = (await walletApi(customer.token, "ar").get()).json.data;
    expect(wallet.movements).toEqual([
      expect.objectContaining({
        kind: "top_up",
        direction: "credit",
        amount: { amount: "25.000", currency: "KWD" },
        reference: { type: "payment", id: payment.id },
      }),
    ]);
    // An invoice for the top-up, as for every paid payment.
    expect(await db.financeDocument.count({ where: { paymentId: payment.id, kind: "invoice" } })).toBe(1);
  }, 120_000); // the first test of the file also warms the module graph up

  it("a declined payment credits nothing; an amount out of range is 422 in the caller's language; the key is required", async () => {
    const customer = await signedIn();
    const api = walletApi(customer.token, "ar");
    const res = await api.topUp({ amount: "10.000" });
    deliverToRoutes();
    await sandboxApi.complete((await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } })).providerSessionId!, {
      outcome: "declined",
      method: "card",
    });
    await drain();
    expect(await balanceOf(customer.id)).toBe("0.000");
    for (const amount of ["0.999", "1000.001", "5", "-1.000"]) {
      const bad = await api.topUp({ amount });
      expect(bad.status).toBe(422);
      expect(bad.json.error.details.amount[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await walletApi("nope").topUp({ amount: "5.000" })).status).toBe(401);
  });

  it("a top-up is never refunded through the provider (its money is in the wallet)", async () => {
    const { payment } = await paidTopUp("8.000");
    const attempt = db.$transaction((tx) =>
      recordRefund(tx, {
        paymentId: payment.id,
        amount: "8.000",
        reason: "goodwill",
        note: "x",
        requestedByUserId: null,
        systemInitiated: false,
        actor: { type: "system" },
      }),
    );
    await expect(attempt).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(0);
  });
});

describe("refund to the wallet", () => {
  it("a customer cancelling with refund_destination wallet gets the refund in the wallet, never through the provider", async () => {
    const setup = await paidDeposit();
    const res = await bookingApi(setup.buyer.token).cancel(setup.bookingId, { reason: "Plans changed", refund_destination: "wallet" });
    expect(res.status).toBe(200);
    await drain();
    const refunds = await db.refund.findMany({ where: { paymentId: setup.payment.id } });
    expect(refunds).toHaveLength(1);
    const [refund] = refunds;
    expect(refund.destination).toBe("wallet");
    const booking = await db.booking.findUniqueOrThrow({ where: { id: setup.bookingId } });
    if (refund.status === "requested") {
      // A 50% tier waits for Finance; the wallet is credited only once it is processed.
      expect(await balanceOf(setup.buyer.id)).toBe("0.000");
      return;
    }
    expect(refund).toMatchObject({ status: "processed", providerRefundId: null });
    expect(refund.amount.toFixed(3)).toBe(booking.refundDue!.toFixed(3));
    expect(await balanceOf(setup.buyer.id)).toBe(refund.amount.toFixed(3));
    expect(await db.sandboxRefund.count({ where: { refundId: refund.id } })).toBe(0);
    const movements = await db.walletMovement.findMany({ where: { referenceType: "refund", referenceId: refund.id } });
    expect(movements).toHaveLength(1);
    expect(movements[0].kind).toBe("refund");
    // The refund-to-wallet event delivered again credits nothing more.
    await db.outboxEvent.updateMany({ where: { type: "payments.refund_to_wallet" }, data: { dispatchedAt: null, availableAt: now() } });
    await drain();
    expect(await db.walletMovement.count({ where: { referenceType: "refund", referenceId: refund.id } })).toBe(1);
  });

  it("without a choice the refund goes back the original way (the provider)", async () => {
    const setup = await paidDeposit();
    await bookingApi(setup.buyer.token).cancel(setup.bookingId, { reason: "Plans changed" });
    await drain();
    const [refund] = await db.refund.findMany({ where: { paymentId: setup.payment.id } });
    expect(refund.destination).toBe("original");
    expect(await balanceOf(setup.buyer.id)).toBe("0.000");
    expect((await bookingApi(setup.buyer.token).cancel(setup.bookingId, { reason: "x", refund_destination: "cash" })).status).toBe(422);
  }, 90_000); // a provider refund through the sandbox: slow on a busy machine
});

describe("finance", () => {
  it("reconciliation checks top-up payments against wallet credits: a paid top-up without its credit is a mismatch", async () => {
    const { payment } = await paidTopUp("12.000");
    const clean = await reconcileDay({ date: today(), provider: "sandbox", startedBy: null });
    const walletKinds = { in: ["wallet_credit_missing", "wallet_credit_differs"] };
    expect(await db.reconciliationMismatch.count({ where: { runId: clean, kind: walletKinds } })).toBe(0);
    expect(await db.reconciliationMismatch.count({ where: { runId: clean, recordId: payment.id } })).toBe(0);

    // A top-up paid whose credit never came (its event lost): finance sees it.
    const customer = await signedIn();
    const topUp = await db.walletTopUp.create({ data: { id: newId(), userId: customer.id, amount: "3.000", createdAt: now() } });
    const lost = await db.payment.create({
      data: {
        id: newId(),
        payableType: "wallet_topup",
        payableId: topUp.id,
        purpose: "wallet_topup",
        payerUserId: customer.id,
        amount: "3.000",
        status: "paid",
        provider: "sandbox",
        paidAt: now(),
        expiresAt: now(),
        createdAt: now(),
      },
    });
    const run = await reconcileDay({ date: today(), provider: "sandbox", startedBy: null });
    expect(await db.reconciliationMismatch.findMany({ where: { runId: run, kind: walletKinds } })).toEqual([
      expect.objectContaining({ kind: "wallet_credit_missing", recordType: "payment", recordId: lost.id }),
    ]);
  });

  it("the revenue report shows wallet liabilities: the sum of every balance", async () => {
    await paidTopUp("7.500");
    const balances = await db.wallet.findMany({ select: { balance: true } });
    const report = await revenueReport(reportQuery.parse({}));
    expect(report.totals.wallet_liabilities).toEqual({ amount: sum(balances.map((b) => b.balance)).toFixed(3), currency: "KWD" });
    expect(Number(report.totals.wallet_liabilities.amount)).toBeGreaterThanOrEqual(7.5);
  });
});
