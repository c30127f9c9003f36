import { db } from "../core/db/client";
import { getEndpointOrThrow, type Scope } from "./scope";
import { deliveryView } from "./views";

/** The delivery log of an endpoint, newest first: status, response code, duration, next attempt, and every attempt. */
export async function listDeliveries(scope: Scope, endpointId: string, query: { status?: "pending" | "succeeded" | "failed"; limit: number }) {
  await getEndpointOrThrow(scope, endpointId);
  const rows = await db.webhookDelivery.findMany({
    where: { endpointId, ...(query.status && { status: query.status }) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit,
    include: { attemptsList: true },
  });
  return rows.map(deliveryView);
}
