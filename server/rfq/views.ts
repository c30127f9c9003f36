import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { money, moneyOrNull } from "../core/money";
import { mediaUrls } from "../media/attach";
import { eventDetails } from "../planner/views";
import { busyOn, vendorDayStates } from "../availability/free-vendors";
import { busyWarnings, serviceDay } from "./busy-warnings";
import { MAX_NEGOTIATION_ROUNDS, OPEN_RFQ_STATES } from "./state-machine";
import type { QuoteView, RfqView, VendorRfqView } from "./view-schemas";
import { avatarPath } from "../identity/profile/avatar-url";

// Builds the payloads of view-schemas.ts from rows. Loaders take a where
// clause the caller has already scoped to what the viewer may see.

const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const named = (row: { id: string; nameAr: string; nameEn: string }, locale: Locale) => ({
  id: row.id,
  name: localized(locale, row.nameAr, row.nameEn),
  name_en: row.nameEn,
});

type StoredItem = { name: string; quantity: number; unit_price: string; line_total: string };

async function attachmentsBySubject(context: "rfq_attachment" | "quote_attachment", subjectIds: string[]) {
  const rows = subjectIds.length
    ? await db.media.findMany({ where: { context, subjectId: { in: subjectIds }, status: "ready" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })
    : [];
  const urls = await mediaUrls(rows.map((r) => r.id));
  const bySubject = new Map<string, RfqView["attachments"]>();
  for (const row of rows) {
    const url = urls.get(row.id);
    if (!url || !row.subjectId) continue;
    const list = bySubject.get(row.subjectId) ?? [];
    list.push({ id: row.id, name: row.filename, mime_type: row.mimeType ?? row.declaredMime, url });
    bySubject.set(row.subjectId, list);
  }
  return bySubject;
}

const quoteInclude = {
  vendor: { select: { id: true, slug: true, nameAr: true, nameEn: true, logoMediaId: true } },
  versions: { orderBy: { revision: "asc" } },
  counters: { orderBy: { createdAt: "asc" } },
} satisfies Prisma.QuoteInclude;

/** Quotes matching `where` (already scoped to the viewer), in `orderBy` order, with versions and negotiation history. */
export async function loadQuoteViews(
  where: Prisma.QuoteWhereInput,
  locale: Locale,
  orderBy: Prisma.QuoteOrderByWithRelationInput = { createdAt: "asc" },
): Promise<QuoteView[]> {
  const quotes = await db.quote.findMany({ where, include: quoteInclude, orderBy: [orderBy, { id: "asc" }] });
  const [attachments, logos] = await Promise.all([
    attachmentsBySubject(
      "quote_attachment",
      quotes.map((q) => q.id),
    ),
    mediaUrls(quotes.map((q) => q.vendor.logoMediaId)),
  ]);
  return quotes.map((quote) => {
    const current = quote.versions.find((v) => v.revision === quote.revision) ?? quote.versions[quote.versions.length - 1];
    const items = ((current?.items ?? []) as StoredItem[]).map((item) => ({
      name: item.name,
      description: item.name,
      quantity: item.quantity,
      unit_price: money(item.unit_price),
      line_total: money(item.line_total),
    }));
    const history: QuoteView["history"] = [
      ...quote.versions.map((v) => ({
        type: "version" as const,
        at: v.createdAt.toISOString(),
        revision: v.revision,
        total: money(v.total),
        final_offer: v.finalOffer,
        round: null,
        proposed_price: null,
        message: v.notes,
      })),
      ...quote.counters.map((c) => ({
        type: c.kind === "counter" ? ("counter" as const) : ("requote_request" as const),
        at: c.createdAt.toISOString(),
        revision: c.revision,
        total: null,
        final_offer: false,
        round: c.kind === "counter" ? c.round : null,
        proposed_price: moneyOrNull(c.proposedPrice),
        message: c.message,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at) || (a.type === "version" ? -1 : 1));
    return {
      id: quote.id,
      rfq_id: quote.rfqId,
      vendor: { ...named(quote.vendor, locale), slug: quote.vendor.slug, logo_url: logos.get(quote.vendor.logoMediaId ?? "") ?? null },
      status: quote.status,
      revision: quote.revision,
      items,
      total: money(quote.total),
      tax: money(current?.taxAmount ?? 0),
      notes: current?.notes ?? null,
      delivery_notes: current?.deliveryNotes ?? null,
      delivery_time_days: current?.deliveryTimeDays ?? null,
      validity_days: current?.validityDays ?? 7,
      valid_until: quote.validUntil.toISOString(),
      submitted_at: quote.submittedAt.toISOString(),
      final_offer: quote.finalOffer,
      rounds_used: quote.rounds,
      rounds_left: Math.max(0, MAX_NEGOTIATION_ROUNDS - quote.rounds),
      attachments: attachments.get(quote.id) ?? [],
      history,
    };
  });
}

const rfqInclude = {
  category: { select: { id: true, nameAr: true, nameEn: true } },
  recipients: { include: { vendor: { select: { id: true, slug: true, nameAr: true, nameEn: true } } }, orderBy: { sentAt: "asc" } },
  _count: { select: { quotes: true } },
  event: { select: { eventDate: true } },
} satisfies Prisma.RfqInclude;

const isOpen = (status: string) => (OPEN_RFQ_STATES as readonly string[]).includes(status);

/** The customer's view of RFQs matching `where` (already scoped to the customer). */
export async function loadRfqViews(where: Prisma.RfqWhereInput, locale: Locale, paging: { skip?: number; take?: number } = {}): Promise<RfqView[]> {
  const rfqs = await db.rfq.findMany({ where, include: rfqInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...paging });
  const draftTargets = [...new Set(rfqs.filter((r) => r.status === "draft").flatMap((r) => r.targetVendorIds))];
  const [attachments, targets] = await Promise.all([
    attachmentsBySubject(
      "rfq_attachment",
      rfqs.map((r) => r.id),
    ),
    draftTargets.length ? db.vendor.findMany({ where: { id: { in: draftTargets } }, select: { id: true, slug: true, nameAr: true, nameEn: true } }) : [],
  ]);
  const targetById = new Map(targets.map((v) => [v.id, v]));
  // Warnings (targeted, drafted or open): one calendar read per service day on the page.
  const warned = rfqs.filter((rfq) => rfq.targeting === "targeted" && (rfq.status === "draft" || isOpen(rfq.status)));
  const dates = [...new Set(warned.map((rfq) => serviceDay(rfq.event.eventDate, rfq.neededBy)))];
  const busyByDate = new Map(await Promise.all(dates.map(async (date) => [date, await busyOn(date)] as const)));
  const warningsOf = (rfq: (typeof rfqs)[number]) => {
    if (!warned.includes(rfq)) return [];
    const date = serviceDay(rfq.event.eventDate, rfq.neededBy);
    const vendors = rfq.status === "draft" ? rfq.targetVendorIds.flatMap((id) => targetById.get(id) ?? []) : rfq.recipients.map((r) => r.vendor);
    return busyWarnings(vendors, date, busyByDate.get(date) ?? new Set(), locale);
  };
  return rfqs.map((rfq) => ({
    id: rfq.id,
    shape: rfq.shape as RfqView["shape"],
    event_id: rfq.eventId,
    category: named(rfq.category, locale),
    title: rfq.title,
    description: rfq.description,
    status: rfq.status,
    targeting: rfq.targeting as RfqView["targeting"],
    budget_min: moneyOrNull(rfq.budgetMin),
    budget_max: moneyOrNull(rfq.budgetMax),
    budget_indication: moneyOrNull(rfq.budgetIndication),
    show_budget_to_vendors: rfq.showBudget,
    needed_by_date: dateOnly(rfq.neededBy),
    sent_at: iso(rfq.sentAt),
    expires_at: iso(rfq.expiresAt),
    created_at: rfq.createdAt.toISOString(),
    attachments: attachments.get(rfq.id) ?? [],
    vendors:
      rfq.status === "draft"
        ? rfq.targetVendorIds.flatMap((id) => {
            const v = targetById.get(id);
            return v ? [{ vendor_id: v.id, ...pick(named(v, locale)), slug: v.slug, status: "selected" as const }] : [];
          })
        : rfq.recipients.map((r) => ({
            vendor_id: r.vendorId,
            ...pick(named(r.vendor, locale)),
            slug: r.vendor.slug,
            status: r.status as RfqView["vendors"][number]["status"],
          })),
    quote_count: rfq._count.quotes,
    warnings: warningsOf(rfq),
  }));
}

const pick = ({ name, name_en }: { name: string; name_en: string }) => ({ name, name_en });

/** The vendor's copy of RFQs it received: `where` is on its recipient rows (already scoped to the vendor). */
export async function loadVendorRfqViews(
  vendorId: string,
  where: Prisma.RfqRecipientWhereInput,
  locale: Locale,
  paging: { skip?: number; take?: number } = {},
): Promise<VendorRfqView[]> {
  const recipients = await db.rfqRecipient.findMany({
    where: { ...where, vendorId },
    include: {
      rfq: {
        include: {
          category: { select: { id: true, nameAr: true, nameEn: true } },
          customer: { select: { firstName: true, lastName: true, avatarMediaId: true } },
          event: { include: { city: { select: { id: true, nameAr: true, nameEn: true } } } },
        },
      },
    },
    orderBy: [{ sentAt: "desc" }, { id: "desc" }],
    ...paging,
  });
  const rfqIds = recipients.map((r) => r.rfqId);
  const [attachments, quotes] = await Promise.all([
    attachmentsBySubject("rfq_attachment", rfqIds),
    rfqIds.length ? loadQuoteViews({ vendorId, rfqId: { in: rfqIds } }, locale) : [],
  ]);
  const quoteByRfq = new Map(quotes.map((q) => [q.rfq_id, q]));
  const days = await vendorDayStates(
    vendorId,
    recipients.filter((r) => isOpen(r.rfq.status)).map((r) => serviceDay(r.rfq.event.eventDate, r.rfq.neededBy)),
  );
  return recipients.map(({ rfq, ...recipient }) => ({
    id: rfq.id,
    category: named(rfq.category, locale),
    title: rfq.title,
    description: rfq.description,
    status: rfq.status,
    recipient_status: recipient.status as VendorRfqView["recipient_status"],
    received_at: recipient.sentAt.toISOString(),
    viewed_at: iso(recipient.viewedAt),
    expires_at: iso(rfq.expiresAt),
    needed_by_date: dateOnly(rfq.neededBy),
    budget: rfq.showBudget ? { min: moneyOrNull(rfq.budgetMin), max: moneyOrNull(rfq.budgetMax), indication: moneyOrNull(rfq.budgetIndication) } : null,
    event: eventDetails(rfq.event, locale),
    customer: { name: `${rfq.customer.firstName} ${rfq.customer.lastName.slice(0, 1)}`.trim(), avatar_url: avatarPath(rfq.customer.avatarMediaId) },
    attachments: attachments.get(rfq.id) ?? [],
    my_quote: quoteByRfq.get(rfq.id) ?? null,
    availability: isOpen(rfq.status) ? (days.get(serviceDay(rfq.event.eventDate, rfq.neededBy)) ?? null) : null,
  }));
}
