// `npm run fuzz`: a schemathesis-style pass over the OpenAPI registry, in
// process, against a fresh in-memory PGlite. For every operation it sends
// bodies and queries generated from the operation's own schemas (valid ones
// and broken ones: wrong types, missing and unknown fields, hostile strings)
// as a guest and as an owner (a customer who owns an approved vendor), and
// reports every 5xx. Date and date-time fields also get impossible dates
// (month 13, Feb 30, year 0001 or 9999...): refused, never a 5xx or a 2xx.
// Bounded: a fixed seed, VARIANTS per operation and caller, and a time budget
// (FUZZ_SECONDS, default 90). Exit code 1 on any 5xx or accepted impossible date.

// The bench's deterministic PRNG (mulberry32), so a failure can be replayed; it loads no server module.
import { rng as prng } from "../bench/random";
import { dateFormatsOf, impossibleValuesFor } from "../server/test/impossible-dates";

process.env.DATA_DIR = "memory://";
process.env.PGLITE_TEMPLATE = "";
delete process.env.DATABASE_URL;

const VARIANTS = Number(process.env.FUZZ_VARIANTS ?? 8);
const BUDGET_MS = Number(process.env.FUZZ_SECONDS ?? 90) * 1000;

type JsonSchema = import("../server/test/api-probe").JsonSchema;

const random = prng(Number(process.env.FUZZ_SEED ?? 12));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const HOSTILE_STRINGS = [
  "",
  " ",
  "a\u0000b",
  "ab\ud800cd",
  "\u202Eevil",
  "x".repeat(10_000),
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "١٢٣",
  "😀",
  "constructor",
  "__proto__",
  "-1",
  "1e309",
  "null",
];
const HOSTILE_VALUES: unknown[] = [null, true, -1, 0, 1.5, Number.POSITIVE_INFINITY, [], {}, [1, "a"], { constructor: 1 }, "x".repeat(300)];

/** A value the schema accepts, as far as a generic generator can tell. */
function valid(schema: JsonSchema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(schema.enum);
  if (schema.default !== undefined && random() < 0.3) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return valid(pick(alternatives), depth);
  const type = Array.isArray(schema.type) ? pick(schema.type.filter((t) => t !== "null")) : schema.type;
  switch (type) {
    case "string":
      return validString(schema);
    case "integer":
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 10, 1 + Math.floor(random() * 5)));
    case "number":
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 10, Math.round(random() * 1000) / 100));
    case "boolean":
      return random() < 0.5;
    case "array":
      return depth > 3 || !schema.items ? [] : Array.from({ length: 1 + Math.floor(random() * 2) }, () => valid(schema.items!, depth + 1));
    case "object":
    default: {
      if (depth > 3) return {};
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random() < 0.5) out[key] = valid(child, depth + 1);
      }
      return out;
    }
  }
}

function validString(schema: JsonSchema): string {
  switch (schema.format) {
    case "email":
      return `fuzz${Math.floor(random() * 1e6)}@example.com`;
    case "uri":
    case "url":
      return "https://example.com/a";
    case "date-time":
      return "2027-01-15T10:00:00.000Z";
    case "date":
      return "2027-01-15";
    case "uuid":
      return crypto.randomUUID();
  }
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  const alphabet = "abcdefghijkmnpqrstuvwxyz0123456789 -قاعةفرح";
  const length = min + Math.floor(random() * (max - min + 1));
  return Array.from({ length }, () => pick([...alphabet]))
    .join("")
    .padEnd(min, "a");
}

let impossibleDatesSent = 0;

/** An impossible date for a date or date-time field, undefined for other fields. */
function impossibleDate(schema: JsonSchema): string | undefined {
  const values = impossibleValuesFor(dateFormatsOf(schema));
  if (values.length === 0) return undefined;
  impossibleDatesSent++;
  return pick(values);
}

