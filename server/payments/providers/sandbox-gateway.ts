import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { AppError, notFound } from "../../core/errors";
import { newId } from "../../core/ids";
import { formatAmount, money } from "../../core/money";
import { paymentMachine } from "../state-machine";
import { withPaymentId } from "../return-url";
import { sandboxFee } from "./sandbox";
import { queueSandboxWebhooks, sendSessionWebhooks, type QueuedWebhook } from "./sandbox-deliveries";

// The sandbox gateway's own endpoints, behind its hosted page
// (/sandbox-pay/{session}): read the session, tell us the page opened, and
// decide (pay, decline, cancel, or pay another amount). Each is bound to the
// payment's payer: the session id travels in URLs (history, a shared link),
// so holding it is not enough; anyone else gets 404. Deciding queues real
// HMAC-signed webhooks to the session's webhook URL (once, twice, or a late
// failure after the capture: out of order), so every webhook rule can be
// exercised by hand; they are sent at once and retried like a real
// gateway's (sandbox-deliveries.ts).

export type SandboxDecision = {
  outcome: "paid" | "declined" | "cancelled";
  method: "knet" | "card";
  amount?: string;
  delivery?: "once" | "twice" | "out_of_order";
};

const MERCHANT = { ar: "مناسبات", en: "Munasabat" };

/** The session when `userId` is its payment's payer; 404 otherwise (no existence oracle). */
async function payerSession(id: string, userId: string) {
  const session = id.length <= 100 ? await db.sandboxSession.findUnique({ where: { id } }) : null;
  const payer = session && (await db.payment.count({ where: { id: session.paymentId, payerUserId: userId } }));
  if (!session || !payer) throw notFound();
  return session;
}

export async function sandboxSessionView(id: string, userId: string, locale: "ar" | "en") {
  const s = await payerSession(id, userId);
  return {
    id: s.id,
    amount: money(s.amount, s.currency),
    status: s.status as "open" | "paid" | "declined" | "cancelled",
    merchant_name: MERCHANT[locale],
    return_url: s.returnUrl,
  };
}

/** The hosted page loaded: our payment leaves `initiated` (intent expiry no longer applies; the poller watches it). */
export async function openSandboxSession(id: string, userId: string): Promise<{ opened: boolean }> {
  const s = await payerSession(id, userId);
  const moved = await db.$transaction((tx) =>
    paymentMachine.tryMove(tx, s.paymentId, "open", { audit: { actor: { type: "system" }, action: "payment.opened", diff: { source: "sandbox_page" } } }),
  );
  return { opened: moved !== null };
}

export async function completeSandboxSession(id: string, userId: string, decision: SandboxDecision): Promise<{ redirect_url: string }> {
  const s = await payerSession(id, userId);
  const paidAmount = decision.outcome === "paid" ? (decision.amount ?? formatAmount(s.amount)) : null;
  // A capture is booked in the gateway's own ledger: when, and the fee it keeps (reported in the webhook).
  const at = now();
  const fee = paidAmount ? sandboxFee(decision.method, paidAmount) : null;

  const base = { reference: s.paymentId, provider_ref: s.id, currency: s.currency, method: decision.method };
  const main =
    decision.outcome === "paid"
      ? { id: `evt_${newId()}`, event: "payment.captured", ...base, amount: paidAmount, fee, captured_at: at.toISOString() }
      : {
          id: `evt_${newId()}`,
          event: decision.outcome === "declined" ? "payment.failed" : "payment.cancelled",
          ...base,
          amount: formatAmount(s.amount),
          captured_at: null,
        };
  const webhooks: QueuedWebhook[] = [{ body: main }];
  if (decision.delivery === "twice") webhooks.push({ body: main });
  // A failure the gateway "meant to send" a minute earlier, arriving after the capture.
  if (decision.delivery === "out_of_order")
    webhooks.push({ body: { ...main, id: `evt_${newId()}`, event: "payment.failed", captured_at: null }, signOffsetMs: 60_000 });

  await db.$transaction(async (tx) => {
    const changed = await tx.sandboxSession.updateMany({
      where: { id, status: "open" },
      data: { status: decision.outcome, method: decision.method, paidAmount, fee, paidAt: paidAmount ? at : null },
    });
    if (changed.count === 0) {
      throw new AppError("CONFLICT", {
        message: { en: "This sandbox session was already decided.", ar: "حُسمت نتيجة جلسة بيئة الاختبار هذه من قبل." },
      });
    }
    await queueSandboxWebhooks(tx, s, webhooks);
  });
  await sendSessionWebhooks(s.id);
  return { redirect_url: withPaymentId(s.returnUrl, s.paymentId) };
}
