import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { LIVE_QUOTE_STATES, quoteMachine, rfqMachine } from "./state-machine";
import { notifyCustomerOfQuote } from "./quote-notices";
import { settleNegotiation, vendorQuoteOf } from "./revise-quote";
import { lockedRfq } from "./submit-quote";
import type { QuoteView } from "./view-schemas";
import { loadQuoteViews } from "./views";

// Withdrawing a quotation (PATCH with {action: "withdraw"} or {withdraw: true}):
// the quote leaves the customer's comparison for good (one quote per vendor
// per RFQ, so the vendor cannot send another on this RFQ). The RFQ follows:
// no counter left to answer -> quoted; no live quote left -> pending again,
// so other vendors can still quote.

export async function withdrawQuote(quoteId: string, ctx: RequestContext): Promise<QuoteView> {
  const vendorId = await currentVendorId(ctx, "quote.submit");
  const quote = await vendorQuoteOf(vendorId, quoteId, ctx);
  await db.$transaction(async (tx) => {
    const rfq = await lockedRfq(tx, quote.rfqId);
    await quoteMachine.move(tx, quoteId, "withdraw", {
      data: { closedAt: now() },
      audit: { actor: { type: "user", id: ctx.userId }, action: "quotation.withdrawn", request: ctx },
    });
    await settleNegotiation(tx, rfq, ctx);
    const live = await tx.quote.count({ where: { rfqId: rfq.id, status: { in: [...LIVE_QUOTE_STATES] } } });
    if (live === 0) {
      await rfqMachine.tryMove(tx, rfq.id, "reopen", { audit: { actor: { type: "user", id: ctx.userId }, action: "rfq.reopened", request: ctx } });
    }
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { nameAr: true, nameEn: true } });
    await notifyCustomerOfQuote(tx, rfq.customerUserId, vendor, "quote.withdrawn", { rfqId: rfq.id, rfqTitle: rfq.title });
  });
  const [view] = await loadQuoteViews({ id: quoteId }, ctx.locale);
  return view;
}
