import { AppError, notFound } from "../../core/errors";
import { db } from "../../core/db/client";
import { assertSignedIn, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { completeRefund } from "./complete-refund";
import type { RefundView } from "./schemas";
import { refundView } from "./views";

// POST /admin/refunds/{id}/mark-processed (refund.issue): Finance refunded a
// refund in manual_processing outside the provider (a bank transfer) and
// records it with its transfer reference. It then completes like a provider
// confirmation: processed, the payment partially_refunded or refunded, the
// payer told, a booking waiting on it settled (RefundSettled).

export async function markRefundProcessed(id: string, input: { reference: string }, ctx: RequestContext): Promise<RefundView> {
  assertSignedIn(ctx);
  const refund = ULID_PATTERN.test(id) ? await db.refund.findUnique({ where: { id } }) : null;
  if (!refund) throw notFound();
  if (refund.status !== "manual_processing") {
    throw new AppError("CONFLICT", {
      message: { en: `A ${refund.status} refund is not waiting for a manual refund.`, ar: `الاسترداد في الحالة ${refund.status} لا ينتظر تنفيذًا يدويًا.` },
    });
  }
  const done = await completeRefund(refund.id, input.reference, { type: "admin", id: ctx.userId });
  if (!done) throw new AppError("CONFLICT", { message: { en: "The refund changed meanwhile; reload it.", ar: "تغيّر الاسترداد في أثناء الطلب؛ أعد تحميله." } });
  return refundView(done);
}
