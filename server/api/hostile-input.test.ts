import { BUILT_IN_ROLES } from "@/server/identity/roles";
import { describe, expect, it } from "vitest";
import { signedIn } from "@/server/test/identity";
import { BUCKETS, type BucketName } from "@/server/core/rate-limit/buckets";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import type { AnyEndpoint } from "@/server/core/http/endpoint";
import { endpointsWithBody, endpointsWithQuery, inputSchema, label, probe, withEveryString, type Probe } from "@/server/test/api-probe";
import { freshIp } from "@/server/test/http";
import { quotingVendor } from "@/server/test/rfqs";

// Every write endpoint and every query-string endpoint
// of the OpenAPI registry, fed hostile input as a guest and signed in (a Super
// Admin, or a customer on customer endpoints, so the input reaches the parsers):
// no 5xx ever, and the refusals the issue names.

const PROTOTYPE_NAMES = { constructor: "1", toString: "1", valueOf: "1", hasOwnProperty: "1" };
const NUL = "a\u0000b";
const LONE_SURROGATE = "ab\ud800cd";
const BIDI = "\u202Eevil\u202C\u200B";
const deepJson = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

type Expect = "no5xx" | 413 | 422 | "4xx";
type Case = {
  name: string;
  expect: Expect;
  request: (e: AnyEndpoint) => { body?: unknown; rawBody?: string; query?: Record<string, string>; paramValue?: string };
};

const bodyCases: Case[] = [
  { name: "prototype names as fields", expect: "no5xx", request: () => ({ body: { ...PROTOTYPE_NAMES, constructor: 1 } }) },
  { name: "__proto__ as a field", expect: "no5xx", request: () => ({ rawBody: '{"__proto__":{"admin":true},"constructor":{"prototype":1}}' }) },
  { name: "NUL in every string field", expect: 422, request: (e) => ({ body: { ...withEveryString(inputSchema(e.body), NUL), note: NUL } }) },
  {
    name: "lone surrogate in every string field",
    expect: 422,
    request: (e) => ({ body: { ...withEveryString(inputSchema(e.body), LONE_SURROGATE), note: LONE_SURROGATE } }),
  },
  { name: "bidi override and zero-width in every string field", expect: "no5xx", request: (e) => ({ body: withEveryString(inputSchema(e.body), BIDI) }) },
  { name: "2 MB body", expect: 413, request: () => ({ rawBody: JSON.stringify({ text: "x".repeat(2 * 1024 * 1024) }) }) },
  { name: "deep nesting", expect: 422, request: () => ({ rawBody: `{"a":${deepJson(5000)}}` }) },
];

const queryCases: Case[] = [
  { name: "prototype names as parameters", expect: "4xx", request: () => ({ query: PROTOTYPE_NAMES }) },
  // Object.fromEntries: an own `__proto__` key (a literal would set the prototype and send nothing)
  { name: "__proto__ as a parameter", expect: 422, request: () => ({ query: Object.fromEntries([["__proto__", "1"]]) }) },
  { name: "NUL in every string parameter", expect: 422, request: (e) => ({ query: { ...withEveryString(inputSchema(e.query), NUL), [NUL]: NUL } }) },
  { name: "NUL as the path id", expect: "no5xx", request: () => ({ paramValue: NUL }) },
];

const short = (json: unknown) => JSON.stringify(json).slice(0, 300);

function check(res: Probe, expected: Expect, asSuper: boolean): string | undefined {
  if (res.status >= 500) return `answered ${res.status}: ${short(res.json)}`;
  // A guest may be stopped earlier (401/403) than the parser; the Super Admin reaches it.
  if (!asSuper || expected === "no5xx") return undefined;
  if (expected === "4xx") return res.status >= 400 ? undefined : `answered ${res.status}`;
  return res.status === expected ? undefined : `answered ${res.status} instead of ${expected}: ${short(res.json)}`;
}

async function forgetLimits(userId: string) {
  for (const bucket of Object.keys(BUCKETS) as BucketName[]) await resetLimit(bucket, `user:${userId}`);
}

describe("hostile input on every operation of the OpenAPI document", () => {
  it("never answers 5xx; NUL, lone surrogates, deep nesting are 422, a 2 MB body 413, ?__proto__ 422", { timeout: 300_000 }, async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    // Admin accounts do not act as customers (docs/decisions.md): customer endpoints are probed as a customer.
    const customer = await signedIn({ roles: ["customer"] });
    // Vendor-context endpoints check the caller's vendor before reading the body (docs/vendor-team.md): probed as a vendor's owner.
    const { owner: vendorOwner } = await quotingVendor();
    const callerFor = (e: AnyEndpoint) =>
      e.vendorPermission ? vendorOwner : e.permission && (BUILT_IN_ROLES.customer as readonly string[]).includes(e.permission) ? customer : superAdmin;
    const failures: string[] = [];
    let calls = 0;
    const table = [
      ...endpointsWithBody().flatMap((e) => bodyCases.map((c) => [e, c] as const)),
      ...endpointsWithQuery().flatMap((e) => queryCases.filter((c) => c.name !== "NUL as the path id").map((c) => [e, c] as const)),
      // every operation with a path id gets a NUL id
      ...[...endpointsWithBody(), ...endpointsWithQuery()].filter((e) => e.path.includes("{")).map((e) => [e, queryCases[3]] as const),
    ];
    for (const [endpoint, testCase] of table) {
      for (const asSuper of [false, true]) {
        const headers = asSuper ? { authorization: `Bearer ${callerFor(endpoint).token}` } : undefined;
        const res = await probe(endpoint, { ...testCase.request(endpoint), headers, ip: freshIp() });
        calls++;
        const problem = check(res, testCase.expect, asSuper);
        if (problem) failures.push(`${label(endpoint)} [${testCase.name}${asSuper ? ", signed in" : ", guest"}] ${problem}`);
      }
      await forgetLimits(superAdmin.id);
      await forgetLimits(customer.id);
      await forgetLimits(vendorOwner.id);
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(500);
  });
});
