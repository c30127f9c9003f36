import { db } from "../core/db/client";
import type { AuditLog, Prisma } from "../core/db/generated/client";
import { pageWindow, pagination } from "../core/http/query";
import type { Locale } from "../core/i18n";
import { actionLabel, auditNames, entityTypeLabel } from "./audit-names";
import type { AuditLogsQuery } from "./schemas";

// Reading the audit trail (written by `writeAudit` in every module), with the
// people and objects named and the action in words. Read-only: nothing here changes a row.

const DAY_MS = 24 * 60 * 60 * 1000;

type Names = Awaited<ReturnType<typeof auditNames>>;

function view(row: AuditLog, names: Names, locale: Locale) {
  const actor = names.actor(row.actorId);
  return {
    id: row.id,
    actor: { type: row.actorType, id: row.actorId, name: actor?.name ?? null, email: actor?.email ?? null },
    action: row.action,
    action_label: actionLabel(row.action, locale),
    entity_type: row.entityType,
    entity_type_label: entityTypeLabel(row.entityType, locale),
    entity_id: row.entityId,
    entity_name: names.entity(row.entityType, row.entityId),
    ip: row.ip,
    request_id: row.requestId,
    reason: row.reason,
    diff: row.diff ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** People whose name or email contains the text (the `actor` filter). */
async function actorsMatching(text: string): Promise<string[]> {
  const contains = { contains: text, mode: "insensitive" as const };
  const rows = await db.user.findMany({
    where: { OR: [{ email: contains }, { firstName: contains }, { lastName: contains }] },
    select: { id: true },
    take: 500,
  });
  return rows.map((r) => r.id);
}

/** `vendor.` or `auth.login*` match by prefix; anything else is an exact action. */
function actionFilter(action: string): Prisma.StringFilter | string {
  if (action.endsWith("*")) return { startsWith: action.slice(0, -1) };
  if (action.endsWith(".")) return { startsWith: action };
  return action;
}

export async function listAuditLogs(query: AuditLogsQuery, locale: Locale) {
  const createdAt: Prisma.DateTimeFilter = {};
  if (query.from) createdAt.gte = query.from.at;
  if (query.to) {
    // A date-only `to` includes its whole day.
    if (query.to.dateOnly) createdAt.lt = new Date(query.to.at.getTime() + DAY_MS);
    else createdAt.lte = query.to.at;
  }
  const where: Prisma.AuditLogWhereInput = {
    ...(query.actor_id ? { actorId: query.actor_id } : {}),
    ...(query.actor ? { AND: [{ actorId: { in: await actorsMatching(query.actor) } }] } : {}),
    ...(query.action ? { action: actionFilter(query.action) } : {}),
    ...(query.entity_type ? { entityType: query.entity_type } : {}),
    ...(query.entity_id ? { entityId: query.entity_id } : {}),
    ...(query.from || query.to ? { createdAt } : {}),
  };
  const [total, rows] = await Promise.all([
    db.auditLog.count({ where }),
    db.auditLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
  ]);
  const names = await auditNames(rows, locale);
  return { items: rows.map((row) => view(row, names, locale)), pagination: pagination(query, total) };
}
