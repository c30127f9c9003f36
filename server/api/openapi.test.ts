import { describe, expect, it } from "vitest";
import * as openapiRoute from "@/app/api/v1/openapi.json/route";
import { allEndpoints } from "@/server/api/registry";
import { call } from "@/server/test/http";

describe("GET /openapi.json", () => {
  it("serves an OpenAPI 3.1 document with every registered operation, generated from the zod schemas", async () => {
    const res = await call(openapiRoute, "/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.json;
    expect(doc.openapi).toBe("3.1.0");
    for (const e of allEndpoints()) expect(doc.paths[e.path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    const cities = doc.paths["/cities"].get;
    const perPage = cities.parameters.find((p: { name: string }) => p.name === "per_page");
    expect(perPage.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 50, default: 20 });
    const plan = doc.components.schemas.Plan;
    expect(plan.properties.price_monthly).toEqual({ $ref: "#/components/schemas/Money" });
    expect(doc.paths["/categories/{slug}"].get.parameters.find((p: { in: string }) => p.in === "path").name).toBe("slug");
    expect(doc.components.schemas.ErrorEnvelope.properties.error.properties.code.enum).toContain("IDEMPOTENCY_KEY_REUSED");
    expect(JSON.stringify(doc)).not.toContain("#/$defs/");
  });
});
