import { now } from "../core/clock";
import { db } from "../core/db/client";
import { quoteMachine } from "./machines";

// Job `expire-quotes` (hourly): a submitted quote past its valid_until
// becomes expired. The RFQ stays open: the customer may ask the vendor for a
// re-quote until the RFQ itself expires (expire-rfqs.ts, docs/decisions.md).

export async function expireQuotes(): Promise<number> {
  const at = now();
  const due = await db.quote.findMany({ where: { status: "submitted", validUntil: { lte: at } }, select: { id: true, status: true }, take: 1000 });
  let expired = 0;
  for (const quote of due) {
    const moved = await db.$transaction((tx) =>
      quoteMachine.tryMove(tx, quote, "expire", {
        where: { validUntil: { lte: at } },
        data: { closedAt: at },
        audit: { actor: { type: "system" }, action: "quote.expired" },
      }),
    );
    if (moved) expired++;
  }
  return expired;
}
