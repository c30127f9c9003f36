import { describe, expect, it, vi } from "vitest";
import { db } from "@/server/core/db/client";
import * as passwords from "@/server/identity/password-hash";
import { call, freshIp } from "@/server/test/http";
import { registerUser, uniqueEmail } from "@/server/test/identity";

// Registration must not tell who has an account, neither in its own answer
// nor through anything the registrant can do next: with no session before
// the emailed link, a known and an unknown address lead to the same answers.

const ATTACKER_PASSWORD = "Guessing-Game-Of-Owners-7";

type Answer = Awaited<ReturnType<typeof call>>;

/** Status, body and cookies with the values that differ on every call (ids, times, the email) replaced. */
function scrub(answer: Answer, email: string, userId?: string) {
  let text = JSON.stringify({ status: answer.status, body: answer.json, cookies: answer.headers.getSetCookie(), retry: answer.headers.get("retry-after") });
  if (userId) text = text.replaceAll(userId, "ID");
  return text.replaceAll(email, "EMAIL").replace(/"(request_id|created_at)":"[^"]+"/g, '"$1":"X"');
}

/** What a prober sees registering `email` with its own password, then trying each thing that could follow. */
async function probe(email: string) {
  const ip = freshIp();
  const body = {
    first_name: "Probe",
    last_name: "Tester",
    email,
    password: ATTACKER_PASSWORD,
    preferred_locale: "en",
    terms_accepted: true,
    terms_version: "2026-01",
    device: { platform: "web" },
  };
  const register = await call("/auth/register", { method: "POST", body, ip });
  const userId = register.json.data?.user?.id as string | undefined;
  const token = register.json.data?.token;
  const bearerOrNone: Record<string, string> = token?.access_token ? { authorization: `Bearer ${token.access_token}` } : {};
  const steps = {
    register,
    me: await call("/me", { headers: bearerOrNone, ip }),
    refresh: await call("/auth/refresh", { method: "POST", body: token?.refresh_token ? { refresh_token: token.refresh_token } : {}, ip }),
    logout: await call("/auth/logout", { method: "POST", headers: bearerOrNone, ip }),
    loginMobile: await call("/auth/login", { method: "POST", body: { email, password: ATTACKER_PASSWORD, device: { platform: "ios" } }, ip }),
    loginWeb: await call("/auth/login", { method: "POST", body: { email, password: ATTACKER_PASSWORD, device: { platform: "web" } }, ip }),
    resend: await call("/auth/email/verify/resend", { method: "POST", body: { email }, ip }),
  };
  return Object.fromEntries(Object.entries(steps).map(([name, answer]) => [name, scrub(answer, email, userId)]));
}

describe("registration with a known address", () => {
  it("answers registration, GET /me, refresh, logout, sign-in and resend exactly as for a new address", async () => {
    const active = await registerUser({ email: uniqueEmail("owner"), verified: true });
    const pending = await registerUser({ email: uniqueEmail("pending") });
    const unknown = await probe(uniqueEmail("new"));

    expect(JSON.parse(unknown.register).status).toBe(201);
    expect(JSON.parse(unknown.register).body.data.token).toBeNull();
    expect(JSON.parse(unknown.loginMobile).body.error.code).toBe("AUTH_INVALID_CREDENTIALS");
    expect(await probe(active.email)).toEqual(unknown);
    expect(await probe(pending.email)).toEqual(unknown);
    // The known account is untouched; its owner was told.
    expect((await db.user.findUniqueOrThrow({ where: { email: active.email } })).firstName).toBe("Noura");
    expect(await db.outboundMessage.count({ where: { recipient: active.email, template: "register_existing" } })).toBe(1);
  });

  it("hashes the password on both paths (same Argon2id cost, so timing does not tell either)", async () => {
    const known = await registerUser({ email: uniqueEmail("owner"), verified: true });
    const hashing = vi.spyOn(passwords, "hashPassword");
    const register = (email: string) =>
      call("/auth/register", {
        method: "POST",
        body: {
          first_name: "Probe",
          last_name: "Tester",
          email,
          password: ATTACKER_PASSWORD,
          preferred_locale: "en",
          terms_accepted: true,
          terms_version: "2026-01",
        },
      });
    try {
      await register(known.email);
      expect(hashing).toHaveBeenCalledTimes(1);
      await register(uniqueEmail("new"));
      expect(hashing).toHaveBeenCalledTimes(2);
    } finally {
      hashing.mockRestore();
    }
  });
});
