import { now } from "../clock";
import type { Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { newId } from "../ids";
import { scheduleAfterCommit } from "./after-commit";
import type { DomainEventName, DomainEvents } from "./events";

/**
 * Records a domain event in the same transaction as the change it describes.
 * It is sent right after that transaction commits (where a post-commit sink
 * is installed), and the poller delivers whatever that missed (at-least-once,
 * so handlers are idempotent).
 */
export async function emit<N extends DomainEventName>(tx: Tx, name: N, payload: DomainEvents[N]): Promise<string> {
  const id = newId();
  await tx.outboxEvent.create({
    data: { id, type: name, payload: payload as Prisma.InputJsonValue, createdAt: now(), availableAt: now() },
  });
  scheduleAfterCommit(id);
  return id;
}
