import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { BUCKETS } from "./buckets";
import { RATE_LIMIT_CHANNEL, type CountOp, type CountReply, type CountRequest, type CountResult, type CountState } from "./cluster-protocol";

// The clustered server's rate-limit counters, kept by the primary
// (scripts/serve.mjs) for every worker: one rate-limiter-flexible memory
// limiter per bucket, so a limit is exact however the requests of one client
// are spread over the workers. The ops of one message run in order, each
// before the next, and the answer goes back as one message.

export type CountingWorker = { isConnected(): boolean; send(message: CountReply, callback: (error: Error | null) => void): boolean };
export type CountingWorkers = { on(event: "message", listener: (worker: CountingWorker, message: CountRequest) => void): unknown };

function stateOf(res: RateLimiterRes): CountState {
  return [res.remainingPoints, res.msBeforeNext, res.consumedPoints];
}

export function hostRateLimits(cluster: CountingWorkers): void {
  const limiters = new Map<CountOp["bucket"], RateLimiterMemory>();
  const limiterOf = ({ bucket }: CountOp): RateLimiterMemory => {
    let limiter = limiters.get(bucket);
    if (!limiter) limiters.set(bucket, (limiter = new RateLimiterMemory({ keyPrefix: `rl:${bucket}`, ...BUCKETS[bucket] })));
    return limiter;
  };

  const run = async (op: CountOp): Promise<CountResult> => {
    const limiter = limiterOf(op);
    try {
      switch (op.op) {
        case "consume":
          return { state: stateOf(await limiter.consume(op.key, op.n)) };
        case "penalty":
          return { state: stateOf(await limiter.penalty(op.key, op.n)) };
        case "reward":
          return { state: stateOf(await limiter.reward(op.key, op.n)) };
        case "block":
          return { state: stateOf(await limiter.block(op.key, op.n ?? 0)) };
        case "get": {
          const res = await limiter.get(op.key);
          return res ? { state: stateOf(res) } : { value: null };
        }
        case "delete":
          return { value: await limiter.delete(op.key) };
      }
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { refused: true, state: stateOf(rejection) };
      return { error: String(rejection) };
    }
  };

  cluster.on("message", (worker, message) => {
    if (message?.channel !== RATE_LIMIT_CHANNEL) return;
    void Promise.all(message.ops.map(run)).then((results) => {
      // A worker that went away meanwhile has nobody waiting for the answer.
      if (worker.isConnected()) worker.send({ channel: RATE_LIMIT_CHANNEL, id: message.id, results }, () => undefined);
    });
  });
}
