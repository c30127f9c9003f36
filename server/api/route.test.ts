import { describe, expect, it } from "vitest";
import { z } from "zod";
import { resetConfig } from "@/server/core/config";
import { Prisma } from "@/server/core/db/generated/client";
import { AppError } from "@/server/core/errors";
import { defineEndpoint } from "@/server/core/http/endpoint";
import { created, ok } from "@/server/core/http/envelope";
import { createRouter } from "@/server/api/router";
import { call } from "@/server/test/http";

// A test-only endpoint with a body, to exercise body parsing and validation.
const echo = defineEndpoint({
  method: "POST",
  path: "/test/echo",
  summary: "echo",
  tags: ["Test"],
  auth: "public",
  body: z.strictObject({ title: z.string().min(5).max(120), guests: z.number().int().min(1), email: z.email().optional() }),
  handler: async ({ body }) => {
    if (body.title === "explode") throw new Error("boom with secret detail");
    if (body.title === "conflict state") throw new AppError("RFQ_INVALID_STATE");
    if (body.title === "busy database")
      throw new Prisma.PrismaClientKnownRequestError("Transaction API error: Unable to start a transaction in the given time.", {
        code: "P2028",
        clientVersion: "7",
      });
    return created(body, "/api/v1/test/echo/1");
  },
});
const echoRouter = createRouter([
  echo,
  defineEndpoint({ method: "GET", path: "/test/echo", summary: "", tags: [], auth: "public", handler: async () => ok({ fine: true }) }),
]);

describe("envelope", () => {
  it("wraps success in {data, meta} and echoes the request id in X-Request-Id", async () => {
    const res = await call("/plans");
    expect(Object.keys(res.json).sort()).toEqual(["data", "links", "meta"]);
    expect(res.json.meta.request_id).toMatch(/^[0-9A-Z]{26}$/);
    expect(res.headers.get("x-request-id")).toBe(res.json.meta.request_id);
    expect(res.json.error).toBeUndefined();
  });

  it("wraps errors in {error: {code, message, details, request_id}} with the same X-Request-Id and no data", async () => {
    const res = await call("/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.json.data).toBeUndefined();
    expect(res.json.error).toMatchObject({ code: "NOT_FOUND", message: expect.any(String), details: null });
    expect(res.headers.get("x-request-id")).toBe(res.json.error.request_id);
  });

  it("answers an error's message in the caller's language (Arabic by default)", async () => {
    const arabic = await call("/nope");
    expect(arabic.json.error.message).toBe("لا توجد عملية في الواجهة البرمجية على /api/v1/nope.");
    const english = await call("/nope", { headers: { "accept-language": "en" } });
    expect(english.json.error.message).toBe("No API operation at /api/v1/nope.");
    const boom = await call("/test/echo", { via: echoRouter, method: "POST", body: { title: "explode", guests: 1 } });
    expect(boom.json.error.message).toBe("حدث خطأ غير متوقع.");
  });

  it("sets 201 with a Location header for a creation", async () => {
    const res = await call("/test/echo", { via: echoRouter, method: "POST", body: { title: "Wedding", guests: 3 } });
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toBe("/api/v1/test/echo/1");
    expect(res.json.data).toEqual({ title: "Wedding", guests: 3 });
  });

  it("maps a domain error to its catalogue status and an unexpected error to a 500 that leaks nothing", async () => {
    const conflict = await call("/test/echo", { via: echoRouter, method: "POST", body: { title: "conflict state", guests: 1 } });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error.code).toBe("RFQ_INVALID_STATE");
    const boom = await call("/test/echo", { via: echoRouter, method: "POST", body: { title: "explode", guests: 1 } });
    expect(boom.status).toBe(500);
    expect(boom.json.error.code).toBe("INTERNAL_ERROR");
    expect(JSON.stringify(boom.json)).not.toContain("secret");
  });

  it("answers a database too busy to begin a transaction with a deliberate 503 and Retry-After, not a 500", async () => {
    const busy = await call("/test/echo", {
      via: echoRouter,
      method: "POST",
      body: { title: "busy database", guests: 1 },
      headers: { "accept-language": "en" },
    });
    expect(busy.status).toBe(503);
    expect(busy.json.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: "The server is busy; try again in a moment." });
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(busy.json)).not.toContain("Transaction API");
  });
});

