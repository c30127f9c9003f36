import type { TokenPair } from "./tokens";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "./authenticate";

/** Name of the non-secret cookie that says a web session exists (the tokens themselves are httpOnly). */
export const SIGNED_IN_COOKIE = "signed_in";

// Web clients keep tokens in httpOnly cookies: the access token for every
// path, the refresh token only for the auth endpoints. Secure always
// (browsers accept Secure cookies on http://localhost).
function cookie(name: string, value: string, path: string, expires: Date, sameSite: "Lax" | "Strict") {
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Expires=${expires.toUTCString()}; HttpOnly; Secure; SameSite=${sameSite}`;
}

// Beside them a marker without any secret ("1"), readable by page script and
// living as long as the refresh token: pages know a session may be renewed
// after the short-lived access cookie has gone, and visitors' pages (no
// marker) never try to refresh.
function marker(expires: Date) {
  return `${SIGNED_IN_COOKIE}=1; Path=/; Expires=${expires.toUTCString()}; Secure; SameSite=Lax`;
}

export function sessionCookies(tokens: TokenPair): string[] {
  return [
    cookie(ACCESS_COOKIE, tokens.access_token, "/", new Date(tokens.expires_at), "Lax"),
    cookie(REFRESH_COOKIE, tokens.refresh_token, "/api/v1/auth", new Date(tokens.refresh_expires_at), "Strict"),
    marker(new Date(tokens.refresh_expires_at)),
  ];
}

export function clearedCookies(): string[] {
  const past = new Date(0);
  return [cookie(ACCESS_COOKIE, "", "/", past, "Lax"), cookie(REFRESH_COOKIE, "", "/api/v1/auth", past, "Strict"), marker(past)];
}

/** The token pair as a web client sees it: expiry times only; the tokens themselves travel in the httpOnly cookies. */
export function withoutTokenValues(tokens: TokenPair): Omit<TokenPair, "access_token" | "refresh_token"> {
  const { access_token: _access, refresh_token: _refresh, ...rest } = tokens;
  return rest;
}
