// The production HTTP server behind `npm start` (instead of `next start`):
// Next's own server keeps a client-sent X-Forwarded-For as is and drops the
// TCP peer address, so any client could choose the IP its rate limits count
// against. Here the peer address is appended to X-Forwarded-For first, the
// way a proxy does; the app then reads the chain from the right, trusting
// only `TRUST_PROXY` proxies in front (server/core/http/request-context.ts).
import { createServer } from "node:http";
import path from "node:path";
import next from "next";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";

const app = next({ dev: false, dir: root, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();

createServer((req, res) => {
  const peer = req.socket.remoteAddress ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  const chain = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
  req.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
  void handle(req, res);
}).listen(port, hostname, () => console.log(`> Ready on http://localhost:${port}`));
