import type { TokenPair } from "./tokens";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "./authenticate";

// Web clients keep tokens in httpOnly cookies: the access token for every
// path, the refresh token only for the auth endpoints. Secure always
// (browsers accept Secure cookies on http://localhost).
function cookie(name: string, value: string, path: string, expires: Date, sameSite: "Lax" | "Strict") {
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Expires=${expires.toUTCString()}; HttpOnly; Secure; SameSite=${sameSite}`;
}

export function sessionCookies(tokens: TokenPair): string[] {
  return [
    cookie(ACCESS_COOKIE, tokens.access_token, "/", new Date(tokens.expires_at), "Lax"),
    cookie(REFRESH_COOKIE, tokens.refresh_token, "/api/v1/auth", new Date(tokens.refresh_expires_at), "Strict"),
  ];
}

export function clearedCookies(): string[] {
  const past = new Date(0);
  return [cookie(ACCESS_COOKIE, "", "/", past, "Lax"), cookie(REFRESH_COOKIE, "", "/api/v1/auth", past, "Strict")];
}
