import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { toDecimal } from "@/server/core/money";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { expireOrders } from "@/server/orders/expire-orders";
import { resetPaymentDeps } from "@/server/payments/deps";
import { completeRefund } from "@/server/payments/refunds/complete-refund";
import { scriptProvider } from "@/server/test/refunds";
import { drain, orderableVendor, ordersApi, payOrder, placedOrder, atBookedStart } from "@/server/test/orders";
import { applyOrderRefund } from "./order-refund-entries";
import { recordOrderPaymentEntry } from "./record-order-payment";
import { runSettlement } from "./run-settlement";
import { statementData } from "./statement-pdf";
import { GOOD_IBAN, financeApi, statusOf } from "../test/finance";

// Direct orders in the commission ledger (docs/finance.md "Ledger"): a paid
// order is a deposit entry like a booking's (commission = round(total x rate)
// taken from what was paid), its refunds reverse the commission in
// proportion, settlements pay the vendor's share, and a settled payout is
// never changed.

beforeAll(registerEventHandlers);
afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

const HOUR = 3600_000;
const amounts = (e: { deposit: unknown; commission: unknown; vendorShare: unknown }) =>
  [e.deposit, e.commission, e.vendorShare].map((d) => toDecimal(String(d)).toFixed(3));
const entriesOf = (orderId: string) => db.ledgerEntry.findMany({ where: { orderId }, orderBy: { id: "asc" } });

/** A vendor with a payout account, and a paid order of its `mode` package at 150.000. */
async function paidOrder(mode: "full" | "deposit" = "full", capacity?: number) {
  const { vendor, owner, pkg } = await orderableVendor({ mode, price: "150.000", capacity });
  expect((await financeApi(owner.token).putPayoutAccount({ holder_name: "Khaimat Bahar Co", iban: GOOD_IBAN })).status).toBe(200);
  const { customer, orderId } = await placedOrder(pkg.id);
  const payment = await payOrder(customer, orderId);
  return { vendorId: vendor.id, owner, customer, orderId, payment, pkg };
}

