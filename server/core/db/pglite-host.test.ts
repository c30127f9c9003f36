import { EventEmitter } from "node:events";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "./generated/client";
import { openPglite } from "./pglite";
import { hostPglite, type Worker } from "./pglite-host";
import { PRIORITY_MARK, RemotePglite, type PgliteReply, type PgliteRequest } from "./pglite-remote";

// The embedded database of the clustered server: PGlite in the primary,
// statements from the workers over IPC (scripts/serve.mjs). Here the
// workers are in this process, and their channel clones every message as
// the cluster's "advanced" serialization does, so the host and the clients
// run as they do across processes. Every e2e spec also runs through it
// (playwright.config starts two processes on the embedded database).

class FakeWorker {
  connected = true;
  readonly remote: RemotePglite;
  private listener: ((reply: PgliteReply) => void) | undefined;

  constructor(
    readonly id: number,
    cluster: EventEmitter,
  ) {
    const asWorker: Worker = {
      id,
      isConnected: () => this.connected,
      send: (message, callback) => {
        setImmediate(() => (this.connected ? this.listener?.(structuredClone(message)) : callback(new Error("EPIPE"))));
        return true;
      },
    };
    this.remote = new RemotePglite({
      send: (request: PgliteRequest) => setImmediate(() => cluster.emit("message", asWorker, structuredClone(request))),
      onReply: (listener) => (this.listener = listener),
    });
    this.exit = () => {
      this.connected = false;
      cluster.emit("exit", asWorker);
    };
  }

  exit: () => void;

  prisma(): PrismaClient {
    return new PrismaClient({ adapter: new PrismaPGlite(this.remote as unknown as PGlite) });
  }
}

const cluster = new EventEmitter();
let host: Awaited<ReturnType<typeof hostPglite>>;
let first: FakeWorker;
let second: FakeWorker;
let a: PrismaClient;
let b: PrismaClient;

beforeAll(async () => {
  host = await hostPglite("memory://", cluster);
  first = new FakeWorker(1, cluster);
  second = new FakeWorker(2, cluster);
  [a, b] = [first.prisma(), second.prisma()];
  await a.$executeRawUnsafe("CREATE TABLE IF NOT EXISTS host_check (id int PRIMARY KEY, value int NOT NULL)");
  await a.$executeRawUnsafe("CREATE TABLE IF NOT EXISTS host_counter (id int PRIMARY KEY, value int NOT NULL)");
  await a.$executeRawUnsafe("INSERT INTO host_counter VALUES (1, 0) ON CONFLICT DO NOTHING");
});

afterAll(async () => {
  await Promise.all([a.$disconnect(), b.$disconnect()]);
  await host.close();
});

const TYPED_ROW = `SELECT 1.500::numeric AS amount, '2026-11-26T10:00:00.123Z'::timestamptz AS at, '2026-11-26'::date AS day,
  '{"a": [1, "x"]}'::jsonb AS doc, '\\x0102ff'::bytea AS bytes, ARRAY['x', 'y,z'] AS words, ARRAY[1.5, 2]::numeric[] AS amounts,
  9007199254740993::int8 AS big, 42::int4 AS small, true AS flag, NULL::text AS nothing, 'قاعة'::text AS arabic`;

describe("statements from workers", () => {
  it("return every type as an in-process PGlite gives it to Prisma", async () => {
    const local = openPglite("memory://");
    const inProcess = new PrismaClient({ adapter: new PrismaPGlite(local) });
    try {
      const expected = await inProcess.$queryRawUnsafe(TYPED_ROW);
      expect(await a.$queryRawUnsafe(TYPED_ROW)).toEqual(expected);
      expect(expected).toMatchObject([{ amount: expect.anything(), big: 9007199254740993n, words: ["x", "y,z"], nothing: null, arabic: "قاعة" }]);
    } finally {
      await inProcess.$disconnect();
      await local.close();
    }
  });

  it("bring back database errors as Prisma reports them (a duplicate key)", async () => {
    await a.$executeRawUnsafe("INSERT INTO host_check VALUES (1, 1) ON CONFLICT DO NOTHING");
    const failure = await b.$executeRawUnsafe("INSERT INTO host_check VALUES (1, 2)").catch((e: unknown) => e);
    expect(failure).toMatchObject({
      code: "P2010",
      meta: { driverAdapterError: expect.objectContaining({ cause: expect.objectContaining({ kind: "UniqueConstraintViolation" }) }) },
    });
  });
});

