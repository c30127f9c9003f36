import type { BucketName } from "./buckets";

// The messages between the clustered server's workers and its primary for the
// shared rate-limit counters (server/core/rate-limit/cluster-host.ts and
// cluster-client.ts). A worker sends every count its requests asked for in one
// turn of its event loop as one message; the primary answers them in one.

export const RATE_LIMIT_CHANNEL = "rate-limit";

/** One count against one bucket's key (its limit and window: ./buckets.ts); `n` is the points (consume, penalty, reward) or the seconds (block). */
export type CountOp = { op: "consume" | "penalty" | "reward" | "get" | "block" | "delete"; bucket: BucketName; key: string; n?: number };

/** rate-limiter-flexible's result fields: remaining points, ms before the window ends, points used. */
export type CountState = [remaining: number, msBeforeNext: number, consumed: number];

/** `refused`: the bucket is spent (the state says until when); `value` for get (null: no count) and delete. */
export type CountResult = { state?: CountState; refused?: boolean; value?: boolean | null; error?: string };

export type CountRequest = { channel: typeof RATE_LIMIT_CHANNEL; id: number; ops: CountOp[] };
export type CountReply = { channel: typeof RATE_LIMIT_CHANNEL; id: number; results: CountResult[] };
