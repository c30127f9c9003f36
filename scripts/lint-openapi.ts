// Lints the v1 OpenAPI document the way an integrator's tools read it:
// Redocly (recommended rules, redocly.yaml) and Spectral (spectral:oas,
// .spectral.yaml). The document is built in-process (no server, no database),
// written to a temp file, and both linters run on it; any error or warning
// exits 1.
//   tsx scripts/lint-openapi.ts
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildOpenApiDocument } from "../server/api/openapi";

const root = path.join(import.meta.dirname, "..");
const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
const file = path.join(dir, "openapi.json");
writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));

function run(name: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync("npx", ["--no-install", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
  console.log(`\n── ${name} ──\n${output}`);
  return { ok: result.status === 0, output };
}

// Redocly exits 0 on warnings ("You have N warnings."), so its summary is read as well.
const redocly = run("redocly lint", ["redocly", "lint", "--config", path.join(root, "redocly.yaml"), "--max-problems", "1000", file]);
const redoclyClean = redocly.ok && /Your API description is valid/.test(redocly.output) && !/You have \d+ warnings?/.test(redocly.output);
// Spectral's --fail-severity=hint makes any finding a non-zero exit.
const spectral = run("spectral lint", ["spectral", "lint", "--ruleset", path.join(root, ".spectral.yaml"), "--fail-severity", "hint", file]);

rmSync(dir, { recursive: true, force: true });
if (!redoclyClean || !spectral.ok) {
  console.error(`\nopenapi:lint failed (redocly ${redoclyClean ? "clean" : "has findings"}, spectral ${spectral.ok ? "clean" : "has findings"}).`);
  process.exit(1);
}
console.log("\nopenapi:lint: 0 errors, 0 warnings from Redocly and Spectral.");
