import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cancelUnpaidBookings } from "@/server/bookings/cancel-unpaid-bookings";
import { resetClock } from "@/server/core/clock";
import { db, dbHandle } from "@/server/core/db/client";
import { dispatchOutbox, dispatchOutboxEvent, inProcessSink } from "@/server/core/outbox/dispatcher";
import { toDecimal } from "@/server/core/money";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { bookedRfq, bookingApi } from "@/server/test/bookings";
import { deliverToRoutes, paymentApi, sandboxApi } from "@/server/test/payment-api";
import { resetPaymentDeps } from "./deps";

// A booking's deposit paid in parts, end to end through the sandbox's hosted
// page and webhooks (docs/decisions.md "Partial payments"): the booking stays
// pending until its parts cover the deposit, then confirms once; the ledger
// takes the booking's commission once, from its parts. Deposit 240.000 of a
// 1200.000 booking (commission 5% = 60.000).

beforeAll(registerEventHandlers);
afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

async function drain() {
  while ((await dispatchOutbox()).delivered > 0);
}

/** Delivers every due event except those of `type`, until none is left. */
async function drainAllBut(type: string) {
  for (;;) {
    const rows = await db.outboxEvent.findMany({
      where: { dispatchedAt: null, availableAt: { lte: new Date() }, type: { not: type } },
      orderBy: { id: "asc" },
    });
    if (rows.length === 0) return;
    for (const row of rows) await dispatchOutboxEvent(row.id, inProcessSink);
  }
}

type Setup = Awaited<ReturnType<typeof bookedRfq>>;

/** POST /payments/intents for the booking's deposit (no amount: the rest of it). */
function intent(setup: Setup, amount?: string) {
  const body = { purpose: "booking_deposit", payable_type: "booking", payable_id: setup.bookingId, ...(amount ? { amount } : {}) };
  return paymentApi(setup.buyer.token).intent(body);
}

/** An intent paid with KNET on the sandbox page; its captured webhook is stored (the outbox is not run). */
async function paidPart(setup: Setup, amount?: string) {
  const res = await intent(setup, amount);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  deliverToRoutes();
  await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet" });
  return payment;
}

const bookingView = async (setup: Setup) => (await bookingApi(setup.buyer.token).get(setup.bookingId)).json.data;
const notes = (userId: string, kind: string) => db.notification.count({ where: { userId, kind } });
const deposits = (bookingId: string) => db.ledgerEntry.findMany({ where: { bookingId, kind: "deposit" }, orderBy: { id: "asc" } });
const fixed = (rows: { deposit: unknown; commission: unknown; vendorShare: unknown }[]) =>
  rows.map((r) => [r.deposit, r.commission, r.vendorShare].map((v) => toDecimal(v as string).toFixed(3)));

