import type { Refund } from "../../core/db/generated/client";
import { money } from "../../core/money";
import type { RefundReason, RefundView } from "./schemas";

/** A refund row as the API shows it (the provider id of the payment never appears). */
export function refundView(r: Refund): RefundView {
  return {
    id: r.id,
    payment_id: r.paymentId,
    booking_id: r.bookingId,
    amount: money(r.amount),
    reason: r.reason as RefundReason,
    note: r.note,
    status: r.status,
    system_initiated: r.systemInitiated,
    requested_by_user_id: r.requestedByUserId,
    decided_by_user_id: r.decidedByUserId,
    decided_at: r.decidedAt?.toISOString() ?? null,
    denial_reason: r.denialReason,
    provider_refund_id: r.providerRefundId,
    attempts: r.attempts,
    next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
    processed_at: r.processedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