describe("transport errors", () => {
  it("answers unknown /api/v1 paths with a JSON 404 on every method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await call("/vendorz/1", { method });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
  });

  it("answers a wrong method with a JSON 405 and an Allow header", async () => {
    const res = await call("/categories", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.json.error.code).toBe("METHOD_NOT_ALLOWED");
    expect(res.headers.get("allow")).toBe("GET, OPTIONS");
  });

  it("answers malformed JSON with 400", async () => {
    const res = await call("/test/echo", { via: echoRouter, method: "POST", rawBody: '{"title": "x",', headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("BAD_REQUEST");
  });
});

describe("VALIDATION_FAILED", () => {
  const bad = { title: "abc", guests: 0, email: "not-an-email", extra: 1 };

  it("reports field -> messages in Arabic by default", async () => {
    const res = await call("/test/echo", { via: echoRouter, method: "POST", body: bad });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
    expect(res.json.error.details).toEqual({
      title: ["يجب ألا يقل عن 5 أحرف."],
      guests: ["يجب ألا تقل القيمة عن 1."],
      email: ["يجب أن يكون بريدًا إلكترونيًا صحيحًا."],
      extra: ["حقل غير معروف."],
    });
  });

  it("reports them in English with Accept-Language: en (q-values honoured)", async () => {
    const res = await call("/test/echo", {
      via: echoRouter,
      method: "POST",
      body: { guests: 2 },
      headers: { "accept-language": "fr;q=1, en;q=0.8, ar;q=0.5" },
    });
    expect(res.json.error.details).toEqual({ title: ["This field is required."] });
  });

  it("rejects unknown query parameters with 422", async () => {
    const res = await call("/plans", { query: { colour: "red" }, headers: { "accept-language": "en" } });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual({ colour: ["Unknown parameter."] });
  });
});

describe("page pagination and sorting", () => {
  it("pages with page/per_page, meta.pagination and links", async () => {
    const first = await call("/cities", { query: { per_page: "10" } });
    const total = first.json.meta.pagination.total;
    expect(total).toBeGreaterThan(20);
    expect(first.json.meta.pagination).toEqual({ page: 1, per_page: 10, total, total_pages: Math.ceil(total / 10) });
    expect(first.json.data).toHaveLength(10);
    expect(first.json.links).toEqual({ next: "/api/v1/cities?per_page=10&page=2", prev: null });

    const last = await call("/cities", { query: { per_page: "10", page: String(Math.ceil(total / 10)) } });
    expect(last.json.links.next).toBeNull();
    expect(last.json.links.prev).toContain(`page=${Math.ceil(total / 10) - 1}`);
    expect(last.json.data.length).toBe(total - 10 * (Math.ceil(total / 10) - 1));
    const ids = new Set([...first.json.data, ...last.json.data].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(first.json.data.length + last.json.data.length);
  });

  it("defaults to 20 per page and refuses more than 50", async () => {
    const res = await call("/cities");
    expect(res.json.meta.pagination.per_page).toBe(20);
    expect(res.json.data).toHaveLength(20);
    const tooMany = await call("/cities", { query: { per_page: "51" } });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.json.error.details)).toEqual(["per_page"]);
    const zero = await call("/cities", { query: { page: "0" } });
    expect(zero.status).toBe(422);
  });

  it("sorts by an allow-listed key and falls back to the default for any other", async () => {
    const byName = await call("/cities", { query: { sort: "-name", per_page: "50" } });
    const names = byName.json.data.map((c: { name_en: string }) => c.name_en);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
    const fallback = await call("/cities", { query: { sort: "password_hash", per_page: "50" } });
    const defaults = await call("/cities", { query: { per_page: "50" } });
    expect(fallback.status).toBe(200);
    expect(fallback.json.data).toEqual(defaults.json.data);
  });
});

describe("CORS", () => {
  it("allows only the configured first-party origins", async () => {
    process.env.CORS_ORIGINS = "https://app.example.kw";
    resetConfig();
    try {
      const allowed = await call("/plans", { headers: { origin: "https://app.example.kw" } });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example.kw");
      const other = await call("/plans", { headers: { origin: "https://evil.example" } });
      expect(other.headers.get("access-control-allow-origin")).toBeNull();
      const preflight = await call("/plans", { method: "OPTIONS", headers: { origin: "https://app.example.kw" } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-headers")).toContain("Idempotency-Key");
    } finally {
      delete process.env.CORS_ORIGINS;
      resetConfig();
    }
  });
});
