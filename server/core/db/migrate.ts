import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { PrismaClient } from "./generated/client";

// Applies prisma/migrations/<name>/migration.sql in name order and records
// them in Prisma's own `_prisma_migrations` table (same columns and checksum),
// so `prisma migrate deploy` agrees with us wherever its engine is available.

export const MIGRATIONS_DIR = path.resolve(/* turbopackIgnore: true */ process.cwd(), "prisma/migrations");

type Migration = { name: string; sql: string; checksum: string };

// The migrations are read where the app runs (`npm start` serves from the
// project folder), never bundled: `turbopackIgnore` keeps the build from
// tracing these runtime paths, which made it take in the whole project.
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(/* turbopackIgnore: true */ path.join(dir, e.name, "migration.sql")))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(/* turbopackIgnore: true */ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const LOCK_ID = 72_450_113; // advisory lock: one migrator at a time across instances

export async function migrate(prisma: PrismaClient, dir = MIGRATIONS_DIR): Promise<string[]> {
  await prisma.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
  const applied: string[] = [];
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
      const done = await tx.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(
        `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      );
      const doneByName = new Map(done.map((d) => [d.migration_name, d.checksum]));
      for (const m of listMigrations(dir)) {
        const known = doneByName.get(m.name);
        if (known) {
          if (known !== m.checksum) throw new Error(`migration ${m.name} was changed after it was applied`);
          continue;
        }
        for (const statement of splitStatements(m.sql)) await tx.$executeRawUnsafe(statement);
        await tx.$executeRawUnsafe(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          randomUUID(),
          m.checksum,
          m.name,
        );
        applied.push(m.name);
      }
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
  return applied;
}

/**
 * Splits a migration into statements (prepared statements take one at a time).
 * Understands comments, quotes and dollar-quoted bodies.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = "";
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    const rest = sql.slice(i);
    if (rest.startsWith("--")) {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (rest.startsWith("/*")) {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end === -1 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === ch && sql[j + 1] !== ch)) j += sql[j] === ch ? 2 : 1;
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === ";") {
      if (current.trim()) out.push(current.trim());
      current = "";
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
