import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { tag } from "@/server/test/identity";
import { setOidcFetch } from "./oidc";
import { hashPassword } from "../password-hash";

const GOOGLE = { iss: "https://accounts.google.com", aud: "google-web-client" };
const APPLE = { iss: "https://appleid.apple.com", aud: "com.example.app" };
const HOUR = 60 * 60_000;

type Key = { kid: string; privateKey: CryptoKey; jwk: JWK };
async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

let key: Key;
let otherKey: Key;
/** What the fake provider serves, how often it was asked, and whether it is down. */
const provider = { keys: [] as JWK[], fetches: 0, down: false };

type TokenOptions = {
  sub?: string;
  email?: string | null;
  verified?: boolean | string;
  iss?: string;
  aud?: string;
  expiresInS?: number;
  signer?: Key;
  kid?: string;
};
async function idToken(o: TokenOptions = {}, base = GOOGLE): Promise<string> {
  const signer = o.signer ?? key;
  const t = Math.floor(now().getTime() / 1000);
  const claims: Record<string, unknown> = {};
  if (o.email !== null) claims.email = o.email ?? `${randomUUID()}@gmail.com`;
  if (o.verified !== undefined) claims.email_verified = o.verified;
  else if (o.email !== null) claims.email_verified = true;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: o.kid ?? signer.kid })
    .setIssuer(o.iss ?? base.iss)
    .setAudience(o.aud ?? base.aud)
    .setSubject(o.sub ?? randomUUID())
    .setIssuedAt(t)
    .setExpirationTime(t + (o.expiresInS ?? 600))
    .sign(signer.privateKey);
}

const social = (body: Record<string, unknown>) => call("/auth/social", { method: "POST", body: { device: { platform: "ios" }, ...body } });
const callback = (name: string, body: Record<string, unknown>) =>
  call(`/auth/social/${name}/callback`, { method: "POST", body: { device: { platform: "ios" }, ...body } });

async function passwordAccount(password = "a long password 123") {
  const email = `${randomUUID()}@example.com`;
  const user = await db.user.create({
    data: {
      id: newId(),
      email,
      passwordHash: await hashPassword(password),
      firstName: "Sara",
      lastName: "Ali",
      status: "active",
      emailVerifiedAt: now(),
      createdAt: now(),
    },
  });
  return { user, email, password };
}

beforeAll(async () => {
  key = await newKey("k1");
  otherKey = await newKey("k2");
});

beforeEach(() => {
  freezeClock();
  vi.stubEnv("GOOGLE_CLIENT_IDS", `other-client, ${GOOGLE.aud}`);
  vi.stubEnv("APPLE_CLIENT_IDS", APPLE.aud);
  resetConfig();
  Object.assign(provider, { keys: [key.jwk], fetches: 0, down: false });
  setOidcFetch(async () => {
    provider.fetches++;
    return provider.down ? new Response("unavailable", { status: 503 }) : Response.json({ keys: provider.keys });
  });
});

afterAll(() => {
  setOidcFetch();
  resetClock();
  vi.unstubAllEnvs();
  resetConfig();
});

