import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { newId } from "../core/ids";

// The one way a ledger entry is written (deposits, reversals, tips): a new
// ULID and the clock's time; rows are only ever added (the database refuses
// UPDATE and DELETE). The caller gives what the entry says.

export async function addLedgerEntry(tx: Tx, data: Omit<Prisma.LedgerEntryUncheckedCreateInput, "id" | "createdAt">): Promise<string> {
  const id = newId();
  await tx.ledgerEntry.create({ data: { ...data, id, createdAt: now() } });
  return id;
}
