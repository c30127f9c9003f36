import { afterEach, describe, expect, it } from "vitest";
import * as countriesRoute from "@/app/api/v1/countries/route";
import * as unknownRoute from "@/app/api/v1/[...path]/route";
import { resetConfig } from "@/server/core/config";
import { AppError } from "@/server/core/errors";
import { BUCKETS } from "@/server/core/rate-limit/buckets";
import { consume, resetLimiters } from "@/server/core/rate-limit/limiter";
import { call, freshIp } from "@/server/test/http";

describe("rate limits over HTTP", () => {
  it("puts X-RateLimit-Limit and X-RateLimit-Remaining on every response, errors included", async () => {
    const ip = freshIp();
    const first = await call(countriesRoute, "/countries", { ip });
    expect(first.headers.get("x-ratelimit-limit")).toBe("60");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("59");
    const notFound = await call(unknownRoute, "/missing", { ip, params: { path: ["missing"] } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("x-ratelimit-remaining")).toBe("58");
    const invalid = await call(countriesRoute, "/countries", { ip, query: { x: "1" } });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("x-ratelimit-remaining")).toBe("57");
  });

  it("refuses the 61st anonymous request a minute from one IP with 429 and Retry-After, and not another IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      const res = await call(unknownRoute, "/x", { ip, params: { path: ["x"] } });
      expect(res.status).toBe(404);
    }
    const limited = await call(countriesRoute, "/countries", { ip, headers: { "accept-language": "en" } });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("x-request-id")).toBe(limited.json.error.request_id);

    const other = await call(countriesRoute, "/countries", { ip: freshIp() });
    expect(other.status).toBe(200);
  });
});

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
