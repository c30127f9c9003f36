// `npm run bench`: latency figures as JSON. Starts the built app on a free
// port against its configured database (embedded PGlite by default), warms
// up, then times sequential requests over HTTP.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waitForServer(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/v1/plans`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

async function measure(path: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    // distinct client IPs keep the per-IP limit (60/min) out of the measurement
    const h = { ...headers, "x-forwarded-for": `10.1.${(i >> 8) & 255}.${i & 255}` };
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers: h });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    path,
    requests: REQUESTS,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    max_ms: round(times[times.length - 1]),
  };
}

// Own process group, so stopping it also stops `next start` underneath.
const server = spawn("npm", ["start"], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"], detached: true });
try {
  await waitForServer(Date.now() + 600_000);
  await measure("/api/v1/categories", {}); // warm-up
  const results = [await measure("/api/v1/categories", { "accept-language": "en" })];
  console.log(JSON.stringify({ database: process.env.DATABASE_URL ? "postgresql" : "pglite", results }, null, 2));
} finally {
  process.kill(-server.pid!, "SIGTERM");
}
