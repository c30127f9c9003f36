import { describe, expect, it } from "vitest";
import { db } from "../db/client";
import { versionedBatchCache } from "./versioned-cache";

// Rows kept per key under a version (the search cards, server/search/home/cards.ts):
// a list asks only for the keys not kept, in one load, and every key is read
// again once the version moves (another process's commit included).

const bumpReference = () => db.$executeRawUnsafe(`UPDATE cache_versions SET version = version + 1 WHERE name = 'reference'`);

function counted(rows: Record<string, string>) {
  const loads: string[][] = [];
  const cache = versionedBatchCache<string>(
    "reference",
    async (keys) => {
      loads.push([...keys]);
      return new Map(keys.filter((k) => k in rows).map((k) => [k, rows[k]]));
    },
    3,
  );
  return { cache, loads };
}

describe("versioned rows kept per key", () => {
  it("loads only the keys not kept, together, and keeps a missing key as absent", async () => {
    const { cache, loads } = counted({ a: "A", b: "B", c: "C" });
    expect(Object.fromEntries(await cache.getMany(["a", "b", "gone"]))).toEqual({ a: "A", b: "B" });
    expect(Object.fromEntries(await cache.getMany(["b", "c", "gone", "b"]))).toEqual({ b: "B", c: "C" });
    expect(loads).toEqual([["a", "b", "gone"], ["c"]]);
  });

  it("drops the oldest keys beyond its size, and everything once the version moves", async () => {
    const rows = { a: "A", b: "B", c: "C", d: "D" };
    const { cache, loads } = counted(rows);
    await cache.getMany(["a", "b", "c"]);
    await cache.getMany(["d"]); // a is dropped
    await cache.getMany(["a", "d"]);
    expect(loads).toEqual([["a", "b", "c"], ["d"], ["a"]]);

    rows.d = "D2";
    await bumpReference();
    expect((await cache.getMany(["d"])).get("d")).toBe("D2");
    expect(loads.at(-1)).toEqual(["d"]);
  });
});
