import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { RefreshToken, Session } from "../../core/db/generated/client";
import { AppError } from "../../core/errors";
import { authSecret } from "./secrets";
import { findLiveSession, revokeSession } from "./session";
import { hashToken, newTokenPair, type TokenPair } from "./tokens";

// Refresh-token rotation. A token is single use, and presenting a used one
// revokes its family (the session), except for one case: a client that sends
// several refreshes with the same token at once (app start, browser tabs).
// Within REFRESH_GRACE_MS of the rotation, the same client (same session, same
// User-Agent) presenting the token again gets the pair it was rotated to, as
// long as that pair's refresh token is still unused; later, from another
// client, or once the client has moved on, it is reuse. The successor pair is
// stored sealed (AES-256-GCM) under a key derived from the used token itself
// and AUTH_SECRET: the database holds only hashes of raw tokens, and neither a
// copy of the database nor the secret alone opens a stored pair.

export const REFRESH_GRACE_MS = 30_000;

const clientKey = (userAgent: string | undefined) =>
  createHash("sha256")
    .update(userAgent ?? "")
    .digest("hex");

async function sealingKey(refreshToken: string): Promise<Buffer> {
  return Buffer.from(hkdfSync("sha256", refreshToken, await authSecret(), "refresh-successor", 32));
}

async function seal(tokens: TokenPair, refreshToken: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await sealingKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

async function unseal(sealed: string, refreshToken: string): Promise<TokenPair | null> {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", await sealingKey(refreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")) as TokenPair;
  } catch {
    return null;
  }
}

/** The successor pair when this is the same client's parallel refresh within the grace window, else null. */
async function graceReplay(used: RefreshToken, refreshToken: string, userAgent: string | undefined): Promise<TokenPair | null> {
  if (!used.usedAt || !used.successor || used.usedBy !== clientKey(userAgent)) return null;
  if (now().getTime() - used.usedAt.getTime() > REFRESH_GRACE_MS) return null;
  const tokens = await unseal(used.successor, refreshToken);
  if (!tokens) return null;
  const next = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(tokens.refresh_token) } });
  return next && !next.usedAt ? tokens : null;
}

/**
 * Exchanges a refresh token for a new pair. Unknown, expired or revoked ->
 * 401. A token already used -> the same pair again for the same client's
 * parallel calls within the grace window, else the whole family (session) is
 * revoked, 401.
 */
export async function rotateRefreshToken(refreshToken: string, userAgent: string | undefined): Promise<{ session: Session; tokens: TokenPair }> {
  const row = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
  if (!row) throw new AppError("UNAUTHENTICATED");
  const session = await findLiveSession(row.sessionId);
  if (!session) throw new AppError("UNAUTHENTICATED");
  const fresh = await newTokenPair(session);
  const sealed = await seal(fresh.tokens, refreshToken);
  // Claim and successor in one transaction: on PostgreSQL a parallel claim
  // waits for this row lock, so a loser reads the committed successor.
  const won = await db.$transaction(async (tx) => {
    const claimed = await tx.refreshToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: now(), usedBy: clientKey(userAgent), successor: sealed },
    });
    if (claimed.count === 0) return false;
    await tx.refreshToken.create({ data: fresh.row });
    return true;
  });
  if (won) return { session, tokens: fresh.tokens };

  const used = await db.refreshToken.findUniqueOrThrow({ where: { id: row.id } });
  const replay = await graceReplay(used, refreshToken, userAgent);
  if (replay) return { session, tokens: replay };
  await revokeSession(row.sessionId, "refresh_token_reuse");
  throw new AppError("UNAUTHENTICATED");
}