describe("POST /auth/social", () => {
  it("creates an active customer account on first sign-in, then signs into the same account", async () => {
    const sub = randomUUID();
    const email = `${randomUUID()}@gmail.com`;
    const first = await social({ provider: "google", id_token: await idToken({ sub, email }), first_name: "Huda", last_name: "Saleh" });
    expect(first.status).toBe(201);
    expect(first.json.data.created).toBe(true);
    expect(first.json.data.user).toMatchObject({ email, email_verified: true, status: "active", first_name: "Huda", last_name: "Saleh" });
    expect(first.json.data.token.access_token).toBeTruthy();
    const userId = first.json.data.user.id;
    expect(await db.socialIdentity.findUnique({ where: { provider_subject: { provider: "google", subject: sub } } })).toMatchObject({ userId, email });
    const roles = await db.userRole.findMany({ where: { userId }, include: { role: true } });
    expect(roles.map((r) => r.role.code)).toEqual(["customer"]);
    expect(await db.auditLog.findFirst({ where: { entityId: userId, action: "auth.register" } })).toMatchObject({
      diff: { method: "social", provider: "google" },
    });

    // The subject is the key: a changed email still reaches the same account.
    const again = await social({ provider: "google", id_token: await idToken({ sub, email: `${randomUUID()}@gmail.com` }) });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ created: false, user: { id: userId, email } });
  });

  it("gives web clients session cookies", async () => {
    const res = await social({ provider: "google", id_token: await idToken(), device: { platform: "web" } });
    expect(res.status).toBe(201);
    // Access and refresh tokens, plus the signed-in marker.
    expect(res.headers.getSetCookie()).toHaveLength(3);
  });

  it("accepts private-relay emails", async () => {
    const email = `${tag()}@privaterelay.appleid.com`;
    const res = await social({ provider: "apple", id_token: await idToken({ email, verified: "true" }, APPLE) });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ email, email_verified: true });
  });

  it.each([
    ["a wrong audience", () => ({ aud: "someone-elses-client" })],
    ["a wrong issuer", () => ({ iss: "https://evil.example.com" })],
    ["an expired token", () => ({ expiresInS: -60 })],
    // Signed by another key but naming the provider's key (keys exist only once beforeAll ran).
    ["a bad signature", () => ({ signer: otherKey, kid: "k1" })],
  ] as [string, () => TokenOptions][])("refuses %s with 401 AUTH_INVALID_SOCIAL_TOKEN and creates nothing", async (_, options) => {
    const sub = randomUUID();
    const res = await social({ provider: "google", id_token: await idToken({ sub, ...options() }) });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("AUTH_INVALID_SOCIAL_TOKEN");
    expect(await db.socialIdentity.count({ where: { subject: sub } })).toBe(0);
  });

  it("refuses a token that is not a JWT", async () => {
    const res = await social({ provider: "google", id_token: "not.a.jwt" });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("AUTH_INVALID_SOCIAL_TOKEN");
  });

  it("does not accept one provider's token for the other", async () => {
    const res = await social({ provider: "apple", id_token: await idToken({}, GOOGLE) });
    expect(res.status).toBe(401);
  });

  it("answers 404 for a provider without configured client ids", async () => {
    vi.stubEnv("APPLE_CLIENT_IDS", undefined);
    resetConfig();
    const res = await social({ provider: "apple", id_token: await idToken({}, APPLE) });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("NOT_FOUND");
  });

  it("refuses a suspended account with 403", async () => {
    const sub = randomUUID();
    const first = await social({ provider: "google", id_token: await idToken({ sub }) });
    await db.user.update({ where: { id: first.json.data.user.id }, data: { status: "suspended" } });
    const res = await social({ provider: "google", id_token: await idToken({ sub }) });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("FORBIDDEN");
  });

  it("cancels a pending deletion request on sign-in", async () => {
    const sub = randomUUID();
    const first = await social({ provider: "google", id_token: await idToken({ sub }) });
    const userId = first.json.data.user.id;
    await db.user.update({ where: { id: userId }, data: { status: "deletion_requested", deletionRequestedAt: now() } });
    const res = await social({ provider: "google", id_token: await idToken({ sub }) });
    expect(res.status).toBe(200);
    expect(res.json.data.user.status).toBe("active");
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ status: "active", deletionRequestedAt: null });
  });
});

describe("provider key set cache", () => {
  it("reuses the keys for an hour, then refetches", async () => {
    const clock = freezeClock();
    expect((await social({ provider: "google", id_token: await idToken() })).status).toBe(201);
    clock.advance(30 * 60_000);
    expect((await social({ provider: "google", id_token: await idToken() })).status).toBe(201);
    expect(provider.fetches).toBe(1);
    clock.advance(31 * 60_000);
    expect((await social({ provider: "google", id_token: await idToken() })).status).toBe(201);
    expect(provider.fetches).toBe(2);
  });

  it("uses cached keys for up to 24 hours while the provider is down, then refuses", async () => {
    const clock = freezeClock();
    expect((await social({ provider: "google", id_token: await idToken() })).status).toBe(201);
    provider.down = true;
    clock.advance(23 * HOUR);
    expect((await social({ provider: "google", id_token: await idToken() })).status).toBe(201);
    expect(provider.fetches).toBe(2); // it did try
    clock.advance(2 * HOUR);
    const refused = await social({ provider: "google", id_token: await idToken() });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe("AUTH_INVALID_SOCIAL_TOKEN");
    // The provider is back: keys are fetched again.
    provider.down = false;
    expect((await social({ provider: "google", id_token: await idToken() })).status).toBe(201);
  });

  it("refetches when a token names an unknown key (provider rotated keys)", async () => {
    const clock = freezeClock();
    expect((await social({ provider: "google", id_token: await idToken() })).status).toBe(201);
    provider.keys = [key.jwk, otherKey.jwk];
    clock.advance(60_000);
    const rotated = await social({ provider: "google", id_token: await idToken({ signer: otherKey }) });
    expect(rotated.status).toBe(201);
    expect(provider.fetches).toBe(2);
  });

  it("refetches for unknown keys at most every 30 seconds", async () => {
    expect((await social({ provider: "google", id_token: await idToken() })).status).toBe(201);
    const unknown = await social({ provider: "google", id_token: await idToken({ signer: otherKey }) });
    expect(unknown.status).toBe(401);
    expect(provider.fetches).toBe(1);
  });
});

