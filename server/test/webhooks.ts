import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";

// A real webhook receiver for tests: an HTTP server on 127.0.0.1 that records
// every request (headers, raw body) and answers the status set per path.
// The sender reaches it only with WEBHOOKS_ALLOW_LOOPBACK=1.

export type Received = { path: string; headers: IncomingHttpHeaders; body: string };

export async function startReceiver() {
  const received: Received[] = [];
  const statuses = new Map<string, number>();
  const redirects = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const to = redirects.get(path);
      if (to) return res.writeHead(302, { location: to }).end();
      res.writeHead(statuses.get(path) ?? 200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, status: number) => statuses.set(path, status),
    redirect: (path: string, to: string) => redirects.set(path, to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Delivers the outbox until nothing is due: domain events, then the webhook deliveries they queued. */
export async function drainOutbox(): Promise<void> {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}