describe("direct orders in the commission ledger", () => {
  it("a full-payment order: one deposit entry of the order (5% of the total as commission), pending, shown with its order; a redelivered event adds nothing", async () => {
    const { vendorId, owner, orderId, payment } = await paidOrder("full");
    const [entry, ...more] = await entriesOf(orderId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ kind: "deposit", vendorId, orderId, bookingId: null, paymentId: payment.id, uniqueKey: `deposit:${payment.id}` });
    expect(amounts(entry)).toEqual(["150.000", "7.500", "142.500"]);
    expect(entry.bookingTotal.toFixed(3)).toBe("150.000");
    expect(entry.commissionRate.toFixed(4)).toBe("0.0500");
    expect(await statusOf(entry.id)).toBe("pending");

    expect(await recordOrderPaymentEntry({ orderId, vendorId, paymentId: payment.id, amount: "150.000" })).toBe(entry.id);
    expect(await db.ledgerEntry.count({ where: { orderId } })).toBe(1);

    const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    const ledger = await financeApi(owner.token).ledger(vendorId);
    expect(ledger.status).toBe(200);
    expect(ledger.json.data).toContainEqual(
      expect.objectContaining({
        id: entry.id,
        kind: "deposit",
        booking: null,
        order: { id: orderId, reference: order.reference },
        commission: { amount: "7.500", currency: "KWD" },
        vendor_share: { amount: "142.500", currency: "KWD" },
      }),
    );
  }, 120_000); // the first test of the file also warms the module graph up

  it("a deposit order (20% online): the commission is still 5% of the total, taken from the deposit", async () => {
    const { orderId, payment } = await paidOrder("deposit");
    expect(payment.amount.toFixed(3)).toBe("30.000");
    const [entry] = await entriesOf(orderId);
    expect(amounts(entry)).toEqual(["30.000", "7.500", "22.500"]);
    expect(entry.bookingTotal.toFixed(3)).toBe("150.000");
  });

  it("the customer cancelling before acceptance: the full refund reverses the entry (commission and vendor share back to zero, nothing to pay out)", async () => {
    const { customer, orderId } = await paidOrder("full");
    scriptProvider("processed");
    expect((await ordersApi(customer).cancel(orderId)).json.data).toMatchObject({ status: "cancelled", refund_percent: 100 });
    await drain();
    const [deposit, reversal, ...more] = await entriesOf(orderId);
    expect(more).toEqual([]);
    expect(reversal).toMatchObject({ kind: "reversal", reversesId: deposit.id, orderId, bookingId: null });
    expect(amounts(reversal)).toEqual(["-150.000", "-7.500", "-142.500"]);
    expect([await statusOf(deposit.id), await statusOf(reversal.id)]).toEqual(["reversed", "reversed"]);
  });

  it("a 50% cancellation inside the last 24 hours reverses half the commission; the vendor keeps the rest, settled on the service day", async () => {
    const { vendorId, owner, customer, orderId } = await paidOrder("full");
    scriptProvider("processed");
    expect((await ordersApi(owner).accept(orderId)).status).toBe(200);
    await db.order.update({ where: { id: orderId }, data: { startsAt: new Date(now().getTime() + 10 * HOUR) } });
    expect((await ordersApi(customer).cancel(orderId)).json.data).toMatchObject({ refund_percent: 50, refund_due: { amount: "75.000" } });
    await drain();
    const [deposit, reversal] = await entriesOf(orderId);
    expect(amounts(reversal)).toEqual(["-75.000", "-3.750", "-71.250"]);
    expect([await statusOf(deposit.id), await statusOf(reversal.id)]).toEqual(["pending", "pending"]);

    const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    const { run } = await runSettlement({ date: order.serviceDate, startedBy: null });
    const settlement = await db.settlement.findFirstOrThrow({ where: { runId: run.id, vendorId } });
    expect({
      gross: settlement.grossDeposits.toFixed(3),
      commission: settlement.commission.toFixed(3),
      net: settlement.netPayout.toFixed(3),
      count: settlement.entryCount,
    }).toEqual({
      gross: "75.000",
      commission: "3.750",
      net: "71.250",
      count: 2,
    });
  });

  it("an order cancelled before its refund is processed is frozen, and the refund then reverses it", async () => {
    const { customer, orderId } = await paidOrder("full");
    scriptProvider("processing");
    await ordersApi(customer).cancel(orderId);
    await drain();
    const [deposit, ...none] = await entriesOf(orderId);
    expect(none).toEqual([]);
    expect(await statusOf(deposit.id)).toBe("frozen");
    const refund = await db.refund.findFirstOrThrow({ where: { paymentId: deposit.paymentId! } });
    expect(refund.status).toBe("processing");
    // The provider confirms it later (webhook or status query).
    await completeRefund(refund.id, `rf_${refund.id}`, { type: "system" });
    await drain();
    const [, reversal] = await entriesOf(orderId);
    expect(amounts(reversal)).toEqual(["-150.000", "-7.500", "-142.500"]);
    expect([await statusOf(deposit.id), await statusOf(reversal.id)]).toEqual(["reversed", "reversed"]);
  });

  it("the confirm deadline: a paid order the vendor never accepted is cancelled, refunded in full and its entry reversed", async () => {
    const clock = freezeClock();
    const { orderId } = await paidOrder("deposit");
    scriptProvider("processed");
    clock.advance(25 * HOUR);
    await expireOrders();
    await drain();
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("cancelled");
    const [deposit, reversal] = await entriesOf(orderId);
    expect(amounts(reversal)).toEqual(["-30.000", "-7.500", "-22.500"]);
    expect([await statusOf(deposit.id), await statusOf(reversal.id)]).toEqual(["reversed", "reversed"]);
  });

  it("a completed order is settled; a refund after the payout is never taken from that settlement but nets against the next one", async () => {
    const { vendorId, owner, orderId, payment } = await paidOrder("full");
    await atBookedStart(orderId);
    const vendor = ordersApi(owner);
    for (const step of [vendor.accept, vendor.onTheWay, vendor.start, vendor.complete]) expect((await step(orderId)).status).toBe(200);
    // Completed: eligible before its service day.
    const { run } = await runSettlement({ date: new Date(Date.UTC(2026, 0, 5)), startedBy: null });
    const settlement = await db.settlement.findFirstOrThrow({ where: { runId: run.id, vendorId } });
    const [deposit] = await entriesOf(orderId);
    expect(await statusOf(deposit.id)).toBe("settled");
    const snapshot = {
      net: settlement.netPayout.toFixed(3),
      gross: settlement.grossDeposits.toFixed(3),
      commission: settlement.commission.toFixed(3),
      count: settlement.entryCount,
    };
    expect(snapshot).toEqual({ net: "142.500", gross: "150.000", commission: "7.500", count: 1 });
    // The statement names the order.
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect((await statementData(settlement.id)).entries).toEqual([
      expect.objectContaining({ booking_ref: order.reference, service_date: order.serviceDate.toISOString().slice(0, 10), vendor_share: "142.500" }),
    ]);

    // Finance refunds 30.000 of it afterwards (goodwill): a pending reversal, the settlement unchanged.
    const refund = await db.refund.create({
      data: {
        id: newId(),
        paymentId: payment.id,
        amount: "30.000",
        reason: "goodwill",
        note: "late",
        status: "processed",
        processedAt: now(),
        createdAt: now(),
      },
    });
    await db.payment.update({ where: { id: payment.id }, data: { refundedAmount: "30.000", status: "partially_refunded" } });
    await applyOrderRefund({ refundId: refund.id, orderId, paymentId: payment.id, paymentFullyRefunded: false });
    const reversal = await db.ledgerEntry.findUniqueOrThrow({ where: { uniqueKey: `reversal:${refund.id}` } });
    expect(amounts(reversal)).toEqual(["-30.000", "-1.500", "-28.500"]);
    expect([await statusOf(deposit.id), await statusOf(reversal.id)]).toEqual(["settled", "pending"]);
    const unchanged = await db.settlement.findUniqueOrThrow({ where: { id: settlement.id } });
    expect({
      net: unchanged.netPayout.toFixed(3),
      gross: unchanged.grossDeposits.toFixed(3),
      commission: unchanged.commission.toFixed(3),
      count: unchanged.entryCount,
    }).toEqual(snapshot);
    // The next run: the reversal alone is a deduction (net below zero), held back for a later payout; the paid settlement still unchanged.
    const { run: next } = await runSettlement({ date: new Date(Date.UTC(2026, 0, 6)), startedBy: null });
    expect(await db.settlement.count({ where: { runId: next.id, vendorId } })).toBe(0);
    expect(await statusOf(reversal.id)).toBe("pending");
    expect((await db.settlement.findUniqueOrThrow({ where: { id: settlement.id } })).netPayout.toFixed(3)).toBe("142.500");
  });

  it("the database keeps an entry to one source: a deposit of both a booking and an order, or of neither, is refused", async () => {
    const { orderId, payment, vendorId } = await paidOrder("full");
    const row = (over: Record<string, unknown>) =>
      db.ledgerEntry.create({
        data: {
          id: newId(),
          uniqueKey: `test:${newId()}`,
          kind: "deposit",
          vendorId,
          paymentId: payment.id,
          bookingTotal: "10.000",
          deposit: "10.000",
          commission: "0.500",
          vendorShare: "9.500",
          commissionRate: "0.0500",
          ...over,
        },
      });
    await expect(row({ orderId: null, bookingId: null })).rejects.toThrow(/ledger_entries_one_source/);
    await expect(row({ orderId, bookingId: newId() })).rejects.toThrow(/ledger_entries_one_source/);
    await expect(row({ kind: "tip", orderId, paymentId: null, commission: "0.000", vendorShare: "10.000", commissionRate: "0.0000" })).rejects.toThrow(
      /ledger_entries_one_source/,
    );
  });
});
