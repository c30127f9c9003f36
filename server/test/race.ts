import { db, dbHandle, type Tx } from "@/server/core/db/client";

/**
 * Runs `move` in two transactions at once and settles both. Callers hand the
 * status they read beforehand to both, so both attempt the conditional update
 * from the same state. On PostgreSQL both transactions are open (each has
 * run a statement) before either moves, so the second update really waits
 * for the first one's row lock and then finds the row moved. PGlite has one
 * connection and runs them one after the other; the second still moves from
 * the stale status, so the conditional update is what refuses it there too.
 */
export async function raceTwice<T>(move: (tx: Tx) => Promise<T>) {
  const parallel = dbHandle().kind === "postgres";
  let arrived = 0;
  let release!: () => void;
  const bothOpen = new Promise<void>((resolve) => (release = resolve));
  const attempt = () =>
    db.$transaction(async (tx) => {
      if (parallel) {
        await tx.$queryRaw`SELECT 1`;
        if (++arrived === 2) release();
        await bothOpen;
      }
      return move(tx);
    });
  const outcomes = await Promise.allSettled([attempt(), attempt()]);
  return {
    winners: outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : [])),
    errors: outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason as unknown] : [])),
  };
}
