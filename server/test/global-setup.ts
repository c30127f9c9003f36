import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { seedReferenceData } from "../../prisma/seed/reference";
import { closeDb, dbHandle, openPglite } from "../core/db/client";
import { migrate } from "../core/db/migrate";
import { PrismaClient } from "../core/db/generated/client";
import { PrismaPGlite } from "pglite-prisma-adapter";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string | null;
    pgliteTemplate: string | null;
  }
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]", ""]);

/** Prepares one migrated, reference-seeded database for the whole run. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const parsed = new URL(url);
    // The suite drops and recreates its database: never against a remote server.
    if (!LOCAL_HOSTS.has(parsed.hostname)) throw new Error(`refusing to run tests against non-local database host ${parsed.hostname}`);
    const testDb = `${parsed.pathname.slice(1) || "postgres"}_vitest`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${testDb}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${testDb}"`);
    await admin.end();
    parsed.pathname = `/${testDb}`;
    process.env.DATABASE_URL = parsed.toString();
    const handle = dbHandle();
    await migrate(handle.prisma);
    await seedReferenceData(handle.prisma);
    await closeDb();
    project.provide("testDatabaseUrl", parsed.toString());
    project.provide("pgliteTemplate", null);
    return;
  }
  // PGlite: migrate and seed once, then every test file starts from a copy.
  const pglite = openPglite("memory://");
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  await migrate(prisma);
  await seedReferenceData(prisma);
  const dump = await pglite.dumpDataDir("none");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "marketplace-test-")), "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await prisma.$disconnect();
  await pglite.close();
  project.provide("testDatabaseUrl", null);
  project.provide("pgliteTemplate", file);
}
