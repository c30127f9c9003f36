import { z } from "zod";
import { dateOrDateTime, isCalendarDate, utcDay } from "../core/dates";
import { pageParams } from "../core/http/query";

// The read-only audit trail: filters and the row shape.

/** `YYYY-MM-DD` (a whole UTC day) or an ISO 8601 date-time with `Z` or an offset. */
const isoBound = dateOrDateTime
  .transform((value) => {
    const dateOnly = isCalendarDate(value);
    return { at: dateOnly ? utcDay(value) : new Date(value), dateOnly };
  })
  .meta({ description: "ISO date (`2026-01-31`, a whole UTC day) or date-time (`2026-01-31T12:00:00Z`)" });

export const auditLogsQuery = z
  .strictObject({
    actor_id: z.string().min(1).max(26).optional(),
    actor: z.string().trim().min(1).max(100).optional().meta({ description: "A person by part of their name or email" }),
    action: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: "Exact action, or a prefix when it ends with `.` or `*` (e.g. `vendor.`, `auth.login*`)" }),
    entity_type: z.string().trim().min(1).max(50).optional(),
    entity_id: z.string().trim().min(1).max(100).optional(),
    from: isoBound.optional(),
    to: isoBound.optional().meta({ description: "Inclusive; a date covers that whole UTC day" }),
    ...pageParams,
  })
  .refine((q) => !q.from || !q.to || q.from.at.getTime() <= q.to.at.getTime(), { message: "validation.date_range", path: ["to"] });
export type AuditLogsQuery = z.infer<typeof auditLogsQuery>;

export const auditLogSchema = z
  .object({
    id: z.string(),
    actor: z.object({
      type: z.string().meta({ description: "user, admin or system" }),
      id: z.string().nullable(),
      name: z.string().nullable().meta({ description: "The person's name (null for the system or an erased account)" }),
      email: z.string().nullable(),
    }),
    action: z.string(),
    action_label: z.string().meta({ description: "The action in the caller's language (the code when it has no words)" }),
    entity_type: z.string(),
    entity_type_label: z.string(),
    entity_id: z.string().nullable(),
    entity_name: z.string().nullable().meta({ description: "The object's name or reference where it has one and still exists" }),
    ip: z.string().nullable(),
    request_id: z.string().nullable(),
    reason: z.string().nullable(),
    diff: z.unknown().meta({ description: "`{field: [before, after]}` for changes; free-form for other events" }),
    created_at: z.string(),
  })
  .meta({ id: "AuditLogEntry" });
