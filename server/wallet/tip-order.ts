import { db } from "../core/db/client";
import { AppError, errorText } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { money } from "../core/money";
import { requirePermission } from "../identity/sessions/authenticate";
import { customerOrder } from "../orders/access";
import type { TipView } from "./schemas";
import { tipVendor } from "./tip-vendor";

// POST /orders/{id}/tip: one gratuity per completed order, from the caller's
// wallet, all of it to the vendor's next settlement (no commission; a
// settlement already made is never changed). Only the order's customer (404
// for anyone else); only a completed order (409 BOOKING_INVALID_STATE); a
// second tip is 409 CONFLICT (the same Idempotency-Key replays the first, at
// the HTTP layer and again in the wallet's movement key); a balance too low
// is 422 VALIDATION_FAILED `amount: validation.wallet_balance_too_low`, as
// for every wallet spend. tipVendor writes the movement, the ledger entry,
// the tips row and the audit entry (`wallet.tipped`) in one transaction.

export async function tipOrder(
  id: string,
  input: { amount: string },
  idempotencyKey: string,
  ctx: RequestContext,
): Promise<{ tip: TipView; replayed: boolean }> {
  const order = await customerOrder(id, ctx);
  await requirePermission(ctx, "payment.pay");
  if (order.status !== "completed") {
    throw new AppError("BOOKING_INVALID_STATE", { message: errorText("order_tip_not_completed") });
  }
  let result: Awaited<ReturnType<typeof tipVendor>>;
  try {
    result = await tipVendor({
      customerId: order.customerUserId,
      vendorId: order.vendorId,
      sourceType: "order",
      sourceId: order.id,
      amount: input.amount,
      idempotencyKey: `tip:${idempotencyKey}`,
    });
  } catch (e) {
    if (e instanceof AppError && e.code === "CONFLICT") throw new AppError("CONFLICT", { message: errorText("order_tip_given") });
    throw e;
  }
  const { tip, replayed } = result;
  const wallet = await db.wallet.findUniqueOrThrow({ where: { userId: order.customerUserId }, select: { balance: true } });
  return {
    tip: {
      id: tip.id,
      order_id: order.id,
      vendor_id: tip.vendorId,
      amount: money(tip.amount),
      wallet_balance: money(wallet.balance),
      created_at: tip.createdAt.toISOString(),
    },
    replayed,
  };
}
