import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { countWrites, mayWrite } from "./pglite-writes";

// The embedded database's count of moments it may have written: what lets a
// process answer the cache versions from memory (server/core/cache/versions.ts).

const pglite = new PGlite();
const { client, writes } = countWrites(pglite);
afterAll(() => pglite.close());

describe("counting the embedded database's writes", () => {
  it("tells reads from statements that may write", () => {
    expect(mayWrite("SELECT 1")).toBe(false);
    expect(mayWrite("/* priority */SELECT name, version FROM cache_versions")).toBe(false);
    expect(mayWrite("  select * from t")).toBe(false);
    expect(mayWrite("INSERT INTO t VALUES (1)")).toBe(true);
    expect(mayWrite("WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x")).toBe(true);
    expect(mayWrite("UPDATE t SET a = 1")).toBe(true);
  });

  it("moves on a write, a script and a transaction, before the writer resumes, and not on a read", async () => {
    await client.exec("CREATE TABLE t (a int)");
    const afterScript = writes();
    expect(afterScript).toBe(1);

    await client.query("SELECT count(*) FROM t");
    expect(writes()).toBe(afterScript);

    await client.query("INSERT INTO t VALUES ($1)", [1]);
    expect(writes()).toBe(afterScript + 1);

    await client.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (2)");
      expect(writes()).toBe(afterScript + 1);
    });
    expect(writes()).toBe(afterScript + 2);
    expect((await client.query<{ n: number }>("SELECT count(*)::int AS n FROM t")).rows[0].n).toBe(2);
  });

  it("still counts a statement that failed (it may have written part of a script)", async () => {
    const before = writes();
    await expect(client.exec("INSERT INTO t VALUES (3); INSERT INTO missing VALUES (1)")).rejects.toThrow();
    expect(writes()).toBe(before + 1);
  });
});
