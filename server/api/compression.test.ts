import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
// The middleware Next's server puts in front of every response while `compress` is on
// (next/dist/server/lib/router-server.js), the custom server of `npm start` included.
// @ts-expect-error: Next ships its compiled copy without types
import compression from "next/dist/compiled/compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { serve } from "@/server/test/http";

// Spec "Limits": gzip for bodies over 1 KB. Next 16 drops a route handler's
// own Content-Encoding (send-response.js: the body may have been decoded by
// fetch), so compression is Next's: `compress` (next.config.ts) gzips every
// response, API and pages, from 1 KB. This runs a route handler behind that
// middleware the way Next's server does and reads the raw bytes.

let server: Server;
let base = "";

beforeAll(async () => {
  const compress = compression() as (req: unknown, res: unknown, next: () => void) => void;
  server = createServer(async (req, res) => {
    compress(req, res, () => {});
    const url = new URL(req.url!, "http://localhost");
    const headers = new Headers(Object.entries(req.headers).map(([k, v]): [string, string] => [k, String(v)]));
    headers.set("x-forwarded-for", `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`);
    const response = await serve(new Request(url, { headers }));
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fetchRaw(path: string, acceptEncoding: string): Promise<{ res: IncomingMessage; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding, "accept-language": "en" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ res, bytes: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("compressed responses (next.config.ts `compress`)", () => {
  it("is on", () => {
    expect(nextConfig.compress).not.toBe(false);
  });

  it("gzips an API body over 1 KB for a client that accepts gzip, and the bytes decode to the same JSON", async () => {
    const plain = await fetchRaw("/api/v1/categories?include=seo", "identity");
    expect(plain.res.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.byteLength).toBeGreaterThan(1024);

    const gzipped = await fetchRaw("/api/v1/categories?include=seo", "gzip, br");
    expect(gzipped.res.statusCode).toBe(200);
    expect(gzipped.res.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.res.headers.vary).toContain("Accept-Encoding");
    expect(gzipped.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
    expect(JSON.parse(gunzipSync(gzipped.bytes).toString("utf8")).data).toEqual(JSON.parse(plain.bytes.toString("utf8")).data);
  });

  it("leaves a body under 1 KB as it is", async () => {
    const small = await fetchRaw("/api/v1/plans?country=QA", "gzip, br");
    expect(small.res.statusCode).toBe(200);
    expect(small.res.headers["content-encoding"]).toBeUndefined();
    expect(small.bytes.byteLength).toBeLessThan(1024);
    expect(JSON.parse(small.bytes.toString("utf8")).data).toEqual([]);
  });
});
