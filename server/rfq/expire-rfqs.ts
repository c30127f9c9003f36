import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { kuwaitDay } from "../core/kuwait-time";
import { notify } from "../notifications/notify";
import { LIVE_QUOTE_STATES, OPEN_RFQ_STATES, quoteMachine, rfqMachine } from "./state-machine";

// Job `expire-rfqs` (hourly, spec Limits "RFQ expiry job"): an open RFQ
// expires when its needed-by day is over (Kuwait), or when its expires_at
// (14 days after sending, or the needed-by day if sooner) passed with no live
// quote. Its live quotes become void (nothing can be accepted any more) and
// the customer gets one rfq.expired notification per RFQ.

function dueWhere(at: Date): Prisma.RfqWhereInput {
  return {
    status: { in: [...OPEN_RFQ_STATES] },
    OR: [{ neededBy: { lt: kuwaitDay(at) } }, { expiresAt: { lte: at }, quotes: { none: { status: { in: [...LIVE_QUOTE_STATES] } } } }],
  };
}

export async function expireRfqs(): Promise<number> {
  const at = now();
  const due = await db.rfq.findMany({ where: dueWhere(at), select: { id: true, status: true, title: true, customerUserId: true }, take: 500 });
  let expired = 0;
  for (const rfq of due) {
    await db.$transaction(async (tx) => {
      const actor = { type: "system" as const };
      // The condition again, in the update: a quote that arrived meanwhile keeps the RFQ open.
      const moved = await rfqMachine.tryMove(tx, rfq, "expire", { where: dueWhere(at), data: { closedAt: at }, audit: { actor, action: "rfq.expired" } });
      if (!moved) return;
      expired++;
      const live = await tx.quote.findMany({ where: { rfqId: rfq.id, status: { in: [...LIVE_QUOTE_STATES] } }, select: { id: true, status: true } });
      for (const quote of live) {
        await quoteMachine.tryMove(tx, quote, "void", { data: { closedAt: at }, audit: { actor, action: "quote.voided", diff: { cause: "rfq_expired" } } });
      }
      await notify(tx, { userId: rfq.customerUserId, kind: "rfq.expired", entity: { type: "rfq", id: rfq.id }, params: { rfq_title: rfq.title } });
    });
  }
  return expired;
}
