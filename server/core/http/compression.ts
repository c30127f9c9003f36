import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// API bodies over 1 KB are compressed when the client accepts it (spec
// "Limits"): Brotli, else gzip. Compression runs on libuv's thread pool
// (zlib's asynchronous calls), not on the thread that serves requests, at a
// level that costs about as much as it saves on the wire for JSON (Brotli
// quality 4, gzip level 6). Pages are compressed by Next itself
// (`compress` in next.config.ts), which leaves an encoded response alone.

export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip";

/** The encoding to use for a client's Accept-Encoding (q=0 refuses one), or null. */
export function acceptedEncoding(header: string | null): Encoding | null {
  if (!header) return null;
  const offered = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    offered.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: Encoding) => offered.get(name) ?? (offered.has("*") ? offered.get("*")! : 0);
  if (quality("br") > 0 && quality("br") >= quality("gzip")) return "br";
  if (quality("gzip") > 0) return "gzip";
  return null;
}

/** The body, compressed when it is large enough and the client accepts it; headers updated to match. */
export async function compressBody(body: string, acceptEncoding: string | null, headers: Headers): Promise<string | Uint8Array<ArrayBuffer>> {
  headers.append("Vary", "Accept-Encoding");
  const encoding = acceptedEncoding(acceptEncoding);
  const bytes = Buffer.from(body, "utf8");
  if (!encoding || bytes.byteLength <= COMPRESS_MIN_BYTES) return body;
  const compressed =
    encoding === "br"
      ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : await gzipAsync(bytes, { level: 6 });
  headers.set("Content-Encoding", encoding);
  // A copy of its own: Buffers may share a pooled ArrayBuffer with others.
  return new Uint8Array(compressed);
}
