import cluster from "node:cluster";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterPrisma, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { config, rateLimitStore } from "../config";
import { db } from "../db/client";
import { AppError } from "../errors";
import { BUCKETS, type BucketName } from "./buckets";
import { ClusterCounts, type CounterStore } from "./cluster-client";

// rate-limiter-flexible counters: in memory by default (no statement per
// request): this process's, or, in a worker of the clustered server
// (scripts/serve.mjs), the primary's, which all workers share over IPC
// (cluster-client.ts: the counts of one event-loop turn travel as one message).
// Redis when REDIS_URL is set (shared by all instances), PostgreSQL through
// Prisma only when asked for (RATE_LIMIT_STORE=database: two statements per
// request). While a shared store is unreachable a per-process memory limiter
// stands in (rate-limiter-flexible's insurance).

export type LimitState = { limit: number; remaining: number; resetSeconds: number };

// On globalThis like the logger (server/core/log.ts): Next.js loads the route handlers and the pages
// that answer GETs in process (components/ui/server-prefetch.tsx) as separate copies of this module,
// which must count in one store, and two ClusterCounts in one worker would take each other's replies.
type Stores = { limiters: Map<BucketName, CounterStore>; redis?: Promise<Redis>; primaryCounts?: ClusterCounts };
const holder = globalThis as unknown as { __marketplaceRateLimits?: Stores };
const shared: Stores = (holder.__marketplaceRateLimits ??= { limiters: new Map() });
const limiters = shared.limiters;

async function limiterFor(bucket: BucketName): Promise<CounterStore> {
  let limiter = limiters.get(bucket);
  if (limiter) return limiter;
  const opts = { keyPrefix: `rl:${bucket}`, ...BUCKETS[bucket] };
  switch (rateLimitStore()) {
    case "redis": {
      // ioredis is loaded only when Redis is configured (several instances), not by every process.
      shared.redis ??= import("ioredis").then(({ Redis }) => new Redis(config().REDIS_URL!, { maxRetriesPerRequest: 1, commandTimeout: 1000 }));
      const client = await shared.redis;
      if (limiters.has(bucket)) return limiters.get(bucket)!; // another request built it meanwhile
      limiter = new RateLimiterRedis({ ...opts, storeClient: client, insuranceLimiter: new RateLimiterMemory(opts) });
      break;
    }
    case "database":
      limiter = new RateLimiterPrisma({
        ...opts,
        storeClient: db,
        tableName: "rateLimiterFlexible",
        clearExpiredByTimeout: false,
        insuranceLimiter: new RateLimiterMemory(opts),
      });
      break;
    default:
      limiter = cluster.isWorker ? (shared.primaryCounts ??= new ClusterCounts()).store(bucket) : new RateLimiterMemory(opts);
  }
  limiters.set(bucket, limiter);
  return limiter;
}

function stateOf(bucket: BucketName, res: RateLimiterRes): LimitState {
  return {
    limit: BUCKETS[bucket].points,
    remaining: res.remainingPoints,
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}

/**
 * Counts one hit of `key` in `bucket`. Throws 429 RATE_LIMITED (with
 * Retry-After and the limit headers) when the bucket is spent.
 */
export async function consume(bucket: BucketName, key: string, points = 1): Promise<LimitState> {
  try {
    return stateOf(bucket, await (await limiterFor(bucket)).consume(key, points));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const state = stateOf(bucket, rejection);
      throw new AppError("RATE_LIMITED", { headers: { ...limitHeaders({ ...state, remaining: 0 }), "Retry-After": String(state.resetSeconds) } });
    }
    // Even the insurance limiter failed: serving beats refusing everyone.
    console.error(`[rate-limit] store error on ${bucket}:`, rejection);
    return { limit: BUCKETS[bucket].points, remaining: BUCKETS[bucket].points, resetSeconds: BUCKETS[bucket].duration };
  }
}

/** How many points `key` has used in the current window of `bucket` (0 when none). */
export async function usedPoints(bucket: BucketName, key: string): Promise<{ used: number; resetSeconds: number }> {
  const res = await (await limiterFor(bucket)).get(key);
  return res ? { used: res.consumedPoints, resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) } : { used: 0, resetSeconds: 0 };
}

/**
 * One atomic step that decides whether an attempt may go ahead: counts it
 * and says whether the count is still within the bucket (`used`: the count
 * with this attempt). However many attempts arrive at once, at most the
 * bucket's points are admitted; the caller checks the credential only then.
 * A refused attempt leaves the count as it was.
 */
export async function reserve(bucket: BucketName, key: string): Promise<{ admitted: boolean; used: number; resetSeconds: number }> {
  const seen = (res: RateLimiterRes, admitted: boolean) => ({
    admitted,
    used: res.consumedPoints,
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  const limiter = await limiterFor(bucket);
  try {
    return seen(await limiter.consume(key), true);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    // The store counted the refused attempt too: take it back, so a burst of refusals does not look like failures.
    await limiter.reward(key, 1);
    return seen(rejection, false);
  }
}

/** Gives back a point `reserve` took for an attempt that was refused before anything was checked. */
export async function giveBack(bucket: BucketName, key: string): Promise<void> {
  await (await limiterFor(bucket)).reward(key, 1);
}

/** Adds points without refusing (counting events such as failed logins). */
export async function addPoints(bucket: BucketName, key: string, points = 1): Promise<number> {
  const res = await (await limiterFor(bucket)).penalty(key, points);
  return res.consumedPoints;
}

/** Blocks `key` in `bucket` for `seconds` (shared by all instances like any count). */
export async function blockFor(bucket: BucketName, key: string, seconds: number): Promise<void> {
  await (await limiterFor(bucket)).block(key, seconds);
}

/** Seconds until a blocked key is free again; 0 when it is not blocked. */
export async function blockedSeconds(bucket: BucketName, key: string): Promise<number> {
  const { used, resetSeconds } = await usedPoints(bucket, key);
  return used > BUCKETS[bucket].points ? resetSeconds : 0;
}

/** Forgets a key's count (e.g. login failures after a success). */
export async function resetLimit(bucket: BucketName, key: string): Promise<void> {
  await (await limiterFor(bucket)).delete(key);
}

export function limitHeaders(state: LimitState): Record<string, string> {
  return { "X-RateLimit-Limit": String(state.limit), "X-RateLimit-Remaining": String(state.remaining) };
}

/** The state closest to refusing, which is what the headers report. */
export function tightest(states: LimitState[]): LimitState {
  return states.reduce((a, b) => (b.remaining < a.remaining || (b.remaining === a.remaining && b.limit < a.limit) ? b : a));
}

/** For tests: drop the limiters so a changed store or cleared memory takes effect. */
export function resetLimiters(): void {
  limiters.clear();
}
