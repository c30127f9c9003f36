import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { newId } from "../../core/ids";
import { Decimal, formatAmount, toDecimal } from "../../core/money";
import { portalUrl } from "../../core/app-url";
import { sandboxWebhookSecret, SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from "./sandbox-signature";
import type { NormalizedWebhookEvent, PaymentProvider, ProviderPaymentStatus, ProviderTransaction, WebhookVerification } from "./types";

// The built-in sandbox gateway (the embedded default): it keeps its own
// sessions (sandbox_sessions, as an outside provider would), serves its own
// bilingual hosted page (/sandbox-pay/{session}), and posts HMAC-signed
// webhooks to our endpoint when the payer decides there
// (server/payments/sandbox-gateway.ts). Its status answers come from the
// session, like a real provider's status query.

/** What the sandbox keeps of a capture, like a Kuwaiti gateway: KNET 0.250 KWD flat, cards 2.5% (half-up to fils). */
export function sandboxFee(method: "knet" | "card", amount: string): string {
  return method === "knet" ? "0.250" : formatAmount(toDecimal(amount).mul("0.025").toDecimalPlaces(3, Decimal.ROUND_HALF_UP));
}

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
    fee: str(b.fee),
    signedAt,
  };
}

export function sandboxProvider(): PaymentProvider {
  return {
    id: "sandbox",

    async createSession(input) {
      const id = `sbx_${newId()}`;
      await db.sandboxSession.create({
        data: {
          id,
          paymentId: input.paymentId,
          amount: input.amount,
          currency: input.currency,
          returnUrl: input.returnUrl,
          webhookUrl: input.webhookUrl,
          createdAt: now(),
        },
      });
      return { sessionId: id, paymentUrl: portalUrl(input.locale, `/sandbox-pay/${id}`), providerRef: null };
    },

    async queryStatus({ sessionId }) {
      const session = sessionId ? await db.sandboxSession.findUnique({ where: { id: sessionId } }) : null;
      if (!session)
        return {
          status: "failed",
          amount: "0.000",
          currency: "KWD",
          providerRef: null,
          method: null,
          paidAt: null,
          fee: null,
          failureReason: "unknown_session",
        };
      const paid = session.status === "paid";
      return {
        status: sessionStatus[session.status] ?? "pending",
        amount: formatAmount(session.paidAmount ?? session.amount),
        currency: session.currency,
        providerRef: paid ? session.id : null,
        method: session.method === "knet" || session.method === "card" ? session.method : null,
        paidAt: paid ? (session.paidAt ?? session.updatedAt) : null,
        fee: paid && session.fee ? formatAmount(session.fee) : null,
        failureReason: session.status === "declined" ? "declined" : session.status === "cancelled" ? "cancelled" : null,
      };
    },

    async refund(request) {
      // The sandbox refunds at once and keeps the refund in its own ledger (a resend keeps one row).
      const id = `sbx_rf_${request.refundId}`;
      await db.sandboxRefund.createMany({
        data: [{ id, refundId: request.refundId, paymentId: request.paymentId, amount: request.amount, currency: request.currency, createdAt: now() }],
        skipDuplicates: true,
      });
      return { providerRefundId: id, status: "processed", failureReason: null };
    },

    listTransactions: listSandboxTransactions,

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

const listedStatus: Record<string, ProviderTransaction["status"]> = { open: "pending", paid: "paid", declined: "failed", cancelled: "failed" };

/** The sandbox's ledger for [from, to): sessions captured or opened then, and its refunds. */
async function listSandboxTransactions({ from, to }: { from: Date; to: Date }): Promise<ProviderTransaction[]> {
  const window = { gte: from, lt: to };
  const [sessions, refunds] = await Promise.all([
    db.sandboxSession.findMany({ where: { OR: [{ paidAt: window }, { createdAt: window }] }, orderBy: { createdAt: "asc" } }),
    db.sandboxRefund.findMany({ where: { createdAt: window }, orderBy: { createdAt: "asc" } }),
  ]);
  return [
    ...sessions.map((s): ProviderTransaction => ({
      type: "payment",
      reference: s.paymentId,
      providerRef: s.id,
      amount: formatAmount(s.paidAmount ?? s.amount),
      currency: s.currency,
      status: listedStatus[s.status] ?? "pending",
      fee: s.fee ? formatAmount(s.fee) : null,
      at: s.paidAt ?? s.createdAt,
    })),
    ...refunds.map((r): ProviderTransaction => ({
      type: "refund",
      reference: r.refundId,
      providerRef: r.id,
      amount: formatAmount(r.amount),
      currency: r.currency,
      status: r.status === "processed" ? "processed" : "failed",
      fee: null,
      at: r.createdAt,
    })),
  ];
}
