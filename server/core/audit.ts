import type { Tx } from "./db/client";
import type { Prisma } from "./db/generated/client";
import { now } from "./clock";
import { newId } from "./ids";
import type { RequestContext } from "./http/request-context";

export type Actor = { type: "user" | "admin" | "system"; id?: string };

export type AuditEntry = {
  actor: Actor;
  action: string; // dotted, e.g. "auth.login.failed", "vendor.approved"
  entityType: string;
  entityId?: string;
  diff?: Record<string, unknown>;
  reason?: string;
  request?: Pick<RequestContext, "ip" | "requestId">;
};

/** Writes one audit row; pass the transaction of the change it records. */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      id: newId(),
      actorType: entry.actor.type,
      actorId: entry.actor.id ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      diff: entry.diff as Prisma.InputJsonValue | undefined,
      reason: entry.reason ?? null,
      ip: entry.request?.ip ?? null,
      requestId: entry.request?.requestId ?? null,
      createdAt: now(),
    },
  });
}

/** Field-level diff of two snapshots: `{field: [before, after]}` for changed fields. */
export function diffOf(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = [before[key], after[key]];
  }
  return out;
}
