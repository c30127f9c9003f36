import type { Payment } from "../core/db/generated/client";
import { money } from "../core/money";
import type { InvoiceRef } from "../invoices/invoice-refs";
import type { AdminPaymentView, PaymentView, Purpose } from "./schemas";

// Payment payloads. The provider and its references stay internal: clients
// see only the hosted page URL (spec Resources "Payment and payment intent").

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const settled = (p: Payment) => p.status !== "initiated" && p.status !== "pending";

/** `invoice`: the payment's invoice reference (lists look them up in one query, server/invoices/invoice-refs.ts). */
export function paymentView(p: Payment, invoice: InvoiceRef | null = null): PaymentView {
  return {
    id: p.id,
    payable_type: p.payableType as PaymentView["payable_type"],
    payable_id: p.payableId,
    purpose: p.purpose as Purpose,
    amount: money(p.amount, p.currency),
    status: p.status,
    payment_url: settled(p) ? null : p.paymentUrl,
    expires_at: p.expiresAt.toISOString(),
    created_at: p.createdAt.toISOString(),
    paid_at: iso(p.paidAt),
    method: p.method === "knet" || p.method === "card" ? p.method : null,
    flagged: p.flagged,
    invoice,
  };
}

export function adminPaymentView(p: Payment, invoice: InvoiceRef | null = null): AdminPaymentView {
  return {
    ...paymentView(p, invoice),
    provider: p.provider,
    provider_ref: p.providerRef,
    flag_reason: p.flagReason,
    failure_reason: p.failureReason,
    payer_user_id: p.payerUserId,
  };
}
