import { describe, expect, it } from "vitest";
import { call } from "@/server/test/http";
import { registerUser, signedIn, TEST_PASSWORD } from "@/server/test/identity";

// Web sessions live in httpOnly cookies: no token in any web response body,
// and cookie-authenticated writes only from our own origin.

const cookieOf = (res: { headers: Headers }, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))!
    .split(";")[0];

async function webSignIn() {
  const { email } = await registerUser({ verified: true });
  const res = await call("/auth/login", { method: "POST", body: { email, password: TEST_PASSWORD, device: { platform: "web" } } });
  expect(res.status).toBe(200);
  return res;
}

describe("web sign-in", () => {
  it("answers sign-in and refresh with the tokens in cookies only, never in the body", async () => {
    const login = await webSignIn();
    expect(JSON.stringify(login.json)).not.toMatch(/access_token|refresh_token/);
    expect(login.json.data.token).toEqual({ token_type: "Bearer", expires_at: expect.any(String), refresh_expires_at: expect.any(String) });

    const refreshed = await call("/auth/refresh", { method: "POST", body: {}, headers: { cookie: cookieOf(login, "refresh_token") } });
    expect(refreshed.status).toBe(200);
    expect(JSON.stringify(refreshed.json)).not.toMatch(/access_token|refresh_token/);
    const access = cookieOf(refreshed, "access_token");
    expect((await call("/me", { headers: { cookie: access } })).status).toBe(200);
  });
});

describe("cookie-authenticated writes (CSRF)", () => {
  const rename = (cookie: string, headers: Record<string, string>) =>
    call("/me", { method: "PATCH", body: { first_name: "Hessa" }, headers: { cookie, ...headers } });

  it("accepts the Host's own origin and refuses another origin even when it names itself in X-Forwarded-Host", async () => {
    const cookie = cookieOf(await webSignIn(), "access_token");
    const forged = await rename(cookie, { host: "souq.example.kw", origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(forged.status).toBe(403);
    expect(forged.json.error).toMatchObject({ code: "FORBIDDEN", request_id: expect.any(String) });
    const own = await rename(cookie, { host: "souq.example.kw", origin: "https://souq.example.kw" });
    expect(own.status).toBe(200);
    expect(own.json.data.first_name).toBe("Hessa");
  });

  it("refuses a cookie write naming no origin at all, accepts our own Referer, and leaves bearer calls alone", async () => {
    const login = await webSignIn();
    const cookie = cookieOf(login, "access_token");
    const bare = await rename(cookie, { host: "souq.example.kw" });
    expect(bare.status).toBe(403);
    expect(bare.json.error.code).toBe("FORBIDDEN");
    // Not even when the request claims to be same-site: Sec-Fetch-Site is only a hint.
    expect((await rename(cookie, { host: "souq.example.kw", "sec-fetch-site": "same-origin" })).status).toBe(403);
    expect((await rename(cookie, { host: "souq.example.kw", origin: "null" })).status).toBe(403);
    expect((await rename(cookie, { host: "souq.example.kw", referer: "https://evil.example/souq.example.kw/account" })).status).toBe(403);
    const referred = await rename(cookie, { host: "souq.example.kw", referer: "https://souq.example.kw/en/account/profile" });
    expect(referred.status).toBe(200);
    // A read needs no origin.
    expect((await call("/me", { headers: { cookie, host: "souq.example.kw" } })).status).toBe(200);

    const { token } = await signedIn();
    const mobile = await call("/me", {
      method: "PATCH",
      body: { first_name: "Hessa" },
      headers: { authorization: `Bearer ${token}`, host: "souq.example.kw" },
    });
    expect(mobile.status).toBe(200);
  });
});
