import { z } from "zod";
import { calendarDate } from "../../core/dates";

// Request and response schemas of an event's checklist (docs/planner.md "Checklist").

const id = z.string().min(1).max(100);
const title = z.string().trim().min(2).max(200);

export const checklistItemParams = z.object({
  id: id.meta({ description: "Event id (ULID)." }),
  itemId: id.meta({ description: "Checklist item id (ULID)." }),
});

export const createChecklistItemBody = z.strictObject({
  title,
  due_date: calendarDate.nullable().optional().meta({ description: "YYYY-MM-DD; none: no date." }),
  category_id: id.nullable().optional().meta({ description: "A top-level category: the item then links to a search and a quote request for it." }),
});
export type CreateChecklistItemInput = z.infer<typeof createChecklistItemBody>;

export const updateChecklistItemBody = z
  .strictObject({
    title: title.optional(),
    due_date: calendarDate.nullable().optional().meta({ description: "A fixed date; a template item stops following the event date once given one." }),
    category_id: id.nullable().optional(),
    done: z.boolean().optional(),
  })
  .meta({ description: "Only the fields given change." });
export type UpdateChecklistItemInput = z.infer<typeof updateChecklistItemBody>;

export const checklistItemSchema = z
  .object({
    id: z.string(),
    title: z.string().meta({ description: "The customer's wording, or the template's in the caller's language." }),
    template_key: z.string().nullable(),
    category: z.object({ id: z.string(), slug: z.string(), name: z.string(), name_en: z.string() }).nullable(),
    days_before: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Template items: due this many days before the event (the due date moves with the event date)." }),
    due_date: z.string().nullable().meta({ description: "YYYY-MM-DD; null without an event date or a date of its own." }),
    overdue: z.boolean(),
    done: z.boolean(),
    done_at: z.string().nullable(),
    done_by: z.enum(["customer", "marketplace"]).nullable().meta({ description: "`marketplace`: ticked by a booking of its category." }),
  })
  .meta({ id: "EventChecklistItem" });
export type ChecklistItemView = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z
  .object({
    event_id: z.string(),
    event_date: z.string().nullable(),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    template_available: z.boolean().meta({ description: "The event type's template has items the checklist lacks (POST .../checklist/template adds them)." }),
    items: z.array(checklistItemSchema).meta({ description: "Undone first by due date (undated last), then done." }),
  })
  .meta({ id: "EventChecklist" });
export type ChecklistView = z.infer<typeof checklistSchema>;
