import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "@/server/core/errors";
// @ts-expect-error: a plain ES module of the production server, without types
import { answerClientError, CLIENT_ERRORS } from "./client-error.mjs";

// The production server's 'clientError' wiring (scripts/serve.mjs) on a plain
// HTTP server with Node's default limits: requests the parser refuses get the
// API's JSON envelope over a real socket.

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_req, res) => res.end("ok")).on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, ...rest] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

const expectEnvelope = (answer: { headers: Record<string, string>; body: string }, code: string) => {
  expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
  const body = JSON.parse(answer.body);
  expect(body).toEqual({ error: { code, message: expect.any(String), details: null, request_id: expect.stringMatching(/^[0-9A-Z]{26}$/) } });
  expect(answer.headers["x-request-id"]).toBe(body.error.request_id);
  expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
};

describe("requests the HTTP parser refuses", () => {
  it("answers a 20 KB URL with 414 in the JSON envelope", async () => {
    const answer = await rawRequest(`GET /api/v1/search?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(414);
    expectEnvelope(answer, "URI_TOO_LONG");
  });

  it("answers 20 KB of headers with 431 in the JSON envelope", async () => {
    const cookies = Array.from({ length: 400 }, (_, i) => `c${i}=${"v".repeat(40)}`).join("; ");
    const answer = await rawRequest(`GET /api/v1/me HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookies}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectEnvelope(answer, "HEADERS_TOO_LARGE");
  });

  it("answers a malformed request with 400 in the JSON envelope", async () => {
    const answer = await rawRequest("GET /\x01 HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(answer.status).toBe(400);
    expectEnvelope(answer, "BAD_REQUEST");
  });

  it("still serves ordinary requests", async () => {
    const answer = await rawRequest("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(200);
  });

  it("uses the catalogue's codes, statuses and messages", () => {
    for (const [code, { status, message }] of Object.entries(CLIENT_ERRORS as Record<string, { status: number; message: string }>)) {
      expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]).toMatchObject({ status, message });
    }
  });
});
