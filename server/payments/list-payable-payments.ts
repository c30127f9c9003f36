import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import type { PaymentView } from "./schemas";
import { invoiceRefs } from "../invoices/invoice-refs";
import { paymentViewFor } from "./views";

// GET /payments?payable_type=&payable_id=: the attempts of one payable,
// newest first, for the booking's customer and the members of its vendor, or
// the members of the subscription's vendor. Anyone else gets 404. The hosted
// page (payment_url) only on the caller's own attempts.

export async function listPayablePayments(
  query: { payable_type: "booking" | "subscription" | "order"; payable_id: string },
  ctx: RequestContext,
): Promise<PaymentView[]> {
  const userId = ctx.userId;
  if (!userId) throw new AppError("UNAUTHENTICATED");
  if (!ULID_PATTERN.test(query.payable_id) || !(await maySee(userId, query.payable_type, query.payable_id))) throw notFound();
  const rows = await db.payment.findMany({
    where: { payableType: query.payable_type, payableId: query.payable_id },
    orderBy: { createdAt: "desc" },
    take: 100,
  });
  const invoices = await invoiceRefs(rows.map((p) => p.id));
  return rows.map((p) => paymentViewFor(userId, p, invoices.get(p.id) ?? null));
}

async function maySee(userId: string, type: "booking" | "subscription" | "order", id: string): Promise<boolean> {
  const owner =
    type === "booking"
      ? await db.booking.findUnique({ where: { id }, select: { vendorId: true, customerUserId: true } })
      : type === "order"
        ? await db.order.findUnique({ where: { id }, select: { vendorId: true, customerUserId: true } })
        : await db.subscription.findUnique({ where: { id }, select: { vendorId: true } }).then((s) => s && { ...s, customerUserId: null });
  if (!owner) return false;
  if (owner.customerUserId === userId) return true;
  return (await db.vendorMember.count({ where: { userId, vendorId: owner.vendorId } })) > 0;
}
