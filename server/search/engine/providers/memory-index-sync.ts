import { currentVersion, registerVersionSource } from "../../../core/cache/versions";
import { db } from "../../../core/db/client";
import type { SearchKind } from "../provider";
import { Evaluation, Scratch, type IndexQuery, type IndexResult, type WordPlan } from "./memory-index-query";
import { Dictionary, DOCUMENT_ROW_COLUMNS, Store, type DocumentRow } from "./memory-index-store";

// The in-memory copy of one kind's search documents, kept in step with
// `search_documents` by version. PostgreSQL stays the store; answering from
// memory is what makes a broad query (a word in 60% of 100,000 vendors, a
// whole category, no filter) cost a few milliseconds instead of scanning
// every match twice in SQL (docs/performance.md "Search").
//
// Versions: every write to the index takes the next value of
// `search_index_state.version` under that row's lock, so versions become
// visible in commit order. A replica reads the current version, then the
// removals and documents written after the version it holds.

const INDEX_VERSION = "search_index";
registerVersionSource(INDEX_VERSION, `SELECT version FROM search_index_state WHERE id = 1`);

/** A replica idle this long reloads everything (removals are kept for a day). */
const MAX_SYNC_GAP_MS = 6 * 60 * 60 * 1000;
/** Rows per statement when loading a whole kind. */
const LOAD_CHUNK = 10_000;

export class DocumentReplica {
  private store = new Store();
  private readonly dictionary = new Dictionary();
  private readonly scratch = new Scratch();
  private version = -1;
  private syncedAt = 0;
  private syncing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly kind: SearchKind) {}

  /** The index version the copy holds (-1 before the first sync). */
  get heldVersion(): number {
    return this.version;
  }

  /** Brings the copy up to the committed state of the index (one small query when nothing changed). */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.syncOnce().finally(() => (this.syncing = undefined));
      return this.syncing;
    }
    // The sync under way may have read the version before this caller's own
    // write committed: callers arriving now share one more sync after it.
    this.queued ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.sync();
      });
    return this.queued;
  }

  search(query: IndexQuery): IndexResult {
    return new Evaluation(this.store, this.dictionary, this.scratch).search(query);
  }

  /** Vendor names matching every word (name tokens only), best first. */
  suggest(plans: WordPlan[], phrase: string, limit: number): string[] {
    return new Evaluation(this.store, this.dictionary, this.scratch).suggest(plans, phrase, limit);
  }

  private async syncOnce(): Promise<void> {
    // Read with the reference version in one statement (both are needed by a search).
    const { version: current } = await currentVersion(INDEX_VERSION);
    // A lower version than ours means the index was emptied and started over.
    if (this.version < 0 || current < this.version || Date.now() - this.syncedAt > MAX_SYNC_GAP_MS) await this.loadAll();
    else if (current > this.version) await this.loadChanges(this.version);
    this.version = current;
    this.syncedAt = Date.now();
  }

  /** Loads into a new store and swaps it in at the end: a query meanwhile still sees the old one whole. */
  private async loadAll(): Promise<void> {
    const store = new Store();
    let after = "";
    for (;;) {
      const rows = await db.$queryRawUnsafe<DocumentRow[]>(
        `SELECT ${DOCUMENT_ROW_COLUMNS} FROM search_documents WHERE kind = $1 AND id > $2 ORDER BY id LIMIT ${LOAD_CHUNK}`,
        this.kind,
        after,
      );
      for (const row of rows) store.put(row, this.dictionary);
      if (rows.length < LOAD_CHUNK) break;
      after = rows[rows.length - 1].id;
    }
    this.store = store;
  }

  private async loadChanges(since: number): Promise<void> {
    const [removed, changed] = await Promise.all([
      db.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM search_document_removals WHERE kind = $1 AND version > $2`, this.kind, since),
      db.$queryRawUnsafe<DocumentRow[]>(`SELECT ${DOCUMENT_ROW_COLUMNS} FROM search_documents WHERE kind = $1 AND version > $2`, this.kind, since),
    ]);
    // Removals first: a document deleted and written again by one upsert is current.
    for (const { id } of removed) this.store.drop(id);
    for (const row of changed) this.store.put(row, this.dictionary);
    // Rewritten documents leave dead slots; renumber when they are most of the store.
    if (this.store.wasteful) this.store = this.store.compacted();
  }
}
