import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import type { PaymentStatus } from "@/server/core/db/generated/client";
import { depositPayment } from "@/server/test/payments";
import { paymentMachine, type PaymentMove } from "./state-machine";

// The spec's payment table ("States and transitions": Payment, payments
// module vocabulary) written out independently of state-machine.ts, plus
// provider_down (session creation failed: docs/decisions.md), and every
// (status, move) pair tried against the database.

const STATES: PaymentStatus[] = ["initiated", "pending", "paid", "failed", "partially_refunded", "refunded"];
const TABLE: Record<PaymentMove, [PaymentStatus[], PaymentStatus]> = {
  open: [["initiated"], "pending"],
  expire: [["initiated"], "failed"],
  provider_down: [["initiated"], "failed"],
  succeed: [["pending"], "paid"],
  fail: [["pending"], "failed"],
  refund_partially: [["paid", "partially_refunded"], "partially_refunded"],
  refund_fully: [["paid", "partially_refunded"], "refunded"],
};

describe("payment machine", () => {
  it("has exactly these moves; failed and refunded leave nowhere", () => {
    expect(Object.keys(paymentMachine.transitions).sort()).toEqual(Object.keys(TABLE).sort());
    expect(paymentMachine.movesFrom("failed")).toEqual([]);
    expect(paymentMachine.movesFrom("refunded")).toEqual([]);
  });

  it("every allowed pair moves and every other pair is 409 without a write", async () => {
    const { payment } = await depositPayment();
    for (const [move, [from, to]] of Object.entries(TABLE) as [PaymentMove, [PaymentStatus[], PaymentStatus]][]) {
      for (const status of STATES) {
        await db.payment.update({ where: { id: payment.id }, data: { status } });
        const attempt = db.$transaction((tx) => paymentMachine.move(tx, payment.id, move));
        if (from.includes(status)) {
          await expect(attempt, `${move} from ${status}`).resolves.toEqual({ from: status, to });
          expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe(to);
        } else {
          await expect(attempt, `${move} from ${status}`).rejects.toMatchObject({ code: "CONFLICT", status: 409 });
          expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe(status);
        }
      }
    }
  });
});
