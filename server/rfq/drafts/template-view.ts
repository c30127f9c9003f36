import { formatAmount, money, sum, toDecimal } from "../../core/money";
import type { QuoteTemplateView } from "./schemas";

// A stored template as the API shows it: each line's total and the sum.

type Row = { id: string; name: string; items: unknown; note: string | null; createdAt: Date };
export type TemplateLine = { name: string; quantity: number; unit_price: string };

export function templateView(row: Row): QuoteTemplateView {
  const items = (Array.isArray(row.items) ? row.items : []) as TemplateLine[];
  const lines = items.map((l) => ({
    name: l.name,
    quantity: l.quantity,
    unit_price: money(l.unit_price),
    line_total: money(toDecimal(l.unit_price).times(l.quantity)),
  }));
  return {
    id: row.id,
    name: row.name,
    lines,
    total: lines.length ? money(formatAmount(sum(lines.map((l) => l.line_total.amount)))) : null,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}
