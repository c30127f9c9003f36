// The contract guard (docs/api-contract.md): today's v1 document against the
// documents of the last two releases in openapi/released/, so nothing ships
// that breaks an app built on either of them.
//   tsx scripts/api-contract.ts                    exits 1 on a breaking change, listing each
//   tsx scripts/api-contract.ts --release <day>    checks, then keeps today's document as that release
//                                                  (named by its day, YYYY-MM-DD, so names sort in release order;
//                                                  a second release on one day adds a suffix: 2026-12-03-2)
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildOpenApiDocument } from "../server/api/openapi";
import { breakingChanges } from "./api-contract/breaking-changes";

const RELEASED = path.join(import.meta.dirname, "..", "openapi", "released");
/** The apps in people's hands: the last two releases' documents. */
const KEPT_RELEASES = 2;

const current = buildOpenApiDocument();
const today = new Date().toISOString().slice(0, 10);
// sorted by name without ".json": 2026-12-03 before 2026-12-03-2
const names = (await readdir(RELEASED).catch(() => [] as string[]))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5))
  .sort();
const files = names.map((n) => `${n}.json`);
const compared = files.slice(-KEPT_RELEASES);

let broken = 0;
for (const file of compared) {
  const released = JSON.parse(await readFile(path.join(RELEASED, file), "utf8"));
  const changes = breakingChanges(released, current, today);
  broken += changes.length;
  console.log(changes.length ? `✗ ${file}: ${changes.length} breaking change(s)` : `✓ ${file}: no breaking change`);
  for (const change of changes) console.log(`  ${change.where}: ${change.what}`);
}
if (!compared.length) console.log("no released document in openapi/released/ yet: nothing to compare");
if (broken) {
  console.error("A released app would break. Keep v1 compatible (add, do not change), or deprecate and build the change in v2 (docs/api-contract.md).");
  process.exit(1);
}

const release = process.argv.indexOf("--release");
if (release !== -1) {
  const name = process.argv[release + 1];
  if (!name || !/^\d{4}-\d{2}-\d{2}(-\d+)?$/.test(name)) throw new Error("--release needs the release's day, e.g. 2026-12-03 (or 2026-12-03-2)");
  await mkdir(RELEASED, { recursive: true });
  await writeFile(path.join(RELEASED, `${name}.json`), `${JSON.stringify(current, null, 1)}\n`);
  console.log(`kept today's document as openapi/released/${name}.json`);
}
