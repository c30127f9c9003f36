import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { afterCommitSendsSettled, sendAfterCommit } from "@/server/core/outbox/after-commit";
import { clearHandlers, dispatchOutbox, inProcessSink, on } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";

// The post-commit send, as the in-process runner installs it. No test here
// polls the outbox to get its event delivered: delivery comes from `emit`.

// The database opens on first use (seconds on a busy machine), longer than a
// transaction waits to start: open it before the first test.
beforeAll(() => db.$queryRaw`SELECT 1`);
afterEach(async () => {
  sendAfterCommit(null);
  await afterCommitSendsSettled();
  clearHandlers();
});

/** Looks for the committed row: quick at first, and a slow transaction below is still well inside them. */
const DELAYS_MS = [0, 10, 30, 100, 300, 1000, 3000];

/** Collects the vendor ids that reached a VendorApproved handler. */
function approvedSeen() {
  const seen: string[] = [];
  on("VendorApproved", async (e) => void seen.push(e.payload.vendorId));
  return seen;
}

/** Runs the poller until nothing due is left (other files' events too: no handlers here for them). */
async function drain() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

describe("post-commit send", () => {
  it("delivers an event to its handler right after its transaction commits, once", async () => {
    sendAfterCommit(inProcessSink, DELAYS_MS);
    const seen = approvedSeen();
    const vendorId = `V-${randomUUID()}`;
    const id = await db.$transaction((tx) => emit(tx, "VendorApproved", { vendorId }));
    await afterCommitSendsSettled();
    expect(seen).toEqual([vendorId]);
    expect(await db.outboxEvent.findUniqueOrThrow({ where: { id } })).toMatchObject({ attempts: 1, lastError: null, dispatchedAt: expect.any(Date) });
    await drain(); // the catch-up poller finds nothing left to send
    expect(seen).toEqual([vendorId]);
  });

  it("waits for a transaction that commits after the first look", async () => {
    sendAfterCommit(inProcessSink, DELAYS_MS);
    const seen = approvedSeen();
    const vendorId = `V-${randomUUID()}`;
    await db.$transaction(async (tx) => {
      await emit(tx, "VendorApproved", { vendorId });
      await new Promise((resolve) => setTimeout(resolve, 50)); // the rest of a slower use case
    });
    await afterCommitSendsSettled();
    expect(seen).toEqual([vendorId]);
  });

  it("never delivers an event whose transaction rolled back", async () => {
    sendAfterCommit(inProcessSink, [0, 10, 50]); // the row never appears: every look comes back empty
    const seen = approvedSeen();
    const vendorId = `V-${randomUUID()}`;
    let id = "";
    await expect(
      db.$transaction(async (tx) => {
        id = await emit(tx, "VendorApproved", { vendorId });
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    await afterCommitSendsSettled();
    await drain();
    expect(seen).toEqual([]);
    expect(await db.outboxEvent.findUnique({ where: { id } })).toBeNull();
  });

  it("while its handler runs, the poller does not deliver the same row again", async () => {
    sendAfterCommit(inProcessSink, DELAYS_MS);
    const vendorId = `V-${randomUUID()}`;
    let calls = 0;
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    on("VendorApproved", async (e) => {
      if (e.payload.vendorId !== vendorId) return;
      if (++calls > 1) return; // a second delivery is counted, never held
      started();
      await released;
    });
    const id = await db.$transaction((tx) => emit(tx, "VendorApproved", { vendorId }));
    await handlerStarted;
    try {
      await drain(); // a poller tick (or another instance) while the send is in flight
      expect(calls).toBe(1);
    } finally {
      release();
    }
    await afterCommitSendsSettled();
    expect(calls).toBe(1);
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id } })).dispatchedAt).not.toBeNull();
  });

  it("leaves a failed send to the poller, which retries it after the backoff", async () => {
    const clock = freezeClock("2026-11-23T09:00:00Z");
    sendAfterCommit(inProcessSink, DELAYS_MS);
    const vendorId = `V-${randomUUID()}`;
    let calls = 0;
    on("VendorApproved", async (e) => {
      if (e.payload.vendorId !== vendorId) return;
      if (++calls === 1) throw new Error("index down");
    });
    const id = await db.$transaction((tx) => emit(tx, "VendorApproved", { vendorId }));
    await afterCommitSendsSettled();
    expect(await db.outboxEvent.findUniqueOrThrow({ where: { id } })).toMatchObject({ dispatchedAt: null, lastError: "index down", attempts: 1 });
    clock.advance(5_000);
    await drain();
    expect(calls).toBe(2);
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id } })).dispatchedAt).not.toBeNull();
  });

  it("is off unless a sink is installed (test processes deliver through the poller)", async () => {
    const seen = approvedSeen();
    const vendorId = `V-${randomUUID()}`;
    const id = await db.$transaction((tx) => emit(tx, "VendorApproved", { vendorId }));
    await afterCommitSendsSettled();
    expect(seen).toEqual([]);
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id } })).dispatchedAt).toBeNull();
    await drain();
    expect(seen).toEqual([vendorId]);
  });
});
