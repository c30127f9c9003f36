import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "@/messages/en.json";
import { buildOpenApiDocument } from "@/server/api/openapi";
import { allEndpoints } from "@/server/api/registry";
import { defineEndpoint } from "@/server/core/http/endpoint";
import { created, ok } from "@/server/core/http/envelope";
import { call } from "@/server/test/http";

describe("GET /openapi.json", () => {
  it("serves an OpenAPI 3.1 document with every registered operation, generated from the zod schemas", async () => {
    const res = await call("/openapi.json");
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

type Operation = {
  operationId: string;
  description: string;
  deprecated?: boolean;
  tags: string[];
  security: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; headers?: Record<string, { required?: boolean }> }>;
};
type Doc = {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, { description: string; content: unknown }> };
  info: { contact: { email: string }; license: { name: string } };
};
const operationsOf = (doc: Doc) => Object.values(doc.paths).flatMap((methods) => Object.values(methods));

const deprecatedThing = defineEndpoint({
  method: "POST",
  path: "/vendors/me/things/{id}",
  summary: "Replace a thing",
  description: "Replaces the thing.",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
  idempotency: "required",
  successStatus: 201,
  deprecated: { since: "2026-12-01", sunset: "2027-12-01", replacement: "/api/v2/things/{id}" },
  handler: async () => created({ id: "1" }, "/api/v1/vendors/me/things/1"),
});
const publicList = defineEndpoint({
  method: "GET",
  path: "/things",
  summary: "List things",
  tags: ["Marketplace"],
  auth: "public",
  handler: async () => ok([]),
});

describe("the document an integrator's tools read (npm run openapi:lint)", () => {
  const doc = buildOpenApiDocument() as unknown as Doc;

  it("lists every tag an operation or webhook uses, with its description, and no other", () => {
    const used = new Set([...operationsOf(doc), ...Object.values(doc.webhooks).map((w) => w.post)].flatMap((o) => o.tags));
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    const groups = en.developers.groups as Record<string, unknown>;
    for (const tag of doc.tags) {
      expect(tag.description, tag.name).toBeTruthy();
      if (tag.name !== "Webhooks") expect(groups[tag.name], `developers.groups.${tag.name} in messages/en.json`).toBeDefined();
    }
  });

  it("gives every operation a unique operationId, a description and at least one 4xx answer from the shared error responses", () => {
    const operations = [...operationsOf(doc), ...Object.values(doc.webhooks).map((w) => w.post)];
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of operationsOf(doc)) {
      expect(o.description, o.operationId).toMatch(/Rate limits?: counts against/);
      expect(Object.keys(o.responses), o.operationId).toContain("429");
      for (const r of Object.values(o.responses)) if (r.$ref) expect(doc.components.responses[r.$ref.split("/").pop()!], r.$ref).toBeDefined();
    }
    expect(doc.components.responses.Conflict.description).toContain("IDEMPOTENCY_KEY_REUSED");
    expect(doc.info.contact.email).toMatch(/@/);
    expect(doc.info.license.name).toBe("Proprietary");
  });

  it("signs every webhook with a defined security scheme and names it by event type", () => {
    const confirmed = doc.webhooks["booking.confirmed"].post;
    expect(confirmed.operationId).toBe("webhookBookingConfirmed");
    expect(confirmed.security).toEqual([{ webhookSignature: [] }]);
    expect(doc.components.securitySchemes.webhookSignature).toMatchObject({ type: "apiKey", in: "header", name: "X-Munasabat-Signature" });
  });

  it("spells out enum-keyed records as properties, so no schema requires a property it does not define", () => {
    const walk = (node: unknown): void => {
      if (!node || typeof node !== "object") return;
      const schema = node as { required?: unknown; properties?: Record<string, unknown>; propertyNames?: { enum?: unknown } };
      if (Array.isArray(schema.required) && schema.propertyNames?.enum)
        throw new Error(`enum-keyed record left as is: ${JSON.stringify(schema).slice(0, 200)}`);
      Object.values(node).forEach(walk);
    };
    expect(() => walk(doc)).not.toThrow();
  });
});

describe("an operation's answers and description from its declaration", () => {
  const doc = buildOpenApiDocument("/api/v1", [deprecatedThing, publicList]) as unknown as Doc;
  const thing = doc.paths["/vendors/me/things/{id}"].post;

  it("marks a deprecated endpoint, says until when and what replaces it, and lists its headers", () => {
    expect(thing.deprecated).toBe(true);
    expect((thing as unknown as Record<string, unknown>)["x-sunset"]).toBe("2027-12-01");
    expect(thing.description.startsWith("Replaces the thing.")).toBe(true);
    expect(thing.description).toContain("Deprecated since 2026-12-01; stops answering on 2027-12-01; use /api/v2/things/{id}.");
    expect(thing.responses["201"].headers).toMatchObject({ Deprecation: { required: true }, Sunset: { required: true }, Link: { required: true } });
    expect(doc.paths["/things"].get.deprecated).toBeUndefined();
  });

  it("lists the errors the route wrapper can answer, and only those", () => {
    expect(Object.keys(thing.responses)).toEqual(["201", "400", "401", "403", "404", "409", "413", "422", "429", "503", "default"]);
    expect(Object.keys(doc.paths["/things"].get.responses)).toEqual(["200", "429", "503", "default"]);
    // Only the shared answers these two refer to are components.
    expect(Object.keys(doc.components.responses).sort()).toEqual([
      "BadRequest",
      "Conflict",
      "Forbidden",
      "NotFound",
      "PayloadTooLarge",
      "RateLimited",
      "ServiceUnavailable",
      "Unauthorized",
      "ValidationFailed",
    ]);
  });

  it("says who may call it, the Idempotency-Key, its rate limit and what a success answers", () => {
    expect(thing.description).toContain("needs `listing.manage` (Owner and Manager)");
    expect(thing.description).toContain("Needs an `Idempotency-Key` header");
    expect(thing.description).toContain("`authenticated` (240 per minute per user)");
    expect(thing.description).toContain("answers 201 with the created resource");
    expect(doc.paths["/things"].get.description).toMatch(/^Public: no sign-in needed/);
  });
});

describe("deprecated fields", () => {
  const Gadget = z
    .object({ id: z.string(), size: z.number(), parts: z.array(z.object({ code: z.string(), old_code: z.string() })) })
    .meta({ id: "TestGadget" });
  const withFields = (fields: string[]) =>
    defineEndpoint({
      method: "PATCH",
      path: "/gadgets/{id}",
      summary: "Change a gadget",
      tags: ["Marketplace"],
      auth: "public",
      body: z.object({ size: z.number().optional(), colour: z.string().optional() }),
      response: z.object({ gadget: Gadget }),
      deprecated: { since: "2026-12-01", sunset: "2027-12-01", fields },
      handler: async () => ok({ gadget: { id: "g", size: 1, parts: [] } }),
    });
  type Schema = { properties: Record<string, Schema & { deprecated?: boolean; "x-sunset"?: string }>; items?: Schema };

  it("marks each named field of the answer (inside named schemas and arrays) and of the body, not the operation", () => {
    const doc = buildOpenApiDocument("/api/v1", [withFields(["gadget.size", "gadget.parts.old_code", "colour"])]) as unknown as Doc & {
      components: { schemas: Record<string, Schema> };
    };
    const operation = doc.paths["/gadgets/{id}"].patch;
    expect(operation.deprecated).toBeUndefined();
    const gadget = doc.components.schemas.TestGadget;
    expect(gadget.properties.size).toMatchObject({ deprecated: true, "x-sunset": "2027-12-01" });
    expect(gadget.properties.parts.items!.properties.old_code).toMatchObject({ deprecated: true, "x-sunset": "2027-12-01" });
    expect(gadget.properties.parts.items!.properties.code.deprecated).toBeUndefined();
    expect(gadget.properties.id.deprecated).toBeUndefined();
    const body = (operation as unknown as { requestBody: { content: { "application/json": { schema: Schema } } } }).requestBody.content["application/json"]
      .schema;
    expect(body.properties.colour).toMatchObject({ deprecated: true });
    expect(body.properties.size.deprecated).toBeUndefined();
    expect(operation.description).toContain(
      "The fields `gadget.size`, `gadget.parts.old_code`, `colour` are deprecated since 2026-12-01; stops answering on 2027-12-01.",
    );
    expect(operation.responses["200"].headers).toMatchObject({ Deprecation: { required: true }, Sunset: { required: true } });
  });

  it("refuses a field that is not there", () => {
    expect(() => buildOpenApiDocument("/api/v1", [withFields(["gadget.colour"])])).toThrow(/gadget\.colour/);
  });
});
