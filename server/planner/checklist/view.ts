import { now } from "../../core/clock";
import { db, type Tx } from "../../core/db/client";
import type { Category, EventChecklistItem } from "../../core/db/generated/client";
import { localized, type Locale } from "../../core/i18n";
import { kuwaitDay } from "../../core/kuwait-time";
import { dateOnly } from "../views";
import type { ChecklistItemView, ChecklistView } from "./schemas";
import { anyTemplateItem, CHECKLIST_TEMPLATES, templateItem } from "./templates";

// The checklist as the customer sees it. A template item's due date is
// computed from the event date at every read (never stored), so it moves
// when the event date moves.

const DAY = 86_400_000;

type EventRow = { id: string; eventType: string; eventDate: Date | null };
type ItemRow = EventChecklistItem & { category: Category | null };

/** The item's due day (UTC midnight), or null. */
export function dueDay(item: Pick<EventChecklistItem, "offsetDays" | "dueDate">, eventDate: Date | null): Date | null {
  if (item.dueDate) return item.dueDate;
  if (item.offsetDays === null || !eventDate) return null;
  return new Date(eventDate.getTime() - item.offsetDays * DAY);
}

/** The item's title in the reader's language. */
export function itemTitle(item: Pick<EventChecklistItem, "title" | "templateKey">, eventType: string, locale: Locale): string {
  if (item.title) return item.title;
  const t = item.templateKey ? (templateItem(eventType, item.templateKey) ?? anyTemplateItem(item.templateKey)) : undefined;
  return t ? t[locale] : "";
}

function itemView(item: ItemRow, event: EventRow, locale: Locale, today: Date): ChecklistItemView {
  const due = dueDay(item, event.eventDate);
  const c = item.category;
  return {
    id: item.id,
    title: itemTitle(item, event.eventType, locale),
    template_key: item.templateKey,
    category: c ? { id: c.id, slug: c.slug, name: localized(locale, c.nameAr, c.nameEn), name_en: c.nameEn } : null,
    days_before: item.dueDate ? null : item.offsetDays,
    due_date: due ? dateOnly(due) : null,
    overdue: !item.doneAt && !!due && due < today,
    done: !!item.doneAt,
    done_at: item.doneAt?.toISOString() ?? null,
    done_by: (item.doneBy as ChecklistItemView["done_by"]) ?? null,
  };
}

const order = (a: ChecklistItemView, b: ChecklistItemView) =>
  Number(a.done) - Number(b.done) || (a.due_date ?? "9999").localeCompare(b.due_date ?? "9999") || a.id.localeCompare(b.id);

export async function checklistView(event: EventRow, locale: Locale, client: Tx = db): Promise<ChecklistView> {
  const rows = await client.eventChecklistItem.findMany({ where: { eventId: event.id }, include: { category: true } });
  const today = kuwaitDay(now());
  const items = rows.map((r) => itemView(r, event, locale, today)).sort(order);
  const keys = new Set(rows.map((r) => r.templateKey));
  const template = CHECKLIST_TEMPLATES[event.eventType as keyof typeof CHECKLIST_TEMPLATES] ?? [];
  return {
    event_id: event.id,
    event_date: event.eventDate ? dateOnly(event.eventDate) : null,
    progress: { done: items.filter((i) => i.done).length, total: items.length },
    template_available: template.some((t) => !keys.has(t.key)),
    items,
  };
}
