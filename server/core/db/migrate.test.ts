import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { listMigrations, migrate, splitStatements } from "@/server/core/db/migrate";

describe("migration runner", () => {
  it("has applied every migration folder, recorded in Prisma's table with its checksum", async () => {
    const rows = await db.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(listMigrations().map((m) => [m.name, m.checksum]));
  });

  it("applies nothing the second time", async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it("applies a new folder once and refuses a changed one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    for (const m of listMigrations()) {
      mkdirSync(path.join(dir, m.name));
      writeFileSync(path.join(dir, m.name, "migration.sql"), m.sql);
    }
    const name = "29991231000000_test_table";
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "migration.sql"), `CREATE TABLE "migrate_probe" (id text primary key);\nINSERT INTO "migrate_probe" VALUES ('a;b');`);
    expect(await migrate(db, dir)).toEqual([name]);
    expect(await db.$queryRawUnsafe(`SELECT id FROM "migrate_probe"`)).toEqual([{ id: "a;b" }]);
    writeFileSync(path.join(dir, name, "migration.sql"), `CREATE TABLE "migrate_probe" (id text);`);
    await expect(migrate(db, dir)).rejects.toThrow(/changed after it was applied/);
    await db.$executeRawUnsafe(`DROP TABLE "migrate_probe"`);
    await db.$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE migration_name = '${name}'`);
  });

  it("splits statements on semicolons outside quotes, comments and dollar bodies", () => {
    const sql = `-- a; comment\nCREATE TABLE "a;b" (x text DEFAULT 'c;d');\n/* block; */\nCREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\nSELECT 'it''s;';`;
    expect(splitStatements(sql)).toEqual([
      `CREATE TABLE "a;b" (x text DEFAULT 'c;d')`,
      `CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql`,
      `SELECT 'it''s;'`,
    ]);
  });

  it("provides pg_trgm, unaccent and fuzzystrmatch", async () => {
    const [row] = await db.$queryRawUnsafe<{ s: number; u: string; l: number }[]>(
      `SELECT similarity('catering', 'catring')::float8 AS s, unaccent('café') AS u, levenshtein('catering', 'catring') AS l`,
    );
    expect(row.s).toBeGreaterThan(0.4);
    expect(row.u).toBe("cafe");
    expect(row.l).toBe(1);
  });
});
