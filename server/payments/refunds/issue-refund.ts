import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { assertSignedIn, callerId, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { recordRefund } from "./record-refund";
import type { CreateRefundBody, RefundView } from "./schemas";
import { refundView } from "./views";

// POST /admin/refunds (refund.issue: Finance and Super): a refund Finance
// starts itself (a vendor fault, a duplicate charge, goodwill). It is
// recorded as requested by that admin and waits for a second Finance or
// Super admin to approve it (the approver is never the requester).

export async function issueRefund(body: CreateRefundBody, ctx: RequestContext): Promise<RefundView> {
  assertSignedIn(ctx);
  const exists = ULID_PATTERN.test(body.payment_id) && (await db.payment.count({ where: { id: body.payment_id } })) > 0;
  if (!exists) throw notFound();
  const recorded = await db.$transaction((tx) =>
    recordRefund(tx, {
      paymentId: body.payment_id,
      amount: body.amount,
      reason: body.reason,
      note: body.note,
      requestedByUserId: callerId(ctx),
      systemInitiated: false,
      actor: { type: "admin", id: ctx.userId },
      request: ctx,
    }),
  );
  return refundView(recorded!.refund);
}
