import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db, dbHandle } from "@/server/core/db/client";
import { REFRESH_GRACE_MS } from "@/server/identity/sessions/refresh";
import { openSession } from "@/server/identity/sessions/session";
import { issueTokens } from "@/server/identity/sessions/tokens";
import { call } from "@/server/test/http";
import { bearer, signedIn } from "@/server/test/identity";

// Parallel refreshes of one token by one client (app start, browser tabs)
// all get the same new pair; any other reuse of a used token still revokes
// the family. On PGlite (one connection) the ten calls are interleaved, not
// truly parallel; on PostgreSQL they race for the row lock.

const APP = "Souq/2.3 (iPhone; iOS 18.1)";

async function freshPair() {
  const user = await signedIn();
  const session = await openSession(user.id, { platform: "ios" });
  return { session, tokens: await issueTokens(session) };
}

const refresh = (refreshToken: string, userAgent = APP) =>
  call("/auth/refresh", { method: "POST", body: { refresh_token: refreshToken }, headers: { "user-agent": userAgent } });

const me = (accessToken: string) => call("/me", { headers: bearer(accessToken) });

describe(`refresh races (${dbHandle().kind})`, () => {
  it("answers ten parallel refreshes of one token with one new pair that works", async () => {
    const { session, tokens } = await freshPair();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(tokens.refresh_token)));

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const pairs = new Set(answers.map((a) => `${a.json.data.access_token} ${a.json.data.refresh_token}`));
    expect(pairs.size).toBe(1);
    const next = answers[0].json.data;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(next.access_token)).status).toBe(200);
    expect(await db.refreshToken.count({ where: { sessionId: session.id } })).toBe(2); // the used one and its one successor
    // The pair goes on: its refresh token rotates normally.
    const after = await refresh(next.refresh_token);
    expect(after.status).toBe(200);
    expect((await me(after.json.data.access_token)).status).toBe(200);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).toBeNull();
  });

  it("stores no raw token: the successor is sealed", async () => {
    const { session, tokens } = await freshPair();
    const next = (await refresh(tokens.refresh_token)).json.data;
    const rows = await db.refreshToken.findMany({ where: { sessionId: session.id } });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(next.refresh_token);
    expect(stored).not.toContain(next.access_token);
    expect(stored).not.toContain(tokens.refresh_token);
  });

  it("revokes the family when the used token comes back after the grace window", async () => {
    const clock = freezeClock(new Date());
    const { session, tokens } = await freshPair();
    const next = (await refresh(tokens.refresh_token)).json.data;
    clock.advance(REFRESH_GRACE_MS + 1000);
    const late = await refresh(tokens.refresh_token);
    expect(late.status).toBe(401);
    expect(late.json.error.code).toBe("UNAUTHENTICATED");
    expect((await me(next.access_token)).status).toBe(401);
    expect((await refresh(next.refresh_token)).status).toBe(401);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).revokeReason).toBe("refresh_token_reuse");
  });

  it("revokes the family when another client presents the used token, even within the window", async () => {
    const { session, tokens } = await freshPair();
    const next = (await refresh(tokens.refresh_token)).json.data;
    const thief = await refresh(tokens.refresh_token, "curl/8.5.0");
    expect(thief.status).toBe(401);
    expect((await me(next.access_token)).status).toBe(401);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).not.toBeNull();
  });

  it("revokes the family when the used token comes back after its successor was used", async () => {
    const { tokens } = await freshPair();
    const next = (await refresh(tokens.refresh_token)).json.data;
    const third = (await refresh(next.refresh_token)).json.data;
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await me(third.access_token)).status).toBe(401);
  });
});
