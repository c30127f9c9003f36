import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import { toDecimal } from "../core/money";

// An order as a payable of the payments module (server/payments/payables.ts):
// only its customer pays it, only while placed and before its payment
// deadline, and exactly what is left of the amount due (no parts).

export async function orderPayable(userId: string, id: string, purpose: string) {
  if (purpose !== "order_payment") throw notFound();
  const order = await db.order.findFirst({ where: { id, customerUserId: userId } });
  if (!order) throw notFound();
  if (order.status !== "placed") {
    throw new AppError("BOOKING_INVALID_STATE", {
      message: { en: `A ${order.status} order takes no payment.`, ar: `لا يقبل طلب حالته ${order.status} أي دفعة.` },
    });
  }
  if (order.paymentDeadline <= now()) {
    throw new AppError("BOOKING_INVALID_STATE", {
      message: { en: "The payment deadline has passed.", ar: "انتهى الموعد النهائي للدفع." },
    });
  }
  const due = toDecimal(order.amountDue).minus(toDecimal(order.amountPaid));
  return {
    type: "order" as const,
    id,
    purpose: "order_payment" as const,
    payerUserId: userId,
    vendorId: order.vendorId,
    due,
    partial: false,
    description: `Order ${order.reference}`,
  };
}
