import { readFileSync } from "node:fs";
import path from "node:path";

// The framework's floor for `npm run bench` (bench/load.ts, docs/performance.md): a
// route handler built into the same app that does nothing but answer bytes
// the benchmark recorded from a real endpoint (`?as=categories_0` answers
// `<BENCH_FLOOR_DIR>/categories_0.json`). Next's route runtime, Node's HTTP
// path and gzip are the same as the product's; the difference in req/s is
// the product's own work per request. It exists only in a demo run that
// names BENCH_FLOOR_DIR; anywhere else it is the API's 404.

const bodies = new Map<string, Buffer>();

function recorded(name: string | null): Buffer | null {
  const dir = process.env.BENCH_FLOOR_DIR;
  if (!dir || process.env.DEMO_MODE !== "1" || !name || !/^[a-z_0-9]+$/.test(name)) return null;
  if (!bodies.has(name)) {
    try {
      bodies.set(name, readFileSync(path.join(dir, `${name}.json`)));
    } catch {
      return null;
    }
  }
  return bodies.get(name)!;
}

export function GET(request: Request): Response {
  const body = recorded(new URL(request.url).searchParams.get("as"));
  if (!body) return Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });
  return new Response(new Uint8Array(body), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
