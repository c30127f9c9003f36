import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { confirmBooking } from "@/server/bookings/confirm-booking";
import { bookedRfq } from "./bookings";

// Payments made directly in the database (what a verified success webhook
// leaves behind), so refund and finance tests start from a paid deposit
// without driving the hosted page. The payment tests drive it for real.

/** A pending booking (accepted through the endpoint) with an `initiated` sandbox payment of its deposit. */
export async function depositPayment(opts: { status?: "initiated" | "pending" } = {}) {
  const setup = await bookedRfq();
  const payment = await db.payment.create({
    data: {
      id: newId(),
      payableType: "booking",
      payableId: setup.bookingId,
      purpose: "booking_deposit",
      payerUserId: setup.buyer.id,
      vendorId: setup.booking.vendorId,
      amount: setup.booking.depositDue,
      status: opts.status ?? "initiated",
      provider: "sandbox",
      providerSessionId: `sbx_${newId()}`,
      paymentUrl: "http://localhost:3000/ar/sandbox-pay/test",
      expiresAt: new Date(now().getTime() + 60 * 60_000),
      createdAt: now(),
    },
  });
  return { ...setup, payment };
}

/** A confirmed booking whose deposit was paid through the sandbox (payment `paid`, booking amount_paid set). */
export async function paidDeposit() {
  const setup = await depositPayment({ status: "pending" });
  const paidAt = now();
  const payment = await db.payment.update({
    where: { id: setup.payment.id },
    data: { status: "paid", paidAt, method: "knet", providerRef: `sbx_ref_${setup.payment.id}` },
  });
  await db.$transaction((tx) => confirmBooking(tx, setup.bookingId, payment.amount.toString()));
  return { ...setup, payment, booking: await db.booking.findUniqueOrThrow({ where: { id: setup.bookingId } }) };
}
