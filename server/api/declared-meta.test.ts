import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument } from "@/server/api/openapi";
import { defineEndpoint } from "@/server/core/http/endpoint";
import { ok } from "@/server/core/http/envelope";
import { pageMeta } from "@/server/core/http/meta";
import { checkDeclaredMeta } from "@/server/test/http";

// `meta` is part of each endpoint's contract: declared with defineEndpoint,
// typed in the OpenAPI document (so api-v1.d.ts types it for the portals and
// SDK users), and checked against every answer the tests see.

type Schema = { properties?: Record<string, Schema>; required?: string[]; $ref?: string };
const metaOf = (path: string, method = "get"): Schema => {
  const doc = buildOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, { responses: Record<string, { content: { "application/json": { schema: Schema } } }> }>>;
  };
  const responses = doc.paths[path][method].responses;
  const success = Object.keys(responses).find((s) => s !== "default")!;
  return responses[success].content["application/json"].schema.properties!.meta;
};

describe("declared meta in the OpenAPI document", () => {
  it("types a page-paginated list's meta as the request id plus its pagination and extras", () => {
    const meta = metaOf("/admin/users");
    expect(meta.required).toEqual(["request_id", "pagination", "actions"]);
    expect(meta.properties!.pagination).toEqual({ $ref: "#/components/schemas/Pagination" });
    expect(meta.properties!.actions.required).toEqual(["create_admin"]);
  });

  it("types the cursor list of notifications with next_cursor and unread_count", () => {
    expect(metaOf("/notifications").required).toEqual(["request_id", "next_cursor", "unread_count"]);
  });

  it("gives an endpoint that declares no meta just the request id", () => {
    const meta = metaOf("/categories/{slug}");
    expect(Object.keys(meta.properties!)).toEqual(["request_id"]);
    expect(meta.required).toEqual(["request_id"]);
  });
});

describe("checkDeclaredMeta (run on every answer of server/test/http.ts call and the API probe)", () => {
  const endpoint = defineEndpoint({
    method: "GET",
    path: "/test/things",
    summary: "test",
    tags: ["Test"],
    auth: "public",
    response: z.array(z.string()),
    collection: true,
    meta: pageMeta,
    handler: async () => ok([], { meta: { pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } } }),
  });
  const pagination = { page: 1, per_page: 20, total: 0, total_pages: 0 };

  it("accepts exactly the declared meta with the request id", () => {
    expect(() => checkDeclaredMeta(endpoint, "GET /test/things", { request_id: "r1", pagination })).not.toThrow();
  });

  it("fails on a key the endpoint does not declare", () => {
    expect(() => checkDeclaredMeta(endpoint, "GET /test/things", { request_id: "r1", pagination, unread_count: 3 })).toThrow(/unread_count/);
  });

  it("fails when a declared key is missing or has another shape", () => {
    expect(() => checkDeclaredMeta(endpoint, "GET /test/things", { request_id: "r1" })).toThrow(/pagination/);
    expect(() => checkDeclaredMeta(endpoint, "GET /test/things", { request_id: "r1", pagination: { ...pagination, total: "0" } })).toThrow(/total/);
  });
});
