import { randomUUID } from "node:crypto";
import { messages, types, type QueryOptions, type Results } from "@electric-sql/pglite";
import { config } from "../config";

// The embedded database as seen from a worker of the clustered server
// (scripts/serve.mjs): the PGlite instance lives in the primary process
// (./pglite-host) and every statement travels there over the cluster's IPC
// channel. This object offers the part of PGlite's interface the Prisma
// adapter uses (query, exec, transaction), with PGlite's semantics: one
// transaction at a time, other statements wait for it. Values come back as
// PostgreSQL's text and are parsed here, because the adapter's parsers are
// functions and cannot cross the channel.

export const PGLITE_CHANNEL = "pglite";
/**
 * Marks a small SELECT every request makes (the cache versions): the host
 * (./pglite-host) runs it ahead of other waiting statements and gives its
 * answer again from memory until something may have written.
 */
export const PRIORITY_MARK = "/* priority */";

export type PgliteRequest = {
  channel: typeof PGLITE_CHANNEL;
  id: number;
  op: "types" | "query" | "exec" | "begin" | "commit" | "rollback";
  tx?: string;
  sql?: string;
  params?: unknown[];
};
export type RawResult = { rows: unknown[][]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
export type SerializedError = { message: string; database: boolean; props: Record<string, unknown> };
/** An answer to a request (`id`), or (`writes`) the host's count of moments its data may have changed, sent to every worker as it moves. */
export type PgliteReply = { channel: typeof PGLITE_CHANNEL; id: number; result?: unknown; error?: SerializedError; writes?: number };

/** Whether this process is a server worker whose embedded database is hosted by the primary. */
export function onPgliteHost(): boolean {
  return config().PGLITE_HOST === "primary" && typeof process.send === "function";
}

function reviveError(e: SerializedError): Error {
  const error = e.database ? new messages.DatabaseError(e.message, 0, "error") : new Error(e.message);
  return Object.assign(error, e.props);
}

type Parser = (value: string, typeId: number) => unknown;

/** The way to the host: the cluster's IPC channel in a worker (tests pass their own). */
export type HostChannel = { send(request: PgliteRequest): void; onReply(listener: (reply: PgliteReply) => void): void };

const ipcChannel = (): HostChannel => ({
  send: (request) => process.send!(request),
  onReply: (listener) => {
    process.on("message", listener);
    // Without the primary there is no database: stop rather than hang.
    process.on("disconnect", () => process.exit(1));
  },
});

export class RemotePglite {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  /** Array type -> element type, for parsing arrays as PGlite does. */
  private arrayElements: Promise<Map<number, number>> | undefined;
  /** The host's write count as last told (./pglite-host: before the answer to the write that moved it). */
  private hostWrites = 0;

  constructor(private readonly channel: HostChannel = ipcChannel()) {
    channel.onReply((msg) => {
      if (msg?.channel !== PGLITE_CHANNEL) return;
      if (msg.writes !== undefined) {
        this.hostWrites = Math.max(this.hostWrites, msg.writes);
        return;
      }
      const waiting = this.pending.get(msg.id);
      if (!waiting) return;
      this.pending.delete(msg.id);
      if (msg.error) waiting.reject(reviveError(msg.error));
      else waiting.resolve(msg.result);
    });
  }

  /**
   * A count that moves whenever the host's data may have changed, by any
   * worker (DbHandle.dataGeneration): the host tells every worker that has
   * spoken to it before it answers the statement that wrote, so a worker
   * learns of a write no later than anyone could have seen its result.
   */
  writes(): number {
    return this.hostWrites;
  }

  private call<T>(request: Omit<PgliteRequest, "channel" | "id">): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.channel.send({ channel: PGLITE_CHANNEL, id, ...request });
    });
  }

  private parserFor(typeId: number, custom: QueryOptions["parsers"], arrays: Map<number, number>): Parser | undefined {
    const own = (custom?.[typeId] ?? types.parsers[typeId]) as Parser | undefined;
    if (own) return own;
    const element = arrays.get(typeId);
    if (element === undefined) return undefined;
    const elementParser = types.parsers[element] as Parser | undefined;
    return (value) => types.arrayParser(value, elementParser ? (v: string) => elementParser(v, element) : (v: string) => v, typeId);
  }

  private async parse(raw: RawResult, options: QueryOptions | undefined): Promise<Results> {
    this.arrayElements ??= this.call<[number, number][]>({ op: "types" }).then((pairs) => new Map(pairs));
    const arrays = await this.arrayElements;
    const parsers = raw.fields.map((f) => this.parserFor(f.dataTypeID, options?.parsers, arrays));
    const rows = raw.rows.map((row) => row.map((value, i) => (value === null || !parsers[i] ? value : parsers[i]!(value as string, raw.fields[i].dataTypeID))));
    return {
      rows: options?.rowMode === "array" ? rows : rows.map((row) => Object.fromEntries(raw.fields.map((f, i) => [f.name, row[i]]))),
      fields: raw.fields,
      affectedRows: raw.affectedRows,
    } as Results;
  }

  async query(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: string): Promise<Results> {
    return this.parse(await this.call<RawResult>({ op: "query", sql, params, tx }), options);
  }

  async exec(sql: string, options?: QueryOptions, tx?: string): Promise<Results[]> {
    const results = await this.call<RawResult[]>({ op: "exec", sql, tx });
    return Promise.all(results.map((r) => this.parse(r, options)));
  }

  /** Like PGlite's: COMMIT when `fn` resolves, ROLLBACK when it throws or called `rollback()`. */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const tx = randomUUID();
    await this.call({ op: "begin", tx });
    let closed = false;
    const handle: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql, options) => this.exec(sql, options, tx),
      rollback: async () => {
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await fn(handle);
      await this.call({ op: closed ? "rollback" : "commit", tx });
      return result;
    } catch (e) {
      await this.call({ op: "rollback", tx }).catch(() => undefined);
      throw e;
    }
  }
}

export type RemoteTransaction = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

let instance: RemotePglite | undefined;

/** This worker's connection to the database hosted by the primary. */
export function remotePglite(): RemotePglite {
  instance ??= new RemotePglite();
  return instance;
}
