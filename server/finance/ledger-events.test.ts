import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { dispatchOutbox, inProcessSink } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { signedIn } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { applyRefundOutcome, freezeBookingEntries } from "./refund-entries";
import { recordDepositEntry } from "./record-deposit";
import { bookingWithEntry, financeApi, processRefund, statusOf, depositApplied } from "../test/finance";

// The ledger written from BookingDepositApplied, BookingRefundRequested and
// RefundSettled, against the database. Deposit 240.000 of a 1200.000 booking.

describe("deposit entries from BookingDepositApplied", () => {
  it("writes one pending deposit entry with the current rate; a redelivery adds nothing", async () => {
    const setup = await bookingWithEntry();
    const entry = await db.ledgerEntry.findUniqueOrThrow({ where: { id: setup.entryId } });
    expect(entry).toMatchObject({ kind: "deposit", uniqueKey: `deposit:${setup.payment.id}`, vendorId: setup.vendorId, bookingId: setup.bookingId });
    expect([entry.bookingTotal, entry.deposit, entry.commission, entry.vendorShare, entry.commissionRate].map((d) => d.toString())).toEqual([
      "1200",
      "240",
      "60",
      "180",
      "0.05",
    ]);
    expect(await statusOf(setup.entryId)).toBe("pending");

    expect(await recordDepositEntry(depositApplied(setup))).toBe(setup.entryId);
    expect(await db.ledgerEntry.count({ where: { bookingId: setup.bookingId } })).toBe(1);
    expect(await db.ledgerStatusChange.count({ where: { entryId: setup.entryId } })).toBe(1);
  });

  it("records the rate in force per entry: a later rate change leaves old entries as they were", async () => {
    const finance = await signedIn({ roles: ["admin_finance"] });
    const first = await bookingWithEntry();
    expect((await financeApi(finance.token).setRate("0.0750")).status).toBe(200);
    const second = await bookingWithEntry();
    const [a, b] = await Promise.all([first.entryId, second.entryId].map((id) => db.ledgerEntry.findUniqueOrThrow({ where: { id } })));
    expect([a.commissionRate.toFixed(4), a.commission.toFixed(3)]).toEqual(["0.0500", "60.000"]);
    expect([b.commissionRate.toFixed(4), b.commission.toFixed(3), b.vendorShare.toFixed(3)]).toEqual(["0.0750", "90.000", "150.000"]);
    expect((await financeApi(finance.token).setRate("0.0500")).status).toBe(200);
  });

  it("starts the entry frozen when the booking is already in refund_requested", async () => {
    const setup = await paidDeposit();
    await db.booking.update({ where: { id: setup.bookingId }, data: { status: "refund_requested" } });
    const entryId = await recordDepositEntry(depositApplied(setup));
    expect(await statusOf(entryId!)).toBe("frozen");
  });
});

describe("through the outbox", () => {
  it("the registered handlers write the entry when BookingDepositApplied and BookingRefundRequested are dispatched", async () => {
    registerEventHandlers();
    const setup = await paidDeposit();
    await db.$transaction((tx) => emit(tx, "BookingDepositApplied", depositApplied(setup)));
    await dispatchOutbox(inProcessSink);
    const entry = await db.ledgerEntry.findUniqueOrThrow({ where: { uniqueKey: `deposit:${setup.payment.id}` } });
    expect(await statusOf(entry.id)).toBe("pending");
    await db.$transaction((tx) => emit(tx, "BookingRefundRequested", { bookingId: setup.bookingId, customerUserId: setup.buyer.id, reason: "late" }));
    await dispatchOutbox(inProcessSink);
    expect(await statusOf(entry.id)).toBe("frozen");
  });
});

