import { z } from "zod";
import { pageParams } from "../core/http/query";

// The read-only audit trail: filters and the row shape.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Date parsing rolls 2026-02-30 over to March; a real day survives the round trip. */
function realCalendarDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** `YYYY-MM-DD` (a whole UTC day) or an ISO 8601 date-time with `Z` or an offset. */
const isoBound = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const dateOnly = DATE.test(value);
    const at = dateOnly ? new Date(`${value}T00:00:00.000Z`) : DATETIME.test(value) ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime()) || !realCalendarDay(value.slice(0, 10))) {
      ctx.addIssue({ code: "custom", message: "validation.format" });
      return z.NEVER;
    }
    return { at, dateOnly };
  })
  .meta({ description: "ISO date (`2026-01-31`, a whole UTC day) or date-time (`2026-01-31T12:00:00Z`)" });

export const auditLogsQuery = z
  .strictObject({
    actor_id: z.string().min(1).max(26).optional(),
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
    actor: z.object({ type: z.string().meta({ description: "user, admin or system" }), id: z.string().nullable() }),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string().nullable(),
    ip: z.string().nullable(),
    request_id: z.string().nullable(),
    reason: z.string().nullable(),
    diff: z.unknown().meta({ description: "`{field: [before, after]}` for changes; free-form for other events" }),
    created_at: z.string(),
  })
  .meta({ id: "AuditLogEntry" });
