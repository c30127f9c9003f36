import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { auth, bearer, signedIn, tokenFor } from "@/server/test/identity";
import { call, freshIp } from "@/server/test/http";

// The route wrapper counts every response against the caller's bucket and
// reports it (the limiter itself is tested in server/core/rate-limit).
describe("rate limits over HTTP", () => {
  it("puts X-RateLimit-Limit and X-RateLimit-Remaining on every response, errors included", async () => {
    const ip = freshIp();
    const first = await call("/countries", { ip });
    expect(first.headers.get("x-ratelimit-limit")).toBe("60");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("59");
    const notFound = await call("/missing", { ip });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("x-ratelimit-remaining")).toBe("58");
    const invalid = await call("/countries", { ip, query: { x: "1" } });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("x-ratelimit-remaining")).toBe("57");
  });

  it("refuses the 61st anonymous request a minute from one IP with 429 and Retry-After, and not another IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      const res = await call("/x", { ip });
      expect(res.status).toBe(404);
    }
    const limited = await call("/countries", { ip, headers: { "accept-language": "en" } });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("x-request-id")).toBe(limited.json.error.request_id);

    const other = await call("/countries", { ip: freshIp() });
    expect(other.status).toBe(200);
  });

  describe("the per-user limit (240 a minute) and the test servers' per-session knob", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      resetConfig();
    });

    /** The remaining per-user budget each of two sessions of one user reports after one request each. */
    async function remainingOfTwoSessions(): Promise<[number, number]> {
      const user = await signedIn();
      const second = await tokenFor(user.id);
      const a = await call("/me", { headers: bearer(user.token) });
      const b = await call("/me", { headers: bearer(second) });
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.headers.get("x-ratelimit-limit")).toBe("240");
      return [Number(a.headers.get("x-ratelimit-remaining")), Number(b.headers.get("x-ratelimit-remaining"))];
    }

    it("counts every session of a user in one budget by default", async () => {
      const [a, b] = await remainingOfTwoSessions();
      expect(b).toBe(a - 1);
    });

    it("counts each session apart with TEST_USER_LIMIT_PER_SESSION=1 on a test server", async () => {
      vi.stubEnv("TEST_USER_LIMIT_PER_SESSION", "1");
      resetConfig();
      const [a, b] = await remainingOfTwoSessions();
      expect(b).toBe(a);
    });

    it("ignores the knob in a production deployment (whose start-up guard refuses it)", async () => {
      vi.stubEnv("TEST_USER_LIMIT_PER_SESSION", "1");
      vi.stubEnv("NODE_ENV", "production");
      vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL ?? "postgresql://app@db.internal:5432/marketplace");
      resetConfig();
      const [a, b] = await remainingOfTwoSessions();
      expect(b).toBe(a - 1);
    });
  });

  // A signed-in caller's default bucket is 240/min, so only the search
  // bucket (60/min per user) can refuse the 61st search: without it this fails.
  it("refuses a signed-in user's 61st search a minute (their own search bucket), while their other requests still pass", async () => {
    const user = await signedIn();
    const headers = auth(user.token);
    for (let i = 0; i < 60; i++) {
      // A fresh IP each time: the bucket is the user's, not an address's.
      const res = await call("/search/vendors", { query: { q: "ab" }, headers, ip: freshIp() });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    const limited = await call("/search/vendors", { query: { q: "ab" }, headers, ip: freshIp() });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
    expect(limited.headers.get("x-ratelimit-limit")).toBe("60");

    const other = await call("/countries", { headers, ip: freshIp() });
    expect(other.status).toBe(200);
    expect(other.headers.get("x-ratelimit-limit")).toBe("240");
    expect(other.headers.get("x-ratelimit-remaining")).toBe(String(240 - 62));
    // Another user, and anyone anonymous, still search.
    expect((await call("/search/vendors", { query: { q: "ab" }, headers: auth((await signedIn()).token) })).status).toBe(200);
    expect((await call("/search/vendors", { query: { q: "ab" } })).status).toBe(200);
  });

  it("gives a signed-in user 240 requests a minute from any address, refuses the 241st, and not another user's", async () => {
    const user = await signedIn();
    const headers = auth(user.token);
    for (let i = 0; i < 240; i++) {
      const res = await call("/countries", { headers, ip: freshIp() });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const limited = await call("/countries", { headers, ip: freshIp() });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
    expect(limited.headers.get("x-ratelimit-limit")).toBe("240");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await signedIn();
    expect((await call("/countries", { headers: auth(other.token) })).status).toBe(200);
  });
});
