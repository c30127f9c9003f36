import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { signedIn } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { refundApi } from "../../test/refunds";

// The approval queue's rows carry what Finance decides on: the booking, the
// customer, the vendor, the payment and the cancellation policy tier.

const DAY_MS = 24 * 3600_000;

/** A paid booking the customer cancelled 20 days before the service (the 50% tier), and the refund it asked for. */
async function halfTierRefund() {
  const paid = await paidDeposit();
  const at = now();
  const serviceDate = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) + 20 * DAY_MS);
  const booking = await db.booking.update({
    where: { id: paid.bookingId },
    data: { status: "cancelled", serviceDate, confirmedAt: new Date(at.getTime() - 5 * DAY_MS), cancelledAt: at, cancelledBy: "customer", refundPercent: 50 },
    include: { vendor: true, customer: true },
  });
  const refund = await db.refund.create({
    data: {
      id: newId(),
      paymentId: paid.payment.id,
      bookingId: booking.id,
      amount: paid.payment.amount.dividedBy(2).toFixed(3),
      reason: "policy_cancellation",
      status: "requested",
      requestedByUserId: booking.customerUserId,
      createdAt: at,
    },
  });
  return { paid, booking, refund };
}

describe("GET /admin/refunds: rows with their context", () => {
  it("shows the booking, customer, vendor, payment and the policy tier that set the amount, ", async () => {
    const { paid, booking, refund } = await halfTierRefund();
    const finance = await signedIn({ roles: ["admin_finance"] });
    const res = await refundApi(finance.token).list({ status: "requested", per_page: "50" });
    expect(res.status).toBe(200);
    const row = res.json.data.find((r: { id: string }) => r.id === refund.id);
    expect(row.context).toMatchObject({
      booking: { id: booking.id, reference: booking.reference, status: "cancelled", total: { amount: booking.total.toFixed(3) }, cancelled_by: "customer" },
      customer: { id: booking.customerUserId, name: `${booking.customer.firstName} ${booking.customer.lastName}`, email: booking.customer.email },
      vendor: { id: booking.vendorId, name: booking.vendor.nameEn },
      payment: { id: paid.payment.id, amount: { amount: paid.payment.amount.toFixed(3) }, status: "paid", method: "knet" },
      policy: { tier: "half_refund", refund_percent: 50 },
      requested_by: { id: booking.customerUserId },
    });
    expect(row.context.policy.text).toContain("50%");
  });

  it("a refund that is not a cancellation has no policy tier", async () => {
    const paid = await paidDeposit();
    const refund = await db.refund.create({
      data: {
        id: newId(),
        paymentId: paid.payment.id,
        bookingId: paid.bookingId,
        amount: "1.000",
        reason: "goodwill",
        note: "late",
        status: "requested",
        createdAt: now(),
      },
    });
    const finance = await signedIn({ roles: ["admin_finance"] });
    const row = (await refundApi(finance.token).list({ status: "requested", per_page: "50" })).json.data.find((r: { id: string }) => r.id === refund.id);
    expect(row.context.policy).toBeNull();
    expect(row.context.requested_by).toBeNull();
    expect(row.context.booking.reference).toBe(paid.booking.reference);
  });
});
