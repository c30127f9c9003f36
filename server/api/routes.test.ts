import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiRouter } from "@/server/api/api-router";
import { openApiEndpoint } from "@/server/api/openapi-endpoint";
import { allEndpoints } from "@/server/api/registry";
import { createRouter } from "@/server/api/router";
import { defineEndpoint, type AnyEndpoint } from "@/server/core/http/endpoint";
import { ok } from "@/server/core/http/envelope";
import { call } from "@/server/test/http";

// A path is written once, in its defineEndpoint; the registry is the routing table
// (server/api/router.ts). These check that every endpoint is reachable at its path and that no
// two of them could answer one request.

const ROOT = path.resolve(import.meta.dirname, "../..");
const served = [...allEndpoints(), openApiEndpoint];
const label = (e: AnyEndpoint) => `${e.method} ${e.path}`;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "handler" in value;
}

/** The path with each `{param}` filled by a value no literal segment has. */
const concrete = (e: AnyEndpoint) => `/api/v1${e.path.replace(/\{(\w+)\}/g, (_m, name: string) => `x-${name}-1`)}`;

const endpoint = (method: "GET" | "POST", path: string) =>
  defineEndpoint({ method, path, summary: "test", tags: ["Test"], auth: "public", handler: async () => ok({ path }) });

describe("the routing table", () => {
  it("serves every registered endpoint at its own path, with its {params} read off the URL", () => {
    const wrong = served.flatMap((e) => {
      const found = apiRouter().match(e.method, concrete(e));
      const names = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const expected = Object.fromEntries(names.map((name) => [name, `x-${name}-1`]));
      if (found?.endpoint !== e) return [`${label(e)} reaches ${found?.endpoint ? label(found.endpoint) : "nothing"}`];
      return JSON.stringify(found.params) === JSON.stringify(expected) ? [] : [`${label(e)} params ${JSON.stringify(found.params)}`];
    });
    expect(served.length).toBeGreaterThan(250);
    expect(wrong).toEqual([]);
  });

  it("refuses two endpoints one request could reach, whatever their {param} names", () => {
    expect(() => createRouter([endpoint("GET", "/things/{id}"), endpoint("GET", "/things/{slug}")])).toThrow(/same route/);
    expect(() => createRouter([endpoint("GET", "/things/{id}"), endpoint("POST", "/things/{slug}")])).not.toThrow();
  });

  it("prefers a literal segment and falls back to a {param} when the literal's branch has no match", () => {
    const router = createRouter([endpoint("GET", "/vendors/me"), endpoint("GET", "/vendors/{id}"), endpoint("GET", "/vendors/{id}/services")]);
    expect(router.match("GET", "/api/v1/vendors/me")?.endpoint?.path).toBe("/vendors/me");
    expect(router.match("GET", "/api/v1/vendors/v1")?.endpoint?.path).toBe("/vendors/{id}");
    expect(router.match("GET", "/api/v1/vendors/me/services")).toMatchObject({ params: { id: "me" } });
    expect(router.match("GET", "/api/v1/vendors/a%2Fb")).toMatchObject({ params: { id: "a/b" } });
    expect(router.match("GET", "/api/v1/vendors/%E0%A4%A")).toBeUndefined();
    expect(router.match("GET", "/api/v1/vendors//services")).toBeUndefined();
  });

  it("answers a path it has under other methods 405 with Allow, an unknown one 404, both in the envelope", async () => {
    const wrongMethod = await call("/categories", { method: "DELETE", headers: { "accept-language": "en" } });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET, OPTIONS");
    expect(wrongMethod.json.error.code).toBe("METHOD_NOT_ALLOWED");
    const unknown = await call("/no/such/thing", { headers: { "accept-language": "en" } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatchObject({ code: "NOT_FOUND", message: "No API operation at /api/v1/no/such/thing." });
    const preflight = await call("/categories", { method: "OPTIONS", headers: { origin: "http://localhost:3000", "access-control-request-method": "GET" } });
    expect(preflight.status).toBe(204);
  });

  it("every endpoint exported by a server/**/*api.ts module is in the registry, and the registry holds only endpoints", async () => {
    const registry = allEndpoints();
    expect(registry.filter((e) => !isEndpoint(e))).toEqual([]);
    const files = filesUnder(path.join(ROOT, "server"), (name) => name === "api.ts" || name.endsWith("-api.ts"));
    const missing: string[] = [];
    for (const file of files) {
      const mod: Record<string, unknown> = await import(file);
      for (const [name, value] of Object.entries(mod)) {
        if (isEndpoint(value) && !registry.includes(value)) missing.push(`${path.relative(ROOT, file)}: ${name} (${label(value)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("an endpoint's params schema names exactly the {segments} of its path", () => {
    const wrong = served.flatMap((e) => {
      const segments = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const params = Object.keys((e.params as { shape?: object } | undefined)?.shape ?? {}).sort();
      return segments.join() === params.join() ? [] : [`${label(e)}: params [${params.join(", ")}]`];
    });
    expect(wrong).toEqual([]);
  });

  it("app/api/v1 holds one route module, the catch-all handing every request to the router", () => {
    const files = filesUnder(path.join(ROOT, "app/api/v1"), (name) => /^route\.[jt]sx?$/.test(name)).map((f) => path.relative(ROOT, f));
    expect(files).toEqual(["app/api/v1/[...path]/route.ts"]);
  });
});
