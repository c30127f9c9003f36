import { db, type Tx } from "../../core/db/client";
import type { Category } from "../../core/db/generated/client";
import { localized, type Locale } from "../../core/i18n";
import { Decimal, money, moneyOrNull, percentOf, round, sum, toDecimal } from "../../core/money";
import { budgetFigures, type CategoryFigures } from "./figures";
import type { BudgetView } from "./schemas";
import { suggestedSplit } from "./split";

// The budget as the customer sees it: each line's plan beside what the
// marketplace knows (./figures.ts), the totals, and the suggested split.

type EventRow = { id: string; eventType: string; budgetTotal: { toString(): string } | null };

const ref = (c: Category, locale: Locale) => ({ id: c.id, slug: c.slug, name: localized(locale, c.nameAr, c.nameEn), name_en: c.nameEn });
const NONE: CategoryFigures = { quoted: null, booked: new Decimal(0), paid: new Decimal(0) };

/** What the line is heading for: the bookings, or the best quote while nothing is booked. */
const expected = (f: CategoryFigures) => (f.booked.isZero() && f.quoted ? f.quoted : f.booked);

export async function budgetView(event: EventRow, locale: Locale, client: Tx = db): Promise<BudgetView> {
  const [lines, figures] = await Promise.all([
    client.eventBudgetLine.findMany({ where: { eventId: event.id }, include: { category: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }),
    budgetFigures(event.id, client),
  ]);
  const split = suggestedSplit(event.eventType);
  const known = new Set([...figures.keys()]);
  const categories = await client.category.findMany({ where: { OR: [{ slug: { in: Object.keys(split) } }, { id: { in: [...known] } }] } });
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const byId = new Map(categories.map((c) => [c.id, c]));
  const total = event.budgetTotal === null ? null : toDecimal(event.budgetTotal);
  const planned = sum(lines.map((l) => l.planned));
  const all = [...figures.values()];
  const booked = sum(all.map((f) => f.booked));
  const lined = new Set(lines.map((l) => l.categoryId));
  return {
    event_id: event.id,
    total: moneyOrNull(total),
    planned: money(planned),
    unallocated: total === null ? null : money(round(total.minus(planned))),
    quoted: money(sum(all.map((f) => f.quoted ?? 0))),
    booked: money(booked),
    paid: money(sum(all.map((f) => f.paid))),
    over_budget: total !== null && booked.greaterThan(total),
    lines: lines.map((l) => {
      const f = figures.get(l.categoryId) ?? NONE;
      return {
        id: l.id,
        category: ref(l.category, locale),
        planned: money(l.planned),
        quoted: moneyOrNull(f.quoted),
        booked: money(f.booked),
        paid: money(f.paid),
        over_budget: expected(f).greaterThan(toDecimal(l.planned)),
      };
    }),
    unplanned: [...figures.entries()]
      .filter(([id]) => !lined.has(id) && byId.has(id))
      .map(([id, f]) => ({ category: ref(byId.get(id)!, locale), quoted: moneyOrNull(f.quoted), booked: money(f.booked), paid: money(f.paid) })),
    suggested: Object.entries(split).flatMap(([slug, percent]) => {
      const c = bySlug.get(slug);
      return c ? [{ category: ref(c, locale), percent, planned: total === null ? null : money(percentOf(total, percent)) }] : [];
    }),
  };
}