/** A broken variant of a valid object: one field of the wrong kind, missing, unknown, hostile or an impossible date. */
function broken(schema: JsonSchema, base: unknown): unknown {
  const fields = Object.keys(schema.properties ?? {});
  const dateFields = fields.filter((f) => dateFormatsOf(schema.properties![f]).length > 0);
  const mode = pick(["wrong", "missing", "unknown", "hostile", "whole", ...(dateFields.length > 0 ? (["date", "date"] as const) : [])] as const);
  if (mode === "whole" || typeof base !== "object" || base === null || Array.isArray(base) || fields.length === 0) return pick(HOSTILE_VALUES);
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  const field = pick(fields);
  if (mode === "wrong") out[field] = pick(HOSTILE_VALUES);
  if (mode === "missing") delete out[field];
  if (mode === "unknown") out[pick(["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "zz_unknown"])] = 1;
  if (mode === "hostile") out[field] = pick(HOSTILE_STRINGS);
  if (mode === "date") {
    const dateField = pick(dateFields);
    out[dateField] = impossibleDate(schema.properties![dateField]);
  }
  return out;
}

/** Query values are strings: valid ones from the schema, or hostile text (impossible dates on date fields). */
function queryOf(schema: JsonSchema, hostile: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (random() < 0.5) continue;
    const value = hostile && random() < 0.5 ? (impossibleDate(child) ?? pick(HOSTILE_STRINGS)) : valid(child);
    out[key] = typeof value === "string" ? value : JSON.stringify(value);
  }
  if (hostile && random() < 0.3) out[pick(["constructor", "__proto__", "zz_unknown"])] = "1";
  return out;
}

async function main() {
  const started = Date.now();
  const { db } = await import("../server/core/db/client");
  const { migrate } = await import("../server/core/db/migrate");
  const { seedReferenceData } = await import("../prisma/seed/reference");
  await migrate(db);
  await seedReferenceData(db);

  const { vendorWithOwner } = await import("../server/test/fixtures");
  const { newId } = await import("../server/core/ids");
  const { allEndpoints } = await import("../server/api/registry");
  const { inputSchema, label, probe } = await import("../server/test/api-probe");
  const { resetLimit } = await import("../server/core/rate-limit/limiter");
  const { BUCKETS } = await import("../server/core/rate-limit/buckets");
  const { openSession } = await import("../server/identity/sessions/session");
  const { issueTokens } = await import("../server/identity/sessions/tokens");

  const { vendor, owner } = await vendorWithOwner({ published: true });
  // The owner is also a customer, so both sides of the marketplace are reachable.
  const customerRole = await db.role.findUniqueOrThrow({ where: { code: "customer" } });
  await db.userRole.create({ data: { id: newId(), userId: owner.id, roleId: customerRole.id } });
  const ownerToken = async () => {
    // a fresh session per operation: logout or a revoke by an earlier operation must not end the run's coverage
    const session = await openSession(owner.id, { platform: "ios" });
    return (await issueTokens(session)).access_token;
  };

  const ids: Record<string, string> = { vendorId: vendor.id, slug: vendor.slug, userId: owner.id };
  const endpoints = allEndpoints();
  const failures: string[] = [];
  const acceptedDates: string[] = [];
  let calls = 0;
  let ipCounter = 0;
  const ip = () => `fd00:f022::${(++ipCounter).toString(16)}`;

  outer: for (const endpoint of endpoints) {
    const bodySchema = inputSchema(endpoint.body);
    const querySchema = inputSchema(endpoint.query);
    const param = endpoint.path.match(/\{(\w+)\}/)?.[1];
    for (const caller of ["guest", "owner"] as const) {
      const headers: Record<string, string> = caller === "owner" ? { authorization: `Bearer ${await ownerToken()}` } : {};
      for (let i = 0; i < VARIANTS; i++) {
        if (Date.now() - started > BUDGET_MS) break outer;
        const hostile = i % 2 === 1;
        const datesBefore = impossibleDatesSent;
        const base = endpoint.body ? valid(bodySchema) : undefined;
        const body = endpoint.body ? (hostile ? broken(bodySchema, base) : base) : undefined;
        const query = endpoint.query ? queryOf(querySchema, hostile) : undefined;
        const paramValue = param ? (hostile && random() < 0.5 ? pick(HOSTILE_STRINGS) || "x" : (ids[param] ?? "01JZZZZZZZZZZZZZZZZZZZZZZZ")) : undefined;
        const res = await probe(endpoint, { body, query, headers, paramValue, ip: ip() });
        calls++;
        const sent = `\n    body ${JSON.stringify(body)?.slice(0, 300)}\n    query ${JSON.stringify(query)}\n    answer ${JSON.stringify(res.json).slice(0, 300)}`;
        if (res.status >= 500) failures.push(`${label(endpoint)} as ${caller} -> ${res.status}${sent}`);
        // an impossible date is refused (422, or 401/403/404 before parsing), never taken
        else if (res.status < 300 && impossibleDatesSent > datesBefore)
          acceptedDates.push(`${label(endpoint)} as ${caller} took an impossible date -> ${res.status}${sent}`);
      }
      for (const bucket of Object.keys(BUCKETS) as (keyof typeof BUCKETS)[]) await resetLimit(bucket, `user:${owner.id}`);
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: ${calls} requests over ${endpoints.length} operations in ${seconds}s (${impossibleDatesSent} impossible dates), ${failures.length} server errors, ${acceptedDates.length} impossible dates accepted`,
  );
  for (const f of [...failures, ...acceptedDates]) console.log(`  ${f}`);
  process.exit(failures.length + acceptedDates.length > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error("fuzz: could not run:", error);
  process.exit(2);
});
