import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { AppError, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { formatAmount, toDecimal } from "../core/money";
import { requireVerifiedEmail } from "../identity/registration/require-verified-email";
import { appUrl } from "../core/app-url";
import { paymentDeps } from "./deps";
import { paymentMachine } from "./state-machine";
import { payableFor, type Payable, type PayableType } from "./payables";
import { ProviderUnavailableError, type ProviderId, type ProviderSession } from "./providers/types";
import { safeReturnUrl } from "./return-url";
import type { PaymentView, Purpose } from "./schemas";
import { paymentView } from "./views";

// POST /payments (catalog) and POST /payments/intents (module): one use case.
// A new attempt is always allowed while under 5 per payable per hour, even
// with a live one (the payer may have closed the tab); an older session that
// still gets paid confirms the booking, or is refunded when it comes second
// (server/bookings/payment-handlers.ts). The row is committed before the
// provider is called, so the attempt counts and a provider outage leaves a
// failed payment behind (spec Conditions to errors 7).

export const INTENT_TTL_MS = 60 * 60_000;
export const ATTEMPTS_PER_HOUR = 5;
/** Session creation: 3 attempts (2 retries), each cut at 2 s, 0.5 s and 1 s apart: under 8 s in all. */
export const SESSION_ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 2000;
const BACKOFF_MS = [500, 1000];

export type PaymentRequest = { type: PayableType; id: string; purpose: Purpose; amount?: string; returnUrl?: string };

export async function createPayment(input: PaymentRequest, ctx: RequestContext): Promise<PaymentView> {
  const payable = await payableFor(ctx, input.type, input.id, input.purpose);
  await requireVerifiedEmail(payable.payerUserId);
  const amount = amountToPay(payable, input.amount);
  const returnUrl = safeReturnUrl(input.returnUrl ?? "/payments/return");
  const { active: provider } = await paymentDeps.driver();

  const payment = await db.$transaction(async (tx) => {
    await refuseOverLimit(tx, payable);
    const id = newId();
    const row = await tx.payment.create({
      data: {
        id,
        payableType: payable.type,
        payableId: payable.id,
        purpose: payable.purpose,
        payerUserId: payable.payerUserId,
        vendorId: payable.vendorId,
        amount,
        provider,
        returnUrl,
        expiresAt: new Date(now().getTime() + INTENT_TTL_MS),
        createdAt: now(),
      },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: payable.payerUserId },
      action: "payment.initiated",
      entityType: "payment",
      entityId: id,
      diff: { status: [null, "initiated"], amount, payable: `${payable.type}:${payable.id}` },
      request: ctx,
    });
    return row;
  });

  let session: ProviderSession;
  try {
    session = await openSession(provider, payment.id, amount, returnUrl, payable, ctx.locale);
  } catch (e) {
    if (!(e instanceof ProviderUnavailableError)) throw e;
    await db.$transaction((tx) =>
      paymentMachine.move(tx, payment.id, "provider_down", {
        data: { failedAt: now(), failureReason: "provider_unavailable" },
        audit: { actor: { type: "system" }, action: "payment.provider_unavailable", reason: e.message.slice(0, 500) },
      }),
    );
    throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE");
  }
  const saved = await db.payment.update({
    where: { id: payment.id },
    data: { providerSessionId: session.sessionId, paymentUrl: session.paymentUrl, providerRef: session.providerRef },
  });
  return paymentView(saved);
}

/**
 * The catalog shape pays what is due; the module shape names an amount, > 0
 * and at most what is due. Only a deposit may be paid in parts (the booking
 * is confirmed once its parts cover it); a plan needs its full price
 * (docs/decisions.md "Partial payments").
 */
function amountToPay(payable: Payable, requested: string | undefined): string {
  if (payable.due.lte(0)) {
    throw new AppError(payable.type === "booking" ? "BOOKING_INVALID_STATE" : "CONFLICT", {
      message: { en: "Nothing is due.", ar: "لا يوجد مبلغ مستحق." },
    });
  }
  if (requested === undefined) return formatAmount(payable.due);
  const value = toDecimal(requested);
  if (value.lte(0)) throw validationFailed({ amount: ["validation.payment_amount_positive"] });
  if (value.gt(payable.due)) throw validationFailed({ amount: ["validation.payment_amount_over_due"] });
  if (!payable.partial && value.lt(payable.due)) throw validationFailed({ amount: ["validation.payment_amount_full_price"] });
  return formatAmount(value);
}

/** 5 attempts per payable per hour; serialized per payable so two concurrent 5th attempts cannot both pass. */
async function refuseOverLimit(tx: Tx, payable: Payable): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`payment:${payable.type}:${payable.id}`}, 0))`;
  const since = new Date(now().getTime() - 3600_000);
  const recent = await tx.payment.findMany({
    where: { payableType: payable.type, payableId: payable.id, createdAt: { gt: since } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  if (recent.length < ATTEMPTS_PER_HOUR) return;
  const retryAfter = Math.max(1, Math.ceil((recent[0].createdAt.getTime() - since.getTime()) / 1000));
  throw new AppError("RATE_LIMITED", {
    message: { en: "At most 5 payment attempts per hour for this item.", ar: "يُسمح بـ 5 محاولات دفع على الأكثر في الساعة لهذا العنصر." },
    headers: { "Retry-After": String(retryAfter) },
  });
}

async function openSession(provider: ProviderId, paymentId: string, amount: string, returnUrl: string, payable: Payable, locale: "ar" | "en") {
  const payer = await db.user.findUniqueOrThrow({ where: { id: payable.payerUserId }, select: { firstName: true, lastName: true, email: true, phone: true } });
  const adapter = paymentDeps.provider(provider);
  const input = {
    paymentId,
    amount,
    currency: "KWD",
    returnUrl,
    webhookUrl: appUrl(`/api/v1/webhooks/payments/${provider}`),
    payer: { name: `${payer.firstName} ${payer.lastName}`.trim(), email: payer.email, phone: payer.phone },
    locale,
    description: payable.description,
  };
  let last: unknown;
  for (let attempt = 0; attempt < SESSION_ATTEMPTS; attempt++) {
    if (attempt > 0) await paymentDeps.sleep(BACKOFF_MS[attempt - 1]);
    try {
      return await withTimeout(adapter.createSession(input), ATTEMPT_TIMEOUT_MS);
    } catch (e) {
      if (!(e instanceof ProviderUnavailableError)) throw e;
      last = e;
    }
  }
  throw last;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailableError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