describe("a deposit paid in parts", () => {
  it("0.001 leaves the booking pending with amount_paid 0.001; the rest (the default amount) confirms it once; the ledger takes 60.000 commission in all", async () => {
    const setup = await bookedRfq();
    const { buyer, vendors } = setup;
    await paidPart(setup, "0.001");
    await drain();
    expect(await bookingView(setup)).toMatchObject({ status: "pending", amount_paid: { amount: "0.001" }, deposit_due: { amount: "240.000" } });
    expect(await notes(buyer.id, "payment.succeeded")).toBe(1);
    expect(await notes(buyer.id, "booking.confirmed")).toBe(0);
    expect(fixed(await deposits(setup.bookingId))).toEqual([["0.001", "0.001", "0.000"]]);

    // More than the rest is 422; no amount pays the rest.
    const over = await intent(setup, "240.000");
    expect(over.status).toBe(422);
    expect(over.json.error).toMatchObject({ code: "VALIDATION_FAILED", details: { amount: ["The amount cannot exceed what is due."] } });
    const rest = await paidPart(setup);
    expect(rest.amount.toFixed(3)).toBe("239.999");
    await drain();

    expect(await bookingView(setup)).toMatchObject({ status: "confirmed", amount_paid: { amount: "240.000" } });
    expect(await notes(buyer.id, "payment.succeeded")).toBe(2);
    expect(await notes(buyer.id, "booking.confirmed")).toBe(1);
    expect(await notes(vendors[0].owner.id, "booking.confirm_needed")).toBe(1);
    expect(fixed(await deposits(setup.bookingId))).toEqual([
      ["0.001", "0.001", "0.000"],
      ["239.999", "59.999", "180.000"],
    ]);
    expect(await db.refund.count({ where: { bookingId: setup.bookingId } })).toBe(0);
    // Nothing is due any more.
    const after = await intent(setup);
    expect(after.status).toBe(409);
    expect(after.json.error.code).toBe("BOOKING_INVALID_STATE");
  });

  it("a part paid after the deposit was covered is refunded in full and never reaches the ledger", async () => {
    const setup = await bookedRfq();
    const first = await intent(setup, "100.000");
    const second = await intent(setup, "140.000");
    const stale = await intent(setup, "100.000");
    for (const res of [first, second, stale]) {
      const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
      deliverToRoutes();
      await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet" });
      await drain();
    }
    expect(await bookingView(setup)).toMatchObject({ status: "confirmed", amount_paid: { amount: "240.000" } });
    expect(await db.payment.findUniqueOrThrow({ where: { id: stale.json.data.id } })).toMatchObject({ status: "refunded" });
    expect(fixed(await deposits(setup.bookingId))).toEqual([
      ["100.000", "60.000", "40.000"],
      ["140.000", "0.000", "140.000"],
    ]);
    expect(await db.ledgerEntry.count({ where: { paymentId: stale.json.data.id } })).toBe(0);
  });

  it("the deposit timeout refunds the parts paid; after the deadline no new part is accepted", async () => {
    const setup = await bookedRfq();
    const part = await paidPart(setup, "100.000");
    await drain();
    // The deadline passes (moved, not the clock: the buyer's session would end with 48 hours).
    await db.booking.update({ where: { id: setup.bookingId }, data: { paymentDeadline: new Date(Date.now() - 60_000) } });
    const late = await intent(setup);
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe("BOOKING_INVALID_STATE");

    await cancelUnpaidBookings();
    await drain();
    expect(await bookingView(setup)).toMatchObject({ status: "cancelled", refund_due: { amount: "100.000" } });
    expect(await db.payment.findUniqueOrThrow({ where: { id: part.id } })).toMatchObject({ status: "refunded" });
    const entries = await db.ledgerEntry.findMany({ where: { bookingId: setup.bookingId } });
    const sum = (k: "deposit" | "commission" | "vendorShare") => entries.reduce((s, e) => s.plus(toDecimal(e[k])), toDecimal(0)).toFixed(3);
    expect([sum("deposit"), sum("commission"), sum("vendorShare")]).toEqual(["0.000", "0.000", "0.000"]);
  });

  // reason: PGlite has one connection, so the two handlers cannot run in parallel there; CI runs this on PostgreSQL
  it.runIf(dbHandle().kind === "postgres")("two parts paid at once confirm the booking exactly once", async () => {
    const setup = await bookedRfq();
    const a = await paidPart(setup, "120.000");
    const b = await paidPart(setup, "120.000");
    // Apply both webhooks (each emits PaymentSucceeded), then deliver the two PaymentSucceeded at once.
    await drainAllBut("PaymentSucceeded");
    const events = await db.outboxEvent.findMany({
      where: { type: "PaymentSucceeded", dispatchedAt: null, payload: { path: ["payableId"], equals: setup.bookingId } },
    });
    expect(events).toHaveLength(2);
    await Promise.all(events.map((e) => dispatchOutboxEvent(e.id, inProcessSink)));
    await drain();

    expect(await bookingView(setup)).toMatchObject({ status: "confirmed", amount_paid: { amount: "240.000" } });
    expect(await notes(setup.buyer.id, "booking.confirmed")).toBe(1);
    expect(await db.auditLog.count({ where: { entityType: "booking", entityId: setup.bookingId, action: "booking.confirmed" } })).toBe(1);
    expect(await db.refund.count({ where: { paymentId: { in: [a.id, b.id] } } })).toBe(0);
    const rows = await deposits(setup.bookingId);
    expect(rows.reduce((s, e) => s.plus(toDecimal(e.commission)), toDecimal(0)).toFixed(3)).toBe("60.000");
  });
});
