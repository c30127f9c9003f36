import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";

// Signed-in requests find their session and the own profile in the identity
// cache (./identity-cache.ts), not in the database each time. The writes
// here are plain SQL, as another server process would make them: the very
// next request must still see a revocation, a suspension or a new name.

afterEach(() => resetClock());

const me = (token: string) => call("/me", { headers: bearer(token) });
const sessionOf = async (userId: string) => db.session.findFirstOrThrow({ where: { userId } });

/** A write that leaves the cache version alone (triggers off for this transaction): only a cache would still show the old value. */
async function silently(sql: string, ...values: unknown[]) {
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
    await tx.$executeRawUnsafe(sql, ...values);
  });
}

describe("the identity cache", () => {
  it("answers GET /me from memory while the version stands, and shows a new name on the next request after it commits", async () => {
    const user = await registerUser({ firstName: "Noura" });
    expect((await me(user.token)).json.data.first_name).toBe("Noura");

    await silently(`UPDATE users SET first_name = 'Unseen' WHERE id = $1`, user.userId);
    expect((await me(user.token)).json.data.first_name).toBe("Noura");

    await db.$executeRaw`UPDATE users SET first_name = 'Hessa' WHERE id = ${user.userId}`;
    expect((await me(user.token)).json.data.first_name).toBe("Hessa");
  });

  it("refuses a session revoked in another process on the next request", async () => {
    const user = await registerUser();
    expect((await me(user.token)).status).toBe(200);
    await db.$executeRaw`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.userId}`;
    expect((await me(user.token)).status).toBe(401);
  });

  it("refuses a user suspended in another process on the next request", async () => {
    const user = await registerUser();
    expect((await me(user.token)).status).toBe(200);
    await db.$executeRaw`UPDATE users SET status = 'suspended' WHERE id = ${user.userId}`;
    expect((await me(user.token)).status).toBe(401);
  });

  it("refuses a deleted session on the next request", async () => {
    const user = await registerUser();
    expect((await me(user.token)).status).toBe(200);
    await db.$executeRaw`DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ${user.userId})`;
    await db.$executeRaw`DELETE FROM push_tokens WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ${user.userId})`;
    await db.$executeRaw`DELETE FROM sessions WHERE user_id = ${user.userId}`;
    expect((await me(user.token)).status).toBe(401);
  });

  it("records a session's activity once a minute, though the cached row keeps the time it was read with", async () => {
    const clock = freezeClock();
    const user = await registerUser();
    await me(user.token);
    const first = (await sessionOf(user.userId)).lastActiveAt;

    clock.advance(61_000);
    await me(user.token);
    const touched = (await sessionOf(user.userId)).lastActiveAt;
    expect(touched.getTime()).toBe(first.getTime() + 61_000);

    // Within the minute: no write, though the cached row still says `first`.
    await silently(`UPDATE sessions SET last_active_at = $1::timestamptz WHERE id = $2`, new Date(0).toISOString(), (await sessionOf(user.userId)).id);
    clock.advance(30_000);
    await me(user.token);
    expect((await sessionOf(user.userId)).lastActiveAt.getTime()).toBe(0);

    clock.advance(31_000);
    await me(user.token);
    expect((await sessionOf(user.userId)).lastActiveAt.getTime()).toBe(first.getTime() + 122_000);
  });
});
