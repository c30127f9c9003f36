import { afterEach, describe, expect, it } from "vitest";
import { rateLimitStore, resetConfig } from "@/server/core/config";
import { AppError } from "@/server/core/errors";
import { BUCKETS } from "@/server/core/rate-limit/buckets";
import { consume, resetLimiters } from "@/server/core/rate-limit/limiter";

describe("buckets of the spec's table", () => {
  it.each(Object.entries(BUCKETS))("%s allows exactly its points per window", async (bucket, { points }) => {
    const key = `test-${bucket}-${Math.random()}`;
    for (let i = 0; i < points; i++) await consume(bucket as keyof typeof BUCKETS, key);
    const error = await consume(bucket as keyof typeof BUCKETS, key).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe("RATE_LIMITED");
  });

  it("has the spec's limits", () => {
    expect(BUCKETS.anonymous).toEqual({ points: 60, duration: 60 });
    expect(BUCKETS.authenticated).toEqual({ points: 240, duration: 60 });
    expect(BUCKETS.login).toEqual({ points: 5, duration: 60 });
    expect(BUCKETS.otp_cooldown).toEqual({ points: 1, duration: 60 });
    expect(BUCKETS.otp_hourly).toEqual({ points: 5, duration: 3600 });
    expect(BUCKETS.otp_daily).toEqual({ points: 10, duration: 86400 });
    expect(BUCKETS.search).toEqual({ points: 60, duration: 60 });
    expect(BUCKETS.rfq_create).toEqual({ points: 10, duration: 86400 });
    expect(BUCKETS.messages).toEqual({ points: 30, duration: 60 });
    expect(BUCKETS.media_presign).toEqual({ points: 60, duration: 3600 });
  });
});

// Several app instances must share limits: a limiter created afresh (as in
// another process) sees the counts of the first. Memory cannot do that, so
// this runs for the shared stores.
describe.each(["database", ...(process.env.REDIS_URL ? ["redis"] : [])])("shared %s store", (store) => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_STORE;
    resetConfig();
    resetLimiters();
  });

  it("keeps counts across limiter instances", async () => {
    process.env.RATE_LIMIT_STORE = store;
    resetConfig();
    resetLimiters();
    const key = `shared-${Math.random()}`;
    for (let i = 0; i < 4; i++) await consume("login", key);
    resetLimiters(); // a second "instance"
    const fifth = await consume("login", key);
    expect(fifth.remaining).toBe(0);
    const sixth = await consume("login", key).catch((e) => e);
    expect(sixth.code).toBe("RATE_LIMITED");
  });
});

// Counting in the database cost two statements per request (docs/performance.md): each
// process counts in memory unless Redis is configured or the database store
// is asked for.
describe("store in use", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ["DATABASE_URL", "REDIS_URL", "RATE_LIMIT_STORE"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetConfig();
  });

  it("is memory on PostgreSQL without Redis, Redis with REDIS_URL, and the database only when asked for", () => {
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/anything";
    delete process.env.REDIS_URL;
    delete process.env.RATE_LIMIT_STORE;
    resetConfig();
    expect(rateLimitStore()).toBe("memory");
    process.env.REDIS_URL = "redis://127.0.0.1:6379";
    resetConfig();
    expect(rateLimitStore()).toBe("redis");
    process.env.RATE_LIMIT_STORE = "database";
    resetConfig();
    expect(rateLimitStore()).toBe("database");
  });
});
