import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import { invoiceRefs } from "../invoices/invoice-refs";
import { adminPaymentView } from "./views";
import type { PAYMENT_STATUSES } from "./schemas";

/** GET /admin/payments: oversight (payment.oversee), filter by status, flagged and provider; newest first. */
export async function listAdminPayments(query: PageInput & { status?: (typeof PAYMENT_STATUSES)[number]; flagged?: "true" | "false"; provider?: string }) {
  const where: Prisma.PaymentWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.flagged ? { flagged: query.flagged === "true" } : {}),
    ...(query.provider ? { provider: query.provider } : {}),
  };
  const [total, rows] = await Promise.all([db.payment.count({ where }), db.payment.findMany({ where, orderBy: { createdAt: "desc" }, ...pageWindow(query) })]);
  const invoices = await invoiceRefs(rows.map((p) => p.id));
  return { items: rows.map((p) => adminPaymentView(p, invoices.get(p.id) ?? null)), pagination: pagination(query, total) };
}
