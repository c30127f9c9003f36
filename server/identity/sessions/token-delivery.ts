import { created, ok, type ApiResult } from "../../core/http/envelope";
import { sessionCookies, withoutTokenValues } from "./cookies";
import type { TokenPair } from "./tokens";

// The one token rule of every endpoint that signs someone in or renews a
// session (docs/architecture.md "Tokens: body or cookies"):
// - API clients (mobile apps, partners, scripts) get the token pair in the
//   body and no cookies;
// - the web portal gets them as httpOnly cookies, and the body carries only
//   their expiry times, so page script (or an XSS) never reads a token.
// The portal says so explicitly: `device.platform: "web"` on a sign-in, and
// on a renewal (refresh, context switch) by presenting the session in its
// cookie. Anything else, a sign-in without `device` included, is an API client.

export type TokenClient = "web" | "api";

/** Sign-in endpoints (register, login, OTP, email link, social): web only when the body says `device.platform: "web"`. */
export function signInClient(device: { platform?: string } | undefined): TokenClient {
  return device?.platform === "web" ? "web" : "api";
}

/** Renewals (refresh, context switch): web when the session came in the portal's cookie, API when in the body or a Bearer header. */
export function renewalClient(sessionFrom: "cookie" | "body" | "bearer"): TokenClient {
  return sessionFrom === "cookie" ? "web" : "api";
}

/** The token pair as the client gets it in the body, and the cookies that carry it to the portal. */
export function deliverTokens(client: TokenClient, tokens: TokenPair): { token: TokenPair | ReturnType<typeof withoutTokenValues>; cookies?: string[] } {
  return client === "web" ? { token: withoutTokenValues(tokens), cookies: sessionCookies(tokens) } : { token: tokens };
}

/**
 * A sign-in's answer: the tokens by the rule above, or, for an account with
 * two-factor sign-in on, the challenge of its second step (200, no tokens).
 */
export function signInOrChallenge<T extends { token: TokenPair }>(client: TokenClient, result: T | { challenge: object }, location?: string): ApiResult<never> {
  return "challenge" in result ? ok(result.challenge) : signedInAnswer(client, result, location);
}

/** A sign-in answer `{...result, token}` (201 with `location` when it created the account), following the rule. */
export function signedInAnswer<T extends { token: TokenPair }>(client: TokenClient, result: T, location?: string): ApiResult<never> {
  const { token, cookies } = deliverTokens(client, result.token);
  const body = { ...result, token };
  return { ...(location ? created(body, location) : ok(body)), ...(cookies ? { cookies } : {}) };
}
