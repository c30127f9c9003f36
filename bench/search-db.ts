// The benchmark databases of a given size (bench/search.ts and bench/load.ts):
// a PostgreSQL database per size, migrated, reference data, N synthetic
// vendors (bench/search-data.ts, seeded once: a database that already holds N
// vendors is reused) and the index built with `reconcileSearchIndex()`.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { resetConfig } from "../server/core/config";
import { closeDb, dbHandle } from "../server/core/db/client";
import { migrate } from "../server/core/db/migrate";
import { seedReferenceData } from "../prisma/seed/reference";
import { reconcileSearchIndex } from "../server/search/engine/indexer";
import { loadRefs, seedVendorChunk, type Refs } from "./search-data";

export const BENCH_URL_TEMPLATE = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_search_<size>";
const SEED_CHUNK = 5_000;

export type IndexCounts = { vendor_documents: number; service_documents: number; vocabulary_terms: number; term_keys: number };
export type Prepared = { refs: Refs; seed_ms: number | null; index_ms: number | null; index: IndexCounts };

const log = (message: string) => console.error(`[bench] ${message}`);

/** The database of `size` vendors (`<size>` in BENCH_DATABASE_URL replaced). */
export function benchDatabaseUrl(size: number): string {
  return BENCH_URL_TEMPLATE.replace("<size>", String(size));
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) {
      log(`creating database ${name}`);
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}

/** Points the app's database client (config is read lazily) at `url`. */
async function useDatabase(url: string): Promise<void> {
  await closeDb();
  process.env.DATABASE_URL = url;
  resetConfig();
}

async function count(client: pg.Client, sql: string): Promise<number> {
  return Number((await client.query(sql)).rows[0].n);
}

async function indexCounts(client: pg.Client): Promise<IndexCounts> {
  return {
    vendor_documents: await count(client, `SELECT count(*) AS n FROM search_documents WHERE kind = 'vendor'`),
    service_documents: await count(client, `SELECT count(*) AS n FROM search_documents WHERE kind = 'service'`),
    vocabulary_terms: await count(client, `SELECT count(*) AS n FROM search_term_keys WHERE key = term`),
    term_keys: await count(client, `SELECT count(*) AS n FROM search_term_keys`),
  };
}

/**
 * Seeds N vendors unless the database holds exactly N; builds the index unless
 * it covers them. Leaves the app's database client pointed at `url`.
 */
export async function prepareBenchDatabase(size: number, url: string): Promise<Prepared> {
  await ensureDatabase(url);
  await useDatabase(url);
  await migrate(dbHandle().prisma);
  await seedReferenceData(dbHandle().prisma);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const prepared: Prepared = {
    refs: await loadRefs(client),
    seed_ms: null,
    index_ms: null,
    index: { vendor_documents: 0, service_documents: 0, vocabulary_terms: 0, term_keys: 0 },
  };
  try {
    const { refs } = prepared;
    const visible = `SELECT count(*) AS n FROM vendors WHERE status = 'approved' AND published_at IS NOT NULL`;
    if ((await count(client, visible)) !== size || (await count(client, `SELECT count(*) AS n FROM vendors`)) !== size) {
      log(`seeding ${size} vendors`);
      // A dedicated database: start over from the reference data.
      await client.query(
        `TRUNCATE users, vendors, search_documents, search_document_removals, search_index_state, search_term_keys, featured_slots, search_zero_results CASCADE`,
      );
      const started = performance.now();
      const nowMs = Date.now();
      let services = 0;
      for (let from = 0; from < size; from += SEED_CHUNK) {
        services += (await seedVendorChunk(client, refs, from, Math.min(size, from + SEED_CHUNK), nowMs)).services;
        if ((from / SEED_CHUNK) % 4 === 3) log(`  ${Math.min(size, from + SEED_CHUNK)} vendors`);
      }
      await client.query("ANALYZE");
      prepared.seed_ms = Math.round(performance.now() - started);
      log(`seeded ${size} vendors, ${services} services in ${(prepared.seed_ms / 1000).toFixed(1)} s`);
    }
    if ((await count(client, `SELECT count(*) AS n FROM search_documents WHERE kind = 'vendor'`)) !== size) {
      log(`building the index (reconcileSearchIndex) for ${size} vendors`);
      const started = performance.now();
      const result = await reconcileSearchIndex();
      await client.query("ANALYZE search_documents, search_term_keys");
      prepared.index_ms = Math.round(performance.now() - started);
      log(`indexed ${result.indexed} vendors in ${(prepared.index_ms / 1000).toFixed(1)} s`);
    }
    prepared.index = await indexCounts(client);
    return prepared;
  } finally {
    await client.end();
  }
}
