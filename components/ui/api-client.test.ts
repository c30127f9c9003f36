import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/components/ui/api-client";

// The browser client against a scripted fetch: what it sends and what a page
// gets back for each kind of answer.

type Sent = { url: string; method: string; headers: Record<string, string>; body: string | undefined; credentials: string | undefined };

let sent: Sent[];
let answers: Response[];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const expired = () => json(401, { error: { code: "UNAUTHENTICATED", message: "Sign in required", details: null, request_id: "r1" } });

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? "GET",
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
      credentials: init.credentials,
    });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${init.method} ${url}`);
    return next;
  });
  // A signed-in browser: the session marker cookie (no token) beside the HttpOnly session cookies.
  vi.stubGlobal("document", { cookie: "signed_in=1" });
});

afterEach(() => vi.unstubAllGlobals());

describe("api()", () => {
  it("unwraps data and meta of the envelope and sends the page's language with the session cookie", async () => {
    answers.push(json(200, { data: [{ id: "u1" }], meta: { pagination: { page: 2, per_page: 20, total: 21, total_pages: 2 } } }));
    const res = await api<{ id: string }[], { pagination: { page: number } }>("/admin/users?page=2", { locale: "ar" });
    expect(res).toEqual({ ok: true, status: 200, data: [{ id: "u1" }], meta: { pagination: { page: 2, per_page: 20, total: 21, total_pages: 2 } } });
    expect(sent).toEqual([
      { url: "/api/v1/admin/users?page=2", method: "GET", headers: { "Accept-Language": "ar" }, body: undefined, credentials: "same-origin" },
    ]);
  });

  it("sends a JSON body with the extra headers, and meta is {} when the answer has none", async () => {
    answers.push(json(201, { data: { id: "s1" } }));
    const res = await api<{ id: string }>("/subscriptions", { method: "POST", locale: "en", body: { plan_id: "p1" }, headers: { "Idempotency-Key": "k-1" } });
    expect(res).toEqual({ ok: true, status: 201, data: { id: "s1" }, meta: {} });
    expect(sent[0]).toMatchObject({
      method: "POST",
      headers: { "Accept-Language": "en", "Content-Type": "application/json", "Idempotency-Key": "k-1" },
      body: JSON.stringify({ plan_id: "p1" }),
    });
  });

  it("answers 204 with data null", async () => {
    answers.push(new Response(null, { status: 204 }));
    expect(await api("/vendors/me/services/s1", { method: "DELETE", locale: "en" })).toEqual({ ok: true, status: 204, data: null, meta: {} });
  });

  it("returns the error envelope with retry_after from Retry-After, and a generic error when the body is not JSON", async () => {
    answers.push(json(429, { error: { code: "RATE_LIMITED", message: "Too many requests", details: null, request_id: "r2" } }, { "Retry-After": "42" }));
    answers.push(new Response("<html>bad gateway</html>", { status: 502 }));
    expect(await api("/auth/otp/send", { method: "POST", locale: "ar", body: {} })).toEqual({
      ok: false,
      status: 429,
      error: { code: "RATE_LIMITED", message: "Too many requests", details: null, request_id: "r2", retry_after: 42 },
    });
    expect(await api("/me", { locale: "ar" })).toEqual({ ok: false, status: 502, error: { code: "INTERNAL_ERROR", message: "", details: null } });
  });

  it("refreshes an expired access token once and repeats the request with the same headers", async () => {
    answers.push(expired(), json(200, { data: { access_token: "t2" } }), json(201, { data: { id: "s1" } }));
    const res = await api("/subscriptions", { method: "POST", locale: "en", body: { plan_id: "p1" }, headers: { "Idempotency-Key": "k-2" } });
    expect(res).toMatchObject({ ok: true, status: 201, data: { id: "s1" } });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(["POST /api/v1/subscriptions", "POST /api/v1/auth/refresh", "POST /api/v1/subscriptions"]);
    expect(sent[2].headers["Idempotency-Key"]).toBe("k-2");
    expect(sent[2].body).toBe(sent[0].body);
  });

  it("returns the first 401 when the refresh fails, without repeating the request", async () => {
    answers.push(expired(), json(401, { error: { code: "UNAUTHENTICATED", message: "", details: null, request_id: "r3" } }));
    const res = await api("/me", { locale: "en" });
    expect(res).toMatchObject({ ok: false, status: 401, error: { code: "UNAUTHENTICATED", message: "Sign in required" } });
    expect(sent.map((s) => s.url)).toEqual(["/api/v1/me", "/api/v1/auth/refresh"]);
    expect(document.cookie).toContain("Max-Age=0"); // the refused refresh drops the marker
  });

  it("does not try a refresh for a visitor (no session marker)", async () => {
    vi.stubGlobal("document", { cookie: "" });
    answers.push(expired());
    const res = await api("/me", { locale: "en" });
    expect(res).toMatchObject({ ok: false, status: 401 });
    expect(sent.map((s) => s.url)).toEqual(["/api/v1/me"]);
  });

  it("never refreshes for /auth/* calls (a wrong password is not an expired session)", async () => {
    answers.push(json(401, { error: { code: "AUTH_INVALID_CREDENTIALS", message: "", details: null, request_id: "r4" } }));
    const res = await api("/auth/login", { method: "POST", locale: "en", body: { email: "a@example.com", password: "x" } });
    expect(res).toMatchObject({ ok: false, status: 401, error: { code: "AUTH_INVALID_CREDENTIALS" } });
    expect(sent).toHaveLength(1);
  });
});
