import { AsyncLocalStorage } from "node:async_hooks";
import { dbHandle, type DbHandle } from "../db/client";
import { PRIORITY_MARK } from "../db/pglite-remote";

// The versions in `cache_versions`, read fresh for each request that needs
// one but shared between requests: at most one read is under way, and a
// caller that arrives while it is joins the next one (a read that began
// before the caller arrived may predate a write the caller already saw
// commit). Under load that is one small statement per database round trip,
// not one per request. Where every write passes through the process (its own
// embedded database) or is told to it before anyone can see its result (a
// worker of the clustered embedded default, by the database's host), the
// versions read stay true until something may have written
// (DbHandle.dataGeneration), and no statement is needed.

type Versions = Map<string, number>;

/** Other versions read in the same statement: name -> a scalar subquery (registered by the module that owns it). */
const sources = new Map<string, string>();

/**
 * Reads `name` with the versions of `cache_versions`, from `sql` (a query of
 * one row and one column, e.g. the search index's own version), so a request
 * that needs both pays one round trip.
 */
export function registerVersionSource(name: string, sql: string): void {
  sources.set(name, sql);
}

/** Marked to go ahead of other statements waiting for the embedded database hosted for a clustered server: it is small and every request waits for it. */
function versionsQuery(): string {
  return (
    PRIORITY_MARK +
    [`SELECT name, version FROM cache_versions`, ...[...sources].map(([name, sql]) => `SELECT '${name.replace(/'/g, "''")}', (${sql})`)].join(" UNION ALL ")
  );
}

export class VersionReader {
  private running: Promise<Versions> | undefined;
  private queued: Promise<Versions> | undefined;
  private joinable: Promise<Versions> | undefined;
  /** The last read, where the handle counts its writes (its own embedded database): true until the count moves. */
  private settled: { generation: number; versions: Promise<Versions> } | undefined;

  constructor(private readonly handle: DbHandle) {}

  /** The versions as committed when this call was made, or later. */
  current(): Promise<Versions> {
    if (this.settled && this.settled.generation === this.handle.dataGeneration?.()) return this.settled.versions;
    // Callers in the same synchronous run as the read's start (a search asks for
    // the index and the reference version together) share it: it has not run yet.
    if (this.joinable) return this.joinable;
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<Versions> {
    // Counted before the read runs: a write that lands meanwhile moves the count past it.
    const generation = this.handle.dataGeneration?.();
    const read: Promise<Versions> = this.handle.prisma.$queryRawUnsafe<{ name: string; version: bigint | number | null }[]>(versionsQuery()).then((rows) => {
      const versions = new Map(rows.map((r) => [r.name, Number(r.version ?? 0)]));
      // Kept before the callers resume, so the next request finds it.
      if (generation !== undefined) this.settled = { generation, versions: read };
      return versions;
    });
    this.running = read;
    this.joinable = read;
    queueMicrotask(() => {
      if (this.joinable === read) this.joinable = undefined;
    });
    void read
      .finally(() => {
        if (this.running === read) this.running = undefined;
      })
      .catch(() => undefined);
    return read;
  }
}

// One reader per database client (the benchmarks switch databases in one process).
const readers = new WeakMap<DbHandle, VersionReader>();

// A read-only request's one read of the versions, per database client.
const snapshots = new AsyncLocalStorage<Map<DbHandle, Promise<Versions>>>();

/**
 * Runs `answer` (a read-only request: a GET, a search) on one read of the
 * versions, made at its first cached read: everything it answers is as of
 * that moment, which is after anything its caller saw before asking, and a
 * signed-in search pays one version read, not one per cache it passes
 * through. Not for anything that writes and then reads its own write from a
 * cache. Nested calls share the outer read.
 */
export function withVersionSnapshot<T>(answer: () => Promise<T>): Promise<T> {
  return snapshots.getStore() ? answer() : snapshots.run(new Map(), answer);
}

/** The current version of `name` (0 when it has never moved). */
export async function currentVersion(name: string): Promise<{ handle: DbHandle; version: number }> {
  const handle = dbHandle();
  let reader = readers.get(handle);
  if (!reader) readers.set(handle, (reader = new VersionReader(handle)));
  const snapshot = snapshots.getStore();
  let versions = snapshot?.get(handle);
  if (!versions) {
    versions = reader.current();
    snapshot?.set(handle, versions);
  }
  return { handle, version: (await versions).get(name) ?? 0 };
}
