import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { newId } from "../../core/ids";
import { formatAmount } from "../../core/money";
import { portalUrl } from "../../identity/verification-tokens";
import { sandboxWebhookSecret, SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from "./sandbox-signature";
import type { NormalizedWebhookEvent, PaymentProvider, ProviderPaymentStatus, WebhookVerification } from "./types";

// The built-in sandbox gateway (the embedded default): it keeps its own
// sessions (sandbox_sessions, as an outside provider would), serves its own
// bilingual hosted page (/sandbox-pay/{session}), and posts HMAC-signed
// webhooks to our endpoint when the payer decides there
// (server/payments/sandbox-gateway.ts). Its status answers come from the
// session, like a real provider's status query.

const sessionStatus: Record<string, ProviderPaymentStatus["status"]> = { open: "pending", paid: "paid", declined: "failed", cancelled: "failed" };

/** The sandbox's webhook body (what its hosted page posts), parsed into the normalized shape. */
export function normalizeSandboxEvent(body: unknown, signedAt: Date): NormalizedWebhookEvent | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" && v.length <= 200 ? v : null);
  if (!str(b.id) || !str(b.event)) return null;
  const known = ["payment.captured", "payment.failed", "payment.cancelled", "refund.processed", "refund.failed"] as const;
  const event = (known as readonly string[]).includes(b.event as string) ? (b.event as NormalizedWebhookEvent["event"]) : "other";
  const method = b.method === "knet" || b.method === "card" ? b.method : null;
  return {
    providerEventId: str(b.id)!,
    event,
    reference: str(b.reference),
    provider_ref: str(b.provider_ref),
    amount: str(b.amount),
    currency: str(b.currency),
    method,
    captured_at: str(b.captured_at),
    signedAt,
  };
}

export function sandboxProvider(): PaymentProvider {
  return {
    id: "sandbox",

    async createSession(input) {
      const id = `sbx_${newId()}`;
      await db.sandboxSession.create({
        data: { id, paymentId: input.paymentId, amount: input.amount, currency: input.currency, returnUrl: input.returnUrl, webhookUrl: input.webhookUrl, createdAt: now() },
      });
      return { sessionId: id, paymentUrl: portalUrl(input.locale, `/sandbox-pay/${id}`), providerRef: null };
    },

    async queryStatus({ sessionId }) {
      const session = sessionId ? await db.sandboxSession.findUnique({ where: { id: sessionId } }) : null;
      if (!session) return { status: "failed", amount: "0.000", currency: "KWD", providerRef: null, method: null, paidAt: null, fee: null, failureReason: "unknown_session" };
      const paid = session.status === "paid";
      return {
        status: sessionStatus[session.status] ?? "pending",
        amount: formatAmount(session.paidAmount ?? session.amount),
        currency: session.currency,
        providerRef: paid ? session.id : null,
        method: session.method === "knet" || session.method === "card" ? session.method : null,
        paidAt: paid ? session.updatedAt : null,
        fee: null,
        failureReason: session.status === "declined" ? "declined" : session.status === "cancelled" ? "cancelled" : null,
      };
    },

    async refund(request) {
      // The sandbox refunds at once; its refund id is what a provider would return.
      return { providerRefundId: `sbx_rf_${request.refundId}`, status: "processed", failureReason: null };
    },

    verifyWebhook: verifySandboxWebhook,
  };
}

/** Verifies a sandbox webhook: the signature over the raw body, then the normalized event. */
export async function verifySandboxWebhook(rawBody: string, headers: Headers): Promise<WebhookVerification> {
  const signedAt = verifySandboxSignature(await sandboxWebhookSecret(), rawBody, headers.get(SANDBOX_SIGNATURE_HEADER));
  if (!signedAt) return { ok: false, reason: "signature" };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const event = normalizeSandboxEvent(body, signedAt);
  return event ? { ok: true, event } : { ok: false, reason: "malformed" };
}
