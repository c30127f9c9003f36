// Runs `prisma generate` offline. Prisma 7 first tries to download its native
// schema engine; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file
// skips that, and generation itself does not use the engine.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
// The Prisma 7 CLI by path: the `prisma` bin link may point at the
// `prisma-legacy` (6.19) devDependency used for migration diffs.
const cli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
