import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { formatAmount } from "../core/money";
import type { Payment } from "../core/db/generated/client";
import { invoiceRefs } from "../invoices/invoice-refs";
import { applyOutcome } from "./apply-outcome";
import { providerStatus } from "./poll-payments";
import type { PaymentView } from "./schemas";
import { paymentView } from "./views";

// POST /payments/{id}/return: the payer is back from the hosted page (the
// redirect). The provider's status is asked at once instead of waiting for
// its webhook, through the same outcome logic (apply-outcome.ts). A success
// for another amount or currency flags the payment and answers 409
// PAYMENT_AMOUNT_MISMATCH (spec: "webhook or redirect amount disagreement"),
// saying in the payer's language what happened and what comes next; the
// payment itself (GET /payments/{id}) then carries `mismatch`.

export async function confirmReturn(id: string, ctx: RequestContext): Promise<PaymentView> {
  assertSignedIn(ctx);
  const p = ULID_PATTERN.test(id) ? await db.payment.findFirst({ where: { id, payerUserId: ctx.userId } }) : null;
  if (!p) throw notFound();
  if ((p.status === "initiated" || p.status === "pending") && !p.flagged) {
    const truth = await providerStatus(p);
    if (truth && truth.status !== "pending") await applyOutcome(p.id, truth, "redirect");
  }
  const latest = await db.payment.findUniqueOrThrow({ where: { id } });
  if (latest.flagged) throw mismatchError(latest);
  const invoices = await invoiceRefs([latest.id]);
  return paymentView(latest, invoices.get(latest.id) ?? null);
}

function mismatchError(p: Payment): AppError {
  const asked = `${formatAmount(p.amount)} ${p.currency}`;
  const charged = p.reportedAmount ? `${formatAmount(p.reportedAmount)} ${p.reportedCurrency ?? p.currency}` : null;
  return new AppError("PAYMENT_AMOUNT_MISMATCH", {
    message: {
      en: `The payment provider charged ${charged ?? "an amount"} instead of ${asked}. Our finance team will refund it or count it within one business day; until then nothing you booked is cancelled.`,
      ar: `خصم مزوّد الدفع ${charged ?? "مبلغًا"} بدلًا من ${asked}. سيعيده فريق المالية أو يحتسبه خلال يوم عمل واحد، ولن يُلغى شيء مما حجزته حتى ذلك الحين.`,
    },
  });
}
