import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { toDecimal } from "../core/money";
import { currentVendorId } from "../identity/current-vendor";
import type { Purpose } from "./schemas";

// What can be paid and by whom (spec Authentication 13): a booking's deposit
// only by the booking's customer while the booking is pending; a vendor's
// subscription only by a member holding subscription.pay (the owner) in that
// vendor's context. Anyone else gets 404. Payments reads these tables; it
// never changes them (PaymentSucceeded does, through the outbox).

export type Payable = {
  type: "booking" | "subscription";
  id: string;
  purpose: Purpose;
  payerUserId: string;
  vendorId: string;
  /** What is still owed: the deposit minus what was paid, or the plan price. */
  due: ReturnType<typeof toDecimal>;
  description: string;
};

export async function payableFor(ctx: RequestContext, type: "booking" | "subscription", id: string, purpose: Purpose): Promise<Payable> {
  if (!ctx.userId) throw new AppError("UNAUTHENTICATED");
  if (!ULID_PATTERN.test(id)) throw notFound();
  if (type === "booking") {
    if (purpose !== "booking_deposit") throw notFound();
    const booking = await db.booking.findFirst({ where: { id, customerUserId: ctx.userId } });
    if (!booking) throw notFound();
    if (booking.status !== "pending") throw new AppError("BOOKING_INVALID_STATE", { message: `A ${booking.status} booking takes no deposit.` });
    const due = toDecimal(booking.depositDue).minus(toDecimal(booking.amountPaid));
    return { type, id, purpose, payerUserId: ctx.userId, vendorId: booking.vendorId, due, description: `Deposit ${booking.reference}` };
  }
  if (purpose === "booking_deposit") throw notFound();
  const vendorId = await currentVendorId(ctx, "subscription.pay");
  const sub = await db.subscription.findFirst({ where: { id, vendorId }, include: { plan: true } });
  if (!sub) throw notFound();
  const payableStatuses = purpose === "subscription" ? ["pending_payment"] : ["active", "past_due"];
  if (!payableStatuses.includes(sub.status) || toDecimal(sub.plan.priceMonthly).lte(0)) {
    throw new AppError("CONFLICT", { message: `A ${sub.status} subscription takes no ${purpose} payment.` });
  }
  return { type, id, purpose, payerUserId: ctx.userId, vendorId, due: toDecimal(sub.plan.priceMonthly), description: `Plan ${sub.plan.nameEn}` };
}
