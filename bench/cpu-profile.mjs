// Preloaded into every process `npm start` runs when the load benchmark is
// asked for a profile (BENCH_CPU_PROF=<dir>, via NODE_OPTIONS=--import): in
// the server process only (scripts/serve.mjs) it samples the CPU from start
// and writes <dir>/server-<primary|workerN>-<time>.cpuprofile when the
// benchmark stops it (a clustered server: one file per process).
// (`node --cpu-prof` writes nothing on SIGTERM, which is how servers stop.)
import cluster from "node:cluster";
import { writeFileSync } from "node:fs";
import { setTimeout } from "node:timers";
import { Session } from "node:inspector";
import path from "node:path";

const dir = process.env.BENCH_CPU_PROF;
if (dir && process.argv[1]?.endsWith(path.join("scripts", "serve.mjs"))) {
  const session = new Session();
  session.connect();
  const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));
  await post("Profiler.enable");
  await post("Profiler.setSamplingInterval", { interval: 1000 });
  await post("Profiler.start");
  process.once("SIGTERM", async () => {
    const { profile } = await post("Profiler.stop");
    const role = cluster.isWorker ? `worker${process.env.SERVER_WORKER}` : "primary";
    writeFileSync(path.join(dir, `server-${role}-${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`), JSON.stringify(profile));
    // A cluster's primary waits for its workers (signalled too) to write theirs: they stop with it.
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    let left = workers.length;
    if (left === 0) process.exit(0);
    cluster.on("exit", () => --left === 0 && process.exit(0));
    setTimeout(() => process.exit(0), 60_000).unref();
  });
}
