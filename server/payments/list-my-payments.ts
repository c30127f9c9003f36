import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import type { RequestContext } from "../core/http/request-context";
import { invoiceRefs } from "../invoices/invoice-refs";
import { paymentViewFor } from "./views";

/** GET /me/payments: what the caller paid or tried to pay (deposits, plans), newest first. */
export async function listMyPayments(query: PageInput, ctx: RequestContext) {
  const userId = ctx.userId;
  if (!userId) throw new AppError("UNAUTHENTICATED");
  const where = { payerUserId: userId };
  const [total, rows] = await Promise.all([db.payment.count({ where }), db.payment.findMany({ where, orderBy: { createdAt: "desc" }, ...pageWindow(query) })]);
  const invoices = await invoiceRefs(rows.map((p) => p.id));
  return { items: rows.map((p) => paymentViewFor(userId, p, invoices.get(p.id) ?? null)), pagination: pagination(query, total) };
}
