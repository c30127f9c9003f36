// Typed client definitions for mobile and partner developers (spec Versioning 5):
// builds the OpenAPI document from the zod schemas in-process (no server, no
// database) and turns it into TypeScript with openapi-typescript. Next serves
// the result at /sdk/api-v1.d.ts.
//   tsx scripts/generate-api-types.ts          writes public/sdk/api-v1.d.ts
//   tsx scripts/generate-api-types.ts --check  exits 1 when the committed file is out of date
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { buildOpenApiDocument } from "../server/api/openapi";

const OUTPUT = "public/sdk/api-v1.d.ts";
const HEADER = [
  "// Event Marketplace API v1: types generated from /api/v1/openapi.json by `npm run api-types`.",
  "// Do not edit by hand. Usage: /sdk/README.md.",
  "",
].join("\n");

async function generate(): Promise<string> {
  const document = buildOpenApiDocument() as unknown as OpenAPI3;
  return HEADER + astToString(await openapiTS(document, { silent: true }));
}

const file = path.join(import.meta.dirname, "..", OUTPUT);
const generated = await generate();

if (process.argv.includes("--check")) {
  const committed = await readFile(file, "utf8").catch(() => null);
  if (committed !== generated) {
    console.error(
      `${OUTPUT} does not match the API's schemas (${committed === null ? "missing" : "out of date"}): ` + "run `npm run api-types` and commit the result.",
    );
    process.exit(1);
  }
  console.log(`${OUTPUT} is up to date.`);
} else {
  await writeFile(file, generated);
  console.log(`wrote ${OUTPUT}`);
}
