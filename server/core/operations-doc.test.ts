import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_KEYS } from "./config";

// docs/operations.md is the operator's list of every variable: one added to
// the configuration, or read straight from process.env by the server or its
// start scripts, without a line there fails here.

const root = path.resolve(import.meta.dirname, "../..");
const doc = readFileSync(path.join(root, "docs/operations.md"), "utf8");
const documented = (name: string) => doc.includes(`\`${name}\``);

/** Variables only tests, CI and developer tools read; internal ones are named in the doc's last paragraph. */
const NOT_FOR_OPERATORS = new Set([
  "CI_DATABASE_URL",
  "DIFF_DATABASE_URL",
  "MIGRATION_DIFF_TO",
  "PRISMA_SCHEMA_ENGINE_BINARY",
  "PGLITE_TEMPLATE",
  "STATEMENT_PDF_OUT",
  "TWO_INSTANCES_PORTS",
  "VITEST_POOL_ID",
  "HOME",
  "PATH",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" || e.name === "test" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

describe("docs/operations.md", () => {
  it("names every configuration variable", () => {
    expect(CONFIG_KEYS.length).toBeGreaterThan(40);
    expect(CONFIG_KEYS.filter((key) => !documented(key))).toEqual([]);
  });

  it("names every variable the server and its start scripts read directly", () => {
    const files = [
      ...sourceFiles(path.join(root, "server")),
      ...sourceFiles(path.join(root, "app")),
      ...["scripts/start.mjs", "scripts/serve.mjs", "scripts/seed.ts", "instrumentation.ts", "proxy.ts"].map((f) => path.join(root, f)),
    ];
    const read = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) read.add(m[1]);
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !NOT_FOR_OPERATORS.has(name) && !documented(name)).sort()).toEqual([]);
  });
});
