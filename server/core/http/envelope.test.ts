import { describe, expect, it } from "vitest";
import { bodyJson, shared, successBody } from "./envelope";

// A value many answers share is serialized once; the text is the same as
// serializing the whole body each time, and the value can no longer change.

describe("shared answer data", () => {
  it("gives the same JSON text as serializing the body, with each answer's own meta and links", () => {
    const tree = shared([{ id: "a", name: "قاعات", children: [{ id: "b", name: "Halls" }] }]);
    for (const requestId of ["r1", "r2"]) {
      const body = { ...successBody({ status: 200, data: tree }, requestId), links: { next: null, prev: null } };
      expect(bodyJson(body)).toBe(JSON.stringify(body));
      expect(JSON.parse(bodyJson(body)).meta.request_id).toBe(requestId);
    }
    expect(bodyJson({ data: tree })).toBe(JSON.stringify({ data: tree }));
  });

  it("is frozen to the last nested object, so the text made once stays true", () => {
    const tree = shared([{ id: "a", children: [{ id: "b" }] }]);
    expect(() => {
      (tree[0].children[0] as { id: string }).id = "changed";
    }).toThrow(TypeError);
    expect(() => (tree as unknown[]).push({})).toThrow(TypeError);
  });

  it("leaves other bodies to JSON.stringify", () => {
    const body = { data: [{ id: "x" }], meta: { request_id: "r" } };
    expect(bodyJson(body)).toBe(JSON.stringify(body));
    expect(bodyJson(null)).toBe("null");
    expect(bodyJson({ error: { code: "NOT_FOUND" } })).toBe('{"error":{"code":"NOT_FOUND"}}');
  });
});
