import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { seedReferenceData } from "../../prisma/seed/reference";
import { closeDb, dbHandle } from "../core/db/client";
import { openPglite } from "../core/db/pglite";
import { migrate } from "../core/db/migrate";
import { PrismaClient } from "../core/db/generated/client";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { databaseUrl, dropRunDatabases, onServer, postgresTestRun, templateName, type PostgresTestRun } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    postgresRun: PostgresTestRun | null;
    pgliteTemplate: string | null;
  }
}

/**
 * Migrates and reference-seeds one template database for the whole run;
 * every test file then starts from its own copy (server/test/setup.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    // Vitest calls this for the root and for each project (vitest.config.ts): one template serves them all.
    const shared = globalThis as unknown as { __marketplaceTestTemplate?: Promise<PostgresTestRun> };
    const first = !shared.__marketplaceTestTemplate;
    const run = await (shared.__marketplaceTestTemplate ??= postgresTemplate(url));
    project.provide("postgresRun", run);
    project.provide("pgliteTemplate", null);
    return first ? () => dropRunDatabases(run) : undefined;
  }
  const shared = globalThis as unknown as { __marketplacePgliteTemplate?: Promise<string> };
  const first = !shared.__marketplacePgliteTemplate;
  const file = await (shared.__marketplacePgliteTemplate ??= pgliteTemplate());
  project.provide("postgresRun", null);
  project.provide("pgliteTemplate", file);
  return first ? () => rmSync(path.dirname(file), { recursive: true, force: true }) : undefined;
}

async function pgliteTemplate(): Promise<string> {
  const pglite = openPglite("memory://");
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  await migrate(prisma);
  await seedReferenceData(prisma);
  // Each file's database starts by recovering from the last checkpoint: make it the end of the seed.
  await pglite.exec("CHECKPOINT");
  const dump = await pglite.dumpDataDir("none");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "marketplace-test-")), "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await prisma.$disconnect();
  await pglite.close();
  return file;
}

async function postgresTemplate(url: string): Promise<PostgresTestRun> {
  const run = postgresTestRun(url);
  await dropRunDatabases(run);
  await onServer(run, (client) => client.query(`CREATE DATABASE "${templateName(run)}"`).then(() => undefined));
  process.env.DATABASE_URL = databaseUrl(run, templateName(run));
  const handle = dbHandle();
  await migrate(handle.prisma);
  await seedReferenceData(handle.prisma);
  await closeDb(); // CREATE DATABASE ... TEMPLATE refuses a template that has connections
  return run;
}
