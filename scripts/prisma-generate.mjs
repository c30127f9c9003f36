// Runs `prisma generate` offline, unless the generated client (git-ignored,
// server/core/db/generated) is newer than the schema, the Prisma config and
// the installed Prisma. `npm install` runs it once (postinstall); `npm start`,
// `npm test` and the other scripts then find the client up to date.
// Prisma 7 first tries to download its native schema engine; pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips that, and generation
// itself does not use the engine.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const generated = path.join(root, "server/core/db/generated/client.ts");
const inputs = [path.join(root, "prisma/schema.prisma"), path.join(root, "prisma.config.ts"), require.resolve("prisma/package.json")];
if (mtime(generated) > Math.max(...inputs.map(mtime))) {
  console.log("Prisma client: up to date");
  process.exit(0);
}

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
// The Prisma 7 CLI by path: the `prisma` bin link may point at the
// `prisma-legacy` (6.19) devDependency used for migration diffs.
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
