import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, setLogger } from "@/server/core/log";
import { call, freshIp } from "@/server/test/http";

// What an operator's log collector receives: one JSON object per API answer,
// carrying the request id the client saw in X-Request-Id, and never a secret.

afterEach(() => setLogger(undefined));

function capture(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  setLogger(createLogger(sink, level));
  return lines;
}

describe("structured request logs", () => {
  it("writes one JSON line per answer with the request id of X-Request-Id, method, path, status and duration", async () => {
    const lines = capture();
    const res = await call("/countries", { ip: freshIp() });
    expect(res.status).toBe(200);
    const line = lines.find((l) => l.request_id === res.headers.get("x-request-id"));
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", path: "/api/v1/countries", status: 200 });
    expect(typeof line!.time).toBe("string");
    expect(line!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("a refused sign-in is logged without the password or the body", async () => {
    const lines = capture();
    const res = await call("/auth/login", { method: "POST", ip: freshIp(), body: { email: "nobody@example.com", password: "Secret-Pass-123" } });
    expect(res.status).toBe(401);
    const line = lines.find((l) => l.request_id === res.json.error.request_id);
    expect(line).toMatchObject({ status: 401, path: "/api/v1/auth/login" });
    expect(JSON.stringify(lines)).not.toContain("Secret-Pass-123");
  });

  it("logs nothing below its level (LOG_LEVEL=warn: no line for a 200)", async () => {
    const lines = capture("warn");
    await call("/countries", { ip: freshIp() });
    expect(lines).toEqual([]);
  });
});
