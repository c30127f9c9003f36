import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import type { RefundStatus } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import { now } from "@/server/core/clock";
import { paidDeposit } from "@/server/test/payments";
import { refundMachine, type RefundMove } from "../state-machine";

// The spec's refund lifecycle written out independently of state-machine.ts, and
// every (status, move) pair tried against the database: allowed pairs land
// on their target, every other pair answers 409 CONFLICT and leaves the row.

const STATES: RefundStatus[] = ["requested", "approved", "denied", "processing", "processed", "failed", "manual_processing"];
const TABLE: Record<RefundMove, [RefundStatus[], RefundStatus]> = {
  approve: [["requested"], "approved"],
  deny: [["requested"], "denied"],
  execute: [["approved", "requested"], "processing"],
  process: [["processing", "manual_processing"], "processed"],
  fail: [["processing"], "failed"],
  retry: [["failed"], "processing"],
  to_manual: [["processing", "failed"], "manual_processing"],
};

describe("refund machine", () => {
  it("has exactly the spec's moves; denied and processed leave nowhere", () => {
    expect(Object.keys(refundMachine.transitions).sort()).toEqual(Object.keys(TABLE).sort());
    expect(refundMachine.movesFrom("denied")).toEqual([]);
    expect(refundMachine.movesFrom("processed")).toEqual([]);
  });

  it("every allowed pair moves and every other pair is 409 CONFLICT without a write", async () => {
    const { payment } = await paidDeposit();
    const refund = await db.refund.create({ data: { id: newId(), paymentId: payment.id, amount: "1.000", reason: "goodwill", note: "x", createdAt: now() } });
    for (const [move, [from, to]] of Object.entries(TABLE) as [RefundMove, [RefundStatus[], RefundStatus]][]) {
      for (const status of STATES) {
        await db.refund.update({ where: { id: refund.id }, data: { status } });
        const attempt = db.$transaction((tx) => refundMachine.move(tx, refund.id, move));
        if (from.includes(status)) {
          await expect(attempt, `${move} from ${status}`).resolves.toEqual({ from: status, to });
          expect((await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe(to);
        } else {
          await expect(attempt, `${move} from ${status}`).rejects.toMatchObject({ code: "CONFLICT" });
          expect((await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe(status);
        }
      }
    }
  });
});
