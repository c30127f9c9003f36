import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { toDecimal } from "../core/money";
import { requirePermission } from "../identity/sessions/authenticate";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { orderPayable } from "../orders/payable";
import type { Purpose } from "./schemas";

// What can be paid and by whom (spec Authentication 13): a booking's deposit
// only by the booking's customer while the booking is pending and its payment
// deadline has not passed (in parts: what is due is the rest); a direct
// order's payment only by its customer (server/orders/payable.ts); a vendor's
// subscription only by a member holding subscription.pay (the owner) in that
// vendor's context; a wallet top-up only by its customer, once (in full).
// Anyone else gets 404. Payments reads these tables; it
// never changes them (PaymentSucceeded does, through the outbox).

export type PayableType = "booking" | "subscription" | "wallet_topup" | "order";

export type Payable = {
  type: PayableType;
  id: string;
  purpose: Purpose;
  payerUserId: string;
  vendorId: string | null;
  /** What is still owed: the deposit minus what was paid, or the plan price. */
  due: ReturnType<typeof toDecimal>;
  /** Whether less than `due` may be paid (a deposit in parts); a plan takes its full price in one payment. */
  partial: boolean;
  description: string;
};

export async function payableFor(ctx: RequestContext, type: PayableType, id: string, purpose: Purpose): Promise<Payable> {
  assertSignedIn(ctx);
  if (!ULID_PATTERN.test(id)) throw notFound();
  if (type === "wallet_topup" || purpose === "wallet_topup") return walletTopUp(ctx, type, id, purpose);
  if (type === "order") {
    await requirePermission(ctx, "payment.pay");
    return orderPayable(ctx.userId, id, purpose);
  }
  if (type === "booking") {
    if (purpose !== "booking_deposit") throw notFound();
    await requirePermission(ctx, "payment.pay"); // a staff account does not pay as a customer
    const booking = await db.booking.findFirst({ where: { id, customerUserId: ctx.userId } });
    if (!booking) throw notFound();
    if (booking.status !== "pending") {
      throw new AppError("BOOKING_INVALID_STATE", {
        message: { en: `A ${booking.status} booking takes no deposit.`, ar: `لا يُدفع عربون لحجز حالته ${booking.status}.` },
      });
    }
    // The deposit timeout job cancels it within 15 minutes; no new money in the meantime.
    if (booking.paymentDeadline <= now()) {
      throw new AppError("BOOKING_INVALID_STATE", {
        message: { en: "The payment deadline has passed.", ar: "انتهى الموعد النهائي للدفع." },
      });
    }
    const due = toDecimal(booking.depositDue).minus(toDecimal(booking.amountPaid));
    return { type, id, purpose, payerUserId: ctx.userId, vendorId: booking.vendorId, due, partial: true, description: `Deposit ${booking.reference}` };
  }
  if (purpose === "booking_deposit" || purpose === "order_payment") throw notFound();
  const vendorId = await currentVendorId(ctx, "subscription.pay");
  const sub = await db.subscription.findFirst({ where: { id, vendorId }, include: { plan: true } });
  if (!sub) throw notFound();
  const payableStatuses = purpose === "subscription" ? ["pending_payment"] : ["active", "past_due"];
  if (!payableStatuses.includes(sub.status) || toDecimal(sub.plan.priceMonthly).lte(0)) {
    throw new AppError("CONFLICT", {
      message: { en: `A ${sub.status} subscription takes no ${purpose} payment.`, ar: `لا يقبل اشتراك حالته ${sub.status} دفعة من نوع ${purpose}.` },
    });
  }
  return {
    type,
    id,
    purpose,
    payerUserId: ctx.userId,
    vendorId,
    due: toDecimal(sub.plan.priceMonthly),
    partial: false,
    description: `Plan ${sub.plan.nameEn}`,
  };
}

async function walletTopUp(ctx: RequestContext & { userId: string }, type: PayableType, id: string, purpose: Purpose): Promise<Payable> {
  if (type !== "wallet_topup" || purpose !== "wallet_topup") throw notFound();
  await requirePermission(ctx, "payment.pay");
  const topUp = await db.walletTopUp.findFirst({ where: { id, userId: ctx.userId } });
  if (!topUp) throw notFound();
  const paid = await db.payment.count({ where: { payableType: type, payableId: id, status: { in: ["paid", "partially_refunded", "refunded"] } } });
  if (paid > 0) throw new AppError("CONFLICT", { message: { en: "This top-up is already paid.", ar: "دُفع هذا الشحن من قبل." } });
  return { type, id, purpose, payerUserId: ctx.userId, vendorId: null, due: toDecimal(topUp.amount), partial: false, description: "Wallet top-up" };
}
