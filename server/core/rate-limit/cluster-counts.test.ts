import { EventEmitter } from "node:events";
import { RateLimiterRes } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import { BUCKETS } from "./buckets";
import { ClusterCounts } from "./cluster-client";
import { hostRateLimits, type CountingWorker } from "./cluster-host";
import type { CountReply, CountRequest } from "./cluster-protocol";

// The clustered server's shared counters: kept by the primary, asked for by
// every worker over IPC (scripts/serve.mjs). Here the workers are in this
// process and their channel clones every message as the cluster's IPC does,
// so the batching and the exactness are what they are across processes. Every
// e2e spec also runs through it (playwright.config starts two processes).

function workerOf(cluster: EventEmitter, sent: CountRequest[] = []): ClusterCounts {
  let listener: ((reply: CountReply) => void) | undefined;
  const asWorker: CountingWorker = {
    isConnected: () => true,
    send: (reply) => (setImmediate(() => listener?.(structuredClone(reply))), true),
  };
  return new ClusterCounts({
    send: (request) => {
      sent.push(request);
      setImmediate(() => cluster.emit("message", asWorker, structuredClone(request)));
    },
    onReply: (l) => (listener = l),
  });
}

const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

describe("rate-limit counts in the primary", () => {
  it("keeps a limit exact over two workers and sends one message per event-loop turn", async () => {
    const cluster = new EventEmitter();
    hostRateLimits(cluster);
    const sentA: CountRequest[] = [];
    const sentB: CountRequest[] = [];
    const a = workerOf(cluster, sentA).store("anonymous");
    const b = workerOf(cluster, sentB).store("anonymous");
    const limit = BUCKETS.anonymous.points;

    const results = await settled(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).consume("10.0.0.1")));
    const granted = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(granted).toHaveLength(limit);
    expect(refused).toHaveLength(100 - limit);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimiterRes);
      expect((r as PromiseRejectedResult).reason.remainingPoints).toBe(0);
    }
    // Every remaining count from 59 down to 0 was handed out once.
    const remaining = granted.map((r) => (r as PromiseFulfilledResult<RateLimiterRes>).value.remainingPoints).sort((x, y) => x - y);
    expect(remaining).toEqual(Array.from({ length: limit }, (_, i) => i));
    expect(sentA).toHaveLength(1);
    expect(sentA[0].ops).toHaveLength(50);
    expect(sentB).toHaveLength(1);

    // Another key is counted on its own.
    expect((await a.consume("10.0.0.2")).remainingPoints).toBe(limit - 1);
  });

  it("shares penalties, blocks and resets between workers", async () => {
    const cluster = new EventEmitter();
    hostRateLimits(cluster);
    const a = workerOf(cluster).store("login_failures");
    const b = workerOf(cluster).store("login_failures");

    expect(await b.get("user@example.com")).toBeNull();
    expect((await a.penalty("user@example.com", 3)).consumedPoints).toBe(3);
    expect((await b.get("user@example.com"))?.consumedPoints).toBe(3);

    await b.block("user@example.com", 60);
    await expect(a.consume("user@example.com")).rejects.toBeInstanceOf(RateLimiterRes);
    const blocked = await a.get("user@example.com");
    expect(blocked!.msBeforeNext).toBeGreaterThan(59_000);

    expect(await a.delete("user@example.com")).toBe(true);
    expect(await b.get("user@example.com")).toBeNull();
    expect(await b.delete("user@example.com")).toBe(false);
  });

  it("fails the counts when the primary does not answer, and ignores its late answer", async () => {
    let late: ((reply: CountReply) => void) | undefined;
    const requests: CountRequest[] = [];
    const counts = new ClusterCounts({ send: (r) => requests.push(r), onReply: (l) => (late = l) }, 20);
    const store = counts.store("search");
    await expect(store.consume("10.0.0.3")).rejects.toThrow(/no answer from the primary/);
    late!({ channel: "rate-limit", id: requests[0].id, results: [{ state: [59, 60_000, 1] }] });

    // The next count still works once the primary answers.
    const next = store.consume("10.0.0.3");
    await new Promise((r) => setImmediate(r));
    late!({ channel: "rate-limit", id: requests[1].id, results: [{ state: [58, 60_000, 2] }] });
    expect((await next).remainingPoints).toBe(58);
  });
});
