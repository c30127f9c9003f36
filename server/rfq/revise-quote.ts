import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Quote } from "../core/db/generated/client";
import { AppError, notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { currentVendorId, requireApprovedVendor } from "../identity/sessions/current-vendor";
import { branchLimit, rfqInBranches } from "../branches/scope";
import { holdsFirm, sameOfferAgain } from "./hold-firm";
import { quoteMachine, rfqMachine } from "./state-machine";
import type { QuoteInput } from "./quote-input";
import { notifyCustomerOfQuote } from "./quote-notices";
import { assertRfqOpen, claimQuoteAttachments, lockedRfq, markRfqQuoted, writeVersion } from "./submit-quote";
import type { QuoteView } from "./view-schemas";
import { loadQuoteViews } from "./views";

// Revising a quotation (PATCH /vendor/quotes/{quoteId}, PATCH /quotations/{id}):
// a new version replaces the current values and resets the validity from now.
// From counter_received it answers the customer's counter (or holds firm,
// hold-firm.ts); from expired only when the customer asked for a re-quote
// after it expired. The RFQ goes back to quoted once no quote of it awaits
// an answer to a counter.

export type QuoteChange = { input: QuoteInput | null; finalOffer: boolean };

/** The vendor's quote; 404 for a malformed id, another vendor's quote or another branch's than the caller's. */
export async function vendorQuoteOf(vendorId: string, quoteId: string, ctx: RequestContext): Promise<Quote> {
  if (!ULID_PATTERN.test(quoteId)) throw notFound();
  const limit = await branchLimit(vendorId, ctx.userId);
  const quote = await db.quote.findFirst({ where: { id: quoteId, vendorId, ...rfqInBranches(vendorId, limit) } });
  if (!quote) throw notFound();
  return quote;
}

/** After a vendor's answer or withdrawal: a negotiating RFQ with no counter left to answer is quoted again. */
export async function settleNegotiation(tx: Tx, rfq: { id: string; status: string }, ctx: RequestContext): Promise<void> {
  if (rfq.status !== "negotiating") return;
  const waiting = await tx.quote.count({ where: { rfqId: rfq.id, status: "counter_received" } });
  if (waiting > 0) return;
  await rfqMachine.move(tx, { id: rfq.id, status: "negotiating" }, "negotiation_answered", {
    audit: { actor: { type: "user", id: ctx.userId }, action: "rfq.negotiation_answered", request: ctx },
  });
}

export async function reviseQuote(quoteId: string, change: QuoteChange, ctx: RequestContext): Promise<QuoteView> {
  const vendorId = await currentVendorId(ctx, "quote.submit");
  await requireApprovedVendor(vendorId);
  const quote = await vendorQuoteOf(vendorId, quoteId, ctx);
  const userId = callerId(ctx);
  const at = now();
  await db.$transaction(async (tx) => {
    const rfq = await lockedRfq(tx, quote.rfqId);
    assertRfqOpen(rfq);
    const current = await tx.quote.findUniqueOrThrow({
      where: { id: quoteId },
      include: { versions: { orderBy: { revision: "desc" }, take: 1 }, counters: { orderBy: { createdAt: "desc" }, take: 1 } },
    });
    if (current.status === "expired") {
      const last = current.counters[0];
      if (!last || last.kind !== "requote_request" || last.createdAt < current.validUntil) {
        throw new AppError("QUOTATION_INVALID_STATE", {
          message: {
            en: "This quotation expired; it can be revised once the customer asks for a re-quote.",
            ar: "انتهت صلاحية عرض السعر هذا؛ يمكن تعديله بعد أن يطلب العميل إعادة التسعير.",
          },
        });
      }
    }
    const input = change.input ?? sameOfferAgain(current.versions[0], at);
    const move = holdsFirm(current, change) ? "hold_firm" : "revise";
    const revision = current.revision + 1;
    await quoteMachine.move(tx, { id: quoteId, status: current.status }, move, {
      data: { revision, total: input.total, validUntil: input.validUntil, submittedAt: at, finalOffer: change.finalOffer },
      audit: {
        actor: { type: "user", id: userId },
        action: move === "hold_firm" ? "quotation.held_firm" : "quotation.revised",
        diff: { revision: [current.revision, revision], total: [current.total.toFixed(3), input.total], final_offer: change.finalOffer },
        request: ctx,
      },
    });
    await writeVersion(tx, quoteId, revision, input, { userId, at, finalOffer: change.finalOffer });
    await claimQuoteAttachments(tx, quoteId, input.attachmentIds, userId);
    await markRfqQuoted(tx, rfq, ctx);
    await settleNegotiation(tx, rfq, ctx);
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { nameAr: true, nameEn: true } });
    await notifyCustomerOfQuote(tx, rfq.customerUserId, vendor, change.finalOffer ? "quote.final_offer" : "quote.revised", {
      rfqId: rfq.id,
      rfqTitle: rfq.title,
      amount: input.total,
    });
  });
  const [view] = await loadQuoteViews({ id: quoteId }, ctx.locale);
  return view;
}
