import { PrismaPGlite } from "pglite-prisma-adapter";
import { closeDb, type DbHandle } from "../core/db/client";
import { Prisma, PrismaClient } from "../core/db/generated/client";
import { openPglite } from "../core/db/pglite";

// On PGlite (`npm test` without DATABASE_URL) a worker's next file gets the database the last file
// used, emptied back to the template, instead of a new one: opening an in-memory PGlite from the
// template's dump cost about 1 s of CPU per file (unpacking PostgreSQL's files and starting it)
// and gave its WebAssembly heap back each time; emptying it (one TRUNCATE of every table, the
// template's rows put back) takes 0.3-0.6 s, and the heap stays. The database is only reused when
// the file left its schema and session as the template has them (no table, type or function added
// or dropped, no temporary table, no advisory lock held); otherwise it is closed and the next file
// opens a fresh one. The versions of `cache_versions` move forward instead of back: a cache in
// this process keyed on the handle and a version (server/core/cache/versioned-cache.ts) must not
// take the next file's data for the last file's.

type Template = { fingerprint: string; tables: string[]; rows: Array<{ table: string; columns: string; json: string }>; sequences: string[] };

const KEPT = new Set(["_prisma_migrations", "cache_versions"]);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

// What a file may add to or drop from the schema, and the session state that outlives a file.
const FINGERPRINT = Prisma.sql`
  SELECT md5(coalesce((SELECT string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text, ',' ORDER BY n.nspname, c.relname)
                FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'), '')
      || (SELECT count(*) FROM pg_proc WHERE pronamespace = 'public'::regnamespace)
      || (SELECT count(*) FROM pg_type WHERE typnamespace = 'public'::regnamespace)
      || (SELECT count(*) FROM pg_trigger)) AS fingerprint,
    (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory') AS advisory`;

// On globalThis: Vitest evaluates the setup files, and this module with them, again for each file.
type State = {
  template?: Promise<Template>;
  current?: DbHandle;
  parked?: DbHandle;
  standard: WeakSet<DbHandle>;
  templateFile: string;
};
const state: State = ((globalThis as { __pgliteRecycle?: State }).__pgliteRecycle ??= { standard: new WeakSet(), templateFile: "" });

/** Read once per worker, from a database of its own opened from the template. */
async function freshTemplate(): Promise<Template> {
  const pglite = openPglite("memory://");
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  try {
    return await readTemplate({ prisma, kind: "pglite", close: async () => {} });
  } finally {
    await prisma.$disconnect();
    await pglite.close();
  }
}

async function fingerprintOf(handle: DbHandle): Promise<{ fingerprint: string; advisory: number }> {
  const [row] = await handle.prisma.$queryRaw<Array<{ fingerprint: string; advisory: number }>>(FINGERPRINT);
  return row;
}

/** The template's rows and sequences, read from a database nobody has written to yet. */
async function readTemplate(handle: DbHandle): Promise<Template> {
  const { fingerprint } = await fingerprintOf(handle);
  const tables = (
    await handle.prisma.$queryRaw<Array<{ name: string }>>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`
  )
    .map((t) => t.name)
    .filter((name) => !KEPT.has(name));
  const rows: Template["rows"] = [];
  for (const table of tables) {
    const [{ json }] = await handle.prisma.$queryRawUnsafe<Array<{ json: string | null }>>(`SELECT json_agg(t)::text AS json FROM ${quote(table)} t`);
    if (!json) continue;
    // Generated columns are computed again on insert.
    const columns = await handle.prisma.$queryRaw<Array<{ name: string }>>`
      SELECT attname AS name FROM pg_attribute
      WHERE attrelid = ${`public.${quote(table)}`}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`;
    rows.push({ table, columns: columns.map((c) => quote(c.name)).join(", "), json });
  }
  const sequences = await handle.prisma.$queryRaw<Array<{ statement: string }>>`
    SELECT format('SELECT setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), last_value IS NOT NULL) AS statement
    FROM pg_sequences`;
  return { fingerprint, tables, rows, sequences: sequences.map((s) => s.statement) };
}

/**
 * Empties the file's database back to the template for the next file of this worker; false when
 * the file changed what emptying cannot put back (the caller then closes the database).
 */
async function recycleDatabase(handle: DbHandle): Promise<boolean> {
  state.template ??= freshTemplate();
  const { fingerprint, tables, rows, sequences } = await state.template;
  const now = await fingerprintOf(handle);
  if (now.fingerprint !== fingerprint || now.advisory > 0) return false;
  await handle.prisma.$transaction(async (tx) => {
    // No triggers: the append-only ledgers refuse TRUNCATE, and the cache versions move below.
    await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
    await tx.$executeRawUnsafe(`TRUNCATE ${tables.map(quote).join(", ")} RESTART IDENTITY`);
    for (const { table, columns, json } of rows) {
      await tx.$executeRawUnsafe(
        `INSERT INTO ${quote(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
        json,
      );
    }
    for (const statement of sequences) await tx.$queryRawUnsafe(statement);
    await tx.$executeRawUnsafe(`UPDATE cache_versions SET version = version + 1`);
  });
  return true;
}

// The process's database handle (server/core/db/client.ts keeps it on globalThis) seen through a
// property of this file's: a handle parked by the last file is handed out again only to a file
// that asks for the database with the setup's environment (./setup.ts), never to one that has
// pointed DATA_DIR or DATABASE_URL elsewhere first.
const standardEnvironment = () => !process.env.DATABASE_URL && process.env.DATA_DIR === "memory://" && process.env.PGLITE_TEMPLATE === state.templateFile;

/** From ./shared-process.ts on PGlite, once per worker: `templateFile` is the run's template dump. */
export function reuseDatabasesBetweenFiles(templateFile: string): void {
  state.templateFile = templateFile;
  const existing = Object.getOwnPropertyDescriptor(globalThis, "__marketplaceDb");
  if (existing?.get) return;
  state.current = existing?.value as DbHandle | undefined;
  Object.defineProperty(globalThis, "__marketplaceDb", {
    configurable: true,
    get() {
      if (!state.current && state.parked && standardEnvironment()) [state.current, state.parked] = [state.parked, undefined];
      return state.current;
    },
    set(handle: DbHandle | undefined) {
      if (handle && handle !== state.parked && standardEnvironment()) state.standard.add(handle);
      state.current = handle;
    },
  });
}

/** After a file: its database emptied and parked for the next file, or closed. */
export async function endFileDatabase(): Promise<void> {
  if (!state.templateFile) return closeDb();
  const handle = state.current;
  if (handle && !state.parked && state.standard.has(handle) && (await recycleDatabase(handle).catch(() => false))) {
    [state.parked, state.current] = [handle, undefined];
    return;
  }
  await closeDb();
}
