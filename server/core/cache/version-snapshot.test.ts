import { describe, expect, it } from "vitest";
import { db } from "../db/client";
import { currentVersion, withVersionSnapshot } from "./versions";

// A read-only request reads the cache versions once (server/api/route.ts
// runs every GET in a snapshot; searchVendors runs in one): a write that
// commits meanwhile shows from the caller's next request on, never half way
// through an answer.

const bumpReference = () => db.$executeRawUnsafe(`UPDATE cache_versions SET version = version + 1 WHERE name = 'reference'`);
const reference = async () => (await currentVersion("reference")).version;

describe("the version snapshot of a read-only request", () => {
  it("answers every cached read of one request from the versions read at its first", async () => {
    const before = await reference();
    const seen = await withVersionSnapshot(async () => {
      const first = await reference();
      await bumpReference(); // another process's commit, mid-request
      return [first, await reference(), await withVersionSnapshot(reference)];
    });
    expect(seen).toEqual([before, before, before]);
    // The next request sees the commit.
    expect(await reference()).toBe(before + 1);
    expect(await withVersionSnapshot(reference)).toBe(before + 1);
  });

  it("keeps concurrent requests apart: each has its own read", async () => {
    const before = await reference();
    let bumped!: () => void;
    const afterBump = new Promise<void>((resolve) => (bumped = resolve));
    const early = withVersionSnapshot(async () => {
      const first = await reference();
      await afterBump;
      return [first, await reference()];
    });
    await new Promise((r) => setTimeout(r, 0));
    await bumpReference();
    const late = withVersionSnapshot(reference);
    bumped();
    expect(await early).toEqual([before, before]);
    expect(await late).toBe(before + 1);
  });
});
