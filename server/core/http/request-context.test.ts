import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "../config";
import { clientIp } from "./request-context";

// The client IP that per-IP rate limits count against: X-Forwarded-For read
// from the right, trusting only the configured number of proxies.

const ip = (xff: string) => clientIp(new Headers({ "x-forwarded-for": xff }));

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetConfig();
});

describe("clientIp", () => {
  it("by default (direct) takes the address the server appended, whatever the client wrote before it", () => {
    delete process.env.TRUST_PROXY;
    resetConfig();
    expect(ip("1.1.1.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(ip("203.0.113.9")).toBe("203.0.113.9");
    expect(clientIp(new Headers())).toBe("unknown");
  });

  it("behind TRUST_PROXY proxies takes the address the outermost trusted proxy saw", () => {
    process.env.TRUST_PROXY = "1";
    resetConfig();
    // client wrote 1.1.1.1; the proxy appended the real client 198.51.100.7; the server appended the proxy 10.0.0.2
    expect(ip("1.1.1.1, 198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
    process.env.TRUST_PROXY = "2";
    resetConfig();
    expect(ip("1.1.1.1, 198.51.100.7, 10.0.0.3, 10.0.0.2")).toBe("198.51.100.7");
  });
});
