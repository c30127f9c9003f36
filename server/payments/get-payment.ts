import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import type { PaymentView } from "./schemas";
import { invoiceRefs } from "../invoices/invoice-refs";
import { paymentViewFor } from "./views";

/** GET /payments/{id}: the payer polls it until paid; anyone else gets 404. */
export async function getPayment(id: string, ctx: RequestContext): Promise<PaymentView> {
  assertSignedIn(ctx);
  const p = ULID_PATTERN.test(id) ? await db.payment.findFirst({ where: { id, payerUserId: ctx.userId } }) : null;
  if (!p) throw notFound();
  const invoices = await invoiceRefs([p.id]);
  return paymentViewFor(ctx.userId, p, invoices.get(p.id) ?? null);
}
