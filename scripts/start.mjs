// `npm start`: everything a fresh clone needs, then the server.
// 1. generate the Prisma client, 2. migrate and seed the database (the
// embedded PGlite under DATA_DIR unless DATABASE_URL is set), 3. build the
// app when the build is missing or older than the sources, 4. serve it
// (scripts/serve.mjs: Next's request handler behind a server that records
// the TCP peer address in X-Forwarded-For).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, statSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const run = (cmd, args, env = {}) => {
  const res = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env: { ...process.env, ...env } });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

run(process.execPath, ["scripts/prisma-generate.mjs"]);
run("npx", ["tsx", "scripts/seed.ts"]);

function newestSourceMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".data") || ["node_modules", ".next", ".git", "tmp", "test-results", "playwright-report", "generated"].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}
const stamp = path.join(root, ".next/BUILD_ID");
if (!existsSync(stamp) || statSync(stamp).mtimeMs < newestSourceMtime(root)) {
  run("npx", ["next", "build"]);
}

const port = process.env.PORT ?? "3000";
const server = spawn(process.execPath, ["scripts/serve.mjs"], { stdio: "inherit", cwd: root, env: { ...process.env, PORT: port, NODE_ENV: "production" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
