import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { Session } from "../../core/db/generated/client";
import { newId } from "../../core/ids";
import { authSecret } from "./secrets";

// Access tokens: 15-minute HS256 JWTs naming the session and its active
// context. Refresh tokens: opaque, single use, rotated on every refresh; the
// tokens of one session are a family, and presenting a used one revokes the
// session (a stolen token and its owner cannot both keep going), apart from
// one client's parallel refreshes (refresh.ts).

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
const ISSUER = "event-marketplace";

export type TokenPair = {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_at: string;
  refresh_expires_at: string;
};

export type AccessClaims = { userId: string; sessionId: string; activeContext: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

async function signAccessToken(session: Pick<Session, "id" | "userId" | "activeContext">, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: session.id, ctx: session.activeContext })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(session.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now().getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setJti(newId())
    .sign(await authSecret());
}

/** A fresh access token and a new refresh token of the session's family, with the refresh token's row still to be written. */
export async function newTokenPair(session: Session) {
  const expiresAt = new Date(now().getTime() + ACCESS_TOKEN_TTL_MS);
  const refreshToken = randomBytes(32).toString("base64url");
  const tokens: TokenPair = {
    access_token: await signAccessToken(session, expiresAt),
    refresh_token: refreshToken,
    token_type: "Bearer",
    expires_at: expiresAt.toISOString(),
    refresh_expires_at: session.expiresAt.toISOString(),
  };
  return { tokens, row: { id: newId(), sessionId: session.id, tokenHash: hashToken(refreshToken), createdAt: now() } };
}

/** A fresh access token and a new refresh token of the session's family. */
export async function issueTokens(session: Session): Promise<TokenPair> {
  const { tokens, row } = await newTokenPair(session);
  await db.refreshToken.create({ data: row });
  return tokens;
}

/** Verifies signature and expiry (against the injectable clock). Null when invalid. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await authSecret(), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      currentDate: now(),
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid, activeContext: String(payload.ctx ?? "customer") };
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}
