import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { okPage } from "../core/http/envelope";
import { listAuditLogs } from "./audit-logs";
import { auditLogSchema, auditLogsQuery } from "./schemas";

// GET /admin/audit-logs (audit.read). The path serves GET only: every other method is a 405.

export const adminListAuditLogs = defineEndpoint({
  method: "GET",
  path: "/admin/audit-logs",
  summary:
    "The audit trail, newest first, people and objects named beside their ids and actions in words; filtered by actor (id, or part of a name or email), action (prefix with a trailing `.` or `*`), entity and time range",
  tags: ["Admin"],
  auth: "user",
  permission: "audit.read",
  query: auditLogsQuery,
  ...pagedList(auditLogSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listAuditLogs(query, ctx.locale)),
});
