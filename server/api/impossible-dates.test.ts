import { describe, expect, it } from "vitest";
import { BUILT_IN_ROLES } from "@/server/identity/roles";
import { BUCKETS, type BucketName } from "@/server/core/rate-limit/buckets";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import type { AnyEndpoint } from "@/server/core/http/endpoint";
import { translate, type Locale } from "@/server/core/i18n";
import { allEndpoints } from "@/server/api/registry";
import { fieldsOf, inputSchema, label, probe } from "@/server/test/api-probe";
import { dateFormatsOf, impossibleValuesFor, type DateFormat } from "@/server/test/impossible-dates";
import { signedIn } from "@/server/test/identity";
import { freshIp } from "@/server/test/http";
import { quotingVendor } from "@/server/test/rfqs";

// Every date and date-time field of every operation's body
// and query, found in the OpenAPI registry, refuses impossible dates (month
// 13, Feb 30, a non-leap Feb 29, year 0001 or 9999...) with 422
// VALIDATION_FAILED and the field's localized message in ar and en, never 500.

type DateField = { endpoint: AnyEndpoint; kind: "body" | "query"; name: string; formats: DateFormat[] };

function dateFields(): DateField[] {
  return allEndpoints().flatMap((endpoint) =>
    (["body", "query"] as const).flatMap((kind) =>
      Object.entries(fieldsOf(inputSchema(endpoint[kind])))
        .map(([name, schema]) => ({ endpoint, kind, name, formats: dateFormatsOf(schema) }))
        .filter((f) => f.formats.length > 0),
    ),
  );
}

// A field named like a date must be one (so a field that lost the shared parser, and its format with it, is caught).
const DATE_NAME = /(^|_)(date|from|to|until|since|before|after)$|_(at|on)$/;
const NOT_DATES = new Set([
  "GET /dev/outbox query to", // a recipient address
  "POST /vendors/me/services body price_from", // a price
  "PATCH /vendors/me/services/{id} body price_from",
  // times of day (HH:MM) on the event's own date, checked by their own pattern
  "POST /events/{id}/timeline body starts_at",
  "POST /events/{id}/timeline body ends_at",
  "PATCH /events/{id}/timeline/{entryId} body starts_at",
  "PATCH /events/{id}/timeline/{entryId} body ends_at",
]);

const messageKey = (formats: DateFormat[]) => (formats.length === 2 ? "date_or_datetime_format" : formats[0] === "date" ? "date_format" : "datetime_format");

async function forgetLimits(userId: string) {
  for (const bucket of Object.keys(BUCKETS) as BucketName[]) await resetLimit(bucket, `user:${userId}`);
}

describe("impossible dates on every date field of the OpenAPI registry", () => {
  it("finds every date-named input field, and each carries the shared date parser (format date / date-time)", () => {
    const parsed = new Set(dateFields().map((f) => `${label(f.endpoint)} ${f.kind} ${f.name}`));
    const unparsed = allEndpoints().flatMap((e) =>
      (["body", "query"] as const).flatMap((kind) =>
        Object.keys(fieldsOf(inputSchema(e[kind])))
          .filter((name) => DATE_NAME.test(name))
          .map((name) => `${label(e)} ${kind} ${name}`)
          .filter((key) => !parsed.has(key) && !NOT_DATES.has(key)),
      ),
    );
    expect(unparsed).toEqual([]);
    // the operations that once took impossible dates are among them
    for (const key of [
      "POST /events body event_date",
      "PATCH /events/{id} body event_date",
      "POST /rfqs body needed_by_date",
      "POST /events/{id}/quotation-requests body needed_by_date",
      "PATCH /quotation-requests/{id} body needed_by_date",
      "GET /admin/reports/activity query to",
      "GET /admin/reports/revenue query to",
      "POST /admin/settlements/runs body date",
      "POST /admin/reports/reconciliation/runs body date",
      "GET /admin/audit-logs query from",
    ]) {
      expect(parsed, key).toContain(key);
    }
  });

  it("answers 422 VALIDATION_FAILED with the field's message in ar and en, never 5xx", { timeout: 300_000 }, async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    // Admin accounts do not act as customers (docs/decisions.md): customer endpoints are called as a customer.
    const customer = await signedIn({ roles: ["customer"] });
    // Vendor-context endpoints check the caller's vendor before reading the body (docs/vendor-team.md): called as a vendor's owner.
    const { owner: vendorOwner } = await quotingVendor();
    const callerFor = (e: AnyEndpoint) =>
      e.vendorPermission ? vendorOwner : e.permission && (BUILT_IN_ROLES.customer as readonly string[]).includes(e.permission) ? customer : superAdmin;
    const failures: string[] = [];
    let calls = 0;
    for (const field of dateFields()) {
      for (const value of impossibleValuesFor(field.formats)) {
        for (const locale of ["ar", "en"] as Locale[]) {
          const headers = { authorization: `Bearer ${callerFor(field.endpoint).token}`, "accept-language": locale };
          const input = { [field.name]: value };
          const res = await probe(field.endpoint, { ...(field.kind === "body" ? { body: input } : { query: input }), headers, ip: freshIp() });
          calls++;
          const error = (res.json as { error?: { code?: string; details?: Record<string, string[]> } } | null)?.error;
          const expected = translate(locale, `api.validation.${messageKey(field.formats)}`);
          if (res.status !== 422 || error?.code !== "VALIDATION_FAILED" || !error.details?.[field.name]?.includes(expected!)) {
            failures.push(
              `${label(field.endpoint)} ${field.kind} ${field.name}=${value} [${locale}] answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`,
            );
          }
        }
      }
      await forgetLimits(superAdmin.id);
      await forgetLimits(customer.id);
      await forgetLimits(vendorOwner.id);
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(200);
  });
});
