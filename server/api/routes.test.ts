import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiEndpoint } from "@/server/api/openapi-endpoint";
import { allEndpoints } from "@/server/api/registry";
import { endpointServedBy } from "@/server/api/route";
import { METHODS, type AnyEndpoint } from "@/server/core/http/endpoint";

// An API path is written three times: the folder under app/api/v1, the
// endpoint's `path`, and the registry that feeds the OpenAPI document. This
// test keeps the three in step.

const ROOT = path.resolve(import.meta.dirname, "../..");
const API_DIR = path.join(ROOT, "app/api/v1");
const CATCH_ALL = "[...path]";
// Served but not part of the document it serves.
const UNREGISTERED = new Set<AnyEndpoint>([openApiEndpoint]);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** `vendors/[id]/services` -> `/vendors/{id}/services` (Next's segment to the endpoint's OpenAPI form). */
function apiPath(routeFile: string): string {
  const folder = path.relative(API_DIR, path.dirname(routeFile)).split(path.sep);
  return "/" + folder.map((segment) => segment.replace(/^\[(\w+)\]$/, "{$1}")).join("/");
}

function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "handler" in value;
}

type Served = { file: string; folderPath: string; method: string; endpoint: AnyEndpoint };

async function servedEndpoints(): Promise<{ served: Served[]; empty: string[] }> {
  const files = filesUnder(API_DIR, (name) => name === "route.ts").filter((f) => !f.includes(`${path.sep}${CATCH_ALL}${path.sep}`));
  const served: Served[] = [];
  const empty: string[] = [];
  for (const file of files) {
    const mod: Record<string, unknown> = await import(file);
    const before = served.length;
    for (const method of METHODS) {
      const endpoint = endpointServedBy(mod[method]);
      if (endpoint) served.push({ file: path.relative(ROOT, file), folderPath: apiPath(file), method, endpoint });
    }
    if (served.length === before) empty.push(path.relative(ROOT, file));
  }
  return { served, empty };
}

async function apiModuleEndpoints(): Promise<{ file: string; name: string; endpoint: AnyEndpoint }[]> {
  const files = filesUnder(path.join(ROOT, "server"), (name) => name === "api.ts" || name.endsWith("-api.ts"));
  const found = [];
  for (const file of files) {
    const mod: Record<string, unknown> = await import(file);
    for (const [name, value] of Object.entries(mod)) if (isEndpoint(value)) found.push({ file: path.relative(ROOT, file), name, endpoint: value });
  }
  return found;
}

const label = (e: AnyEndpoint) => `${e.method} ${e.path}`;

describe("API paths", () => {
  it("every route file serves endpoints whose path is its folder and whose method is the export it sits in", async () => {
    const { served, empty } = await servedEndpoints();
    expect(empty, "route files serving no endpoint").toEqual([]);
    expect(served.length).toBeGreaterThan(50);
    const wrong = served.filter((s) => s.endpoint.path !== s.folderPath || s.endpoint.method !== s.method);
    expect(wrong.map((s) => `${s.file}: ${s.method} export serves ${label(s.endpoint)}`)).toEqual([]);
  });

  it("every registered endpoint is served by exactly one route file, and every served endpoint is registered", async () => {
    const { served } = await servedEndpoints();
    const registry = allEndpoints();
    const counts = registry.map((e) => ({ e, routes: served.filter((s) => s.endpoint === e).map((s) => s.file) }));
    expect(counts.filter((c) => c.routes.length !== 1).map((c) => `${label(c.e)} served by [${c.routes.join(", ")}]`)).toEqual([]);
    const unregistered = served.filter((s) => !registry.includes(s.endpoint) && !UNREGISTERED.has(s.endpoint));
    expect(unregistered.map((s) => `${s.file}: ${label(s.endpoint)}`)).toEqual([]);
  });

  it("every endpoint exported by a server/**/*api.ts module is in the registry, and the registry holds only endpoints", async () => {
    const registry = allEndpoints();
    expect(registry.filter((e) => !isEndpoint(e))).toEqual([]);
    const exported = await apiModuleEndpoints();
    expect(exported.length).toBeGreaterThan(50);
    const missing = exported.filter((x) => !registry.includes(x.endpoint));
    expect(missing.map((x) => `${x.file}: ${x.name} (${label(x.endpoint)})`)).toEqual([]);
  });

  it("an endpoint's params schema names exactly the {segments} of its path", () => {
    const wrong = [...allEndpoints(), ...UNREGISTERED].flatMap((e) => {
      const segments = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const params = Object.keys((e.params as { shape?: object } | undefined)?.shape ?? {}).sort();
      return segments.join() === params.join() ? [] : [`${label(e)}: params [${params.join(", ")}]`];
    });
    expect(wrong).toEqual([]);
  });

  it("folders at one level use one name for their dynamic segment (Next refuses two)", () => {
    const dirs = filesUnder(API_DIR, (name) => name === "route.ts").map((f) => path.dirname(f));
    const clashes = new Map<string, Set<string>>();
    for (const dir of dirs) {
      const parts = path.relative(API_DIR, dir).split(path.sep);
      parts.forEach((part, i) => {
        if (!part.startsWith("[")) return;
        const parent = parts.slice(0, i).join("/");
        clashes.set(parent, (clashes.get(parent) ?? new Set()).add(part));
      });
    }
    expect([...clashes].filter(([, names]) => names.size > 1).map(([parent, names]) => `${parent}/: ${[...names].join(" ")}`)).toEqual([]);
  });
});
