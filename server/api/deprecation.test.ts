import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/server/core/errors";
import { defineEndpoint } from "@/server/core/http/endpoint";
import { ok } from "@/server/core/http/envelope";
import { createRouter } from "@/server/api/router";
import { resetConfig } from "@/server/core/config";
import { isolateEnv } from "@/server/test/env";
import { call } from "@/server/test/http";

// A deprecated operation tells every caller, on every answer, when it goes and what replaces it (docs/api-contract.md).
const oldList = defineEndpoint({
  method: "GET",
  path: "/test/old-things",
  summary: "Old things",
  tags: ["Test"],
  auth: "public",
  deprecated: { since: "2026-12-01", sunset: "2027-12-31", replacement: "/api/v2/things" },
  query: z.strictObject({ fail: z.enum(["yes"]).optional() }),
  handler: async ({ query }) => {
    if (query.fail) throw new AppError("NOT_FOUND");
    return ok([{ id: "t1" }]);
  },
});
const current = defineEndpoint({
  method: "POST",
  path: "/test/old-things",
  summary: "New thing",
  tags: ["Test"],
  auth: "public",
  handler: async () => ok({ id: "t2" }),
});
const router = createRouter([oldList, current]);

isolateEnv(["CORS_ORIGINS", "APP_URL"]);

describe("a deprecated operation", () => {
  it("answers with Deprecation (RFC 9745), Sunset (RFC 8594) and the successor's Link", async () => {
    const res = await call("/test/old-things", { via: router });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([{ id: "t1" }]);
    expect(res.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(res.headers.get("sunset")).toBe("Fri, 31 Dec 2027 00:00:00 GMT");
    expect(res.headers.get("link")).toBe('</api/v2/things>; rel="successor-version"');
  });

  it("says so on its errors too", async () => {
    const res = await call("/test/old-things?fail=yes", { via: router });
    expect(res.status).toBe(404);
    expect(res.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(res.headers.get("sunset")).toBe("Fri, 31 Dec 2027 00:00:00 GMT");
  });

  it("leaves the other methods on the same path alone", async () => {
    const res = await call("/test/old-things", { via: router, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("deprecation")).toBeNull();
    expect(res.headers.get("sunset")).toBeNull();
  });

  it("lets browsers read the headers across origins", async () => {
    process.env.CORS_ORIGINS = "https://app.example.kw";
    resetConfig();
    const res = await call("/test/old-things", { via: router, headers: { origin: "https://app.example.kw" } });
    const exposed = (res.headers.get("access-control-expose-headers") ?? "").split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["Deprecation", "Sunset", "Link"]));
  });

  it("refuses, where it is declared, a date that is not a real day and a notice shorter than 12 months", () => {
    const declare = (since: string, sunset: string) => () =>
      defineEndpoint({ method: "GET", path: "/test/x", summary: "x", tags: [], auth: "public", deprecated: { since, sunset }, handler: async () => ok({}) });
    expect(declare("2026-02-30", "2027-01-01")).toThrow(/2026-02-30/);
    expect(declare("2026-12-01", "next year")).toThrow(/next year/);
    expect(declare("2026-12-01", "2027-11-30")).toThrow(/12 months/);
    expect(declare("2026-12-01", "2027-12-01")).not.toThrow();
  });
});
