import type { PaymentStatus, Prisma, RefundStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The payment and refund state machines (spec "States and transitions":
// Payment (payments module vocabulary, docs/decisions.md), Refund;
// docs/payments.md). Nothing else writes payments.status or refunds.status.

export const paymentMachine = defineMachine({
  name: "payment",
  transitions: {
    // The payer reached the provider's hosted page.
    open: { from: ["initiated"], to: "pending" },
    // 60 minutes unpaid.
    expire: { from: ["initiated"], to: "failed" },
    // The provider could not create the checkout session (3 attempts within 8 s): 503 to the payer.
    provider_down: { from: ["initiated"], to: "failed" },
    // A verified success webhook (signature, amount and currency match) or the provider's status.
    succeed: { from: ["pending"], to: "paid" },
    // A failure webhook, or the poller's 24 h timeout.
    fail: { from: ["pending"], to: "failed" },
    // A processed refund of less than what remains; again while some remains.
    refund_partially: { from: ["paid", "partially_refunded"], to: "partially_refunded" },
    // Processed refunds now sum to the full amount.
    refund_fully: { from: ["paid", "partially_refunded"], to: "refunded" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.payment.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<PaymentStatus, Prisma.PaymentUpdateManyMutationInput, Prisma.PaymentWhereInput>) =>
    tx.payment.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

export type PaymentMove = keyof typeof paymentMachine.transitions;

export const refundMachine = defineMachine({
  name: "refund",
  transitions: {
    // Finance or Super, never the requester.
    approve: { from: ["requested"], to: "approved" },
    deny: { from: ["requested"], to: "denied" },
    // Sent to the provider (approved ones; system-initiated ones skip approval).
    execute: { from: ["approved", "requested"], to: "processing" },
    // Confirmed by webhook or status query.
    process: { from: ["processing", "manual_processing"], to: "processed" },
    fail: { from: ["processing"], to: "failed" },
    // Automatic retries (up to 3).
    retry: { from: ["failed"], to: "processing" },
    // Past the provider's refundable window, or retries spent: a finance task.
    to_manual: { from: ["processing", "failed"], to: "manual_processing" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.refund.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<RefundStatus, Prisma.RefundUpdateManyMutationInput, Prisma.RefundWhereInput>) =>
    tx.refund.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

export type RefundMove = keyof typeof refundMachine.transitions;
