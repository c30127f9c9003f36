import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { localized, type Locale } from "../core/i18n";
import { ULID_PATTERN } from "../core/ids";
import { money } from "../core/money";
import { LIVE_QUOTE_STATES } from "./state-machine";
import type { AdminRfqDetail } from "./rfq-schemas";

export type { AdminRfqDetail } from "./rfq-schemas";

// GET /admin/rfqs/{id} (rfq.oversee): one RFQ as admins oversee it, with every
// quote (vendor, status, total, validity) and whether it can still be voided.

export async function getAdminRfq(id: string, locale: Locale): Promise<AdminRfqDetail> {
  const rfq = ULID_PATTERN.test(id)
    ? await db.rfq.findUnique({
        where: { id },
        include: {
          category: { select: { id: true, nameAr: true, nameEn: true } },
          customer: { select: { id: true, firstName: true, lastName: true } },
          quotes: { include: { vendor: { select: { id: true, nameAr: true, nameEn: true } } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
          _count: { select: { recipients: true } },
        },
      })
    : null;
  if (!rfq) throw notFound();
  return {
    id: rfq.id,
    title: rfq.title,
    status: rfq.status,
    category: { id: rfq.category.id, name: localized(locale, rfq.category.nameAr, rfq.category.nameEn), name_en: rfq.category.nameEn },
    customer: { id: rfq.customer.id, name: `${rfq.customer.firstName} ${rfq.customer.lastName}`.trim() },
    recipients_count: rfq._count.recipients,
    sent_at: rfq.sentAt?.toISOString() ?? null,
    expires_at: rfq.expiresAt?.toISOString() ?? null,
    quotes: rfq.quotes.map((q) => ({
      id: q.id,
      status: q.status,
      vendor: { id: q.vendor.id, name: localized(locale, q.vendor.nameAr, q.vendor.nameEn) },
      total: money(q.total),
      valid_until: q.validUntil.toISOString(),
      revision: q.revision,
      voidable: (LIVE_QUOTE_STATES as readonly string[]).includes(q.status),
    })),
  };
}
