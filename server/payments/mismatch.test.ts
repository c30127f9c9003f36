import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cancelUnpaidBookings } from "@/server/bookings/cancel-unpaid-bookings";
import { now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { renderNotification } from "@/server/notifications/templates";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { deliverToRoutes, paymentApi, sandboxApi, startedDeposit } from "@/server/test/payment-api";
import { paymentDeps, resetPaymentDeps } from "./deps";
import { pollPendingPayments } from "./poll-payments";
import { scriptProvider } from "../test/refunds";

// The mismatch story (docs/payments.md "A mismatched amount"): the provider
// charged something other than asked. The webhook answers 200 and the
// redirect 409 PAYMENT_AMOUNT_MISMATCH; the payment is flagged, the booking
// outlives its deposit deadline, the payer is told in their language, and
// finance's queue shows both amounts with what the policy allows; each
// decision moves the money (invoice, ledger, credit note) and gives the
// booking a fresh deadline.

beforeAll(registerEventHandlers);
afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

const HOUR = 3600_000;

async function drain() {
  while ((await dispatchOutbox()).delivered > 0);
}

const returnApi = (token: string, id: string, locale: "ar" | "en" = "en") => call(`/payments/${id}/return`, { method: "POST", headers: auth(token, locale) });
const resolve = (token: string, id: string, body: unknown, key = randomUUID()) =>
  call(`/admin/payments/${id}/resolve-flag`, { method: "POST", headers: { ...auth(token), "Idempotency-Key": key }, body });

/** A deposit the sandbox charged `charged` for (webhook delivered to our route), then everything processed. */
async function flaggedDeposit(charged: string) {
  const setup = await startedDeposit();
  const statuses = deliverToRoutes();
  await sandboxApi.open(setup.sessionId);
  await sandboxApi.complete(setup.sessionId, { outcome: "paid", method: "knet", amount: charged });
  await drain();
  return { ...setup, statuses };
}

const paymentOf = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });
const bookingOf = (id: string) => db.booking.findUniqueOrThrow({ where: { id } });

describe("a mismatched amount reported by webhook", () => {
  it("answers 200, flags the payment with what was charged, tells the payer in both languages, and the booking outlives its deposit deadline", async () => {
    const { buyer, payment, bookingId, statuses, clock } = await flaggedDeposit("10.000");
    expect(statuses).toEqual([200]);
    const asked = payment.amount.toFixed(3);
    expect(await paymentOf(payment.id)).toMatchObject({ status: "pending", flagged: true, flagReason: "amount_mismatch", reportedCurrency: "KWD" });
    expect((await paymentOf(payment.id)).reportedAmount?.toFixed(3)).toBe("10.000");

    const notice = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "payment.flagged" } });
    const booking = await bookingOf(bookingId);
    const en = renderNotification("payment.flagged", "en", notice.params as Record<string, string>);
    const ar = renderNotification("payment.flagged", "ar", notice.params as Record<string, string>);
    expect(en.body).toContain("10.000 KWD");
    expect(en.body).toContain(`${asked} KWD`);
    expect(en.body).toContain(booking.reference);
    expect(en.body).toContain("do not pay again");
    expect(ar.body).toContain("10.000 د.ك");
    expect(ar.body).toContain("لا تدفع مرة أخرى");

    // The payer sees what happened.
    const mine = await paymentApi(buyer.token).get(payment.id);
    expect(mine.json.data).toMatchObject({
      status: "pending",
      flagged: true,
      mismatch: { asked: { amount: asked }, charged: { amount: "10.000", currency: "KWD" }, decision: "pending" },
    });

    // Past the deposit deadline and the poller's 24 h: the booking waits, the payment is not failed.
    clock.advance(72 * HOUR);
    expect(await cancelUnpaidBookings()).toBe(0);
    await pollPendingPayments();
    expect((await bookingOf(bookingId)).status).toBe("pending");
    expect((await paymentOf(payment.id)).status).toBe("pending");
  });

  it("appears in finance's queue with both amounts and the actions the policy allows; a charge above the ask can only be refunded", async () => {
    const under = await flaggedDeposit("10.000");
    const over = await flaggedDeposit("999.000");
    const finance = await signedIn({ roles: ["admin_finance"] });
    const queue = await paymentApi(finance.token).admin({ flagged: "true" });
    expect(queue.status).toBe(200);
    const row = (id: string) => (queue.json.data as { id: string }[]).find((p) => p.id === id);
    expect(row(under.payment.id)).toMatchObject({
      flag_reason: "amount_mismatch",
      mismatch: { charged: { amount: "10.000" }, decision: "pending" },
      flag_actions: ["accept", "refund"],
    });
    expect(row(over.payment.id)).toMatchObject({ flag_actions: ["refund"] });
    const refused = await resolve(finance.token, over.payment.id, { action: "accept", note: "Customer asked" });
    expect(refused.status).toBe(409);
    expect((await paymentOf(over.payment.id)).flagged).toBe(true);
    // Not finance: 403; the payer cannot decide their own payment.
    expect((await resolve(under.buyer.token, under.payment.id, { action: "refund", note: "mine" })).status).toBe(403);
  });
});

