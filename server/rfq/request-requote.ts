import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { assertRoundsLeft, customerName, customerQuoteOf } from "./counter-quote";
import { notifyVendorOfNegotiation } from "./quote-notices";
import { assertRfqOpen, lockedRfq } from "./submit-quote";
import type { QuoteView } from "./view-schemas";
import { loadQuoteViews } from "./views";

// POST /quotes/{quoteId}/request-requote: the customer asks the vendor for a
// new version, typically of an expired quote (an expired quote can be revised
// only after such a request). It is not a counter round and moves no status;
// after the 3 rounds only accept or reject remain, so it is refused then too.

const REQUOTABLE = ["submitted", "expired"];

export async function requestRequote(quoteId: string, rawMessage: string | undefined, ctx: RequestContext): Promise<QuoteView> {
  const quote = await customerQuoteOf(ctx, quoteId);
  const message = rawMessage?.trim() || null;
  if (rawMessage !== undefined && !message) throw validationFailed({ message: ["validation.counter_message_empty"] });
  const name = await customerName(quote.rfq.customerUserId);
  await db.$transaction(async (tx) => {
    const rfq = await lockedRfq(tx, quote.rfqId);
    assertRfqOpen(rfq);
    const current = await tx.quote.findUniqueOrThrow({ where: { id: quoteId } });
    assertRoundsLeft(current);
    if (!REQUOTABLE.includes(current.status)) {
      throw new AppError("QUOTATION_INVALID_STATE", {
        message: { en: `A ${current.status} quotation takes no re-quote request.`, ar: `لا يمكن طلب إعادة التسعير لعرض سعر في حالة ${current.status}.` },
      });
    }
    await tx.quoteNegotiation.create({
      data: { id: newId(), quoteId, kind: "requote_request", round: 0, message, revision: current.revision, createdAt: now() },
    });
    await notifyVendorOfNegotiation(tx, quote.vendorId, name, "quote.requote_requested", { rfqId: rfq.id, rfqTitle: rfq.title });
  });
  const [view] = await loadQuoteViews({ id: quoteId }, ctx.locale);
  return view;
}
