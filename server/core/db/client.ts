import { PrismaPg } from "@prisma/adapter-pg";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { config } from "../config";
import { PrismaClient } from "./generated/client";
import { openPglite } from "./pglite";
import { onPgliteHost, remotePglite } from "./pglite-remote";
import { countWrites } from "./pglite-writes";

/** A Prisma client or an interactive transaction: services accept either. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export type DbHandle = {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
  /**
   * A count that moves whenever the data may have changed, where every write
   * passes through this process (its own embedded database) or is told to it
   * before anyone can see it (a cluster worker, by the database's host): until
   * it moves, what was read stays true. Absent where others write too
   * (PostgreSQL).
   */
  dataGeneration?: () => number;
};

/**
 * The embedded database runs one transaction at a time: the others queue for
 * it, and the server's in-flight bound (scripts/admission.mjs) keeps that
 * queue short. Prisma's default 2 s wait to begin turned a burst of 40
 * sign-ins into 500s (P2028); a transaction that still cannot begin in time
 * is a 503 (./overload.ts).
 */
const PGLITE_TRANSACTIONS = { maxWait: 20_000 };

/**
 * With DATABASE_URL: PostgreSQL. Without: the embedded PGlite under DATA_DIR,
 * in this process, or in the server's primary process when this is one of
 * its workers (scripts/serve.mjs), so no worker runs the database on its
 * serving thread.
 */
export function createDb(): DbHandle {
  const { DATABASE_URL, DATA_DIR } = config();
  if (DATABASE_URL) {
    // A burst (50 webhooks at once) queues for the 10 pooled connections: a
    // transaction may wait 10 s for one (Prisma's default 2 s failed bursts
    // whose transactions serialize on one lock, such as invoice numbering).
    const prisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: DATABASE_URL, max: 10 }),
      transactionOptions: { maxWait: 10_000 },
    });
    return { prisma, kind: "postgres", close: () => prisma.$disconnect() };
  }
  if (onPgliteHost()) {
    const remote = remotePglite();
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(remote as unknown as PGlite), transactionOptions: PGLITE_TRANSACTIONS });
    return { prisma, kind: "pglite", close: () => prisma.$disconnect(), dataGeneration: () => remote.writes() };
  }
  const pglite = openPglite(DATA_DIR);
  const counted = countWrites(pglite);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(counted.client), transactionOptions: PGLITE_TRANSACTIONS });
  return {
    prisma,
    kind: "pglite",
    dataGeneration: counted.writes,
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

// One client per process (kept on globalThis so dev-server reloads reuse it).
const holder = globalThis as unknown as { __marketplaceDb?: DbHandle };

export function dbHandle(): DbHandle {
  holder.__marketplaceDb ??= createDb();
  return holder.__marketplaceDb;
}

/** The process-wide Prisma client. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = dbHandle().prisma;
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export async function closeDb(): Promise<void> {
  const handle = holder.__marketplaceDb;
  holder.__marketplaceDb = undefined;
  await handle?.close();
}
