import type { Actor } from "../../core/audit";
import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import type { Tx } from "../../core/db/client";
import type { Payment, Prisma, Refund, RefundStatus } from "../../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import type Decimal from "decimal.js";
import { formatAmount, sum, toDecimal } from "../../core/money";
import type { RefundReason } from "./schemas";

// The one place a refund row is created. The payment row is locked (SELECT
// ... FOR UPDATE) while what is left is computed and the refund inserted, so
// two concurrent refunds of one payment run one after the other and together
// never exceed it. Every refund that is not denied holds its amount: the
// live ones (requested, approved, processing, failed on its way to a retry or
// to manual, manual_processing) will pay out, the processed ones did.

export const RESERVING_STATUSES: RefundStatus[] = ["requested", "approved", "processing", "processed", "failed", "manual_processing"];
const REFUNDABLE_PAYMENTS = ["paid", "partially_refunded"];

export type RecordRefundInput = {
  paymentId: string;
  /** Exact KWD amount; `"remaining"` takes whatever is left (system refunds of a whole deposit). */
  amount: string | "remaining";
  reason: RefundReason;
  note?: string | null;
  requestedByUserId: string | null;
  systemInitiated: boolean;
  actor: Actor;
  request?: Pick<RequestContext, "ip" | "requestId">;
  /** Redelivered events: no new refund when one like this already exists on the payment. */
  unlessExists?: Prisma.RefundWhereInput;
  /** System refunds take at most what is left instead of failing validation. */
  capAtRemaining?: boolean;
  /** original (default): sent to the payment's provider; wallet: credited to the payer's wallet instead. */
  destination?: "original" | "wallet";
  /** Money never applied to the payable (a flagged payment sent back, server/payments/resolve-flag.ts): the refund is not the booking's. */
  detached?: boolean;
};

/** Locks the payment row for the rest of the transaction and returns it. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<Payment> {
  await tx.$queryRaw`SELECT id FROM payments WHERE id = ${paymentId} FOR UPDATE`;
  const payment = await tx.payment.findUnique({ where: { id: paymentId } });
  if (!payment) throw notFound();
  return payment;
}

async function remainingOf(tx: Tx, payment: Payment): Promise<Decimal> {
  const held = await tx.refund.findMany({ where: { paymentId: payment.id, status: { in: RESERVING_STATUSES } }, select: { amount: true } });
  return toDecimal(payment.amount).minus(sum(held.map((r) => r.amount)));
}

/** The refund, or null when `unlessExists` matched or (capped) nothing is left. */
export async function recordRefund(tx: Tx, input: RecordRefundInput): Promise<{ refund: Refund; payment: Payment } | null> {
  if (input.reason === "goodwill" && !input.note) throw validationFailed({ note: ["validation.refund_note_required"] });
  const payment = await lockPayment(tx, input.paymentId);
  if (!REFUNDABLE_PAYMENTS.includes(payment.status)) {
    if (input.capAtRemaining) return null;
    throw new AppError("CONFLICT", {
      message: {
        en: `A ${payment.status} payment cannot be refunded; only paid or partially refunded ones.`,
        ar: `لا يمكن استرداد دفعة حالتها ${payment.status}؛ يمكن الاسترداد فقط من الدفعات المدفوعة أو المستردة جزئيًا.`,
      },
    });
  }
  // A top-up's money now lives in the wallet (and may be spent): it never goes back through the provider.
  if (payment.payableType === "wallet_topup") {
    if (input.capAtRemaining) return null;
    throw new AppError("CONFLICT", { message: { en: "A wallet top-up is not refunded.", ar: "لا يُسترد شحن المحفظة." } });
  }
  if (input.unlessExists && (await tx.refund.findFirst({ where: { ...input.unlessExists, paymentId: payment.id }, select: { id: true } }))) return null;
  const remaining = await remainingOf(tx, payment);
  let amount = input.amount === "remaining" ? remaining : toDecimal(input.amount);
  if (input.capAtRemaining) amount = amount.greaterThan(remaining) ? remaining : amount;
  if (amount.lessThanOrEqualTo(0)) {
    if (input.capAtRemaining) return null;
    throw validationFailed({ amount: ["validation.amount_positive"] });
  }
  if (amount.greaterThan(remaining)) throw validationFailed({ amount: ["validation.refund_amount_exceeds_remaining"] });
  const refund = await tx.refund.create({
    data: {
      id: newId(),
      paymentId: payment.id,
      bookingId: payment.payableType === "booking" && !input.detached ? payment.payableId : null,
      amount: formatAmount(amount),
      reason: input.reason,
      note: input.note || null,
      systemInitiated: input.systemInitiated,
      requestedByUserId: input.requestedByUserId,
      destination: input.destination ?? "original",
      createdAt: now(),
    },
  });
  await writeAudit(tx, {
    actor: input.actor,
    action: input.systemInitiated ? "refund.initiated" : "refund.requested",
    entityType: "refund",
    entityId: refund.id,
    diff: {
      status: [null, "requested"],
      payment_id: payment.id,
      amount: formatAmount(amount),
      reason: input.reason,
      remaining_before: formatAmount(remaining),
      destination: input.destination ?? "original",
    },
    reason: input.note ?? undefined,
    request: input.request,
  });
  return { refund, payment };
}
