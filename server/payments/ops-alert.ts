import { writeAudit } from "../core/audit";
import type { Tx } from "../core/db/client";

// Operations alerts of the payments module: an audit row `ops.alert.<kind>`
// (the admin audit log lists them; filter by action prefix `ops.alert.`) and
// an error line in the server log, which production log alerting watches.
// Kinds: webhook_unknown_reference, amount_mismatch, currency_mismatch,
// illegal_transition, late_payment.

export async function opsAlert(tx: Tx, kind: string, entity: { type: string; id: string }, diff: Record<string, unknown>): Promise<void> {
  console.error(`[payments] ops alert ${kind} on ${entity.type} ${entity.id}`, JSON.stringify(diff));
  await writeAudit(tx, { actor: { type: "system" }, action: `ops.alert.${kind}`, entityType: entity.type, entityId: entity.id, diff });
}
