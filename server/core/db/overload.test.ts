import { describe, expect, it } from "vitest";
import { db } from "./client";
import { overloadError } from "./overload";

// What a transaction that cannot begin in time throws is what overloadError
// turns into the deliberate 503 (server/api/route.test.ts has the answer).

describe("a transaction that cannot begin in time", () => {
  // reason: the embedded database runs one transaction at a time, so holding one makes the next wait; PostgreSQL's pool would just hand out another connection.
  it.skipIf(Boolean(process.env.DATABASE_URL))("is recognised as overload, and the one holding the database is unharmed", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      await held;
      return "committed";
    });
    const waiting = db.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 100 }).catch((e: unknown) => e);
    const error = await waiting;
    release();
    expect(overloadError(error)?.code).toBe("SERVICE_UNAVAILABLE");
    expect(overloadError(error)?.headers?.["Retry-After"]).toBeDefined();
    expect(await holder).toBe("committed");
  });

  it("is told apart from every other error", () => {
    expect(overloadError(new Error("boom"))).toBeUndefined();
    expect(overloadError(undefined)).toBeUndefined();
  });
});