describe("refund events", () => {
  it("refund requested freezes the entry; denied puts it back to pending", async () => {
    const setup = await bookingWithEntry();
    await freezeBookingEntries({ bookingId: setup.bookingId, customerUserId: setup.buyer.id, reason: "no show" });
    expect(await statusOf(setup.entryId)).toBe("frozen");
    await applyRefundOutcome({ refundId: "01JUNKNOWNREFUND0000000000", bookingId: setup.bookingId, outcome: "denied", paymentFullyRefunded: false });
    expect(await statusOf(setup.entryId)).toBe("pending");
    const reasons = await db.ledgerStatusChange.findMany({ where: { entryId: setup.entryId }, orderBy: { id: "asc" }, select: { status: true, reason: true } });
    expect(reasons.map((r) => `${r.status}:${r.reason}`)).toEqual(["pending:payment_succeeded", "frozen:refund_requested", "pending:refund_denied"]);
  });

  it("a full refund processed before settlement reverses the deposit entry and its reversal: nothing is paid out", async () => {
    const setup = await bookingWithEntry();
    await freezeBookingEntries({ bookingId: setup.bookingId, customerUserId: setup.buyer.id, reason: "no show" });
    const reversal = await processRefund(setup, "240.000");
    expect([reversal.deposit, reversal.commission, reversal.vendorShare].map((d) => d.toFixed(3))).toEqual(["-240.000", "-60.000", "-180.000"]);
    expect(reversal.reversesId).toBe(setup.entryId);
    expect(await statusOf(setup.entryId)).toBe("reversed");
    expect(await statusOf(reversal.id)).toBe("reversed");
  });

  it("a partial refund leaves the deposit entry pending and adds a pending reversal with the commission taken back in proportion", async () => {
    const setup = await bookingWithEntry();
    await freezeBookingEntries({ bookingId: setup.bookingId, customerUserId: setup.buyer.id, reason: "late" });
    const reversal = await processRefund(setup, "100.000");
    expect([reversal.deposit, reversal.commission, reversal.vendorShare].map((d) => d.toFixed(3))).toEqual(["-100.000", "-25.000", "-75.000"]);
    expect(await statusOf(setup.entryId)).toBe("pending");
    expect(await statusOf(reversal.id)).toBe("pending");
    // The rest refunded later: everything of this deposit cancels out, the first reversal included.
    const rest = await processRefund(setup, "140.000");
    expect(await Promise.all([setup.entryId, reversal.id, rest.id].map(statusOf))).toEqual(["reversed", "reversed", "reversed"]);
    // A redelivered RefundSettled adds nothing.
    await applyRefundOutcome({ refundId: rest.refundId!, bookingId: setup.bookingId, outcome: "processed", paymentFullyRefunded: true });
    expect(await db.ledgerEntry.count({ where: { bookingId: setup.bookingId } })).toBe(3);
  });
});

describe("GET, PATCH /admin/finance-settings", () => {
  it("Finance reads and changes the rate (audited old and new); bad rates 422; Support 403", async () => {
    const finance = await signedIn({ roles: ["admin_finance"] });
    const api = financeApi(finance.token);
    expect((await api.settings()).json.data).toEqual({ commission_rate: "0.0500" });
    for (const bad of ["0.0000", "0.5001", "0.05", "1.0000", 0.05, "-0.0100"]) expect((await api.setRate(bad)).status, String(bad)).toBe(422);
    const res = await api.setRate("0.5000");
    expect(res.status).toBe(200);
    expect((await api.settings()).json.data).toEqual({ commission_rate: "0.5000" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "finance_settings.updated", actorId: finance.id }, orderBy: { id: "desc" } });
    expect(audit.diff).toEqual({ commission_rate: ["0.0500", "0.5000"] });
    expect((await api.setRate("0.0500")).status).toBe(200);
    const support = financeApi((await signedIn({ roles: ["admin_support"] })).token);
    expect((await support.settings()).status).toBe(403);
    expect((await support.setRate("0.1000")).status).toBe(403);
  });
});

describe("append-only ledger", () => {
  it("the database refuses UPDATE and DELETE on ledger_entries and ledger_status_changes", async () => {
    const setup = await bookingWithEntry();
    await expect(db.$executeRawUnsafe(`UPDATE ledger_entries SET commission = 0.001 WHERE id = $1`, setup.entryId)).rejects.toThrow();
    await expect(db.$executeRawUnsafe(`DELETE FROM ledger_entries WHERE id = $1`, setup.entryId)).rejects.toThrow();
    await expect(db.$executeRawUnsafe(`UPDATE ledger_status_changes SET status = 'settled' WHERE entry_id = $1`, setup.entryId)).rejects.toThrow();
    await expect(db.$executeRawUnsafe(`DELETE FROM ledger_status_changes WHERE entry_id = $1`, setup.entryId)).rejects.toThrow();
    const entry = await db.ledgerEntry.findUniqueOrThrow({ where: { id: setup.entryId } });
    expect(entry.commission.toFixed(3)).toBe("60.000");
    expect(await statusOf(setup.entryId)).toBe("pending");
  });
});
