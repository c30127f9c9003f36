import { RateLimiterRes } from "rate-limiter-flexible";
import type { BucketName } from "./buckets";
import { RATE_LIMIT_CHANNEL, type CountOp, type CountReply, type CountRequest, type CountResult } from "./cluster-protocol";

// A worker's way to the shared counters in the primary (cluster-host.ts).
// Every count asked for in one turn of the event loop leaves as one message
// and comes back as one: at 50 connections a worker sends a message for a
// handful of requests instead of one per count, and the primary answers each
// count exactly as it would alone. No answer within `timeoutMs` fails the
// counts (the limiter then serves rather than refuses everyone).

/** The counter operations limiter.ts uses: rate-limiter-flexible's, whichever store is behind. */
export type CounterStore = {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
};

/** The way to the primary: the cluster's IPC channel in a worker (tests pass their own). */
export type PrimaryChannel = { send(request: CountRequest): void; onReply(listener: (reply: CountReply) => void): void };

type Waiting = { op: CountOp; resolve(result: CountResult): void; reject(error: Error): void };

const ipcChannel = (): PrimaryChannel => ({
  send: (request) => process.send!(request),
  onReply: (listener) => process.on("message", (message: CountReply) => message?.channel === RATE_LIMIT_CHANNEL && listener(message)),
});

export class ClusterCounts {
  private queue: Waiting[] = [];
  private readonly sent = new Map<number, { waiting: Waiting[]; timer: NodeJS.Timeout }>();
  private nextId = 1;

  constructor(
    private readonly channel: PrimaryChannel = ipcChannel(),
    private readonly timeoutMs = 2000,
  ) {
    channel.onReply((reply) => this.answer(reply));
  }

  /** The store of one bucket, counting in the primary. */
  store(bucket: BucketName): CounterStore {
    const ask = (op: CountOp["op"], key: string, n?: number) => this.ask({ op, bucket, key, n });
    const res = (result: CountResult) => new RateLimiterRes(...result.state!);
    return {
      consume: (key, n = 1) => ask("consume", key, n).then((r) => (r.refused ? Promise.reject(res(r)) : res(r))),
      penalty: (key, n = 1) => ask("penalty", key, n).then(res),
      reward: (key, n = 1) => ask("reward", key, n).then(res),
      get: (key) => ask("get", key).then((r) => (r.state ? res(r) : null)),
      block: (key, seconds) => ask("block", key, seconds).then(res),
      delete: (key) => ask("delete", key).then((r) => r.value === true),
    };
  }

  private ask(op: CountOp): Promise<CountResult> {
    return new Promise((resolve, reject) => {
      if (this.queue.push({ op, resolve, reject }) === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const waiting = this.queue;
    this.queue = [];
    const id = this.nextId++;
    const timer = setTimeout(() => this.fail(id, new Error("rate-limit counts: no answer from the primary in time")), this.timeoutMs);
    this.sent.set(id, { waiting, timer });
    try {
      this.channel.send({ channel: RATE_LIMIT_CHANNEL, id, ops: waiting.map((w) => w.op) });
    } catch (e) {
      this.fail(id, e as Error);
    }
  }

  private answer(reply: CountReply): void {
    const batch = this.sent.get(reply.id);
    if (!batch) return; // timed out already
    this.sent.delete(reply.id);
    clearTimeout(batch.timer);
    batch.waiting.forEach((w, i) => {
      const result = reply.results[i];
      if (result?.error !== undefined || !result) w.reject(new Error(`rate-limit counts: ${result?.error ?? "no result"}`));
      else w.resolve(result);
    });
  }

  private fail(id: number, error: Error): void {
    const batch = this.sent.get(id);
    if (!batch) return;
    this.sent.delete(id);
    clearTimeout(batch.timer);
    for (const w of batch.waiting) w.reject(error);
  }
}
