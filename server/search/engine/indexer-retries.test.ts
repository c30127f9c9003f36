import { afterEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { vendorWithOwner } from "@/server/test/fixtures";
import { searchProvider, setSearchProvider } from "./engine";
import { retrySearchIndexJobs } from "./indexer";
import type { SearchProvider } from "./provider";

// Index jobs retry at most 5 times, then raise an ops alert (spec Limits:
// "index jobs 5 retries"; server/search/engine/indexer-retries.ts). The engine is
// the real one, made to fail on writes while `broken` is set.

afterEach(() => setSearchProvider(undefined));

const MINUTE = 60_000;

async function brokenEngine() {
  const real = await searchProvider();
  const state = { broken: true, writes: 0 };
  const wrapped = Object.create(real) as SearchProvider;
  wrapped.replaceVendor = async (vendorId, docs) => {
    state.writes++;
    if (state.broken) throw new Error("engine unreachable");
    return real.replaceVendor(vendorId, docs);
  };
  setSearchProvider(wrapped);
  return state;
}

async function vendorChanged() {
  const { vendor } = await vendorWithOwner();
  registerEventHandlers();
  const eventId = await db.$transaction((tx) => emit(tx, "VendorChanged", { vendorId: vendor.id }));
  return { vendorId: vendor.id, eventId };
}

describe("failed search index jobs", () => {
  it("retry 5 times with growing delays, then stop and raise one ops alert", async () => {
    const clock = freezeClock();
    const engine = await brokenEngine();
    const { vendorId, eventId } = await vendorChanged();
    await dispatchOutbox();
    // The event itself is delivered (its other handlers are done); the index job waits for its retry.
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } })).dispatchedAt).not.toBeNull();
    expect(engine.writes).toBe(1);
    await retrySearchIndexJobs();
    expect(engine.writes).toBe(1);
    for (let retry = 1; retry <= 5; retry++) {
      clock.advance(20 * MINUTE);
      await retrySearchIndexJobs();
      expect(engine.writes).toBe(1 + retry);
    }
    for (let i = 0; i < 3; i++) {
      clock.advance(60 * MINUTE);
      await retrySearchIndexJobs();
    }
    expect(engine.writes).toBe(6);
    const task = await db.searchIndexTask.findUniqueOrThrow({ where: { target: vendorId } });
    expect(task).toMatchObject({ attempts: 5, lastError: "engine unreachable" });
    expect(task.failedAt).not.toBeNull();
    const alerts = await db.auditLog.findMany({ where: { action: "ops.alert.search_index_failed", entityId: vendorId } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ entityType: "vendor", diff: { retries: 5, error: "engine unreachable" } });
  });

  it("a retry that succeeds puts the vendor in the index and clears the task, with no alert", async () => {
    const clock = freezeClock();
    const engine = await brokenEngine();
    const { vendorId } = await vendorChanged();
    await dispatchOutbox();
    expect(await (await searchProvider()).indexedIds("vendor")).not.toContain(vendorId);
    engine.broken = false;
    clock.advance(2 * MINUTE);
    expect(await retrySearchIndexJobs()).toEqual({ succeeded: 1, givenUp: 0 });
    expect(await (await searchProvider()).indexedIds("vendor")).toContain(vendorId);
    expect(await db.searchIndexTask.count({ where: { target: vendorId } })).toBe(0);
    expect(await db.auditLog.count({ where: { action: "ops.alert.search_index_failed", entityId: vendorId } })).toBe(0);
  });
});
