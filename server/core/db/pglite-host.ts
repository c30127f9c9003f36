import type { EventEmitter } from "node:events";
import { messages, type PGlite, type Transaction } from "@electric-sql/pglite";
import { openPglite } from "./pglite";
import { mayWrite } from "./pglite-writes";
import { PGLITE_CHANNEL, PRIORITY_MARK, type PgliteReply, type PgliteRequest, type RawResult, type SerializedError } from "./pglite-remote";

// The embedded database of the clustered server, hosted by its primary
// process (scripts/serve.mjs) for the workers (./pglite-remote). PGlite runs
// one statement at a time whichever thread it is on; here it is off the
// workers' serving threads, so a burst of searches queues in the database
// without freezing every worker's event loop, and both cores serve requests.
// Statements outside a transaction wait for an open one, as in PGlite itself.

/** The part of a cluster worker the host uses (tests pass their own). */
export type Worker = { id: number; isConnected(): boolean; send(message: PgliteReply, callback: (error: Error | null) => void): boolean };
/** `node:cluster` in the primary: "message" (worker, request) and "exit" (worker) events. */
export type Workers = Pick<EventEmitter, "on" | "off">;

/** A small read outside a transaction that every request makes (./pglite-remote PRIORITY_MARK). */
const isPriority = (request: PgliteRequest) => request.op === "query" && !request.tx && request.sql!.startsWith(PRIORITY_MARK);

type OpenTransaction = { workerId: number; tx: Transaction; release(): void; finished: Promise<unknown> };

function serializeError(e: unknown): SerializedError {
  if (!(e instanceof Error)) return { message: String(e), database: false, props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) if (key !== "params" && key !== "queryOptions") props[key] = value;
  return { message: e.message, database: e instanceof messages.DatabaseError, props };
}

/** Opens the database under `dataDir` and answers the workers of `cluster`; resolves once it is ready. */
export async function hostPglite(dataDir: string, cluster: Workers): Promise<{ close(): Promise<void> }> {
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

  // Every statement passes through here, one at a time, so the host knows
  // when the data may have changed (./pglite-writes: a commit, a script, a
  // statement outside a transaction that is not a SELECT). Until then the
  // answer to a priority read (the cache versions) stands and is given from memory.
  let writes = 0;
  const priorityAnswers = new Map<string, { writes: number; result: RawResult }>();
  const answerKey = (request: PgliteRequest) => `${request.sql}\u0000${JSON.stringify(request.params ?? [])}`;
  const requestMayWrite = (request: PgliteRequest) =>
    request.op === "commit" || request.op === "exec" || (request.op === "query" && !request.tx && mayWrite(request.sql!));

  function rememberedAnswer(request: PgliteRequest): RawResult | undefined {
    const remembered = isPriority(request) ? priorityAnswers.get(answerKey(request)) : undefined;
    return remembered?.writes === writes ? remembered.result : undefined;
  }

  // The workers that have spoken to the host: each is told the write count as
  // it moves, before the writer's answer leaves (./pglite-remote `writes`).
  const workers = new Map<number, Worker>();

  async function run(request: PgliteRequest, workerId: number): Promise<unknown> {
    try {
      return await runStatement(request, workerId);
    } finally {
      if (requestMayWrite(request)) {
        writes++;
        for (const worker of workers.values()) reply(worker, { channel: PGLITE_CHANNEL, id: 0, writes });
      }
    }
  }

  async function runStatement(request: PgliteRequest, workerId: number): Promise<unknown> {
    // (`types` is answered on arrival: it needs no statement.)
    const options = { rowMode: "array" as const, parsers: asText };
    switch (request.op) {
      case "query": {
        const target = request.tx ? transactionOf(request, workerId).tx : pglite;
        const before = writes;
        const result = toRaw(await target.query(request.sql!, request.params ?? [], options));
        if (isPriority(request)) priorityAnswers.set(answerKey(request), { writes: before, result });
        return result;
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

  // One statement at a time goes to PGlite, chosen here rather than by
  // PGlite's own first-come queue: while a transaction is open only its own
  // statements run (as in PGlite); otherwise a statement marked
  // `/* priority */` (the cache-version read every request makes) goes ahead
  // of the queue, so a burst of searches does not hold up every other page.
  // PGlite blocks this thread while a statement runs; the choice is made on
  // the next turn of the event loop (setImmediate), after the messages that
  // arrived meanwhile have joined the queue.
  type Job = { request: PgliteRequest; worker: Worker };
  const queue: Job[] = [];
  let busy = false;
  let openTx: string | undefined;

  function nextJob(): Job | undefined {
    let index = -1;
    if (openTx !== undefined) index = queue.findIndex((j) => j.request.tx === openTx);
    else if (queue.length > 0)
      index = Math.max(
        0,
        queue.findIndex((j) => isPriority(j.request)),
      );
    return index === -1 ? undefined : queue.splice(index, 1)[0];
  }

  // A worker that stopped meanwhile gets no answer (its callback takes the error, nothing is thrown).
  const reply = (worker: Worker, message: PgliteReply) => worker.isConnected() && worker.send(message, () => undefined);

  let scheduled = false;
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      pump();
    });
  }

  function pump(): void {
    if (busy) return;
    const job = nextJob();
    if (!job) return;
    busy = true;
    const { request, worker } = job;
    run(request, worker.id)
      .then(
        (result) => reply(worker, { channel: PGLITE_CHANNEL, id: request.id, result }),
        (error) => reply(worker, { channel: PGLITE_CHANNEL, id: request.id, error: serializeError(error) }),
      )
      .finally(() => {
        if (request.op === "begin" && open.has(request.tx!)) openTx = request.tx;
        else if (openTx !== undefined && !open.has(openTx)) openTx = undefined;
        busy = false;
        schedule();
      });
  }

  const onMessage = (worker: Worker, request: PgliteRequest) => {
    if (request?.channel !== PGLITE_CHANNEL) return;
    workers.set(worker.id, worker);
    const remembered = rememberedAnswer(request);
    if (request.op === "types") reply(worker, { channel: PGLITE_CHANNEL, id: request.id, result: arrayElements });
    else if (remembered) reply(worker, { channel: PGLITE_CHANNEL, id: request.id, result: remembered });
    else {
      queue.push({ request, worker });
      schedule();
    }
  };
  // A worker that dies inside a transaction must not hold the database: roll it back.
  const onExit = (worker: Worker) => {
    workers.delete(worker.id);
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i].worker.id === worker.id) queue.splice(i, 1);
    for (const [id, t] of open) {
      if (t.workerId !== worker.id) continue;
      if (openTx === id) openTx = undefined;
      void end(t, id, true)
        .catch(() => undefined)
        .finally(schedule);
    }
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
