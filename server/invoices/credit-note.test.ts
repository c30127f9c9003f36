import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import type { Payment } from "@/server/core/db/generated/client";
import { completeRefund } from "@/server/payments/refunds/complete-refund";
import { pay, pendingDeposits } from "@/server/test/invoices";
import { paidDeposit } from "@/server/test/payments";

// A processed refund gets a credit note (CRN-<Kuwait year>-<6 digits>, its
// own sequence) referencing the payment's invoice, in the transaction that
// processes the refund. Each test processes in its own year.

afterEach(resetClock);

async function processingRefund(payment: Payment, amount: string) {
  return db.refund.create({
    data: {
      id: newId(),
      paymentId: payment.id,
      bookingId: payment.payableId,
      amount,
      reason: "vendor_fault",
      note: "The photographer came late",
      status: "processing",
      createdAt: now(),
    },
  });
}

/** Completes it at `at` (the provider's confirmation). */
async function complete(refundId: string, at: string) {
  freezeClock(at);
  try {
    return await completeRefund(refundId, "prov_refund_1", { type: "system" });
  } finally {
    resetClock();
  }
}

describe("credit notes", () => {
  it("a processed refund gets CRN-YYYY-000001 referencing the invoice; a redelivered completion issues no second one", async () => {
    const { payments } = await pendingDeposits(1);
    const invoice = await pay(payments[0], new Date("2040-01-10T09:00:00Z"));
    const refund = await processingRefund(payments[0], "10.000");
    expect(await complete(refund.id, "2040-02-01T09:00:00Z")).not.toBeNull();
    const notes = await db.financeDocument.findMany({ where: { refundId: refund.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: "credit_note",
      number: "CRN-2040-000001",
      invoiceId: invoice.id,
      paymentId: payments[0].id,
      providerRef: "prov_refund_1",
    });
    expect(notes[0].amount.toFixed(3)).toBe("10.000");
    expect(notes[0].snapshot).toMatchObject({
      invoice_number: invoice.number,
      refund: { amount: "10.000", reason: { en: "Vendor fault" }, note: "The photographer came late" },
    });

    expect(await complete(refund.id, "2040-02-01T09:05:00Z")).toBeNull();
    expect(await db.financeDocument.count({ where: { paymentId: payments[0].id, kind: "credit_note" } })).toBe(1);

    const second = await processingRefund(payments[0], "5.000");
    await complete(second.id, "2040-02-02T09:00:00Z");
    expect((await db.financeDocument.findUniqueOrThrow({ where: { refundId: second.id } })).number).toBe("CRN-2040-000002");
    expect(await db.financeDocument.count({ where: { paymentId: payments[0].id, kind: "invoice" } })).toBe(1);
  });

  it("a payment paid before invoices existed gets its invoice first, then the credit note that references it", async () => {
    const { payment } = await paidDeposit();
    expect(await db.financeDocument.count({ where: { paymentId: payment.id } })).toBe(0);
    const refund = await processingRefund(payment, "20.000");
    await complete(refund.id, "2041-03-01T09:00:00Z");
    const invoice = await db.financeDocument.findFirstOrThrow({ where: { paymentId: payment.id, kind: "invoice" } });
    const note = await db.financeDocument.findUniqueOrThrow({ where: { refundId: refund.id } });
    expect(note.invoiceId).toBe(invoice.id);
    expect(note.number).toBe("CRN-2041-000001");
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
  });
});
