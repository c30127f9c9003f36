import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Actor } from "../core/audit";
import { notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { kuwaitDay } from "../core/kuwait-time";
import { notify } from "../notifications/notify";
import { notifyVendorMembers } from "../vendors/notify-members";
import { LIVE_QUOTE_STATES, OPEN_RFQ_STATES, quoteMachine, rfqMachine } from "./state-machine";
import type { QuoteView } from "./view-schemas";
import { loadQuoteViews } from "./views";

// Rejecting one quote (both path sets). Rejecting one does not close the
// RFQ; when the last live quote closes, settleRfq decides what the RFQ
// becomes (docs/decisions.md "RFQ after its last live quote").

export const REJECT_REASONS = ["too_expensive", "found_another_vendor", "not_what_i_need", "vendor_too_slow", "event_changed", "other"] as const;
/** The reason as the vendor reads it (the customer's note stays between the customer and the platform). */
const REJECT_REASON_TEXT: Record<(typeof REJECT_REASONS)[number], { ar: string; en: string }> = {
  too_expensive: { ar: "السعر أعلى من المتوقع", en: "the price is higher than expected" },
  found_another_vendor: { ar: "اختار مزوّدًا آخر", en: "they chose another vendor" },
  not_what_i_need: { ar: "العرض لا يلبي ما يحتاجه", en: "the offer is not what they need" },
  vendor_too_slow: { ar: "تأخر الرد", en: "the reply came too late" },
  event_changed: { ar: "تغيّرت خطط المناسبة", en: "the event plans changed" },
  other: { ar: "سبب آخر", en: "another reason" },
};

export type RejectInput = { reason: (typeof REJECT_REASONS)[number]; note?: string };

const isLive = (status: string) => (LIVE_QUOTE_STATES as readonly string[]).includes(status);

/**
 * After a quote of the RFQ closed (rejected, voided): a negotiating RFQ with
 * no counter left goes back to quoted; an RFQ with no live quote left is
 * rejected when every recipient has answered (after a rejection), back to
 * pending when vendors may still quote within the needed-by date, otherwise
 * expired (the customer is told). Returns the move made, if any.
 */
export async function settleRfq(tx: Tx, rfqId: string, cause: "reject" | "void", actor: Actor, at: Date) {
  const rfq = await tx.rfq.findUnique({ where: { id: rfqId }, include: { recipients: { select: { status: true } }, quotes: { select: { status: true } } } });
  if (!rfq || !(OPEN_RFQ_STATES as readonly string[]).includes(rfq.status)) return null;
  const live = rfq.quotes.filter((q) => isLive(q.status));
  if (live.length) {
    if (rfq.status !== "negotiating" || live.some((q) => q.status === "counter_received")) return null;
    return rfqMachine.tryMove(tx, rfq, "negotiation_answered", { audit: { actor, action: "rfq.negotiation_closed" } });
  }
  if (rfq.status === "pending") return null;
  const everyoneAnswered = rfq.recipients.every((r) => r.status === "quoted" || r.status === "declined");
  if (cause === "reject" && everyoneAnswered) {
    return rfqMachine.tryMove(tx, rfq, "reject_all", { data: { closedAt: at }, audit: { actor, action: "rfq.rejected" } });
  }
  if (!everyoneAnswered && kuwaitDay(at) <= rfq.neededBy) {
    return rfqMachine.tryMove(tx, rfq, "reopen", { audit: { actor, action: "rfq.reopened" } });
  }
  const moved = await rfqMachine.tryMove(tx, rfq, "expire", { data: { closedAt: at }, audit: { actor, action: "rfq.expired", diff: { cause } } });
  if (moved) await notify(tx, { userId: rfq.customerUserId, kind: "rfq.expired", entity: { type: "rfq", id: rfq.id }, params: { rfq_title: rfq.title } });
  return moved;
}

export async function rejectQuote(quoteId: string, input: RejectInput, ctx: RequestContext): Promise<QuoteView> {
  assertSignedIn(ctx);
  const quote = ULID_PATTERN.test(quoteId)
    ? await db.quote.findUnique({ where: { id: quoteId }, include: { rfq: { select: { customerUserId: true, title: true } } } })
    : null;
  if (!quote || quote.rfq.customerUserId !== ctx.userId) throw notFound();
  quoteMachine.assertCan(quote.status, "reject");
  const at = now();
  const actor: Actor = { type: "user", id: ctx.userId };
  await db.$transaction(async (tx) => {
    await quoteMachine.move(tx, quote, "reject", {
      data: { rejectReason: input.reason, rejectNote: input.note ?? null, closedAt: at },
      audit: { actor, action: "quote.rejected", reason: input.reason, diff: input.note ? { note: input.note } : undefined, request: ctx },
    });
    await notifyVendorMembers(tx, quote.vendorId, {
      kind: "quote.rejected",
      entity: { type: "rfq", id: quote.rfqId },
      params: { rfq_title: quote.rfq.title, reason: REJECT_REASON_TEXT[input.reason] },
    });
    await settleRfq(tx, quote.rfqId, "reject", actor, at);
  });
  const [view] = await loadQuoteViews({ id: quote.id }, ctx.locale);
  return view;
}
