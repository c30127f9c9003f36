import { now } from "../clock";
import type { Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { newId } from "../ids";
import type { DomainEventName, DomainEvents } from "./events";

/**
 * Records a domain event in the same transaction as the change it describes;
 * the dispatcher delivers it after commit (at-least-once, so handlers are
 * idempotent).
 */
export async function emit<N extends DomainEventName>(tx: Tx, name: N, payload: DomainEvents[N]): Promise<string> {
  const id = newId();
  await tx.outboxEvent.create({
    data: { id, type: name, payload: payload as Prisma.InputJsonValue, createdAt: now(), availableAt: now() },
  });
  return id;
}
