import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { AppError, notFound } from "../../core/errors";
import { newId } from "../../core/ids";
import { formatAmount, money } from "../../core/money";
import { paymentDeps } from "../deps";
import { paymentMachine } from "../machines";
import { withPaymentId } from "../return-url";
import { sandboxFee } from "./sandbox";
import { sandboxWebhookSecret, signSandboxBody, SANDBOX_SIGNATURE_HEADER } from "./sandbox-signature";

// The sandbox gateway's own endpoints, behind its hosted page
// (/sandbox-pay/{session}): read the session, tell us the page opened, and
// decide (pay, decline, cancel, or pay another amount). Deciding posts real
// HMAC-signed webhooks to the session's webhook URL, once, twice, or a late
// failure after the capture (out of order), so every webhook rule can be
// exercised by hand. A delivery that fails is only logged: the poller asks
// the sandbox's status later, as with a real provider.

export type SandboxDecision = {
  outcome: "paid" | "declined" | "cancelled";
  method: "knet" | "card";
  amount?: string;
  delivery?: "once" | "twice" | "out_of_order";
};

const MERCHANT = { ar: "مناسبات", en: "Munasabat" };

async function sessionOrNotFound(id: string) {
  const session = id.length <= 100 ? await db.sandboxSession.findUnique({ where: { id } }) : null;
  if (!session) throw notFound();
  return session;
}

export async function sandboxSessionView(id: string, locale: "ar" | "en") {
  const s = await sessionOrNotFound(id);
  return { id: s.id, amount: money(s.amount, s.currency), status: s.status as "open" | "paid" | "declined" | "cancelled", merchant_name: MERCHANT[locale], return_url: s.returnUrl };
}

/** The hosted page loaded: our payment leaves `initiated` (intent expiry no longer applies; the poller watches it). */
export async function openSandboxSession(id: string): Promise<{ opened: boolean }> {
  const s = await sessionOrNotFound(id);
  const moved = await db.$transaction((tx) =>
    paymentMachine.tryMove(tx, s.paymentId, "open", { audit: { actor: { type: "system" }, action: "payment.opened", diff: { source: "sandbox_page" } } }),
  );
  return { opened: moved !== null };
}

export async function completeSandboxSession(id: string, decision: SandboxDecision): Promise<{ redirect_url: string }> {
  const s = await sessionOrNotFound(id);
  const paidAmount = decision.outcome === "paid" ? (decision.amount ?? formatAmount(s.amount)) : null;
  // A capture is booked in the gateway's own ledger: when, and the fee it keeps (reported in the webhook).
  const at = now();
  const fee = paidAmount ? sandboxFee(decision.method, paidAmount) : null;
  const changed = await db.sandboxSession.updateMany({
    where: { id, status: "open" },
    data: { status: decision.outcome, method: decision.method, paidAmount, fee, paidAt: paidAmount ? at : null },
  });
  if (changed.count === 0) throw new AppError("CONFLICT", { message: "This sandbox session was already decided." });

  const base = { reference: s.paymentId, provider_ref: s.id, currency: s.currency, method: decision.method };
  const main =
    decision.outcome === "paid"
      ? { id: `evt_${newId()}`, event: "payment.captured", ...base, amount: paidAmount, fee, captured_at: at.toISOString() }
      : { id: `evt_${newId()}`, event: decision.outcome === "declined" ? "payment.failed" : "payment.cancelled", ...base, amount: formatAmount(s.amount), captured_at: null };
  const deliveries: { body: object; signedAt: Date }[] = [{ body: main, signedAt: at }];
  if (decision.delivery === "twice") deliveries.push({ body: main, signedAt: at });
  if (decision.delivery === "out_of_order") {
    // A failure the gateway "meant to send" a minute earlier, arriving after the capture.
    deliveries.push({ body: { ...main, id: `evt_${newId()}`, event: "payment.failed", captured_at: null }, signedAt: new Date(at.getTime() - 60_000) });
  }
  const secret = await sandboxWebhookSecret();
  for (const d of deliveries) {
    const raw = JSON.stringify(d.body);
    try {
      await paymentDeps.deliverWebhook(s.webhookUrl, { body: raw, headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, raw, d.signedAt) } });
    } catch (e) {
      console.warn(`[sandbox] webhook delivery to ${s.webhookUrl} failed (the poller recovers):`, e instanceof Error ? e.message : e);
    }
  }
  return { redirect_url: withPaymentId(s.returnUrl, s.paymentId) };
}