describe("the redirect", () => {
  it("a mismatched amount at the return answers 409 PAYMENT_AMOUNT_MISMATCH in the payer's language and flags the payment; a matching one answers 200 paid", async () => {
    const { buyer, payment, sessionId } = await startedDeposit();
    // The webhook has not arrived: only the redirect tells.
    paymentDeps.deliverWebhook = async () => {};
    await sandboxApi.open(sessionId);
    await sandboxApi.complete(sessionId, { outcome: "paid", method: "knet", amount: "10.000" });
    const res = await returnApi(buyer.token, payment.id, "ar");
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("PAYMENT_AMOUNT_MISMATCH");
    expect(res.json.error.message).toContain("10.000 KWD");
    expect(res.json.error.message).toContain("خصم مزوّد الدفع");
    expect(await paymentOf(payment.id)).toMatchObject({ flagged: true, status: "pending" });
    // Asked again: still 409, nothing more happens.
    expect((await returnApi(buyer.token, payment.id)).status).toBe(409);
    expect(await db.auditLog.count({ where: { action: "ops.alert.amount_mismatch", entityId: payment.id } })).toBe(1);

    const good = await startedDeposit();
    paymentDeps.deliverWebhook = async () => {};
    await sandboxApi.open(good.sessionId);
    await sandboxApi.complete(good.sessionId, { outcome: "paid", method: "card" });
    const paid = await returnApi(good.buyer.token, good.payment.id);
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ status: "paid", flagged: false, mismatch: null });
    // Someone else's payment: 404.
    expect((await returnApi(buyer.token, good.payment.id)).status).toBe(404);
  });
});

describe("finance's decision", () => {
  it("refund: what was charged goes back without approval, invoice and credit note, no ledger entry, the booking gets a fresh deadline and the payer is told", async () => {
    const { buyer, payment, bookingId, clock } = await flaggedDeposit("10.000");
    clock.advance(72 * HOUR);
    const finance = await signedIn({ roles: ["admin_finance"] });
    const sends = scriptProvider("processed");
    const res = await resolve(finance.token, payment.id, { action: "refund", note: "Charged the wrong amount" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      status: "refunded",
      flagged: false,
      flag_actions: [],
      flag_note: "Charged the wrong amount",
      mismatch: { decision: "refunded", charged: { amount: "10.000" } },
    });
    expect(sends.map((s) => s.amount)).toEqual(["10.000"]);
    const refund = await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } });
    expect(refund).toMatchObject({ status: "processed", reason: "amount_mismatch", systemInitiated: true, bookingId: null });
    const documents = await db.financeDocument.findMany({ where: { paymentId: payment.id }, orderBy: { kind: "asc" } });
    expect(documents.map((d) => [d.kind, d.amount.toFixed(3)])).toEqual([
      ["invoice", "10.000"],
      ["credit_note", "10.000"],
    ]);
    await drain();
    expect(await db.ledgerEntry.count({ where: { paymentId: payment.id } })).toBe(0);
    const booking = await bookingOf(bookingId);
    expect(booking.status).toBe("pending");
    expect(booking.amountPaid.toFixed(3)).toBe("0.000");
    expect(booking.paymentDeadline.getTime()).toBeGreaterThan(now().getTime());
    expect(await cancelUnpaidBookings()).toBe(0);
    const notice = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "payment.flag_refunded" } });
    const body = renderNotification("payment.flag_refunded", "en", notice.params as Record<string, string>).body.replace(/[\u2066-\u2069]/g, "");
    expect(body).toMatch(
      /refunding the 10\.000 KWD that was charged for booking BK-\S+ to the same card or account\. Please pay the amount due again by \d{4}-\d\d-\d\d/,
    );
    expect(await db.auditLog.count({ where: { action: "payment.flag_resolved", entityId: payment.id } })).toBe(1);
    // Decided once.
    expect((await resolve(finance.token, payment.id, { action: "refund", note: "again" })).status).toBe(409);
  });

  it("accept: a shortfall is paid for what was charged and counted toward the deposit (invoice, ledger), the rest stays due by a fresh deadline", async () => {
    const { buyer, payment, bookingId, clock } = await flaggedDeposit("10.000");
    clock.advance(72 * HOUR);
    const finance = await signedIn({ roles: ["admin_finance"] });
    const res = await resolve(finance.token, payment.id, { action: "accept", note: "Customer will pay the rest" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      status: "paid",
      amount: { amount: "10.000" },
      mismatch: { decision: "accepted", asked: { amount: payment.amount.toFixed(3) } },
    });
    await drain();
    const booking = await bookingOf(bookingId);
    expect(booking.status).toBe("pending");
    expect(booking.amountPaid.toFixed(3)).toBe("10.000");
    expect(booking.paymentDeadline.getTime()).toBeGreaterThan(now().getTime());
    const invoice = await db.financeDocument.findFirstOrThrow({ where: { paymentId: payment.id, kind: "invoice" } });
    expect(invoice.amount.toFixed(3)).toBe("10.000");
    const ledger = await db.ledgerEntry.findFirstOrThrow({ where: { paymentId: payment.id } });
    expect(ledger.deposit.toFixed(3)).toBe("10.000");
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(0);
    const notice = await db.notification.findFirstOrThrow({ where: { userId: buyer.id, kind: "payment.flag_accepted" } });
    expect(renderNotification("payment.flag_accepted", "ar", notice.params as Record<string, string>).body).toContain("ادفع الباقي قبل");
  });
});
