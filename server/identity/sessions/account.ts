import { db } from "../../core/db/client";
import { writeAudit } from "../../core/audit";
import { notFound } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { cachedUser } from "./identity-cache";
import { listLiveSessions, revokeSession, revokeUserSessions } from "./session";
import { profileView } from "../profile/profile";
import { rotateRefreshToken } from "./refresh";
import { sessionView } from "../views";

// The signed-in user's own account: profile read, sessions, sign-out.

/** The same view PATCH /me answers with (profile plus notification preferences). */
export async function getMe(userId: string) {
  const user = await cachedUser(userId);
  if (!user) throw notFound();
  return profileView(user);
}

export async function refreshTokens(refreshToken: string, ctx: RequestContext) {
  const { tokens } = await rotateRefreshToken(refreshToken, ctx.userAgent);
  return tokens;
}

export async function logout(ctx: RequestContext) {
  await revokeSession(ctx.sessionId!, "logout");
  await db.$transaction((tx) =>
    writeAudit(tx, { actor: { type: "user", id: ctx.userId }, action: "auth.logout", entityType: "session", entityId: ctx.sessionId, request: ctx }),
  );
}

export async function listMySessions(ctx: RequestContext) {
  return (await listLiveSessions(callerId(ctx))).map((s) => sessionView(s, ctx.sessionId));
}

/** Revokes one of the caller's sessions; another user's session is a 404. */
export async function revokeMySession(ctx: RequestContext, sessionId: string) {
  const session = await db.session.findFirst({ where: { id: sessionId, userId: ctx.userId, revokedAt: null } });
  if (!session) throw notFound();
  await revokeSession(session.id, "user_revoked");
  await db.$transaction((tx) =>
    writeAudit(tx, { actor: { type: "user", id: ctx.userId }, action: "auth.session.revoked", entityType: "session", entityId: session.id, request: ctx }),
  );
}

export async function revokeMyOtherSessions(ctx: RequestContext) {
  const count = await revokeUserSessions(callerId(ctx), "user_revoked_others", ctx.sessionId);
  await db.$transaction((tx) =>
    writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: "auth.session.revoked_others",
      entityType: "user",
      entityId: ctx.userId,
      diff: { revoked: count },
      request: ctx,
    }),
  );
  return count;
}
