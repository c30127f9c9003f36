import { describe, expect, it, vi } from "vitest";
import { signedIn } from "@/server/test/identity";
import { resetConfig } from "@/server/core/config";
import { call } from "@/server/test/http";
import { apiSecurityHeaders, pageSecurityHeaders } from "../core/http/security-headers";

// Security headers on API responses and pages (docs/architecture.md).

describe("API security headers", () => {
  it("sends nosniff, no framing and a referrer policy everywhere, and no-store on authenticated answers", async () => {
    const guest = await call("/categories");
    expect(guest.status).toBe(200);
    expect(guest.headers.get("x-content-type-options")).toBe("nosniff");
    expect(guest.headers.get("x-frame-options")).toBe("DENY");
    expect(guest.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(guest.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(guest.headers.get("cache-control")).toBeNull();

    const user = await signedIn();
    const me = await call("/me", { headers: { authorization: `Bearer ${user.token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    expect(me.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("page security headers (proxy.ts)", () => {
  // proxy.ts itself needs Next's runtime (next-intl's middleware does not load under vitest); it sends these.
  it("is a CSP with the request's script nonce, no framing, no plugins", () => {
    const headers = pageSecurityHeaders("bm9uY2U=");
    const csp = headers["Content-Security-Policy"];
    expect(csp).toContain("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("lets pages opened under another host name load public images from the app's origin", () => {
    vi.stubEnv("PORT", "3600");
    resetConfig();
    expect(pageSecurityHeaders("x")["Content-Security-Policy"]).toContain("img-src 'self' data: blob: https: http://localhost:3600;");
    vi.stubEnv("APP_URL", "https://souq.example.kw/base/");
    resetConfig();
    expect(pageSecurityHeaders("x")["Content-Security-Policy"]).toContain("img-src 'self' data: blob: https: https://souq.example.kw;");
    vi.unstubAllEnvs();
    resetConfig();
  });

  it("adds HSTS in production only", () => {
    vi.stubEnv("NODE_ENV", "production");
    resetConfig();
    try {
      expect(pageSecurityHeaders("x")["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
      expect(apiSecurityHeaders(false)["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      vi.unstubAllEnvs();
      resetConfig();
    }
  });
});
