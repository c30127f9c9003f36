import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { config } from "../config";
import { PrismaClient } from "./generated/client";

export type Db = PrismaClient;
/** A Prisma client or an interactive transaction: services accept either. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export type DbHandle = { prisma: PrismaClient; kind: "postgres" | "pglite"; close(): Promise<void> };

/** PGlite in-process database; `memory://` keeps it in memory (tests). */
export function openPglite(dataDir: string): PGlite {
  const extensions = { pg_trgm, unaccent, fuzzystrmatch };
  if (dataDir.startsWith("memory://")) {
    // Tests start from a migrated template instead of migrating each file.
    const template = process.env.PGLITE_TEMPLATE;
    return new PGlite(dataDir, { extensions, loadDataDir: template ? new Blob([readFileSync(template)]) : undefined });
  }
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(path.dirname(dir), { recursive: true });
  return new PGlite(dir, { extensions });
}

/** With DATABASE_URL: PostgreSQL. Without: the embedded PGlite under DATA_DIR. */
export function createDb(): DbHandle {
  const { DATABASE_URL, DATA_DIR } = config();
  if (DATABASE_URL) {
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: DATABASE_URL, max: 10 }) });
    return { prisma, kind: "postgres", close: () => prisma.$disconnect() };
  }
  const pglite = openPglite(DATA_DIR);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    kind: "pglite",
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
