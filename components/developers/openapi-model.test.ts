import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { buildOpenApiDocument } from "@/server/api/openapi";
import { groupOperations, namedSchemas, TAG_ORDER } from "./openapi-model";
import { schemaPieces } from "./schema-code";

const doc = buildOpenApiDocument();
const text = (schema: Parameters<typeof schemaPieces>[0]) =>
  schemaPieces(schema)
    .map((p) => (typeof p === "string" ? p : `<${p.ref}>`))
    .join("");

describe("API reference view of the OpenAPI document", () => {
  const groups = groupOperations(doc);

  it("lists every operation once per tag, groups in reading order", () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods as object));
    expect(groups.reduce((n, g) => n + g.operations.length, 0)).toBe(operations.length);
    const known = groups.map((g) => g.tag).filter((tag) => TAG_ORDER.includes(tag));
    expect(known).toEqual(TAG_ORDER.filter((tag) => known.includes(tag)));
  });

  it("has an Arabic and English name for every group", () => {
    for (const { tag } of groups) {
      expect(ar.developers.groups, tag).toHaveProperty([tag, "name"]);
      expect(en.developers.groups, tag).toHaveProperty([tag, "name"]);
      expect(ar.developers.groups[tag as keyof typeof ar.developers.groups].name).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("marks sign-in and Idempotency-Key, and leaves Accept-Language to the essentials", () => {
    const ops = groups.flatMap((g) => g.operations);
    const categories = ops.find((o) => o.method === "GET" && o.path === "/categories");
    expect(categories?.signedIn).toBe(false);
    const me = ops.find((o) => o.method === "GET" && o.path === "/me");
    expect(me?.signedIn).toBe(true);
    expect(ops.some((o) => o.idempotent)).toBe(true);
    expect(ops.flatMap((o) => o.parameters).some((p) => p.name === "Accept-Language")).toBe(false);
  });

  it("writes schemas as short types with links to the named ones", () => {
    const service = groups.flatMap((g) => g.operations).find((o) => o.method === "PATCH" && o.path === "/vendors/me/services/{id}");
    expect(text(service?.requestBody)).toContain("name_ar?: string(1..120);");
    expect(text(service?.responseData)).toBe("<VendorService>");
    const envelope = Object.fromEntries(namedSchemas(doc)).ErrorEnvelope;
    expect(text(envelope)).toContain("request_id: string;");
    expect(text(envelope)).toContain('"VALIDATION_FAILED"');
    expect(text({ type: ["string", "null"] })).toBe("string | null");
    expect(text({ type: "array", items: { $ref: "#/components/schemas/Media" }, maxItems: 3 })).toBe("Array<<Media>>(..3)");
  });
});
