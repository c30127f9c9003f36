// Runs `prisma generate` offline. Prisma 7 first tries to download its native
// schema engine; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file
// skips that, and generation itself does not use the engine.
import { spawnSync } from "node:child_process";

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
