import type { Payment } from "../core/db/generated/client";
import { money } from "../core/money";
import type { InvoiceRef } from "../invoices/invoice-refs";
import { allowedFlagActions } from "./flag-actions";
import type { AdminPaymentView, PaymentView, Purpose } from "./schemas";

// Payment payloads. The provider and its references stay internal: clients
// see only the hosted page URL (spec Resources "Payment and payment intent"),
// and only the payer does: whoever holds the URL can act on the session, so
// the vendor's members and admins see the attempt without it.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const settled = (p: Payment) => p.status !== "initiated" && p.status !== "pending";

function view(p: Payment, invoice: InvoiceRef | null, forPayer: boolean): PaymentView {
  return {
    id: p.id,
    payable_type: p.payableType as PaymentView["payable_type"],
    payable_id: p.payableId,
    purpose: p.purpose as Purpose,
    amount: money(p.amount, p.currency),
    status: p.status,
    payment_url: forPayer && !settled(p) ? p.paymentUrl : null,
    expires_at: p.expiresAt.toISOString(),
    created_at: p.createdAt.toISOString(),
    paid_at: iso(p.paidAt),
    method: p.method === "knet" || p.method === "card" ? p.method : null,
    flagged: p.flagged,
    mismatch: mismatchOf(p),
    invoice,
  };
}

function mismatchOf(p: Payment): PaymentView["mismatch"] {
  if (!p.flagReason) return null;
  const decision = p.flagResolution === "accepted" || p.flagResolution === "refunded" ? p.flagResolution : "pending";
  // Before a decision `amount` is what was asked; a decision makes it what was charged and keeps the ask in expectedAmount.
  // Payments are asked in KWD; only what was charged may be in another currency.
  const asked = decision === "pending" ? money(p.amount, p.currency) : money(p.expectedAmount ?? p.amount, "KWD");
  const charged = decision === "pending" ? (p.reportedAmount ? money(p.reportedAmount, p.reportedCurrency ?? p.currency) : null) : money(p.amount, p.currency);
  return charged ? { asked, charged, decision } : null;
}

/**
 * The payer's view, with the hosted page while the payment is live. Only for
 * callers known to be the payer (the creator, or a query filtered on
 * `payerUserId`); anyone else goes through `paymentViewFor`.
 * `invoice`: the payment's invoice reference (lists look them up in one query, server/invoices/invoice-refs.ts).
 */
export function paymentView(p: Payment, invoice: InvoiceRef | null = null): PaymentView {
  return view(p, invoice, true);
}

/** The view for `viewerUserId`: the hosted page only when they are the payer. */
export function paymentViewFor(viewerUserId: string, p: Payment, invoice: InvoiceRef | null = null): PaymentView {
  return view(p, invoice, p.payerUserId === viewerUserId);
}

/** Oversight: provider details, never the hosted page (admins do not pay for others). */
export function adminPaymentView(p: Payment, invoice: InvoiceRef | null = null): AdminPaymentView {
  return {
    ...view(p, invoice, false),
    provider: p.provider,
    provider_ref: p.providerRef,
    flag_reason: p.flagReason,
    flagged_at: iso(p.flaggedAt),
    flag_actions: allowedFlagActions(p),
    flag_note: p.flagNote,
    failure_reason: p.failureReason,
    payer_user_id: p.payerUserId,
  };
}
