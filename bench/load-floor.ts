// The framework's floor beside every load figure (docs/performance.md): the app built
// for the benchmark serves app/api/bench-floor, a route handler that answers
// bytes recorded here from a real endpoint and does nothing else. Driven at
// the same connections right after the endpoint (alternating, so both see
// the same machine), it says how much of Next's and Node's own cost per
// request the product adds: `floor_ratio` (req/s ÷ the floor's) and
// `p99_vs_floor` (p99 ÷ the floor's). A mix of requests (the searches) has
// one recorded answer per distinct query, and the floor answers each drawn
// request with its query's bytes, so both send bodies of the same sizes.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_BASE } from "./server";

export const FLOOR_DIR = mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));

/** A request path without its paging: requests of one query share its recorded answer. */
function queryOf(pathname: string): string {
  const url = new URL(pathname, BENCH_BASE);
  url.searchParams.delete("page");
  url.searchParams.delete("per_page");
  return `${url.pathname}?${url.searchParams}`;
}

/**
 * Records the answers to `paths` (uncompressed, as the endpoint sent them) as
 * the floor's bodies `<name>_<i>`, and returns the floor's path for a path of
 * the endpoint: the recorded answer of its query (the first one otherwise).
 */
export async function recordFloorBodies(name: string, paths: string[], headers: () => Record<string, string>): Promise<(pathname: string) => string> {
  const index = new Map<string, number>();
  for (const [i, pathname] of paths.entries()) {
    const res = await fetch(`${BENCH_BASE}${pathname}`, { headers: { ...headers(), "accept-language": "ar", "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`floor body for ${name}: ${pathname} answered ${res.status}`);
    writeFileSync(path.join(FLOOR_DIR, `${name}_${i}.json`), Buffer.from(await res.arrayBuffer()));
    if (!index.has(queryOf(pathname))) index.set(queryOf(pathname), i);
  }
  return (pathname) => `/api/bench-floor?as=${name}_${index.get(queryOf(pathname)) ?? 0}`;
}
