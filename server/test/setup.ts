import { afterAll, afterEach, inject } from "vitest";
import { resetClock } from "../core/clock";
import { closeDb } from "../core/db/client";
import { resetConfig } from "../core/config";

// Each test file (its own process) talks to the database prepared by
// global-setup.ts: the scratch PostgreSQL database, or a fresh in-memory
// PGlite loaded from the migrated template.
const url = inject("testDatabaseUrl");
if (url) {
  process.env.DATABASE_URL = url;
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = "memory://";
  process.env.PGLITE_TEMPLATE = inject("pgliteTemplate") ?? "";
}
resetConfig();

afterEach(() => resetClock());
afterAll(async () => closeDb());