describe("linking to an existing account", () => {
  it("requires the password of a password account: 409 link_required, 401 when wrong, linked with the right one", async () => {
    const { user, email, password } = await passwordAccount();
    const sub = randomUUID();
    const token = await idToken({ sub, email });

    const conflict = await social({ provider: "google", id_token: token });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toMatchObject({ code: "CONFLICT", link_required: true });
    expect(conflict.json.data).toBeUndefined();
    expect(JSON.stringify(conflict.json)).not.toContain(user.id);

    const wrong = await social({ provider: "google", id_token: token, password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.code).toBe("AUTH_INVALID_CREDENTIALS");
    expect(await db.socialIdentity.count({ where: { subject: sub } })).toBe(0);

    const linked = await social({ provider: "google", id_token: token, password });
    expect(linked.status).toBe(200);
    expect(linked.json.data).toMatchObject({ created: false, user: { id: user.id, email } });
    expect(await db.socialIdentity.findUnique({ where: { provider_subject: { provider: "google", subject: sub } } })).toMatchObject({ userId: user.id });
    expect(await db.auditLog.count({ where: { entityId: user.id, action: "auth.social.linked" } })).toBe(1);

    // Linked: no password needed any more.
    const later = await social({ provider: "google", id_token: await idToken({ sub, email }) });
    expect(later.status).toBe(200);
    expect(later.json.data.user.id).toBe(user.id);
  });

  it("links a verified email to a passwordless account without asking", async () => {
    const email = `${randomUUID()}@icloud.com`;
    const viaApple = await social({ provider: "apple", id_token: await idToken({ email }, APPLE) });
    expect(viaApple.status).toBe(201);
    const viaGoogle = await social({ provider: "google", id_token: await idToken({ email }) });
    expect(viaGoogle.status).toBe(200);
    expect(viaGoogle.json.data.user.id).toBe(viaApple.json.data.user.id);
    expect(await db.socialIdentity.count({ where: { userId: viaApple.json.data.user.id } })).toBe(2);
  });

  it("never links an email the provider has not verified: a separate account without the email", async () => {
    const { user, email } = await passwordAccount();
    const sub = randomUUID();
    const res = await social({ provider: "google", id_token: await idToken({ sub, email, verified: false }) });
    expect(res.status).toBe(201);
    expect(res.json.data.user.id).not.toBe(user.id);
    expect(res.json.data.user).toMatchObject({ email: null, email_verified: false, status: "pending_verification" });
    expect(await db.socialIdentity.count({ where: { userId: user.id } })).toBe(0);
  });

  it("does not link a passwordless account whose email was never proven", async () => {
    const email = `${randomUUID()}@example.com`;
    const squatter = await db.user.create({ data: { id: newId(), email, firstName: "", lastName: "", status: "active", createdAt: now() } });
    const res = await social({ provider: "google", id_token: await idToken({ email }) });
    expect(res.status).toBe(201);
    expect(res.json.data.user.id).not.toBe(squatter.id);
    expect(res.json.data.user.email).toBeNull();
  });
});

describe("POST /auth/social/{provider}/callback", () => {
  it("signs in with the provider from the path", async () => {
    const sub = randomUUID();
    const created = await callback("google", { id_token: await idToken({ sub }) });
    expect(created.status).toBe(201);
    const again = await callback("google", { provider: "google", id_token: await idToken({ sub }) });
    expect(again.status).toBe(200);
    expect(again.json.data.user.id).toBe(created.json.data.user.id);
  });

  it("answers 404 for an unknown provider", async () => {
    const res = await callback("facebook", { id_token: await idToken() });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("NOT_FOUND");
  });

  it("refuses a body provider that differs from the path", async () => {
    const res = await callback("google", { provider: "apple", id_token: await idToken() });
    expect(res.status).toBe(422);
  });
});
