import { describe, expect, it } from "vitest";
import type { DbHandle } from "../db/client";
import { VersionReader } from "./versions";

// The version read every cached answer waits for: one statement per request
// on a database others write to; none at all, until something may have
// written, on the process's own embedded database.

function fakeHandle(generation?: () => number) {
  let version = 1;
  const statements: string[] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const prisma = {
    $queryRawUnsafe: async (sql: string) => {
      statements.push(sql);
      const seen = version;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return [{ name: "reference", version: seen }];
    },
  };
  const handle = { prisma, kind: "pglite", close: async () => undefined, dataGeneration: generation } as unknown as DbHandle;
  return {
    handle,
    statements,
    bump: () => version++,
    holdNextRead: () => (hold = true),
    releaseRead: () => {
      hold = false;
      release?.();
    },
  };
}

describe("cache versions", () => {
  it("asks the database on every request where others may write", async () => {
    const db = fakeHandle();
    const reader = new VersionReader(db.handle);
    await reader.current();
    await reader.current();
    expect(db.statements).toHaveLength(2);
  });

  it("on its own embedded database, asks once and again only after something may have written", async () => {
    let writes = 0;
    const db = fakeHandle(() => writes);
    const reader = new VersionReader(db.handle);
    expect((await reader.current()).get("reference")).toBe(1);
    expect((await reader.current()).get("reference")).toBe(1);
    expect(db.statements).toHaveLength(1);

    db.bump();
    writes++;
    expect((await reader.current()).get("reference")).toBe(2);
    expect(db.statements).toHaveLength(2);
  });

  it("does not keep a read that a write overtook: the next request reads again", async () => {
    let writes = 0;
    const db = fakeHandle(() => writes);
    const reader = new VersionReader(db.handle);
    db.holdNextRead();
    const first = reader.current();
    await Promise.resolve();
    db.bump();
    writes++;
    db.releaseRead();
    expect((await first).get("reference")).toBe(1);
    expect((await reader.current()).get("reference")).toBe(2);
    expect(db.statements).toHaveLength(2);
  });
});
