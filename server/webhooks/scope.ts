import type { Tx } from "../core/db/client";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";

// Whose endpoints a call manages: one vendor's (the vendor portal, owner and
// managers), or the platform partners' (vendor_id null; the Super Admin). An
// endpoint outside the scope is 404, as if it did not exist.

export type Scope = { kind: "vendor"; vendorId: string } | { kind: "partner" };

export const vendorScope = (vendorId: string): Scope => ({ kind: "vendor", vendorId });
export const PARTNERS: Scope = { kind: "partner" };

export const scopeWhere = (scope: Scope) => ({ vendorId: scope.kind === "vendor" ? scope.vendorId : null });

export async function getEndpointOrThrow(scope: Scope, id: string, tx: Pick<Tx, "webhookEndpoint"> = db) {
  const endpoint = await tx.webhookEndpoint.findFirst({ where: { id, ...scopeWhere(scope) } });
  if (!endpoint) throw notFound();
  return endpoint;
}
