import { db } from "../core/db/client";
import type { AuditLog, Prisma } from "../core/db/generated/client";
import { pageWindow, pagination } from "../core/http/query";
import type { AuditLogsQuery } from "./schemas";

// Reading the audit trail (written by `writeAudit` in every module). Read-only:
// nothing here changes a row.

const DAY_MS = 24 * 60 * 60 * 1000;

function view(row: AuditLog) {
  return {
    id: row.id,
    actor: { type: row.actorType, id: row.actorId },
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    ip: row.ip,
    request_id: row.requestId,
    reason: row.reason,
    diff: row.diff ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** `vendor.` or `auth.login*` match by prefix; anything else is an exact action. */
function actionFilter(action: string): Prisma.StringFilter | string {
  if (action.endsWith("*")) return { startsWith: action.slice(0, -1) };
  if (action.endsWith(".")) return { startsWith: action };
  return action;
}

export async function listAuditLogs(query: AuditLogsQuery) {
  const createdAt: Prisma.DateTimeFilter = {};
  if (query.from) createdAt.gte = query.from.at;
  if (query.to) {
    // A date-only `to` includes its whole day.
    if (query.to.dateOnly) createdAt.lt = new Date(query.to.at.getTime() + DAY_MS);
    else createdAt.lte = query.to.at;
  }
  const where: Prisma.AuditLogWhereInput = {
    ...(query.actor_id ? { actorId: query.actor_id } : {}),
    ...(query.action ? { action: actionFilter(query.action) } : {}),
    ...(query.entity_type ? { entityType: query.entity_type } : {}),
    ...(query.entity_id ? { entityId: query.entity_id } : {}),
    ...(query.from || query.to ? { createdAt } : {}),
  };
  const [total, rows] = await Promise.all([
    db.auditLog.count({ where }),
    db.auditLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
  ]);
  return { items: rows.map(view), pagination: pagination(query, total) };
}
