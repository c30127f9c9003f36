import type { Tx } from "../db/client";

// Handler idempotency, the one way: outbox delivery is at least once (a
// retry after a crash, a second instance, Inngest's own retries), so a
// handler whose effect must happen once marks (handler, key) in the
// transaction of that effect. The key is what makes the effect unique (a
// payment id, a message id and recipient). Concurrent deliveries queue on the
// row's primary key: the second waits for the first to commit, then finds
// the mark. A rolled-back effect leaves no mark, so the retry does the work.
//
// Not markers, and not replaced by this: a status guarded by its machine
// (`tryMove` does nothing once the move was made) and data that is unique
// by itself (a ledger entry's `unique_key`).

/**
 * Marks `key` handled by `handler` in `tx`. True the first time (do the
 * work in the same transaction); false when an earlier delivery did it.
 */
export async function firstDelivery(tx: Tx, handler: string, key: string): Promise<boolean> {
  const { count } = await tx.handledEvent.createMany({ data: [{ handler, eventKey: key }], skipDuplicates: true });
  return count === 1;
}
