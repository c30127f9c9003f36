// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that
// turns the last committed prisma/schema.prisma into the working one.
// Usage: npm run db:new-migration -- <name> [--from-empty]
// Prisma 7's own `migrate diff` needs a native engine that cannot be
// downloaded here, so this uses Prisma 6.19's JavaScript engine (devDependency
// `prisma-legacy`), which only needs a reachable PostgreSQL.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:new-migration -- <snake_case_name> [--from-empty]");
  process.exit(2);
}
const fromEmpty = process.argv.includes("--from-empty");
const root = path.resolve(import.meta.dirname, "..");
const work = mkdtempSync(path.join(tmpdir(), "migration-diff-"));

// Prisma 6 wants the old generator and a datasource url; the diff ignores both.
function toLegacy(schema) {
  return schema
    .replace(/generator client \{[^}]*\}/s, 'generator client {\n  provider = "prisma-client-js"\n  previewFeatures = ["postgresqlExtensions"]\n}')
    .replace(/provider\s*=\s*"postgresql"/, 'provider = "postgresql"\n  url = env("DIFF_DATABASE_URL")');
}
const current = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
writeFileSync(path.join(work, "to.prisma"), toLegacy(current));
const args = ["migrate", "diff", "--to-schema-datamodel", path.join(work, "to.prisma"), "--script"];
if (fromEmpty) {
  args.push("--from-empty");
} else {
  const committed = execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: root, encoding: "utf8" });
  writeFileSync(path.join(work, "from.prisma"), toLegacy(committed));
  args.push("--from-schema-datamodel", path.join(work, "from.prisma"));
}
const env = {
  ...process.env,
  MIGRATION_DIFF_TO: path.join(work, "to.prisma"),
  DIFF_DATABASE_URL: process.env.DIFF_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  PRISMA_SCHEMA_ENGINE_BINARY: process.execPath,
  PRISMA_QUERY_ENGINE_LIBRARY: process.execPath,
  PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
const cli = path.join(root, "node_modules/prisma-legacy/build/index.js");
const res = spawnSync(process.execPath, [cli, ...args, "--config", path.join(root, "scripts/migration-diff/prisma.config.ts")], {
  env,
  encoding: "utf8",
  cwd: root,
});
if (res.status !== 0) {
  console.error(res.stderr || res.stdout);
  process.exit(res.status ?? 1);
}
const sql = res.stdout.replace(/^-- CreateSchema\nCREATE SCHEMA IF NOT EXISTS "public";\n\n/m, "");
if (!sql.trim() || /This is an empty migration/.test(sql)) {
  console.log("schema.prisma has no change against HEAD: nothing to write");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join(root, "prisma/migrations", `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(`wrote ${path.relative(root, dir)}/migration.sql: review it, add data steps if needed, commit it`);
