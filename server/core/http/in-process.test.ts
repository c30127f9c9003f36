import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "../config";
import { inProcessGet } from "./in-process";

// The in-process API GET of a page render carries the page caller's cookies,
// language, origin and client address as the API reads them, and nothing a
// client could use to pick another address, origin or identity.

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetConfig();
});

const page = (headers: Record<string, string>) => new Headers(headers);

describe("inProcessGet", () => {
  it("carries the cookies, the page's language and Host, and the one client address the API would read", () => {
    delete process.env.TRUST_PROXY;
    resetConfig();
    const request = inProcessGet(
      "/events/01J?x=1",
      page({
        host: "127.0.0.1:3000",
        cookie: "access_token=t; signed_in=1",
        "accept-language": "fr",
        "x-forwarded-for": "1.1.1.1, 203.0.113.9",
        authorization: "Bearer other",
      }),
      "en",
    );
    expect(request.method).toBe("GET");
    expect(request.url).toBe("http://127.0.0.1:3000/api/v1/events/01J?x=1");
    expect(request.headers.get("cookie")).toBe("access_token=t; signed_in=1");
    expect(request.headers.get("accept-language")).toBe("en");
    expect(request.headers.get("host")).toBe("127.0.0.1:3000");
    expect(request.headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(request.headers.get("authorization")).toBeNull();
    // Not behind a trusted proxy: forwarded origins are the client's words, never passed on.
    expect(request.headers.get("x-forwarded-host")).toBeNull();
  });

  it("behind TRUST_PROXY passes the address and origin the trusted proxy wrote, not what the client wrote before it", () => {
    process.env.TRUST_PROXY = "1";
    resetConfig();
    const request = inProcessGet(
      "/me",
      page({
        host: "10.0.0.5:3000",
        "x-forwarded-for": "1.1.1.1, 198.51.100.7, 10.0.0.2",
        "x-forwarded-host": "evil.example, souq.example",
        "x-forwarded-proto": "http, https",
      }),
      "ar",
    );
    expect(request.headers.get("x-forwarded-for")).toBe("198.51.100.7");
    expect(request.headers.get("x-forwarded-host")).toBe("souq.example");
    expect(request.headers.get("x-forwarded-proto")).toBe("https");
    expect(request.headers.get("cookie")).toBeNull();
  });

  it("a missing or malformed Host is localhost", () => {
    expect(new URL(inProcessGet("/me", page({}), "ar").url).host).toBe("localhost");
    expect(new URL(inProcessGet("/me", page({ host: "a/b@c" }), "ar").url).host).toBe("localhost");
  });
});
