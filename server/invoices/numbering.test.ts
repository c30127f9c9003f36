import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { applyOutcome } from "@/server/payments/apply-outcome";
import { paidOutcome, pay, pendingDeposits } from "@/server/test/invoices";
import { issueInvoice } from "./issue-invoice";

// Invoice numbers: INV-<Kuwait year of paid_at>-<6 digits>, one gapless
// sequence per year, and issued documents the database refuses to change.
// Each test uses its own year, so the counters of one do not move another's.

const numbersOf = async (paymentIds: string[]) =>
  (await db.financeDocument.findMany({ where: { paymentId: { in: paymentIds }, kind: "invoice" }, orderBy: { sequence: "asc" } })).map((d) => d.number);

describe("invoice numbering", () => {
  // reason: runs on PostgreSQL only; PGlite has a single connection, so nothing can run in parallel there
  it.skipIf(!process.env.DATABASE_URL)(
    "50 payments succeeding at once get exactly INV-2030-000001..000050 (PostgreSQL: PGlite has one connection, nothing runs in parallel)",
    async () => {
      const { payments } = await pendingDeposits(50);
      const paidAt = new Date("2030-03-01T09:00:00Z");
      const applied = await Promise.all(payments.map((p) => applyOutcome(p.id, paidOutcome(p, paidAt), "webhook")));
      expect(applied.every((a) => a === "paid")).toBe(true);
      const numbers = await numbersOf(payments.map((p) => p.id));
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `INV-2030-${String(i + 1).padStart(6, "0")}`));
      expect(new Set(numbers).size).toBe(50);
    },
    120_000,
  );

  it("a transaction rolled back after numbering gives its number back: the next paid payment gets it", async () => {
    const { payments } = await pendingDeposits(3);
    const at = new Date("2031-05-01T09:00:00Z");
    expect((await pay(payments[0], at)).number).toBe("INV-2031-000001");
    await db.payment.update({ where: { id: payments[1].id }, data: { status: "paid", paidAt: at } });
    const rolledBack = db.$transaction(async (tx) => {
      const doc = await issueInvoice(tx, payments[1].id);
      expect(doc.number).toBe("INV-2031-000002");
      throw new Error("the payment transaction failed after numbering");
    });
    await expect(rolledBack).rejects.toThrow("failed after numbering");
    expect(await db.financeDocument.count({ where: { paymentId: payments[1].id } })).toBe(0);
    expect((await pay(payments[2], at)).number).toBe("INV-2031-000002");
  });

  it("the year is Kuwait's: 31 Dec 23:59 Kuwait is still the old year, 1 Jan 00:00 Kuwait (31 Dec 21:00 UTC) starts the new one at 000001", async () => {
    const { payments } = await pendingDeposits(3);
    expect((await pay(payments[0], new Date("2032-12-31T20:59:00Z"))).number).toBe("INV-2032-000001");
    expect((await pay(payments[1], new Date("2032-12-31T21:00:00Z"))).number).toBe("INV-2033-000001");
    expect((await pay(payments[2], new Date("2033-01-01T08:00:00Z"))).number).toBe("INV-2033-000002");
  });

  it("one invoice per payment: issuing again returns the same one, and a redelivered success changes nothing", async () => {
    const { payments } = await pendingDeposits(1);
    const first = await pay(payments[0], new Date("2034-02-01T09:00:00Z"));
    const again = await db.$transaction((tx) => issueInvoice(tx, payments[0].id));
    expect(again.id).toBe(first.id);
    expect(await applyOutcome(payments[0].id, paidOutcome(payments[0]), "webhook")).toBe("unchanged");
    expect(await numbersOf([payments[0].id])).toEqual(["INV-2034-000001"]);
  });

  it("the snapshot holds what the PDF prints: payer, purpose, booking line, amount, method, provider reference, legal entity", async () => {
    const setup = await pendingDeposits(1);
    const doc = await pay(setup.payments[0], new Date("2035-02-01T09:00:00Z"));
    expect(doc).toMatchObject({
      purpose: "booking_deposit",
      method: "knet",
      providerRef: `ref_${setup.payments[0].id}`,
      payerUserId: setup.buyer.id,
      vendorId: setup.booking.vendorId,
    });
    expect(doc.snapshot).toMatchObject({
      payer: { email: setup.buyer.email },
      purpose: { ar: "عربون حجز", en: "Booking deposit" },
      line: { type: "booking_deposit", booking_reference: setup.booking.reference, deposit: doc.amount.toFixed(3) },
      method: { en: "KNET" },
      entity: { code: "KW01" },
    });
  });

  it("issued documents are immutable: the database refuses UPDATE and DELETE", async () => {
    const { payments } = await pendingDeposits(1);
    const doc = await pay(payments[0], new Date("2036-02-01T09:00:00Z"));
    await expect(db.$executeRaw`UPDATE finance_documents SET amount = 0 WHERE id = ${doc.id}`).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(db.$executeRaw`DELETE FROM finance_documents WHERE id = ${doc.id}`).rejects.toThrow(/append-only: DELETE refused/);
    expect((await db.financeDocument.findUniqueOrThrow({ where: { id: doc.id } })).amount.toFixed(3)).toBe(doc.amount.toFixed(3));
  });
});
