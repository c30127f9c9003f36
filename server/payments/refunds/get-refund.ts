import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { assertSignedIn, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { hasPermission } from "../../identity/sessions/authenticate";
import type { RefundView } from "./schemas";
import { refundView } from "./views";

// GET /refunds/{id}: the payer, the members of the payment's vendor (read
// only) and admins who oversee payments or approve refunds. Anyone else: 404.

export async function getRefund(id: string, ctx: RequestContext): Promise<RefundView> {
  assertSignedIn(ctx);
  const refund = ULID_PATTERN.test(id) ? await db.refund.findUnique({ where: { id }, include: { payment: true } }) : null;
  if (!refund) throw notFound();
  const { payment, ...row } = refund;
  const allowed =
    payment.payerUserId === ctx.userId ||
    (payment.vendorId !== null && (await db.vendorMember.count({ where: { vendorId: payment.vendorId, userId: ctx.userId } })) > 0) ||
    (await hasPermission(ctx.userId, "payment.oversee")) ||
    (await hasPermission(ctx.userId, "refund.approve"));
  if (!allowed) throw notFound();
  return refundView(row);
}
