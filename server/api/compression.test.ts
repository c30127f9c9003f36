import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import * as categoriesRoute from "@/app/api/v1/categories/route";
import * as plansRoute from "@/app/api/v1/plans/route";
import { acceptedEncoding, COMPRESS_MIN_BYTES } from "@/server/core/http/compression";
import { freshIp } from "@/server/test/http";

// Spec "Limits": gzip or br for bodies over 1 KB. Route handlers are called
// as Next calls them; the raw bytes are read, not the decoded text.
async function get(route: typeof categoriesRoute, path: string, acceptEncoding?: string) {
  const headers = new Headers({ "x-forwarded-for": freshIp(), "accept-language": "en" });
  if (acceptEncoding) headers.set("accept-encoding", acceptEncoding);
  const response = await route.GET(new Request(`http://localhost/api/v1${path}`, { headers }), { params: Promise.resolve({}) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("compressed API responses", () => {
  it("gzips a body over 1 KB for a client that accepts gzip, and the bytes decode to the same JSON", async () => {
    const plain = await get(categoriesRoute, "/categories?include=seo");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.byteLength).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const gzipped = await get(categoriesRoute, "/categories?include=seo", "gzip");
    expect(gzipped.response.status).toBe(200);
    expect(gzipped.response.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.response.headers.get("vary")).toContain("Accept-Encoding");
    expect(gzipped.bytes.byteLength).toBeLessThan(plain.bytes.byteLength);
    const decoded = JSON.parse(gunzipSync(gzipped.bytes).toString("utf8"));
    expect(decoded.data).toEqual(JSON.parse(plain.bytes.toString("utf8")).data);
  });

  it("prefers Brotli when the client offers both", async () => {
    const { response, bytes } = await get(categoriesRoute, "/categories?include=seo", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(bytes).toString("utf8")).data.length).toBeGreaterThan(0);
  });

  it("leaves a body of 1 KB or less as it is, whatever the client accepts", async () => {
    const { response, bytes } = await get(plansRoute, "/plans?country=QA", "gzip, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(bytes.byteLength).toBeLessThanOrEqual(COMPRESS_MIN_BYTES);
    expect(JSON.parse(bytes.toString("utf8")).data).toEqual([]);
  });

  it("reads Accept-Encoding with its q-values", () => {
    expect(acceptedEncoding(null)).toBeNull();
    expect(acceptedEncoding("identity")).toBeNull();
    expect(acceptedEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(acceptedEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(acceptedEncoding("*")).toBe("br");
  });
});
