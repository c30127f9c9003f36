// The contract every payment provider adapter keeps (docs/payments.md). The
// built-in sandbox gateway (the embedded default) and the real gateways
// (`provider_a` Tap Payments with the KNET source, `provider_b` MyFatoorah)
// implement it. Provider ids never appear in client payloads; only the hosted
// page URL (payment_url) and inbound webhooks are visible at the interface.

export type ProviderId = "sandbox" | "provider_a" | "provider_b";
export const PROVIDER_IDS: readonly ProviderId[] = ["sandbox", "provider_a", "provider_b"];

export type PaymentMethod = "knet" | "card";

export type CreateSessionInput = {
  /** Our payment id: the `reference` every webhook and status answer carries back. */
  paymentId: string;
  /** "12.500": exact 3 decimals. */
  amount: string;
  currency: string;
  /** Where the provider sends the payer back (our return page). */
  returnUrl: string;
  /** Our webhook endpoint for this provider. */
  webhookUrl: string;
  payer: { name: string; email: string | null; phone: string | null };
  locale: "ar" | "en";
  description: string;
};

export type ProviderSession = { sessionId: string; paymentUrl: string; providerRef: string | null };

export type ProviderPaymentStatus = {
  status: "pending" | "paid" | "failed";
  amount: string;
  currency: string;
  providerRef: string | null;
  method: PaymentMethod | null;
  paidAt: Date | null;
  fee: string | null;
  failureReason: string | null;
};

export type RefundRequest = { refundId: string; paymentId: string; providerRef: string; amount: string; currency: string; reason: string };
export type ProviderRefund = { providerRefundId: string; status: "processing" | "processed" | "failed"; failureReason: string | null };

/** The spec's normalized webhook shape, plus the provider's own event id (duplicates) and time (skew). */
export type NormalizedWebhookEvent = {
  providerEventId: string;
  event: "payment.captured" | "payment.failed" | "payment.cancelled" | "refund.processed" | "refund.failed" | "other";
  /** Our payment id (or refund id for refund events). */
  reference: string | null;
  provider_ref: string | null;
  amount: string | null;
  currency: string | null;
  method: PaymentMethod | null;
  captured_at: string | null;
  /** What the provider kept of a capture ("0.250"), when its webhook says (the sandbox does). */
  fee?: string | null;
  /** When the provider signed it, when it says (skew is checked against it). */
  signedAt: Date | null;
};

export type WebhookVerification = { ok: true; event: NormalizedWebhookEvent } | { ok: false; reason: "signature" | "malformed" };

/** One record of the provider's own ledger (a capture attempt or a refund), for reconciliation. */
export type ProviderTransaction = {
  type: "payment" | "refund";
  /** Our payment or refund id, when the provider carries it back. */
  reference: string | null;
  providerRef: string;
  /** "12.500" */
  amount: string;
  currency: string;
  status: "paid" | "failed" | "pending" | "refunded" | "processed";
  fee: string | null;
  at: Date;
};

/** Our records a provider is asked about when it has no listing: a payment by its session (invoice) id or provider ref, a refund by its provider refund id. */
export type ReconciliationQuery = {
  payments: { paymentId: string; sessionId: string | null; providerRef: string | null }[];
  refunds: { refundId: string; providerRefundId: string | null }[];
};

export interface PaymentProvider {
  readonly id: ProviderId;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  queryStatus(payment: { paymentId: string; sessionId: string | null; providerRef: string | null }): Promise<ProviderPaymentStatus>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Checks the signature over the raw body (HMAC-SHA256 with the webhook secret) and normalizes the event. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<WebhookVerification>;
  /** The provider's captures and refunds in [from, to); ProviderRejectedError("not_supported") when it has no listing. */
  listTransactions(window: { from: Date; to: Date }): Promise<ProviderTransaction[]>;
  /**
   * For a provider without a listing: its records of these payments and refunds of ours, one status query each.
   * A record it does not know is left out; any other failure rejects the whole answer (the run fails, no half result).
   */
  transactionsFor?(query: ReconciliationQuery): Promise<ProviderTransaction[]>;
}

/** The provider could not be reached or answered 5xx: retried twice within 8 s, then 503 PAYMENT_PROVIDER_UNAVAILABLE. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailableError";
  }
}

/** The provider refused the request for good (bad input, refund window passed, ...). */
export class ProviderRejectedError extends Error {
  constructor(
    message: string,
    readonly code: "refund_window_passed" | "invalid_request" | "not_found" | "not_supported",
  ) {
    super(message);
    this.name = "ProviderRejectedError";
  }
}
