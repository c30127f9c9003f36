import { randomInt, randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { allEndpoints } from "@/server/api/registry";
import { freezeClock, resetClock } from "@/server/core/clock";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { signedIn, TEST_PASSWORD, uniqueEmail } from "@/server/test/identity";
import { enrollTotp, totpCode } from "@/server/test/two-factor";
import { setOidcFetch } from "../registration/oidc";
import { hashPassword } from "../password-hash";

// The one token rule (server/identity/sessions/token-delivery.ts) over every endpoint
// that signs someone in or renews a session: an API client (no `device`, or
// its session in the body / a Bearer header) gets the tokens in the body and
// no cookies; the web portal (`device.platform: "web"`, or its session
// cookie) gets httpOnly cookies and a body without token values.

type Kind = "web" | "api";
type Answer = Awaited<ReturnType<typeof call>>;
const WEB_DEVICE = { device: { platform: "web" } };
const deviceFor = (kind: Kind) => (kind === "web" ? WEB_DEVICE : {}); // an API client here omits `device` altogether

let passwordHash: string;
async function passwordAccount() {
  const user = await signedIn({ email: uniqueEmail("rule") });
  await db.user.update({ where: { id: user.id }, data: { passwordHash } });
  return user;
}
const login = async (kind: Kind) => {
  const user = await passwordAccount();
  return call("/auth/login", { method: "POST", body: { email: user.email, password: TEST_PASSWORD, ...deviceFor(kind) } });
};
/** The portal's next request: its cookies, from its own origin (cookie-authenticated writes need it). */
const portalHeaders = (answer: Answer) => ({
  cookie: answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; "),
  host: "souq.example.kw",
  origin: "https://souq.example.kw",
});

function registerPending(email = uniqueEmail("rule")) {
  const body = {
    first_name: "Noura",
    last_name: "Al-Mutairi",
    email,
    password: TEST_PASSWORD,
    preferred_locale: "en",
    terms_accepted: true,
    terms_version: "2026-01",
  };
  return { email, body };
}

const GOOGLE = { iss: "https://accounts.google.com", aud: "google-web-client" };
let signIdToken: () => Promise<string>;

/** Each sign-in endpoint, how a web and an API client call it, and the status of a success. */
const SIGN_IN_ENDPOINTS: Record<string, { status: number; signsIn: boolean; run: (kind: Kind) => Promise<Answer> }> = {
  "POST /auth/register": {
    // Registration opens no session for either client: the emailed link does (POST /auth/email/verify).
    status: 201,
    signsIn: false,
    run: async (kind) => call("/auth/register", { method: "POST", body: { ...registerPending().body, ...deviceFor(kind) } }),
  },
  "POST /auth/login": { status: 200, signsIn: true, run: login },
  "POST /auth/email/verify": {
    status: 200,
    signsIn: true,
    run: async (kind) => {
      const { email, body } = registerPending();
      expect((await call("/auth/register", { method: "POST", body })).status).toBe(201);
      const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "verify_email" } });
      const token = mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];
      return call("/auth/email/verify", { method: "POST", body: { token, ...deviceFor(kind) } });
    },
  },
  "POST /auth/otp/verify": {
    status: 201, // a new phone: the code creates the account
    signsIn: true,
    run: async (kind) => {
      const phone = `+9656${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
      expect((await call("/auth/otp/send", { method: "POST", body: { phone, purpose: "login" } })).status).toBe(200);
      const sms = await db.outboundMessage.findFirstOrThrow({ where: { recipient: phone, channel: "sms" } });
      const code = sms.body.match(/\b\d{6}\b/)![0];
      return call("/auth/otp/verify", { method: "POST", body: { phone, code, purpose: "login", ...deviceFor(kind) } });
    },
  },
  "POST /auth/social": {
    status: 201,
    signsIn: true,
    run: async (kind) => call("/auth/social", { method: "POST", body: { provider: "google", id_token: await signIdToken(), ...deviceFor(kind) } }),
  },
  "POST /auth/social/{provider}/callback": {
    status: 201,
    signsIn: true,
    run: async (kind) => call("/auth/social/google/callback", { method: "POST", body: { id_token: await signIdToken(), ...deviceFor(kind) } }),
  },
  "POST /auth/2fa/verify": {
    // The second step of an account with two-factor sign-in on follows the first step's client.
    status: 200,
    signsIn: true,
    run: async (kind) => {
      freezeClock();
      const user = await passwordAccount();
      const { secret } = await enrollTotp(user.token);
      const first = await call("/auth/login", { method: "POST", body: { email: user.email, password: TEST_PASSWORD, ...deviceFor(kind) } });
      expect(first.headers.getSetCookie()).toEqual([]);
      const done = await call("/auth/2fa/verify", { method: "POST", body: { challenge_token: first.json.data.challenge_token, code: totpCode(secret) } });
      resetClock();
      return done;
    },
  },
  "POST /auth/refresh": {
    status: 200,
    signsIn: true,
    run: async (kind) => {
      const first = await login(kind);
      return kind === "web"
        ? call("/auth/refresh", { method: "POST", body: {}, headers: portalHeaders(first) })
        : call("/auth/refresh", { method: "POST", body: { refresh_token: first.json.data.token.refresh_token } });
    },
  },
  "POST /auth/context": {
    status: 200,
    signsIn: true,
    run: async (kind) => {
      const first = await login(kind);
      const headers = kind === "web" ? portalHeaders(first) : { authorization: `Bearer ${first.json.data.token.access_token}` };
      return call("/auth/context", { method: "POST", body: { context: "customer" }, headers });
    },
  },
};

beforeAll(async () => {
  passwordHash = await hashPassword(TEST_PASSWORD);
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "rule", alg: "RS256", use: "sig" };
  vi.stubEnv("GOOGLE_CLIENT_IDS", GOOGLE.aud);
  resetConfig();
  setOidcFetch(async () => Response.json({ keys: [jwk] }));
  signIdToken = () =>
    new SignJWT({ email: `${randomUUID()}@gmail.com`, email_verified: true })
      .setProtectedHeader({ alg: "RS256", kid: "rule" })
      .setIssuer(GOOGLE.iss)
      .setAudience(GOOGLE.aud)
      .setSubject(randomUUID())
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);
});
afterAll(() => {
  setOidcFetch();
  vi.unstubAllEnvs();
  resetConfig();
});

describe("the token rule", () => {
  it("covers every endpoint whose answer carries a token pair (the API registry), and registration", () => {
    const withTokens = allEndpoints()
      .filter((e) => e.response && JSON.stringify(z.toJSONSchema(e.response, { unrepresentable: "any", io: "output" })).includes("refresh_expires_at"))
      .map((e) => `${e.method} ${e.path}`);
    expect(Object.keys(SIGN_IN_ENDPOINTS).sort()).toEqual([...withTokens, "POST /auth/register"].sort());
  });

  for (const [endpoint, { status, signsIn, run }] of Object.entries(SIGN_IN_ENDPOINTS)) {
    it(`${endpoint}: an API client gets the tokens in the body and no cookies`, async () => {
      const res = await run("api");
      expect(res.status).toBe(status);
      expect(res.headers.getSetCookie()).toEqual([]);
      const token = res.json.data.token ?? res.json.data; // refresh answers the pair itself
      if (!signsIn) return expect(res.json.data.token).toBeNull();
      expect(token).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: "Bearer" });
    });

    it(`${endpoint}: the web portal gets httpOnly cookies and no token in the body`, async () => {
      const res = await run("web");
      expect(res.json.error).toBeUndefined();
      expect(res.status).toBe(status);
      if (!signsIn) {
        expect(res.headers.getSetCookie()).toEqual([]);
        return expect(res.json.data.token).toBeNull();
      }
      const cookies = res.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith("access_token="))).toMatch(/HttpOnly/);
      expect(cookies.find((c) => c.startsWith("refresh_token="))).toMatch(/HttpOnly/);
      expect(JSON.stringify(res.json)).not.toMatch(/access_token|refresh_token/);
      expect(res.json.data.token ?? res.json.data).toMatchObject({ expires_at: expect.any(String), refresh_expires_at: expect.any(String) });
    });
  }
});
