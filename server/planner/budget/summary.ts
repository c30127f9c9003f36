import { z } from "zod";
import { moneySchema, money, moneyOrNull, sum, toDecimal } from "../../core/money";
import { db } from "../../core/db/client";
import { budgetFigures } from "./figures";

// The budget's line in the event summary: how much of the total is used.

export const budgetTotalsSchema = z.object({
  total: moneySchema.nullable(),
  planned: moneySchema.meta({ description: "Sum of the budget lines." }),
  booked: moneySchema,
  paid: moneySchema.meta({ description: "Paid on the event's bookings less processed refunds." }),
  used_percent: z.number().int().nullable().meta({ description: "Booked as a share of the total (rounded); null without a total." }),
});

export async function budgetTotals(event: { id: string; budgetTotal: { toString(): string } | null }): Promise<z.infer<typeof budgetTotalsSchema>> {
  const [figures, lines] = await Promise.all([
    budgetFigures(event.id),
    db.eventBudgetLine.findMany({ where: { eventId: event.id }, select: { planned: true } }),
  ]);
  const booked = sum([...figures.values()].map((f) => f.booked));
  const total = event.budgetTotal === null ? null : toDecimal(event.budgetTotal);
  return {
    total: moneyOrNull(total),
    planned: money(sum(lines.map((l) => l.planned))),
    booked: money(booked),
    paid: money(sum([...figures.values()].map((f) => f.paid))),
    used_percent: total && total.greaterThan(0) ? booked.dividedBy(total).times(100).round().toNumber() : null,
  };
}
