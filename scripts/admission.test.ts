import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, messageIn } from "@/server/core/errors";
import { overloadError, RETRY_AFTER_SECONDS as OVERLOAD_RETRY_AFTER } from "@/server/core/db/overload";
import { Prisma } from "@/server/core/db/generated/client";
// @ts-expect-error: a plain ES module of the production server, without types
import { admissionGate, alwaysAdmitted, BUSY_MESSAGE, maxInFlightFrom, RETRY_AFTER_SECONDS } from "./admission.mjs";

// The production server's load shedding (scripts/serve.mjs) on a real HTTP
// server whose every request waits until the test lets it go: with the bound
// taken, more requests are refused while those admitted are still waiting
// (so "at once" needs no clock), and what must always get through does.

const BOUND = 4;
let server: Server;
let port: number;
let held: ServerResponse[] = [];
const gate = admissionGate(BOUND);

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!gate.admit(req, res)) return;
    held.push(res); // answered by letGo()
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => letGo());
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function letGo() {
  for (const res of held) res.end("served");
  held = [];
}

const url = (path: string) => `http://127.0.0.1:${port}${path}`;
/** Resolves once the server holds `n` requests (each has reached the handler). */
async function heldCount(n: number) {
  while (held.length < n) await new Promise((resolve) => setImmediate(resolve));
}

describe("with the in-flight bound taken", () => {
  it("refuses further requests at once with a 503 in the envelope and Retry-After, in the caller's language", async () => {
    const admitted = Array.from({ length: BOUND }, (_, i) => fetch(url(`/api/v1/search/vendors?q=${i}`)));
    await heldCount(BOUND);
    const refusedAr = await fetch(url("/api/v1/vendors/al-raya-hall"));
    const refusedEn = await fetch(url("/api/v1/categories"), { headers: { "accept-language": "en" } });
    // Answered while every admitted request is still waiting: nothing queued behind them.
    expect(held).toHaveLength(BOUND);
    for (const [res, message] of [
      [refusedAr, BUSY_MESSAGE.ar],
      [refusedEn, BUSY_MESSAGE.en],
    ] as const) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const body = await res.json();
      expect(body.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message, details: null, request_id: expect.stringMatching(/^[0-9A-Z]{26}$/) });
      expect(res.headers.get("x-request-id")).toBe(body.error.request_id);
    }
    letGo();
    expect((await Promise.all(admitted)).map((r) => r.status)).toEqual(Array(BOUND).fill(200));
    expect(gate.stats()).toMatchObject({ inFlight: 0, refused: 2 });
  });

  it("gives a person a page in their language that tries again by itself", async () => {
    const admitted = Array.from({ length: BOUND }, () => fetch(url("/vendors/al-raya-hall")));
    await heldCount(BOUND);
    const arabic = await fetch(url("/search?q=hall"));
    const english = await fetch(url("/en/search?q=hall"));
    expect([arabic.status, english.status]).toEqual([503, 503]);
    expect(arabic.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const [arPage, enPage] = [await arabic.text(), await english.text()];
    expect(arPage).toContain('dir="rtl"');
    expect(arPage).toContain(BUSY_MESSAGE.ar);
    expect(enPage).toContain(BUSY_MESSAGE.en);
    expect(enPage).toContain('http-equiv="refresh"');
    expect(enPage).toContain('<a href="">Try again now</a>'); // no dead end: the person can retry at once
    expect(arPage).toContain("حاول الآن");
    letGo();
    await Promise.all(admitted);
  });

  it("still admits health checks, the payment webhooks and the way back from the hosted payment page", async () => {
    const admitted = Array.from({ length: BOUND }, () => fetch(url("/api/v1/me")));
    await heldCount(BOUND);
    const paths = [
      "/api/v1/health",
      "/api/v1/health/ready",
      "/api/v1/webhooks/payments/provider_b",
      "/api/v1/webhooks/psp",
      "/en/account/payments?payment=01JDZ8K9X2M3N4P5Q6R7S8T9V0",
      "/api/v1/payments/01JDZ8K9X2M3N4P5Q6R7S8T9V0",
      "/sandbox-pay/01JDZ8K9X2M3N4P5Q6R7S8T9V0",
      "/_next/static/chunks/app.js",
    ];
    const through = paths.map((p) => fetch(url(p), { method: p.includes("webhooks") ? "POST" : "GET" }));
    await heldCount(BOUND + paths.length);
    letGo();
    expect((await Promise.all(through)).map((r) => r.status)).toEqual(paths.map(() => 200));
    await Promise.all(admitted);
  });

  it("admits again as soon as a request finishes", async () => {
    const first = Array.from({ length: BOUND }, () => fetch(url("/api/v1/me")));
    await heldCount(BOUND);
    expect((await fetch(url("/api/v1/me"))).status).toBe(503);
    letGo();
    await Promise.all(first);
    const next = fetch(url("/api/v1/me"));
    await heldCount(1);
    letGo();
    expect((await next).status).toBe(200);
  });
});

describe("which requests are always admitted", () => {
  it("a payment read only by id, a return only with ?payment=, webhooks only under /api/v1/webhooks", () => {
    expect(alwaysAdmitted("GET", "/api/v1/payments")).toBe(false);
    expect(alwaysAdmitted("POST", "/api/v1/payments/01JDZ8K9X2M3N4P5Q6R7S8T9V0")).toBe(false);
    expect(alwaysAdmitted("GET", "/api/v1/search/vendors?payment=1")).toBe(false);
    expect(alwaysAdmitted("GET", "/account/payments")).toBe(false);
    expect(alwaysAdmitted("GET", "/account/orders/01JDZ8K9X2M3N4P5Q6R7S8T9V0?payment=01JDZ8K9X2M3N4P5Q6R7S8T9V1")).toBe(true);
    expect(alwaysAdmitted("POST", "/api/v1/vendors/me/webhooks")).toBe(false);
    expect(alwaysAdmitted("GET", "/api/v1/healthy")).toBe(false);
  });

  it("MAX_IN_FLIGHT is a positive integer or the default", () => {
    expect(maxInFlightFrom({})).toBeGreaterThan(0);
    expect(maxInFlightFrom({ MAX_IN_FLIGHT: "64" })).toBe(64);
    expect(() => maxInFlightFrom({ MAX_IN_FLIGHT: "0" })).toThrow(/MAX_IN_FLIGHT/);
    expect(() => maxInFlightFrom({ MAX_IN_FLIGHT: "lots" })).toThrow(/MAX_IN_FLIGHT/);
  });
});

describe("one refusal, whoever gives it", () => {
  it("the gate and a database too busy to begin a transaction say the same, with the catalogue's code and the same wait", () => {
    const busy = overloadError(new Prisma.PrismaClientKnownRequestError("busy", { code: "P2028", clientVersion: "7" }))!;
    expect(busy.code).toBe("SERVICE_UNAVAILABLE");
    expect(ERROR_CATALOGUE.SERVICE_UNAVAILABLE.status).toBe(503);
    expect(messageIn(busy, "en")).toBe(BUSY_MESSAGE.en);
    expect(messageIn(busy, "ar")).toBe(BUSY_MESSAGE.ar);
    expect(OVERLOAD_RETRY_AFTER).toBe(RETRY_AFTER_SECONDS);
  });
});
