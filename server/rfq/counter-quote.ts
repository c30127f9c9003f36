import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Quote, Rfq } from "../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { newId, ULID_PATTERN } from "../core/ids";
import { formatAmount, toDecimal } from "../core/money";
import { MAX_NEGOTIATION_ROUNDS, quoteMachine, rfqMachine } from "./state-machine";
import { notifyVendorOfNegotiation } from "./quote-notices";
import { lockedRfq } from "./submit-quote";
import type { QuoteView } from "./view-schemas";
import { loadQuoteViews } from "./views";

// POST /quotes/{quoteId}/counter: the customer's counter-offer (a proposed
// price and/or a message). Each counter is one negotiation round, at most 3
// per quote; the quote waits for the vendor (counter_received) and a quoted
// RFQ is negotiating until every counter is answered.

export type CounterInput = { proposed_price?: string; message?: string };

/** The customer's quote (on one of their RFQs); 404 for a malformed id or anyone else's. */
export async function customerQuoteOf(ctx: RequestContext, quoteId: string): Promise<Quote & { rfq: Rfq }> {
  if (!ctx.userId || !ULID_PATTERN.test(quoteId)) throw notFound();
  const quote = await db.quote.findFirst({ where: { id: quoteId, rfq: { customerUserId: ctx.userId } }, include: { rfq: true } });
  if (!quote) throw notFound();
  return quote;
}

export function assertRoundsLeft(quote: Pick<Quote, "rounds">): void {
  if (quote.rounds >= MAX_NEGOTIATION_ROUNDS) {
    throw new AppError("QUOTATION_INVALID_STATE", {
      message: {
        en: `All ${MAX_NEGOTIATION_ROUNDS} negotiation rounds of this quotation are used; it can only be accepted or rejected now.`,
        ar: `استُنفدت جولات التفاوض الـ${MAX_NEGOTIATION_ROUNDS} على عرض السعر هذا؛ يمكن الآن قبوله أو رفضه فقط.`,
      },
    });
  }
}

/** The customer's display name for the vendor: first name and last initial, as on the vendor's RFQ copy. */
export async function customerName(userId: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true } });
  return `${user.firstName} ${user.lastName.slice(0, 1)}`.trim();
}

export async function counterQuote(quoteId: string, input: CounterInput, ctx: RequestContext): Promise<QuoteView> {
  const quote = await customerQuoteOf(ctx, quoteId);
  const message = input.message?.trim() || null;
  if (input.message !== undefined && !message) throw validationFailed({ message: ["validation.counter_message_empty"] });
  if (input.proposed_price === undefined && !message) throw validationFailed({ proposed_price: ["validation.counter_empty"] });
  const name = await customerName(quote.rfq.customerUserId);
  const at = now();
  await db.$transaction(async (tx) => {
    const rfq = await lockedRfq(tx, quote.rfqId);
    const current = await tx.quote.findUniqueOrThrow({ where: { id: quoteId } });
    assertRoundsLeft(current);
    if (current.status === "expired" || (current.status === "submitted" && current.validUntil <= at)) throw new AppError("QUOTATION_EXPIRED");
    if (input.proposed_price !== undefined) {
      const price = toDecimal(input.proposed_price);
      if (price.lessThanOrEqualTo(0) || price.greaterThanOrEqualTo(current.total.toString())) {
        throw validationFailed({ proposed_price: ["validation.counter_price_range"] });
      }
    }
    if (rfq.status !== "quoted" && rfq.status !== "negotiating") {
      throw new AppError("RFQ_INVALID_STATE", {
        message: { en: `This RFQ is ${rfq.status}; there is nothing to negotiate.`, ar: `حالة طلب عرض السعر ${rfq.status}؛ لا يوجد ما يُتفاوض عليه.` },
      });
    }
    const round = current.rounds + 1;
    await quoteMachine.move(tx, { id: quoteId, status: current.status }, "counter", {
      data: { rounds: round },
      where: { rounds: current.rounds },
      audit: { actor: { type: "user", id: ctx.userId }, action: "quotation.countered", diff: { rounds: [current.rounds, round] }, request: ctx },
    });
    await tx.quoteNegotiation.create({
      data: {
        id: newId(),
        quoteId,
        kind: "counter",
        round,
        proposedPrice: input.proposed_price === undefined ? null : formatAmount(input.proposed_price),
        message,
        revision: current.revision,
        createdAt: at,
      },
    });
    if (rfq.status === "quoted") {
      await rfqMachine.move(tx, { id: rfq.id, status: "quoted" }, "open_negotiation", {
        audit: { actor: { type: "user", id: ctx.userId }, action: "rfq.negotiation_opened", request: ctx },
      });
    }
    await notifyVendorOfNegotiation(tx, quote.vendorId, name, "quote.countered", { rfqId: rfq.id, rfqTitle: rfq.title, amount: input.proposed_price ?? null });
  });
  const [view] = await loadQuoteViews({ id: quoteId }, ctx.locale);
  return view;
}
