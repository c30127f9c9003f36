// The framework's floor beside every load figure (issue 34): the app built
// for the benchmark serves app/api/bench-floor, a route handler that answers
// bytes recorded here from a real endpoint and does nothing else. Driven at
// the same connections right after the endpoint (alternating, so both see
// the same machine), it says how much of Next's and Node's own cost per
// request the product adds: `floor_ratio` (req/s ÷ the floor's) and
// `p99_vs_floor` (p99 ÷ the floor's).
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_BASE } from "./server";

export const FLOOR_DIR = mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));

/** Records the answer to `path` (with `headers`) as the floor's body for `name`, uncompressed, as the endpoint sent it. */
export async function recordFloorBody(name: string, pathname: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(`${BENCH_BASE}${pathname}`, { headers: { ...headers, "accept-language": "ar", "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`floor body for ${name}: ${pathname} answered ${res.status}`);
  writeFileSync(path.join(FLOOR_DIR, `${name}.json`), Buffer.from(await res.arrayBuffer()));
}

/** The floor's path for an endpoint whose body was recorded. */
export const floorPath = (name: string) => `/api/bench-floor?as=${name}`;
