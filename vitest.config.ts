import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests next to the code (`*.test.ts`). They run against
// a real database: PostgreSQL when DATABASE_URL is set (a scratch database
// `<name>_vitest` on the same local server), PGlite in memory otherwise.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["server/**/*.test.ts", "components/**/*.test.ts", "app/**/*.test.ts", "prisma/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    setupFiles: ["server/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
