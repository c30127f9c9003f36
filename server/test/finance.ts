import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { toDecimal } from "@/server/core/money";
import { call, serve } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { currentStatuses } from "../finance/ledger-status";
import { recordDepositEntry } from "../finance/record-deposit";
import { applyRefundOutcome } from "../finance/refund-entries";

// Finance test support: API clients, a paid booking with its deposit entry
// (the BookingDepositApplied handler run directly), processed refunds.

export const GOOD_IBAN = "KW81CBKU0000000000001234560101";

export function financeApi(token: string) {
  const headers = auth(token);
  return {
    settings: () => call("/admin/finance-settings", { headers }),
    setRate: (rate: unknown) => call("/admin/finance-settings", { method: "PATCH", headers, body: { commission_rate: rate } }),
    payoutAccount: () => call("/vendors/me/payout-account", { headers }),
    putPayoutAccount: (body: unknown) => call("/vendors/me/payout-account", { method: "PUT", headers, body }),
    ledger: (id: string, query: Record<string, string> = {}) => call(`/vendors/${id}/ledger`, { headers, query }),
    settlements: (id: string) => call(`/vendors/${id}/settlements`, { headers }),
    statement: (id: string, settlementId: string) => call(`/vendors/${id}/settlements/${settlementId}/statement`, { headers }),
    run: (date?: string) => call("/admin/settlements/runs", { method: "POST", headers, body: date ? { date } : {} }),
    markPaid: (id: string, payoutReference: string) =>
      call(`/admin/settlements/${id}/mark-paid`, { method: "POST", headers, body: { payout_reference: payoutReference } }),
    report: (date: string) => call("/admin/reports/settlements", { headers, query: { date } }),
  };
}

/** GET /files/statements/{id} with the query of a signed URL: the raw response. */
export async function fetchStatement(url: string) {
  const u = new URL(url);
  const request = new Request(`http://localhost${u.pathname}${u.search}`, { headers: { "x-forwarded-for": "fd00::99" } });
  return serve(request);
}

/** A confirmed booking (total 1200.000, deposit 240.000) with its deposit entry written by the BookingDepositApplied handler. */
export async function bookingWithEntry() {
  const setup = await paidDeposit();
  const entryId = await recordDepositEntry(depositApplied(setup));
  return { ...setup, vendorId: setup.booking.vendorId, owner: setup.vendors[0].owner, entryId: entryId! };
}

/** The BookingDepositApplied payload of a paid deposit that confirmed its booking. */
export function depositApplied(setup: Awaited<ReturnType<typeof paidDeposit>>) {
  return { bookingId: setup.bookingId, paymentId: setup.payment.id, amount: setup.payment.amount.toFixed(3), confirmed: true };
}

/** A processed refund of `amount` (what the refunds side leaves) and its RefundSettled handled. */
export async function processRefund(setup: { payment: { id: string }; bookingId: string }, amount: string) {
  const payment = await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } });
  const refunded = toDecimal(payment.refundedAmount).plus(amount);
  const fully = refunded.gte(toDecimal(payment.amount));
  const refund = await db.refund.create({
    data: {
      id: newId(),
      paymentId: payment.id,
      bookingId: setup.bookingId,
      amount,
      reason: "vendor_fault",
      status: "processed",
      processedAt: now(),
      createdAt: now(),
    },
  });
  await db.payment.update({ where: { id: payment.id }, data: { refundedAmount: refunded.toFixed(3), status: fully ? "refunded" : "partially_refunded" } });
  await applyRefundOutcome({ refundId: refund.id, bookingId: setup.bookingId, outcome: "processed", paymentFullyRefunded: fully });
  return db.ledgerEntry.findUniqueOrThrow({ where: { uniqueKey: `reversal:${refund.id}` } });
}

export async function statusOf(entryId: string): Promise<string | undefined> {
  return (await currentStatuses(db, [entryId])).get(entryId)?.status;
}
