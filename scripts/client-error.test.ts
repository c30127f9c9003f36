import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "@/server/core/errors";
// @ts-expect-error: a plain ES module of the production server, without types
import { answerClientError, CLIENT_ERRORS, LINGER_MS, MAX_DISCARDED_BYTES } from "./client-error.mjs";

// The production server's 'clientError' wiring (scripts/serve.mjs) on a plain
// HTTP server with Node's default limits: requests the parser refuses get the
// API's JSON envelope over a real socket, through raw sockets and through
// Node's own fetch (undici, which reuses keep-alive connections), and the
// refused connection is closed without a reset (a lingering close) and
// without staying open for ever.

let server: Server;
let port: number;
/** The server side of every open connection, and when each closed. */
const open = new Set<Socket>();
const closedAt = new Map<Socket, number>();
/** The socket of the last request served, and of the last one refused. */
let servedOn: Socket | undefined;
let refusedOn: Socket | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    servedOn = req.socket;
    res.end("ok");
  })
    .on("clientError", (error, socket) => {
      refusedOn ??= socket as Socket;
      answerClientError(error, socket);
    })
    .on("connection", (socket: Socket) => {
      open.add(socket);
      socket.once("close", () => {
        open.delete(socket);
        closedAt.set(socket, Date.now());
      });
    });
  server.keepAliveTimeout = 65_000; // as scripts/serve.mjs: fetch keeps its connection for the next request
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Waits until the server side of `socket` is closed (or `withinMs` passes); the time it took. */
async function closeOf(socket: Socket, withinMs: number): Promise<number> {
  const start = Date.now();
  while (open.has(socket) && Date.now() - start < withinMs) await sleep(10);
  return Date.now() - start;
}

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

describe("the same requests through Node's fetch", () => {
  const base = () => `http://127.0.0.1:${port}`;
  const longUrl = () => `${base()}/api/v1/search?q=${"a".repeat(20_000)}`;
  const bigHeaders = { cookie: Array.from({ length: 400 }, (_, i) => `c${i}=${"v".repeat(40)}`).join("; ") };

  /** A fetch that the parser refuses; the refused socket and how long the server took to close it after the answer. */
  async function refusedFetch(url: string, init: RequestInit = {}) {
    refusedOn = undefined;
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const answer = { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
    const socket = refusedOn as Socket | undefined;
    expect(socket, "the parser refused the request").toBeDefined();
    return { answer, socket: socket!, closedIn: await closeOf(socket!, LINGER_MS + 2_000) };
  }

  /** A served request, then the connection back in fetch's pool for the next one. */
  async function warmConnection() {
    const ok = await fetch(`${base()}/`);
    expect(await ok.text()).toBe("ok");
    await sleep(50);
    return servedOn!;
  }

  it("a 20 KB URL on a new connection: 414 URI_TOO_LONG in the envelope, and the connection closed once fetch is done", async () => {
    const { answer, socket, closedIn } = await refusedFetch(longUrl());
    expect(answer.status).toBe(414);
    expectEnvelope(answer, "URI_TOO_LONG");
    expect(answer.headers.connection).toBe("close");
    // Closed by the client's end, not by the linger timer: nothing left open.
    expect(open.has(socket)).toBe(false);
    expect(closedIn).toBeLessThan(LINGER_MS);
  });

  it("a 20 KB URL and 20 KB of headers on a reused keep-alive connection: 414 and 431, each connection closed", async () => {
    for (const [init, url, status, code] of [
      [{}, longUrl(), 414, "URI_TOO_LONG"],
      [{ headers: bigHeaders }, `${base()}/api/v1/me`, 431, "HEADERS_TOO_LARGE"],
    ] as const) {
      const warm = await warmConnection();
      const { answer, socket, closedIn } = await refusedFetch(url, init);
      // The connection had already served a request: earlier, such a socket was dropped without an answer.
      expect(socket).toBe(warm);
      expect(answer.status).toBe(status);
      expectEnvelope(answer, code);
      expect(open.has(socket)).toBe(false);
      expect(closedIn).toBeLessThan(LINGER_MS);
    }
  });
});

describe("closing a refused connection", () => {
  const clients: Socket[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });

  /** A client that sends the start of a 20 KB request line, then what `after` does once the answer is in. */
  function refusedClient(after: (socket: Socket) => void) {
    refusedOn = undefined;
    const state = { answer: "", error: null as NodeJS.ErrnoException | null, ended: false, closed: false };
    const client = connect({ port, host: "127.0.0.1", allowHalfOpen: true }, () => client.write(`GET /${"a".repeat(17_000)}`));
    client.on("data", (chunk) => {
      const first = state.answer === "";
      state.answer += chunk;
      if (first) after(client);
    });
    client.on("error", (error) => (state.error = error));
    client.on("end", () => (state.ended = true));
    client.on("close", () => (state.closed = true));
    clients.push(client);
    return state;
  }

  const until = async (done: () => boolean, withinMs: number) => {
    const start = Date.now();
    while (!done() && Date.now() - start < withinMs) await sleep(10);
  };

  it("keeps reading what the client still sends after the answer, and closes when the client does: no reset", async () => {
    let ended = 0;
    const state = refusedClient((client) => {
      setTimeout(() => client.write(`${"b".repeat(3_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`), 100);
      setTimeout(() => {
        ended = Date.now();
        client.end();
      }, 600);
    });
    await until(() => refusedOn !== undefined && state.answer.includes("}"), 5_000);
    const socket = refusedOn!;
    expect(state.answer).toMatch(/^HTTP\/1\.1 414 /);
    await sleep(300);
    // The rest of the request arrived after the answer: the server still reads, it has not reset the connection.
    expect(open.has(socket)).toBe(true);
    expect(socket.bytesRead).toBeGreaterThan(20_000);
    await until(() => state.closed, 5_000);
    expect(state.error).toBeNull();
    expect(open.has(socket)).toBe(false);
    expect(closedAt.get(socket)!).toBeGreaterThanOrEqual(ended);
  });

  it("destroys the connection after LINGER_MS when the client never closes it", async () => {
    const state = refusedClient(() => {});
    await until(() => refusedOn !== undefined && state.answer.includes("}"), 5_000);
    const socket = refusedOn!;
    const answeredAt = Date.now();
    expect(open.has(socket)).toBe(true);
    const took = await closeOf(socket, LINGER_MS + 2_000);
    expect(open.has(socket)).toBe(false);
    expect(took).toBeGreaterThanOrEqual(LINGER_MS - 200);
    expect(closedAt.get(socket)! - answeredAt).toBeLessThan(LINGER_MS + 1_000);
    // The client sees the server's end (a FIN: nothing unread was left to reset).
    await until(() => state.ended, 2_000);
    expect(state.ended).toBe(true);
  });

  it("destroys the connection of a client that keeps sending, once it has dropped MAX_DISCARDED_BYTES", async () => {
    let sending = true;
    const state = refusedClient((client) => {
      const chunk = "c".repeat(64 * 1024);
      const pump = () => {
        while (sending && !client.destroyed && client.write(chunk));
        if (sending && !client.destroyed) client.once("drain", pump);
      };
      pump();
    });
    await until(() => refusedOn !== undefined && state.answer.includes("}"), 5_000);
    const socket = refusedOn!;
    const took = await closeOf(socket, LINGER_MS + 2_000);
    sending = false;
    expect(open.has(socket)).toBe(false);
    expect(socket.bytesRead).toBeGreaterThan(MAX_DISCARDED_BYTES);
    expect(took).toBeLessThan(LINGER_MS);
  });
});
