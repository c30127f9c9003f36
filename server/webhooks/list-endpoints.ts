import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { scopeWhere, type Scope } from "./scope";
import { endpointView } from "./views";

/** When the previous secret of a rotation stops signing, while one does. */
export async function rotationEndsAt(tx: Pick<Tx, "webhookSecret">, endpointId: string): Promise<Date | null> {
  const previous = await tx.webhookSecret.findFirst({
    where: { endpointId, expiresAt: { gt: now() } },
    orderBy: { expiresAt: "desc" },
    select: { expiresAt: true },
  });
  return previous?.expiresAt ?? null;
}

export async function listEndpoints(scope: Scope) {
  const rows = await db.webhookEndpoint.findMany({ where: scopeWhere(scope), orderBy: { createdAt: "asc" } });
  return Promise.all(rows.map(async (e) => endpointView(e, await rotationEndsAt(db, e.id))));
}
