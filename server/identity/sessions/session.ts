import { Lucia, TimeSpan, type Adapter, type DatabaseSession } from "lucia";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { Session as SessionRow } from "../../core/db/generated/client";
import { cachedSession } from "./identity-cache";

// Sessions through lucia. Only this file imports lucia (it is no longer
// developed upstream), so it can be replaced without touching the rest.
// A session lives 60 days from sign-in, never extended: rotating refresh
// tokens (tokens.ts) keep it in use; revocation marks it and lucia forgets it.

export const SESSION_LIFETIME_DAYS = 60;

const adapter: Adapter = {
  async getSessionAndUser(sessionId) {
    const row = await db.session.findUnique({ where: { id: sessionId }, include: { user: { select: { id: true, status: true } } } });
    if (!row || row.revokedAt) return [null, null];
    return [toDatabaseSession(row), { id: row.user.id, attributes: {} }];
  },
  async getUserSessions(userId) {
    const rows = await db.session.findMany({ where: { userId, revokedAt: null } });
    return rows.map(toDatabaseSession);
  },
  async setSession(session) {
    const attrs = session.attributes as SessionAttributes;
    // Expiry from the injectable clock (lucia's own date uses the wall clock).
    const expiresAt = new Date(now().getTime() + SESSION_LIFETIME_DAYS * 86_400_000);
    await db.session.create({ data: { id: session.id, userId: session.userId, expiresAt, createdAt: now(), lastActiveAt: now(), ...attrs } });
  },
  // Absolute lifetime: lucia's sliding extension is deliberately ignored.
  async updateSessionExpiration() {},
  async deleteSession(sessionId) {
    await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now(), revokeReason: "logout" } });
  },
  async deleteUserSessions(userId) {
    await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now(), revokeReason: "revoke_all" } });
  },
  async deleteExpiredSessions() {
    await db.session.deleteMany({ where: { expiresAt: { lt: now() } } });
  },
};

function toDatabaseSession(row: SessionRow): DatabaseSession {
  return { id: row.id, userId: row.userId, expiresAt: row.expiresAt, attributes: {} };
}

const lucia = new Lucia(adapter, { sessionExpiresIn: new TimeSpan(SESSION_LIFETIME_DAYS, "d") });

export type SessionAttributes = {
  deviceName?: string | null;
  platform?: string | null;
  appVersion?: string | null;
  ip?: string | null;
  city?: string | null;
  activeContext?: string;
};

/** Opens a session for a signed-in user (absolute expiry 60 days from now). */
export async function openSession(userId: string, attributes: SessionAttributes): Promise<SessionRow> {
  const session = await lucia.createSession(userId, attributes as never);
  return db.session.findUniqueOrThrow({ where: { id: session.id } });
}

/** The live session row, or null when revoked, expired or its user may not act. */
export async function findLiveSession(sessionId: string): Promise<SessionRow | null> {
  const row = await cachedSession(sessionId);
  if (!row || row.revokedAt || row.expiresAt <= now()) return null;
  if (row.user.status === "suspended" || row.user.status === "anonymized") return null;
  const { user: _user, ...session } = row;
  return session;
}

export async function touchSession(sessionId: string, ip: string): Promise<void> {
  await db.session.update({ where: { id: sessionId }, data: { lastActiveAt: now(), ip } });
}

export async function revokeSession(sessionId: string, reason: string): Promise<void> {
  await lucia.invalidateSession(sessionId);
  await db.$transaction([
    db.session.updateMany({ where: { id: sessionId }, data: { revokeReason: reason } }),
    db.pushToken.deleteMany({ where: { sessionId } }),
  ]);
}

/** Revokes every live session of a user except `keep` (and their push tokens). */
export async function revokeUserSessions(userId: string, reason: string, keep?: string): Promise<number> {
  const where = { userId, revokedAt: null, ...(keep ? { id: { not: keep } } : {}) };
  const sessions = await db.session.findMany({ where, select: { id: true } });
  const ids = sessions.map((s) => s.id);
  await db.$transaction([
    db.session.updateMany({ where: { id: { in: ids } }, data: { revokedAt: now(), revokeReason: reason } }),
    db.pushToken.deleteMany({ where: { sessionId: { in: ids } } }),
  ]);
  return ids.length;
}

export async function listLiveSessions(userId: string): Promise<SessionRow[]> {
  return db.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now() } },
    orderBy: { lastActiveAt: "desc" },
  });
}
