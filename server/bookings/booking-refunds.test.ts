import { afterEach, describe, expect, it } from "vitest";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { resetPaymentDeps } from "@/server/payments/deps";
import { refundApi, scriptProvider } from "@/server/test/refunds";
import { bookingApi } from "@/server/test/bookings";
import { signedIn } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";

// The booking page's money story after a refund: each refund with its amount,
// stage and dates, its credit note once processed, and the sum refunded.

afterEach(() => resetPaymentDeps());

describe("refunds on the booking", () => {
  it("a requested refund shows its stage; once processed, its date, its credit note and the amount refunded", async () => {
    registerEventHandlers();
    scriptProvider("processed");
    const setup = await paidDeposit();
    const requester = await signedIn({ roles: ["admin_finance"] });
    const approver = await signedIn({ roles: ["admin_finance"] });
    const issued = await refundApi(requester.token).issue({ payment_id: setup.payment.id, amount: "100.000", reason: "vendor_fault" });
    expect(issued.status, JSON.stringify(issued.json)).toBe(201);

    const requested = (await bookingApi(setup.buyer.token).get(setup.bookingId)).json.data;
    expect(requested.refunds).toEqual([
      expect.objectContaining({
        id: issued.json.data.id,
        payment_id: setup.payment.id,
        amount: { amount: "100.000", currency: "KWD" },
        stage: "requested",
        processed_at: null,
        credit_note: null,
      }),
    ]);
    expect(requested.amount_refunded.amount).toBe("0.000");

    expect((await refundApi(approver.token).approve(issued.json.data.id)).status).toBe(200);
    await dispatchOutbox();
    const processed = (await bookingApi(setup.buyer.token).get(setup.bookingId)).json.data;
    expect(processed.refunds[0]).toMatchObject({
      stage: "processed",
      processed_at: expect.stringMatching(/Z$/),
      credit_note: { number: expect.stringMatching(/^CRN-\d{4}-\d{6}$/) },
    });
    expect(processed.amount_refunded.amount).toBe("100.000");
    // The vendor's side reads the same refund (its documents are the payer's).
    const asVendor = (await bookingApi(setup.vendors[0].owner.token).get(setup.bookingId)).json.data;
    expect(asVendor.refunds[0]).toMatchObject({ stage: "processed", amount: { amount: "100.000" } });
  });
});
