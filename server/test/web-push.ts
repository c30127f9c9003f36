import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { OutboundPolicy } from "../core/outbound-http";

// Test support: a browser's subscription keys and a local HTTP server playing
// its push service, which decrypts what it receives as a browser would (RFC 8291).

/** Local receivers are reachable over http only in tests. */
export const LOOPBACK: OutboundPolicy = { allowHttp: true, allowedAddress: () => true };

export type Browser = { keys: { p256dh: string; auth: string }; decrypt(body: Buffer): string };

/** A P-256 key pair and an auth secret, as a browser makes for a subscription. */
export function browserKeys(): Browser {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    decrypt(body) {
      // aes128gcm header: salt(16) | record size(4) | key id length(1) | key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const senderKey = body.subarray(21, 21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", secret, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const record = body.subarray(21 + idLength);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then padding zeros.
      return plain.subarray(0, plain.lastIndexOf(2)).toString("utf8");
    },
  };
}

export type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service answering each request with `answer` (default 201 with a Location). */
export async function pushService(answer: () => { status: number; headers?: Record<string, string> } = () => ({ status: 201 })) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      const { status, headers } = answer();
      res.writeHead(status, { location: `/messages/${received.length}`, ...headers });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    endpoint: (id = randomBytes(8).toString("hex")) => `http://127.0.0.1:${port}/push/${id}`,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