describe("transactions from workers", () => {
  it("commit, and roll back when the callback throws", async () => {
    await a.$transaction(async (tx) => void (await tx.$executeRawUnsafe("INSERT INTO host_check VALUES (10, 10)")));
    await expect(
      b.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("INSERT INTO host_check VALUES (11, 11)");
        throw new Error("a later step failed");
      }),
    ).rejects.toThrow("a later step failed");
    const rows = await b.$queryRawUnsafe<{ id: number }[]>("SELECT id FROM host_check WHERE id IN (10, 11) ORDER BY id");
    expect(rows).toEqual([{ id: 10 }]);
  });

  it("run one at a time: 20 read-then-write increments from two workers lose none", async () => {
    const increment = (client: PrismaClient) =>
      client.$transaction(async (tx) => {
        const [row] = await tx.$queryRawUnsafe<{ value: number }[]>("SELECT value FROM host_counter WHERE id = 1");
        await tx.$executeRawUnsafe(`UPDATE host_counter SET value = ${row.value + 1} WHERE id = 1`);
      });
    await Promise.all(Array.from({ length: 20 }, (_, i) => increment(i % 2 ? a : b)));
    expect(await a.$queryRawUnsafe("SELECT value FROM host_counter WHERE id = 1")).toEqual([{ value: 20 }]);
  });

  it("are rolled back when their worker dies, and the others go on", async () => {
    const dying = new FakeWorker(3, cluster);
    let insideTransaction!: () => void;
    const inside = new Promise<void>((resolve) => (insideTransaction = resolve));
    void dying.remote
      .transaction(async (tx) => {
        await tx.query("INSERT INTO host_check VALUES (30, 30)");
        insideTransaction();
        await new Promise(() => undefined); // the worker dies before it commits
      })
      .catch(() => undefined);
    await inside;
    const waiting = b.$queryRawUnsafe<{ id: number }[]>("SELECT id FROM host_check WHERE id = 30");
    dying.exit();
    expect(await waiting).toEqual([]);
  });
});

describe("priority reads", () => {
  const read = (worker: FakeWorker) => worker.remote.query(`${PRIORITY_MARK} SELECT value FROM host_counter WHERE id = 1`).then((r) => r.rows);

  it("are answered while another worker's transaction holds the database, and are fresh after every write", async () => {
    const before = (await read(first))[0] as { value: number };
    let release!: () => void;
    let insideTransaction!: () => void;
    const inside = new Promise<void>((resolve) => (insideTransaction = resolve));
    const holding = second.remote.transaction(async (tx) => {
      await tx.query("UPDATE host_counter SET value = value + 100 WHERE id = 1");
      insideTransaction();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await inside;
    // Uncommitted: the remembered answer is still the committed state.
    expect(await read(first)).toEqual([before]);
    release();
    await holding;
    expect(await read(first)).toEqual([{ value: before.value + 100 }]);
    await b.$executeRawUnsafe("UPDATE host_counter SET value = value - 100 WHERE id = 1");
    expect(await read(first)).toEqual([before]);
  });
});

describe("order", () => {
  it("puts a statement marked priority ahead of those waiting with it, the others in their order", async () => {
    const finished: string[] = [];
    const run = (name: string, sql: string) => first.remote.query(sql).then(() => void finished.push(name));
    await Promise.all([
      run("search", "SELECT pg_sleep(0.02)"),
      run("cards", "SELECT 1"),
      run("versions", `${PRIORITY_MARK} SELECT 2`),
      run("media", "SELECT 3"),
    ]);
    expect(finished).toEqual(["versions", "search", "cards", "media"]);
  });
});

describe("write counts", () => {
  it("reach every worker that has spoken to the host before the writer's own answer, and do not move on a read", async () => {
    await Promise.all([first.remote.query("SELECT 1"), second.remote.query("SELECT 1")]);
    const before = first.remote.writes();
    expect(second.remote.writes()).toBe(before);

    await second.remote.query("SELECT value FROM host_counter WHERE id = 1");
    expect([first.remote.writes(), second.remote.writes()]).toEqual([before, before]);

    await first.remote.query("UPDATE host_counter SET value = value WHERE id = 1");
    // When the writer resumes, the other worker has been told already: no request it answers after this can miss the write.
    expect([first.remote.writes(), second.remote.writes()]).toEqual([before + 1, before + 1]);

    await second.remote.transaction(async (tx) => void (await tx.query("UPDATE host_counter SET value = value WHERE id = 1")));
    expect([first.remote.writes(), second.remote.writes()]).toEqual([before + 2, before + 2]);
  });
});
