import type { Prisma, QuoteStatus, RfqStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The RFQ and quote state machines (spec "States and transitions": RFQ,
// Quote; docs/rfqs.md). Nothing else writes rfqs.status or quotes.status.

export const rfqMachine = defineMachine({
  name: "RFQ",
  transitions: {
    send: { from: ["draft"], to: "pending" },
    discard: { from: ["draft"], to: "cancelled" },
    first_quote: { from: ["pending"], to: "quoted" },
    open_negotiation: { from: ["quoted"], to: "negotiating" },
    negotiation_answered: { from: ["negotiating"], to: "quoted" },
    accept: { from: ["quoted", "negotiating"], to: "accepted" },
    // Rejecting the last live quote while vendors may still quote, within needed-by (docs/decisions.md).
    reopen: { from: ["quoted", "negotiating"], to: "pending" },
    // Every recipient has answered and every quote is rejected (docs/decisions.md).
    reject_all: { from: ["quoted", "negotiating"], to: "rejected" },
    cancel: { from: ["pending", "quoted", "negotiating"], to: "cancelled" },
    expire: { from: ["pending", "quoted", "negotiating"], to: "expired" },
    // The accepted quote's booking was cancelled (docs/decisions.md "Fallback after a cancelled booking"):
    // open again with the sibling quotes still valid, open for new quotes only, or closed.
    reopen_after_booking: { from: ["accepted"], to: "quoted" },
    reopen_empty_after_booking: { from: ["accepted"], to: "pending" },
    expire_after_booking: { from: ["accepted"], to: "expired" },
  },
  invalidStateError: "RFQ_INVALID_STATE",
  read: (tx, id) => tx.rfq.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<RfqStatus, Prisma.RfqUpdateManyMutationInput, Prisma.RfqWhereInput>) =>
    tx.rfq.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

export type RfqMove = keyof typeof rfqMachine.transitions;

/** RFQ states in which vendors may still quote and the customer may still act. */
export const OPEN_RFQ_STATES = ["pending", "quoted", "negotiating"] as const satisfies readonly RfqStatus[];

export const quoteMachine = defineMachine({
  name: "quotation",
  transitions: {
    // A new version (vendor revision); from counter_received it answers the
    // counter, from expired it answers the customer's re-quote request.
    revise: { from: ["submitted", "counter_received", "expired"], to: "submitted" },
    // The vendor answers a counter without a new version: the same price, marked final.
    hold_firm: { from: ["counter_received"], to: "submitted" },
    counter: { from: ["submitted"], to: "counter_received" },
    accept: { from: ["submitted", "counter_received"], to: "accepted" },
    not_selected: { from: ["submitted", "counter_received"], to: "not_selected" },
    reject: { from: ["submitted", "counter_received"], to: "rejected" },
    expire: { from: ["submitted"], to: "expired" },
    void: { from: ["submitted", "counter_received"], to: "void" },
    withdraw: { from: ["submitted", "counter_received"], to: "withdrawn" },
    // Its booking was cancelled: never acceptable again (docs/decisions.md "Fallback after a cancelled booking").
    booking_cancelled: { from: ["accepted"], to: "void" },
    // The chosen quote's booking was cancelled: a sibling still valid is acceptable again,
    // one past its validity is expired (the customer may ask for a re-quote).
    reopen: { from: ["not_selected"], to: "submitted" },
    lapse_unselected: { from: ["not_selected"], to: "expired" },
  },
  invalidStateError: "QUOTATION_INVALID_STATE",
  read: (tx, id) => tx.quote.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<QuoteStatus, Prisma.QuoteUpdateManyMutationInput, Prisma.QuoteWhereInput>) =>
    tx.quote.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

export type QuoteMove = keyof typeof quoteMachine.transitions;

/** Quote states a customer can still accept, reject or counter. */
export const LIVE_QUOTE_STATES = ["submitted", "counter_received"] as const satisfies readonly QuoteStatus[];

export const MAX_NEGOTIATION_ROUNDS = 3;
