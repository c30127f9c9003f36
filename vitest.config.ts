import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig, type TestProjectConfiguration } from "vitest/config";

// Unit and integration tests next to the code (`*.test.ts`). They run against
// a real database of their own: PostgreSQL when DATABASE_URL is set (a copy
// of the template `<name>_vitest_template` per file, on the same local
// server; see server/test/setup.ts), PGlite in memory otherwise.
// The test databases are copies thrown away after each file: no commit needs to wait for its WAL
// to reach the disk (a crash loses nothing a test needs). node-postgres reads PGOPTIONS, so every
// connection of the run, the workers' too, gets it; it roughly halved the PostgreSQL tests' time
// in a measured subset (docs/ci.md).
if (process.env.DATABASE_URL) process.env.PGOPTIONS = [process.env.PGOPTIONS, "-c synchronous_commit=off"].filter(Boolean).join(" ");

// The files share one worker process per pool slot (`isolate: false`): the server's modules load
// once per slot instead of once per file, which was most of the run's time on PostgreSQL and on
// PGlite (docs/ci.md). server/test/shared-process.ts puts back the process state before each file. These
// files keep a process of their own: they mock a module (`vi.mock` reaches only a module not yet
// loaded), replace the outbox's handlers, leave the job schedule's timers running, or need only
// their own module's handlers registered.
const OWN_PROCESS = [
  "server/webhooks/endpoints.test.ts",
  "server/core/outbox/*.test.ts",
  "server/jobs/runner.test.ts",
  "server/reviews/search-order.test.ts",
  "server/search/event-reference.test.ts",
  "components/**/*.test.tsx",
];
const TEST_FILES = [
  "server/**/*.test.ts",
  "components/**/*.test.ts",
  "components/**/*.test.tsx",
  "app/**/*.test.ts",
  "prisma/**/*.test.ts",
  "scripts/**/*.test.ts",
];

/** A glob of OWN_PROCESS as a regular expression (`*` within a folder, `**\/` any folders). */
const globRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.]/g, "\\.")
      .replace(/\*\*\//g, "\0")
      .replace(/\*/g, "[^/]*")
      .replace(/\0/g, "(?:.*/)?")}$`,
  );

/** The two projects over `files` (globs, or the paths of vitest.embedded.config.ts). */
export function projectsOf(files: string[]): TestProjectConfiguration[] {
  const ownProcess = files === TEST_FILES ? OWN_PROCESS : files.filter((file) => OWN_PROCESS.some((glob) => globRegExp(glob).test(file)));
  return [
    {
      extends: true,
      test: {
        name: "shared-process",
        include: files,
        exclude: [...configDefaults.exclude, ...OWN_PROCESS],
        isolate: false,
        setupFiles: ["server/test/shared-process.ts"],
      },
    },
    { extends: true, test: { name: "own-process", include: ownProcess } },
  ];
}

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    // The projects below have their own lists (Vitest concatenates a project's arrays with the root's).
    include: [],
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
    projects: projectsOf(TEST_FILES),
  },
});
