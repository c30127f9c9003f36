import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/server/api/openapi";
import { breakingChanges } from "./breaking-changes";

// A copy of today's document changed on purpose: what a released app would
// trip over must fail the check, what it can ignore must pass. The copy keeps a
// few operations, one webhook and the schemas they use, so each comparison
// takes milliseconds (the whole document takes seconds; scripts/api-contract.ts
// compares it whole in CI).

type Json = Record<string, any>;
const PATHS = ["/plans", "/auth/login", "/bookings", "/subscriptions/me"];
const WEBHOOK = "booking.confirmed";
const TODAY = "2027-01-15";

const whole = buildOpenApiDocument() as Json;
const released = subset(whole);

function subset(document: Json): Json {
  const copy: Json = { ...document, paths: Object.fromEntries(PATHS.map((p) => [p, document.paths[p]])), webhooks: { [WEBHOOK]: document.webhooks[WEBHOOK] } };
  const all = document.components.schemas as Json;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name)) continue;
      used.add(name);
      visit(all[name]);
    }
  };
  visit(copy.paths);
  visit(copy.webhooks);
  copy.components = { ...document.components, schemas: Object.fromEntries([...used].map((n) => [n, all[n]])) };
  return structuredClone(copy);
}

function changed(mutate: (d: Json) => void): Json {
  const copy = structuredClone(released);
  mutate(copy);
  return copy;
}

const plan = (d: Json) => d.components.schemas.Plan;
const loginBody = (d: Json) => d.paths["/auth/login"].post.requestBody.content["application/json"].schema;
const bookingsQuery = (d: Json) => d.paths["/bookings"].get.parameters as Json[];
const webhookData = (d: Json) => d.webhooks[WEBHOOK].post.requestBody.content["application/json"].schema.properties.data;

describe("the contract check", () => {
  // The whole document against itself is CI's own run (scripts/api-contract.ts right after a release).
  it("finds nothing between a document and itself", () => {
    expect(breakingChanges(released, subset(whole), TODAY)).toEqual([]);
  });

  const breaking: [string, (d: Json) => void, RegExp][] = [
    [
      "an answer's field removed",
      (d) => (delete plan(d).properties.team_size, (plan(d).required = plan(d).required.filter((f: string) => f !== "team_size"))),
      /GET \/plans.*team_size/,
    ],
    ["an answer's field renamed", (d) => ((plan(d).properties.seats = plan(d).properties.team_size), delete plan(d).properties.team_size), /team_size/],
    ["an answer's type changed", (d) => (plan(d).properties.team_size = { type: "string" }), /team_size/],
    ["an operation removed", (d) => delete d.paths["/plans"].get, /GET \/plans/],
    ["a path removed", (d) => delete d.paths["/bookings"], /\/bookings/],
    ["a new required body field", (d) => ((loginBody(d).properties.pin = { type: "string" }), loginBody(d).required.push("pin")), /POST \/auth\/login/],
    ["a body field narrowed", (d) => (loginBody(d).properties.password.maxLength = 64), /password/],
    [
      "a new required query parameter",
      (d) => bookingsQuery(d).push({ name: "vendor", in: "query", required: true, schema: { type: "string" } }),
      /GET \/bookings/,
    ],
    [
      "an accepted filter value removed",
      (d) =>
        bookingsQuery(d)
          .find((p) => p.name === "status")!
          .schema.enum.pop(),
      /GET \/bookings/,
    ],
    [
      "a success status changed",
      (d) => ((d.paths["/plans"].get.responses["201"] = d.paths["/plans"].get.responses["200"]), delete d.paths["/plans"].get.responses["200"]),
      /GET \/plans/,
    ],
    ["a webhook's field removed", (d) => delete webhookData(d).properties.booking_reference, /webhook booking\.confirmed.*booking_reference/],
  ];
  it.each(breaking)("fails on %s", (_, mutate, where) => {
    const found = breakingChanges(released, changed(mutate), TODAY);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((c) => `${c.where} ${c.what}`).join("\n")).toMatch(where);
  });

  const compatible: [string, (d: Json) => void][] = [
    ["a new answer field", (d) => ((plan(d).properties.badge = { type: "string" }), plan(d).required.push("badge"))],
    ["a new optional body field", (d) => (loginBody(d).properties.remember = { type: "boolean" })],
    ["a new optional query parameter", (d) => bookingsQuery(d).push({ name: "q", in: "query", required: false, schema: { type: "string" } })],
    [
      "a new filter value",
      (d) =>
        bookingsQuery(d)
          .find((p) => p.name === "status")!
          .schema.enum.push("archived"),
    ],
    ["a new value in an answer's enum", (d) => plan(d).properties.analytics_depth.enum.push("realtime")],
    ["a body field widened", (d) => (loginBody(d).properties.password.maxLength = 4096)],
    ["a new operation", (d) => (d.paths["/plans/compare"] = { get: { ...structuredClone(d.paths["/plans"].get), operationId: "getPlansCompare" } })],
    ["a new webhook field", (d) => (webhookData(d).properties.note = { type: "string" })],
    ["new words", (d) => ((d.paths["/plans"].get.summary = "Every plan"), (d.info.description = "Reworded"))],
    ["an answer's enum value no longer sent (a client never receives it)", (d) => plan(d).properties.analytics_depth.enum.pop()],
    ["a field marked deprecated", (d) => Object.assign(plan(d).properties.team_size, { deprecated: true, "x-sunset": "2027-12-31" })],
    ["an operation marked deprecated", (d) => Object.assign(d.paths["/plans"].get, { deprecated: true, "x-sunset": "2027-12-31" })],
  ];
  it.each(compatible)("passes %s", (_, mutate) => {
    expect(breakingChanges(released, changed(mutate), TODAY)).toEqual([]);
  });

  it("lets a deprecated operation go on its sunset day, not before", () => {
    const deprecated = changed((d) => Object.assign(d.paths["/plans"].get, { deprecated: true, "x-sunset": "2027-01-15" }));
    const removed = structuredClone(deprecated);
    delete removed.paths["/plans"].get;
    expect(breakingChanges(deprecated, removed, "2027-01-14")).toEqual([{ where: "GET /plans", what: "[Removed] operation GET /plans" }]);
    expect(breakingChanges(deprecated, removed, "2027-01-15")).toEqual([]);
    expect(breakingChanges(released, removed, "2027-01-15")).not.toEqual([]);
  });

  it("lets a deprecated field go on its sunset day, not before", () => {
    const deprecated = changed((d) => Object.assign(plan(d).properties.team_size, { deprecated: true, "x-sunset": "2027-01-15" }));
    const removed = structuredClone(deprecated);
    delete plan(removed).properties.team_size;
    plan(removed).required = plan(removed).required.filter((f: string) => f !== "team_size");
    expect(
      breakingChanges(deprecated, removed, "2027-01-14")
        .map((c) => c.what)
        .join("\n"),
    ).toMatch(/team_size/);
    expect(breakingChanges(deprecated, removed, "2027-01-15")).toEqual([]);
  });
});
