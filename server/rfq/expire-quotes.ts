import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { notify } from "../notifications/notify";
import { LIVE_QUOTE_STATES, quoteMachine, rfqMachine } from "./state-machine";
import { lockedRfq } from "./submit-quote";

// Job `expire-quotes` (hourly): a submitted quote past its valid_until
// becomes expired. When that leaves a `quoted` RFQ without any live quote
// (all its quotes expired or otherwise closed), the RFQ expires in the same
// transaction and the customer gets one rfq.expired notification (spec RFQ
// states: "quoted | expiry job | all quotes expired"; docs/decisions.md).
// An RFQ with a live quote left stays open: the customer may still accept it
// or ask the expired quote's vendor for a re-quote.

export async function expireQuotes(): Promise<number> {
  const at = now();
  const due = await db.quote.findMany({ where: { status: "submitted", validUntil: { lte: at } }, select: { id: true, status: true, rfqId: true }, take: 1000 });
  let expired = 0;
  for (const quote of due) {
    const moved = await db.$transaction(async (tx) => {
      // The RFQ row first (as accept, submit and revise do): a revision racing the job waits or wins.
      await lockedRfq(tx, quote.rfqId);
      const done = await quoteMachine.tryMove(tx, quote, "expire", {
        where: { validUntil: { lte: at } },
        data: { closedAt: at },
        audit: { actor: { type: "system" }, action: "quote.expired" },
      });
      if (done) await expireRfqWithoutLiveQuote(tx, quote.rfqId, at);
      return done;
    });
    if (moved) expired++;
  }
  return expired;
}

async function expireRfqWithoutLiveQuote(tx: Tx, rfqId: string, at: Date): Promise<void> {
  const rfq = await tx.rfq.findUniqueOrThrow({ where: { id: rfqId }, select: { id: true, status: true, title: true, customerUserId: true } });
  if (rfq.status !== "quoted") return;
  const moved = await rfqMachine.tryMove(tx, rfq, "expire", {
    where: { quotes: { none: { status: { in: [...LIVE_QUOTE_STATES] } } } },
    data: { closedAt: at },
    audit: { actor: { type: "system" }, action: "rfq.expired", diff: { cause: "quotes_expired" } },
  });
  if (moved) await notify(tx, { userId: rfq.customerUserId, kind: "rfq.expired", entity: { type: "rfq", id: rfq.id }, params: { rfq_title: rfq.title } });
}
