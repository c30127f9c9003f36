import { afterEach, describe, expect, it } from "vitest";
import { parseConfig, parseReturnUrlAllowlist, resetConfig } from "@/server/core/config";
import { AppError } from "@/server/core/errors";
import { safeReturnUrl } from "./return-url";

// A mobile app returns to itself after paying through one of the configured
// app schemes or universal-link origins; nothing else leaves the site.
const ORIGINAL = process.env.RETURN_URL_ALLOWLIST;
afterEach(() => {
  if (ORIGINAL === undefined) delete process.env.RETURN_URL_ALLOWLIST;
  else process.env.RETURN_URL_ALLOWLIST = ORIGINAL;
  resetConfig();
});

function allow(value: string) {
  process.env.RETURN_URL_ALLOWLIST = value;
  resetConfig();
}

function refused(url: string): boolean {
  try {
    safeReturnUrl(url);
    return false;
  } catch (e) {
    return e instanceof AppError && e.code === "VALIDATION_FAILED";
  }
}

describe("return_url for mobile apps (RETURN_URL_ALLOWLIST)", () => {
  it("accepts the configured app scheme and universal-link origin", () => {
    allow("souqevents:, https://app.souq-events.kw");
    expect(safeReturnUrl("souqevents://payments/return?booking=1")).toBe("souqevents://payments/return?booking=1");
    expect(safeReturnUrl("https://app.souq-events.kw/pay/done")).toBe("https://app.souq-events.kw/pay/done");
    expect(safeReturnUrl("/payments/return")).toMatch(/^http:\/\/localhost:\d+\/payments\/return$/);
  });

  it("refuses other schemes, other origins and look-alikes, and everything outside the site without the setting", () => {
    allow("souqevents:, https://app.souq-events.kw");
    for (const url of [
      "otherapp://payments/return",
      "https://evil.example/x",
      "https://app.souq-events.kw.evil.example/x",
      "http://app.souq-events.kw/x",
      "https://app.souq-events.kw:8443/x",
      "javascript:alert(1)",
      "//evil.example/x",
      "souqevents://user:pass@host/x",
    ]) {
      expect(refused(url), url).toBe(true);
    }
    allow("");
    expect(refused("souqevents://payments/return")).toBe(true);
    expect(refused("https://app.souq-events.kw/pay/done")).toBe(true);
  });

  it("never lets the setting open the web or scripts: such entries stop the configuration", () => {
    for (const entry of ["https:", "http://", "javascript:", "data:", "https://app.example.com/path", "http://app.example.com", "*"]) {
      expect(() => parseReturnUrlAllowlist(entry), entry).toThrow(/RETURN_URL_ALLOWLIST/);
    }
    expect(parseReturnUrlAllowlist("MyApp://, https://links.example.com/")).toEqual({ schemes: ["myapp:"], origins: ["https://links.example.com"] });
  });
});

describe("a mistaken RETURN_URL_ALLOWLIST", () => {
  it("stops the configuration (the server does not start) instead of failing payments later", () => {
    expect(() => parseConfig({ RETURN_URL_ALLOWLIST: "souqevents:, https:" })).toThrow(/RETURN_URL_ALLOWLIST/);
    expect(parseConfig({ RETURN_URL_ALLOWLIST: "souqevents:" }).RETURN_URL_ALLOWLIST).toBe("souqevents:");
  });
});
