// `npm start`: everything a fresh clone needs, then the server.
// 0. refuse a production deployment on stand-in providers (scripts/production-guard.mjs),
// 1. generate the Prisma client (skipped when it is newer than the schema),
// 2. migrate and seed the database (the embedded PGlite under DATA_DIR unless
// DATABASE_URL is set) while 3. the app is built when the build is missing or
// older than the sources, 4. serve it (scripts/serve.mjs: Next's request handler
// behind a server that records the TCP peer address in X-Forwarded-For).
// Each step prints its name and how long it took, so a first start that
// builds for a few minutes is never silent.
// Tools run with this Node directly (no `npx`: it resolves the package again
// and prints npm's warnings on every call).
import { spawn } from "node:child_process";
import { existsSync, statSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { refuseStandIns } from "./production-guard.mjs";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const started = Date.now();

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
};
const say = (text) => console.log(`\n[start ${seconds(Date.now() - started)}] ${text}`);

/** Runs a tool with this Node; resolves when it succeeds, ends `npm start` when it fails. */
const run = (label, args) =>
  new Promise((resolve) => {
    say(label);
    const t0 = Date.now();
    const child = spawn(process.execPath, args, { stdio: "inherit", cwd: root, env: process.env });
    child.on("exit", (code, signal) => {
      if (code !== 0) {
        say(`${label}: failed (exit ${code ?? signal})`);
        process.exit(code ?? 1);
      }
      say(`${label}: done in ${seconds(Date.now() - t0)}`);
      resolve();
    });
  });

// 0. Before any slow step: a production deployment names its stand-ins and stops.
await refuseStandIns(process.env);

// 1. The Prisma client is generated into server/core/db/generated (git-ignored) by `npm install`
// (postinstall); scripts/prisma-generate.mjs does it again only when the schema changed since.
await run("1/4 Prisma client", ["scripts/prisma-generate.mjs"]);

// 2. Migrations and seed data (both idempotent) and 3. the production build, when missing or older
// than the sources, side by side: the build leaves part of the second core idle, and neither
// needs the other (the build reads no data; the seed no build).
const seeded = run("2/4 Database: migrating and seeding", [require.resolve("tsx/cli"), "scripts/seed.ts"]);
function newestSourceMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".data") || ["node_modules", ".next", ".git", "tmp", "test-results", "playwright-report", "generated"].includes(entry.name))
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}
const stamp = path.join(root, ".next/BUILD_ID");
if (!existsSync(stamp) || statSync(stamp).mtimeMs < newestSourceMtime(root)) {
  say(
    "3/4 Build: compiling the app for production (next build). The first build takes a few minutes on a small " +
      "machine: it bundles every page and API route of the customer, vendor and admin portals; later starts reuse it " +
      "until a source file changes. (Types are checked by `npm run typecheck` and CI, not here.)",
  );
  await Promise.all([seeded, run("3/4 Build", [require.resolve("next/dist/bin/next"), "build"])]);
} else {
  say("3/4 Build: up to date");
  await seeded;
}

// 4. Serve.
/**
 * The V8 heap limit of each server process (the cluster's workers inherit it):
 * SERVER_HEAP_MB, by default 640 on the embedded default. Without a limit V8
 * lets a worker's heap grow lazily towards a quarter of the machine's memory
 * before collecting in earnest: under steady load the processes' memory rose
 * 55% in 10 minutes and then stayed, with nothing leaked (docs/operations.md
 * "Memory"). On PostgreSQL, or when NODE_OPTIONS sets a limit, nothing is added.
 */
function heapLimit(env) {
  if ((env.NODE_OPTIONS ?? "").includes("--max-old-space-size")) return [];
  const mb = env.SERVER_HEAP_MB || (env.DATABASE_URL ? "" : "640");
  if (mb === "") return [];
  if (!/^\d+$/.test(mb) || Number(mb) < 256) throw new Error(`SERVER_HEAP_MB must be a number of megabytes (256 or more), not "${mb}"`);
  return [`--max-old-space-size=${mb}`];
}

const port = process.env.PORT ?? "3000";
say("4/4 Server: starting");
const server = spawn(process.execPath, [...heapLimit(process.env), "scripts/serve.mjs"], {
  stdio: ["inherit", "pipe", "inherit"],
  cwd: root,
  // Next serves in production mode; a run the operator did not declare production (NODE_ENV) stays a demo,
  // database or not, so the app and serve.mjs's guard see what this guard saw.
  env: { ...process.env, PORT: port, NODE_ENV: "production", ...(process.env.NODE_ENV === "production" ? {} : { DEMO_MODE: "1" }) },
});
let ready = false;
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!ready && chunk.toString().includes("Ready on")) {
    ready = true;
    say(`ready on http://localhost:${port} (start-up took ${seconds(Date.now() - started)})`);
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
