import { z } from "zod";
import { amountString, moneySchema } from "../../core/money";

// Request and response schemas of an event's budget (docs/planner.md "Budget").

const id = z.string().min(1).max(100);

export const budgetLineParams = z.object({ id: id.meta({ description: "Event id (ULID)." }), lineId: id.meta({ description: "Budget line id (ULID)." }) });

const lineInput = z.strictObject({
  category_id: id.meta({ description: "A top-level category id (GET /categories)." }),
  planned: amountString.meta({ description: "Decimal string with 3 decimals (KWD)." }),
});

export const putBudgetBody = z
  .strictObject({
    budget_total: amountString.nullable().meta({ description: "The event's total budget (the event's `budget`); null clears it." }),
    lines: z.array(lineInput).max(30).optional().meta({ description: "Replaces every line when given; one per category." }),
  })
  .meta({ description: "Sets the total and, when `lines` is given, the lines." });
export type PutBudgetInput = z.infer<typeof putBudgetBody>;

export const createBudgetLineBody = lineInput;
export type CreateBudgetLineInput = z.infer<typeof createBudgetLineBody>;

export const updateBudgetLineBody = z.strictObject({ planned: lineInput.shape.planned });
export type UpdateBudgetLineInput = z.infer<typeof updateBudgetLineBody>;

const categoryRef = z.object({ id: z.string(), slug: z.string(), name: z.string(), name_en: z.string() });

export const budgetLineSchema = z
  .object({
    id: z.string(),
    category: categoryRef,
    planned: moneySchema,
    quoted: moneySchema
      .nullable()
      .meta({ description: "The lowest live quote (submitted or countered) on the event's RFQs of this category; null without one." }),
    booked: moneySchema.meta({ description: "Totals of the category's bookings that are not cancelled." }),
    paid: moneySchema.meta({ description: "Payments on the category's bookings less their processed refunds." }),
    over_budget: z.boolean().meta({ description: "Booked (or, with nothing booked, the best quote) is above planned." }),
  })
  .meta({ id: "EventBudgetLine" });

export const budgetSchema = z
  .object({
    event_id: z.string(),
    total: moneySchema.nullable().meta({ description: "The event's total budget." }),
    planned: moneySchema.meta({ description: "Sum of the lines' planned amounts." }),
    unallocated: moneySchema.nullable().meta({ description: "Total less planned (negative when the lines exceed it); null without a total." }),
    quoted: moneySchema,
    booked: moneySchema,
    paid: moneySchema,
    over_budget: z.boolean().meta({ description: "Booked is above the total." }),
    lines: z.array(budgetLineSchema),
    unplanned: z
      .array(z.object({ category: categoryRef, quoted: moneySchema.nullable(), booked: moneySchema, paid: moneySchema }))
      .meta({ description: "Categories with quotes, bookings or payments but no line." }),
    suggested: z
      .array(z.object({ category: categoryRef, percent: z.number(), planned: moneySchema.nullable() }))
      .meta({ description: "The suggested split for the event type (planned from the total, null without one)." }),
  })
  .meta({ id: "EventBudget" });
export type BudgetView = z.infer<typeof budgetSchema>;
