import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { AppError, notFound } from "../../core/errors";
import { assertSignedIn, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { refundMachine } from "../state-machine";
import { executeRefund } from "./execute-refund";
import { notifyPayer } from "./notify-payer";
import type { RefundView } from "./schemas";
import { refundView } from "./views";

// POST /admin/refunds/{id}/approve (refund.approve: Finance and Super). Four
// eyes: whoever requested a refund never approves it. The approval commits
// with its audit row and the payer's notice, then the refund is sent to the
// provider at once; the answer shows the refund after that send (processed,
// processing, failed with a retry scheduled, or manual_processing).

export async function approveRefund(id: string, ctx: RequestContext): Promise<RefundView> {
  assertSignedIn(ctx);
  const found = ULID_PATTERN.test(id) ? await db.refund.findUnique({ where: { id }, include: { payment: true } }) : null;
  if (!found) throw notFound();
  const { payment, ...refund } = found;
  if (refund.requestedByUserId === ctx.userId) {
    throw new AppError("FORBIDDEN", {
      message: {
        en: "You requested this refund, so another Finance admin must approve it.",
        ar: "أنت من طلب هذا الاسترداد، لذا يجب أن يوافق عليه مشرف مالي آخر.",
      },
    });
  }
  refundMachine.assertCan(refund.status, "approve");
  await db.$transaction(async (tx) => {
    await refundMachine.move(tx, refund, "approve", {
      data: { decidedByUserId: ctx.userId, decidedAt: now() },
      audit: { actor: { type: "admin", id: ctx.userId }, action: "refund.approved", request: ctx },
    });
    await notifyPayer(tx, "refund.approved", refund, payment);
  });
  const executed = await executeRefund(refund.id, { type: "admin", id: ctx.userId });
  return refundView(executed!);
}
