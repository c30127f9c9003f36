import { versionedCache } from "../../core/cache/versioned-cache";
import { db } from "../../core/db/client";

// Sessions and users as authentication and the own profile read them, kept
// in this process until the `identity` cache version moves: a user's row
// changes, or a session is revoked, deleted, changes hands or context or
// expiry (prisma/migrations/*_identity_cache_version). Every signed-in
// request looks up its session, so it does not cost a statement each time;
// a revocation still counts from the next request after it commits, in
// every process. A session's activity (last_active_at) does not move the
// version: the row's copy of it may be old (authenticate.ts keeps its own).
// The rows are shared: read them, never change them. A miss (null) is kept
// too: an id is only ever looked up after its row was created (a token names
// its session, a session its user), and a deletion moves the version.

const CACHED = 10_000;
const sessions = versionedCache("identity", (id: string) => db.session.findUnique({ where: { id }, include: { user: { select: { status: true } } } }), CACHED);
const users = versionedCache("identity", (id: string) => db.user.findUnique({ where: { id } }), CACHED);

/** The session row with its user's status, as of the current identity version (null: none). */
export function cachedSession(sessionId: string) {
  return sessions.get(sessionId);
}

/** The user row, as of the current identity version (null: none). */
export function cachedUser(userId: string) {
  return users.get(userId);
}
