import type { Cluster, Worker } from "node:cluster";
import { messages, type PGlite, type Transaction } from "@electric-sql/pglite";
import { openPglite } from "./pglite";
import { PGLITE_CHANNEL, type PgliteReply, type PgliteRequest, type RawResult, type SerializedError } from "./pglite-remote";

// The embedded database of the clustered server, hosted by its primary
// process (scripts/serve.mjs) for the workers (./pglite-remote). PGlite runs
// one statement at a time whichever thread it is on; here it is off the
// workers' serving threads, so a burst of searches queues in the database
// without freezing every worker's event loop, and both cores serve requests.
// Statements outside a transaction wait for an open one, as in PGlite itself.

type OpenTransaction = { workerId: number; tx: Transaction; release(): void; finished: Promise<unknown> };

function serializeError(e: unknown): SerializedError {
  if (!(e instanceof Error)) return { message: String(e), database: false, props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) if (key !== "params" && key !== "queryOptions") props[key] = value;
  return { message: e.message, database: e instanceof messages.DatabaseError, props };
}

/** Opens the database under `dataDir` and answers the workers of `cluster`; resolves once it is ready. */
export async function hostPglite(dataDir: string, cluster: Cluster): Promise<{ close(): Promise<void> }> {
  const pglite: PGlite = openPglite(dataDir);
  await pglite.waitReady;
  // Every type comes back as text: the worker parses it (the adapter's parsers stay there).
  const typeRows = (await pglite.query<{ oid: number; typarray: number }>("SELECT oid::int AS oid, typarray::int AS typarray FROM pg_type")).rows;
  const text = (value: string) => value;
  const asText = Object.fromEntries(typeRows.flatMap((t) => [[t.oid, text], ...(t.typarray ? [[t.typarray, text]] : [])]));
  const arrayElements = typeRows.filter((t) => t.typarray).map((t) => [t.typarray, t.oid]);
  const open = new Map<string, OpenTransaction>();

  const toRaw = (r: { rows: unknown[]; fields: RawResult["fields"]; affectedRows?: number }): RawResult => ({
    rows: r.rows as unknown[][],
    fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: r.affectedRows,
  });

  function transactionOf(request: PgliteRequest, workerId: number): OpenTransaction {
    const t = open.get(request.tx!);
    if (!t || t.workerId !== workerId) throw new Error("transaction is not open");
    return t;
  }

  async function begin(id: string, workerId: number): Promise<void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: (tx: Transaction) => void;
    const ready = new Promise<Transaction>((resolve) => (started = resolve));
    const finished = pglite.transaction(async (tx) => {
      started(tx);
      await released;
    });
    const tx = await Promise.race([ready, finished.then(() => Promise.reject(new Error("transaction ended before it began")))]);
    open.set(id, { workerId, tx, release, finished });
  }

  async function end(t: OpenTransaction, id: string, rollback: boolean): Promise<void> {
    open.delete(id);
    if (rollback && !t.tx.closed) await t.tx.rollback();
    t.release();
    await t.finished;
  }

  async function run(request: PgliteRequest, workerId: number): Promise<unknown> {
    const options = { rowMode: "array" as const, parsers: asText };
    switch (request.op) {
      case "types":
        return arrayElements;
      case "query": {
        const target = request.tx ? transactionOf(request, workerId).tx : pglite;
        return toRaw(await target.query(request.sql!, request.params ?? [], options));
      }
      case "exec": {
        const target = request.tx ? transactionOf(request, workerId).tx : pglite;
        return (await target.exec(request.sql!, options)).map(toRaw);
      }
      case "begin":
        return begin(request.tx!, workerId);
      case "commit":
      case "rollback":
        return end(transactionOf(request, workerId), request.tx!, request.op === "rollback");
    }
  }

  const onMessage = (worker: Worker, request: PgliteRequest) => {
    if (request?.channel !== PGLITE_CHANNEL) return;
    run(request, worker.id).then(
      (result) => worker.isConnected() && worker.send({ channel: PGLITE_CHANNEL, id: request.id, result } satisfies PgliteReply),
      (error) => worker.isConnected() && worker.send({ channel: PGLITE_CHANNEL, id: request.id, error: serializeError(error) } satisfies PgliteReply),
    );
  };
  // A worker that dies inside a transaction must not hold the database: roll it back.
  const onExit = (worker: Worker) => {
    for (const [id, t] of open) if (t.workerId === worker.id) void end(t, id, true).catch(() => undefined);
  };
  cluster.on("message", onMessage);
  cluster.on("exit", onExit);

  return {
    async close() {
      cluster.off("message", onMessage);
      cluster.off("exit", onExit);
      for (const [id, t] of open) await end(t, id, true).catch(() => undefined);
      await pglite.close();
    },
  };
}
