import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { callerId, type RequestContext } from "../core/http/request-context";
import { pageWindow, pagination, type Pagination } from "../core/http/query";
import type { AdminListRfqsQuery, AdminRfqView, ListRfqsQuery } from "./rfq-schemas";
import type { RfqView } from "./view-schemas";
import { loadRfqViews } from "./views";

// GET /rfqs and /quotation-requests: the caller's RFQs of both shapes (one
// table), newest first, with each recipient's status. GET /admin/rfqs: every
// RFQ for oversight, with the customer and the number of recipients.

export async function listRfqs(query: ListRfqsQuery, ctx: RequestContext): Promise<{ items: RfqView[]; pagination: Pagination }> {
  const where: Prisma.RfqWhereInput = { customerUserId: callerId(ctx), eventId: query.event_id, status: query.status };
  const [items, total] = await Promise.all([loadRfqViews(where, ctx.locale, pageWindow(query)), db.rfq.count({ where })]);
  return { items, pagination: pagination(query, total) };
}

export async function listAdminRfqs(query: AdminListRfqsQuery, locale: Locale): Promise<{ items: AdminRfqView[]; pagination: Pagination }> {
  const where: Prisma.RfqWhereInput = { status: query.status, categoryId: query.category_id };
  const [rows, total] = await Promise.all([
    db.rfq.findMany({
      where,
      include: {
        category: { select: { id: true, nameAr: true, nameEn: true } },
        customer: { select: { id: true, firstName: true, lastName: true } },
        _count: { select: { recipients: true, quotes: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
    db.rfq.count({ where }),
  ]);
  const items = rows.map((rfq) => ({
    id: rfq.id,
    shape: rfq.shape as AdminRfqView["shape"],
    title: rfq.title,
    status: rfq.status,
    targeting: rfq.targeting as AdminRfqView["targeting"],
    category: { id: rfq.category.id, name: localized(locale, rfq.category.nameAr, rfq.category.nameEn), name_en: rfq.category.nameEn },
    event_id: rfq.eventId,
    customer: { id: rfq.customer.id, name: `${rfq.customer.firstName} ${rfq.customer.lastName}`.trim() },
    recipients_count: rfq._count.recipients,
    quote_count: rfq._count.quotes,
    created_at: rfq.createdAt.toISOString(),
    sent_at: rfq.sentAt?.toISOString() ?? null,
    expires_at: rfq.expiresAt?.toISOString() ?? null,
  }));
  return { items, pagination: pagination(query, total) };
}
