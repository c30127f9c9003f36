import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { config } from "../config";
import { lockDataDir } from "./data-dir-lock";

// Kept apart from ./client so the server's primary process, which hosts the
// embedded database for its workers (./pglite-host), loads PGlite without
// the Prisma client.

/** PGlite in-process database; `memory://` keeps it in memory (tests). */
export function openPglite(dataDir: string): PGlite {
  const extensions = { pg_trgm, unaccent, fuzzystrmatch };
  if (dataDir.startsWith("memory://")) {
    // Tests start from a migrated template instead of migrating each file.
    const template = config().PGLITE_TEMPLATE;
    return new PGlite(dataDir, { extensions, loadDataDir: template ? new Blob([readFileSync(template)]) : undefined });
  }
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(path.dirname(dir), { recursive: true });
  lockDataDir(path.dirname(dir));
  return new PGlite(dir, { extensions });
}
