import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, validationFailed } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { formatAmount, toDecimal } from "../core/money";
import { requirePermission } from "../identity/sessions/authenticate";
import { createPayment } from "../payments/create-payment";
import type { PaymentView } from "../payments/schemas";
import { TOP_UP_MAX, TOP_UP_MIN } from "./schemas";

// POST /wallet/top-ups: the top-up row (the payable) and its hosted payment
// (payments' `wallet_topup` payable). The wallet is credited only when the
// provider's verified webhook pays it (server/wallet/handlers.ts).

export const TOP_UPS_PER_HOUR = 10;

export async function startTopUp(input: { amount: string; return_url?: string }, ctx: RequestContext): Promise<PaymentView> {
  assertSignedIn(ctx);
  await requirePermission(ctx, "payment.pay");
  const amount = toDecimal(input.amount);
  if (amount.lt(TOP_UP_MIN) || amount.gt(TOP_UP_MAX)) throw validationFailed({ amount: ["validation.wallet_top_up_range"] });
  const topUp = await db.$transaction(async (tx) => {
    // Serialized per customer so two concurrent 11th top-ups cannot both pass.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`wallet-top-up:${ctx.userId}`}, 0))`;
    const recent = await tx.walletTopUp.findMany({
      where: { userId: ctx.userId, createdAt: { gt: new Date(now().getTime() - 3600_000) } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    });
    if (recent.length >= TOP_UPS_PER_HOUR) {
      const retryAfter = Math.max(1, Math.ceil((recent[0].createdAt.getTime() + 3600_000 - now().getTime()) / 1000));
      throw new AppError("RATE_LIMITED", {
        message: { en: `At most ${TOP_UPS_PER_HOUR} top-ups per hour.`, ar: `يُسمح بـ ${TOP_UPS_PER_HOUR} عمليات شحن على الأكثر في الساعة.` },
        headers: { "Retry-After": String(retryAfter) },
      });
    }
    return tx.walletTopUp.create({ data: { id: newId(), userId: ctx.userId, amount: formatAmount(amount), createdAt: now() } });
  });
  return createPayment({ type: "wallet_topup", id: topUp.id, purpose: "wallet_topup", returnUrl: input.return_url ?? "/account/wallet" }, ctx);
}
