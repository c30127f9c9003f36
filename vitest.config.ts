import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests next to the code (`*.test.ts`). They run against
// a real database of their own: PostgreSQL when DATABASE_URL is set (a copy
// of the template `<name>_vitest_template` per file, on the same local
// server; see server/test/setup.ts), PGlite in memory otherwise.
// The test databases are copies thrown away after each file: no commit needs to wait for its WAL
// to reach the disk (a crash loses nothing a test needs). node-postgres reads PGOPTIONS, so every
// connection of the run, the workers' too, gets it; it roughly halved the PostgreSQL tests' time
// in a measured subset (docs/ci.md).
if (process.env.DATABASE_URL) process.env.PGOPTIONS = [process.env.PGOPTIONS, "-c synchronous_commit=off"].filter(Boolean).join(" ");

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["server/**/*.test.ts", "components/**/*.test.ts", "components/**/*.test.tsx", "app/**/*.test.ts", "prisma/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    setupFiles: ["server/test/setup.ts"],
    // Component tests (*.test.tsx): next-intl's ESM imports `next/navigation` without its extension, which Node
    // resolves only when Vite transforms the package.
    server: { deps: { inline: ["next-intl"] } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker less than the cores (one on a 2-core CI
    // machine), which leaves a core idle: PGlite runs inside the worker and
    // keeps it busy, and on PostgreSQL a worker mostly waits for the server.
    // Each file has its own database copy, so files run side by side safely.
    maxWorkers: availableParallelism() + (process.env.DATABASE_URL ? 1 : 0),
  },
});
