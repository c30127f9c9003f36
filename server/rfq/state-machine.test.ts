import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import type { QuoteStatus, RfqStatus } from "@/server/core/db/generated/client";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";
import { quoteMachine, rfqMachine, type QuoteMove, type RfqMove } from "./state-machine";

// The RFQ and quote tables of the spec ("States and transitions"), written
// out here independently of state-machine.ts, and every (status, move) pair tried
// against the database: allowed pairs land on their target, every other pair
// answers the machine's 409 and leaves the row as it was. The use cases test
// the same moves through the endpoints.

const RFQ_STATES: RfqStatus[] = ["draft", "pending", "quoted", "negotiating", "accepted", "rejected", "expired", "cancelled"];
const RFQ_TABLE: Record<RfqMove, [RfqStatus[], RfqStatus]> = {
  send: [["draft"], "pending"],
  discard: [["draft"], "cancelled"],
  first_quote: [["pending"], "quoted"],
  open_negotiation: [["quoted"], "negotiating"],
  negotiation_answered: [["negotiating"], "quoted"],
  accept: [["quoted", "negotiating"], "accepted"],
  reopen: [["quoted", "negotiating"], "pending"],
  reject_all: [["quoted", "negotiating"], "rejected"],
  cancel: [["pending", "quoted", "negotiating"], "cancelled"],
  expire: [["pending", "quoted", "negotiating"], "expired"],
  // After the accepted quote's booking was cancelled (docs/decisions.md "Fallback after a cancelled booking").
  reopen_after_booking: [["accepted"], "quoted"],
  reopen_empty_after_booking: [["accepted"], "pending"],
  expire_after_booking: [["accepted"], "expired"],
};

const QUOTE_STATES: QuoteStatus[] = ["submitted", "counter_received", "accepted", "not_selected", "rejected", "expired", "void", "withdrawn"];
const QUOTE_TABLE: Record<QuoteMove, [QuoteStatus[], QuoteStatus]> = {
  revise: [["submitted", "counter_received", "expired"], "submitted"],
  hold_firm: [["counter_received"], "submitted"],
  counter: [["submitted"], "counter_received"],
  accept: [["submitted", "counter_received"], "accepted"],
  not_selected: [["submitted", "counter_received"], "not_selected"],
  reject: [["submitted", "counter_received"], "rejected"],
  expire: [["submitted"], "expired"],
  void: [["submitted", "counter_received"], "void"],
  withdraw: [["submitted", "counter_received"], "withdrawn"],
  booking_cancelled: [["accepted"], "void"],
  reopen: [["not_selected"], "submitted"],
  lapse_unselected: [["not_selected"], "expired"],
};

const TERMINAL_RFQ: RfqStatus[] = ["rejected", "expired", "cancelled"];

async function fixture() {
  const buyer = await customer();
  const event = await eventOf(buyer.id);
  const { vendor } = await quotingVendor();
  const rfq = await sentRfq(event, [vendor.id]);
  const quote = await submittedQuote(rfq.id, vendor.id);
  return { rfqId: rfq.id, quoteId: quote.id };
}

describe("RFQ machine", () => {
  it("has exactly the spec's moves, and terminal states leave nowhere (accepted only when its booking is cancelled)", () => {
    expect(Object.keys(rfqMachine.transitions).sort()).toEqual(Object.keys(RFQ_TABLE).sort());
    for (const status of TERMINAL_RFQ) expect(rfqMachine.movesFrom(status)).toEqual([]);
    expect(rfqMachine.movesFrom("accepted").sort()).toEqual(["expire_after_booking", "reopen_after_booking", "reopen_empty_after_booking"]);
  });

  it("every allowed pair moves and every other pair is 409 RFQ_INVALID_STATE without a write", async () => {
    const { rfqId } = await fixture();
    for (const [move, [from, to]] of Object.entries(RFQ_TABLE) as [RfqMove, [RfqStatus[], RfqStatus]][]) {
      for (const status of RFQ_STATES) {
        await db.rfq.update({ where: { id: rfqId }, data: { status } });
        const attempt = db.$transaction((tx) => rfqMachine.move(tx, rfqId, move));
        if (from.includes(status)) {
          await expect(attempt, `${move} from ${status}`).resolves.toEqual({ from: status, to });
          expect((await db.rfq.findUniqueOrThrow({ where: { id: rfqId } })).status).toBe(to);
        } else {
          await expect(attempt, `${move} from ${status}`).rejects.toMatchObject({ code: "RFQ_INVALID_STATE", status: 409 });
          expect((await db.rfq.findUniqueOrThrow({ where: { id: rfqId } })).status).toBe(status);
        }
      }
    }
  });
});

describe("quote machine", () => {
  it("has exactly the spec's moves (plus withdraw, the re-quote revision and the fallback after a cancelled booking), and closed quotes leave nowhere", () => {
    expect(Object.keys(quoteMachine.transitions).sort()).toEqual(Object.keys(QUOTE_TABLE).sort());
    for (const status of ["rejected", "void", "withdrawn"] as QuoteStatus[]) expect(quoteMachine.movesFrom(status)).toEqual([]);
    expect(quoteMachine.movesFrom("accepted")).toEqual(["booking_cancelled"]);
    expect(quoteMachine.movesFrom("not_selected")).toEqual(["reopen", "lapse_unselected"]);
    expect(quoteMachine.movesFrom("expired")).toEqual(["revise"]);
  });

  it("every allowed pair moves and every other pair is 409 QUOTATION_INVALID_STATE without a write", async () => {
    const { quoteId } = await fixture();
    for (const [move, [from, to]] of Object.entries(QUOTE_TABLE) as [QuoteMove, [QuoteStatus[], QuoteStatus]][]) {
      for (const status of QUOTE_STATES) {
        await db.quote.update({ where: { id: quoteId }, data: { status } });
        const attempt = db.$transaction((tx) => quoteMachine.move(tx, quoteId, move));
        if (from.includes(status)) {
          await expect(attempt, `${move} from ${status}`).resolves.toEqual({ from: status, to });
          expect((await db.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(to);
        } else {
          await expect(attempt, `${move} from ${status}`).rejects.toMatchObject({ code: "QUOTATION_INVALID_STATE", status: 409 });
          expect((await db.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(status);
        }
      }
    }
  });
});
