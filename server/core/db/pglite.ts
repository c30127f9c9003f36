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

// Read once per process: test files that share a worker (vitest.config.ts) each
// open a fresh database from the same template, and a Blob is never changed.
let templateBlob: { file: string; blob: Blob } | undefined;

function templateData(file: string): Blob {
  if (templateBlob?.file !== file) templateBlob = { file, blob: new Blob([readFileSync(file)]) };
  return templateBlob.blob;
}

/**
 * An in-memory database that gives back its memory (WASM heap and files,
 * about 200 MB) once closed, even while something still holds the closed
 * instance: test files that share a worker each open one, and module-level
 * caches keep the last database handle they saw.
 */
class InMemoryPGlite extends PGlite {
  override async close(): Promise<void> {
    await super.close();
    // The Emscripten module, which PGlite keeps (untyped) after closing.
    Reflect.set(this, "mod", undefined);
  }
}

/** PGlite in-process database; `memory://` keeps it in memory (tests). */
export function openPglite(dataDir: string): PGlite {
  const extensions = { pg_trgm, unaccent, fuzzystrmatch };
  if (dataDir.startsWith("memory://")) {
    // Tests start from a migrated template instead of migrating each file.
    const template = config().PGLITE_TEMPLATE;
    return new InMemoryPGlite(dataDir, { extensions, loadDataDir: template ? templateData(template) : undefined });
  }
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(path.dirname(dir), { recursive: true });
  lockDataDir(path.dirname(dir));
  return new PGlite(dir, { extensions });
}
