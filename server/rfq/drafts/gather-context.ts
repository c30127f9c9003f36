import { db } from "../../core/db/client";
import type { Locale } from "../../core/i18n";
import { formatAmount } from "../../core/money";
import { serviceDay } from "../busy-warnings";
import { budgetBandOf, monthOf, seasonOf } from "./basis";
import type { CatalogOffer, DraftBasis, DraftContext, PastQuote } from "./drafter";

// What a draft is built from, read for one vendor only (docs/quote-drafts.md):
// the RFQ's basis (category, guests, month, budget band when shown), the
// vendor's published services and packages in the category (its branch's or
// the whole vendor's), and its own earlier quotes in the category.

const PAST_QUOTES = 50;
const SERVICE_ONLY_ORDER = 1_000_000; // a service's "from" price comes after its packages

type RfqFacts = {
  id: string;
  categoryId: string;
  neededBy: Date;
  showBudget: boolean;
  budgetIndication: { toString(): string } | null;
  budgetMax: { toString(): string } | null;
  budgetMin: { toString(): string } | null;
  event: { eventDate: Date | null; guestsExpected: number | null };
};

const shownBudget = (rfq: Omit<RfqFacts, "id" | "categoryId" | "neededBy" | "event">) =>
  rfq.showBudget ? (rfq.budgetIndication ?? rfq.budgetMax ?? rfq.budgetMin) : null;

const dayOf = (rfq: Pick<RfqFacts, "neededBy" | "event">) => new Date(`${serviceDay(rfq.event.eventDate, rfq.neededBy)}T00:00:00.000Z`);

const RFQ_FACTS = {
  id: true,
  categoryId: true,
  neededBy: true,
  showBudget: true,
  budgetIndication: true,
  budgetMax: true,
  budgetMin: true,
  event: { select: { eventDate: true, guestsExpected: true } },
} as const;

async function catalogOffers(vendorId: string, categoryId: string, branchId: string | null): Promise<CatalogOffer[]> {
  const services = await db.service.findMany({
    where: { vendorId, categoryId, status: "published", OR: [{ branchId: null }, ...(branchId ? [{ branchId }] : [])] },
    select: {
      id: true,
      nameAr: true,
      nameEn: true,
      priceFrom: true,
      packages: { select: { id: true, nameAr: true, nameEn: true, price: true, sortOrder: true } },
    },
    orderBy: [{ publishedAt: "asc" }, { id: "asc" }],
  });
  return services.flatMap((s) => [
    ...s.packages.map((p) => ({
      source: { type: "package" as const, id: p.id },
      serviceId: s.id,
      name: { ar: p.nameAr, en: p.nameEn },
      price: formatAmount(p.price),
      sortOrder: p.sortOrder,
    })),
    ...(s.priceFrom
      ? [
          {
            source: { type: "service" as const, id: s.id },
            serviceId: s.id,
            name: { ar: s.nameAr, en: s.nameEn },
            price: formatAmount(s.priceFrom),
            sortOrder: SERVICE_ONLY_ORDER,
          },
        ]
      : []),
  ]);
}

async function pastQuotes(vendorId: string, categoryId: string, rfqId: string): Promise<PastQuote[]> {
  const quotes = await db.quote.findMany({
    where: { vendorId, rfqId: { not: rfqId }, status: { notIn: ["void", "withdrawn"] }, rfq: { categoryId } },
    select: {
      id: true,
      status: true,
      total: true,
      submittedAt: true,
      rfq: { select: RFQ_FACTS },
      versions: { select: { items: true, validityDays: true }, orderBy: { revision: "desc" }, take: 1 },
    },
    orderBy: { submittedAt: "desc" },
    take: PAST_QUOTES,
  });
  return quotes.map((q) => {
    const version = q.versions[0];
    const items = (Array.isArray(version?.items) ? version.items : []) as { name: string; quantity: number; unit_price: string }[];
    return {
      id: q.id,
      guestCount: q.rfq.event.guestsExpected,
      season: seasonOf(dayOf(q.rfq)),
      // The budget the customer showed, else the price level the vendor quoted.
      budgetBand: budgetBandOf(shownBudget(q.rfq) ?? q.total),
      status: q.status,
      at: q.submittedAt,
      validityDays: version?.validityDays ?? 7,
      items: items.map((i) => ({ name: i.name, quantity: i.quantity, unit_price: i.unit_price })),
    };
  });
}

export async function gatherDraftContext(vendorId: string, rfqId: string, branchId: string | null, locale: Locale): Promise<DraftContext> {
  const rfq = await db.rfq.findUniqueOrThrow({ where: { id: rfqId }, select: { ...RFQ_FACTS, category: { select: { nameAr: true, nameEn: true } } } });
  const day = dayOf(rfq);
  const basis: DraftBasis = {
    categoryId: rfq.categoryId,
    categoryName: { ar: rfq.category.nameAr, en: rfq.category.nameEn },
    guestCount: rfq.event.guestsExpected,
    month: monthOf(day),
    season: seasonOf(day),
    budgetBand: budgetBandOf(shownBudget(rfq)),
  };
  const [offers, past] = await Promise.all([catalogOffers(vendorId, rfq.categoryId, branchId), pastQuotes(vendorId, rfq.categoryId, rfq.id)]);
  return { basis, offers, pastQuotes: past, locale };
}
