import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from "jose";
import { now } from "../../core/clock";
import { config } from "../../core/config";
import { AppError } from "../../core/errors";

// OpenID Connect ID-token verification for the two social sign-in providers
// (spec Authentication 6): signature against the provider's key set, audience
// in our client ids, issuer, expiry. Key sets are cached in memory: refetched
// after an hour or when a token names an unknown key; when the provider is
// unreachable, cached keys stay usable for up to 24 hours.

export const SOCIAL_PROVIDERS = ["google", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const PROVIDERS: Record<SocialProvider, { issuers: string[]; jwksUrl: string; clientIdsKey: "GOOGLE_CLIENT_IDS" | "APPLE_CLIENT_IDS" }> = {
  google: {
    issuers: ["https://accounts.google.com", "accounts.google.com"],
    jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
    clientIdsKey: "GOOGLE_CLIENT_IDS",
  },
  apple: {
    issuers: ["https://appleid.apple.com"],
    jwksUrl: "https://appleid.apple.com/auth/keys",
    clientIdsKey: "APPLE_CLIENT_IDS",
  },
};

export const KEYS_REFRESH_MS = 60 * 60_000;
export const KEYS_MAX_STALE_MS = 24 * 60 * 60_000;
/** An unknown `kid` refetches at most this often, so forged kids cannot hammer the provider. */
export const UNKNOWN_KID_COOLDOWN_MS = 30_000;

export type SocialClaims = { subject: string; email: string | null; emailVerified: boolean };

type Fetcher = (url: string) => Promise<Response>;
let fetcher: Fetcher = (url) => fetch(url, { signal: AbortSignal.timeout(5_000) });
const cache = new Map<string, { jwks: JSONWebKeySet; fetchedAt: number }>();

/** Test hook: serve key sets from `fn` (none: the real network). Clears the cache. */
export function setOidcFetch(fn?: Fetcher): void {
  fetcher = fn ?? ((url) => fetch(url, { signal: AbortSignal.timeout(5_000) }));
  cache.clear();
}

/** The provider's client ids (accepted audiences); none configured means the provider is unavailable. */
export function clientIds(provider: SocialProvider): string[] {
  return (config()[PROVIDERS[provider].clientIdsKey] ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}

const rejected = () => new AppError("AUTH_INVALID_SOCIAL_TOKEN");

async function fetchKeySet(url: string): Promise<JSONWebKeySet> {
  const res = await fetcher(url);
  if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
  const json = (await res.json()) as JSONWebKeySet;
  if (!Array.isArray(json?.keys)) throw new Error("JWKS without keys");
  return json;
}

/** The provider's keys (cached, see above), or null when none are usable. */
async function keySet(url: string, kid: string | undefined): Promise<JSONWebKeySet | null> {
  const cached = cache.get(url);
  const age = cached ? now().getTime() - cached.fetchedAt : Infinity;
  const kidKnown = !kid || !!cached?.jwks.keys.some((k) => k.kid === kid);
  const fresh = age <= KEYS_REFRESH_MS && (kidKnown || age < UNKNOWN_KID_COOLDOWN_MS);
  if (cached && fresh) return cached.jwks;
  try {
    const jwks = await fetchKeySet(url);
    cache.set(url, { jwks, fetchedAt: now().getTime() });
    return jwks;
  } catch {
    return cached && age <= KEYS_MAX_STALE_MS ? cached.jwks : null;
  }
}

/** Verifies `idToken` from `provider`: 404 when the provider is not configured, 401 AUTH_INVALID_SOCIAL_TOKEN when rejected. */
export async function verifyIdToken(provider: SocialProvider, idToken: string): Promise<SocialClaims> {
  const audience = clientIds(provider);
  if (audience.length === 0)
    throw new AppError("NOT_FOUND", { message: { en: "This sign-in provider is not available.", ar: "مزوّد تسجيل الدخول هذا غير متاح." } });
  const config = PROVIDERS[provider];

  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(idToken).kid;
  } catch {
    throw rejected();
  }
  const jwks = await keySet(config.jwksUrl, kid);
  if (!jwks) throw rejected();

  try {
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer: config.issuers,
      audience,
      algorithms: ["RS256", "ES256"],
      requiredClaims: ["sub", "exp"],
      currentDate: now(),
    });
    const email = typeof payload.email === "string" && payload.email.trim() ? payload.email.trim().toLowerCase() : null;
    return {
      subject: payload.sub!,
      email,
      emailVerified: !!email && (payload.email_verified === true || payload.email_verified === "true"),
    };
  } catch {
    throw rejected();
  }
}
