import { describe, expect, it } from "vitest";
import { allEndpoints } from "@/server/api/registry";
import { db } from "@/server/core/db/client";
import { BUCKETS, type BucketName } from "@/server/core/rate-limit/buckets";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import { enrollmentMayUse } from "@/server/identity/two-factor/admin-two-factor-gate";
import { label, probe } from "@/server/test/api-probe";
import { call, freshIp } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { enrollTotp } from "@/server/test/two-factor";

// Two-factor sign-in is mandatory for staff accounts (docs/decisions.md,
// spec Authentication 11): a staff account without it reaches nothing but its
// enrollment. Registry-driven: every signed-in endpoint, present and future.

const signedInEndpoints = () => allEndpoints().filter((e) => e.auth === "user");
const GATE = "AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED";

async function forgetLimits(user: TestUser) {
  for (const bucket of Object.keys(BUCKETS) as BucketName[]) await resetLimit(bucket, `user:${user.id}`);
}

describe("the staff two-factor gate", () => {
  it("refuses every signed-in endpoint of the registry to a staff account without two-factor sign-in, except the enrollment's own", async () => {
    const admin = await signedIn({ roles: ["admin_super"], twoFactor: false });
    const gated = signedInEndpoints().filter((e) => !enrollmentMayUse(e.method, e.path));
    const open = signedInEndpoints().filter((e) => enrollmentMayUse(e.method, e.path));
    expect(gated.length).toBeGreaterThan(150);
    expect(open.map(label).sort()).toEqual(
      [
        "GET /me",
        "PATCH /me",
        "GET /me/sessions",
        "DELETE /me/sessions",
        "DELETE /me/sessions/{sessionId}",
        "POST /auth/logout",
        "GET /me/2fa",
        "DELETE /me/2fa",
        "POST /me/2fa/totp",
        "POST /me/2fa/totp/confirm",
        "POST /me/2fa/recovery-codes",
        "POST /me/2fa/reauth-sms",
      ].sort(),
    );
    const wrong: string[] = [];
    for (const [i, endpoint] of gated.entries()) {
      if (i % 100 === 0) await forgetLimits(admin);
      const res = await probe(endpoint, { headers: auth(admin.token, "ar"), ip: freshIp() });
      const error = (res.json as { error?: { code?: string; message?: string } } | null)?.error;
      if (res.status !== 403 || error?.code !== GATE || !error.message?.includes("التحقق بخطوتين"))
        wrong.push(`${label(endpoint)} -> ${res.status} ${error?.code}`);
    }
    expect(wrong).toEqual([]);
  }, 180_000); // every signed-in endpoint of the registry, one request each

  it("lets the enrollment through, and after it the admin reaches the admin endpoints", async () => {
    const admin = await signedIn({ roles: ["admin_super"], twoFactor: false });
    const before = await call("/admin/users", { headers: auth(admin.token, "en") });
    expect(before.status).toBe(403);
    expect(before.json.error.code).toBe(GATE);
    expect(before.json.error.message).toMatch(/two-step verification/);
    const status = await call("/me/2fa", { headers: auth(admin.token) });
    expect(status.status).toBe(200);
    expect(status.json.data.enabled).toBe(false);

    await enrollTotp(admin.token);
    const after = await call("/admin/users", { headers: auth(admin.token) });
    expect(after.status).toBe(200);
  });

  it("does not touch customers and vendors without two-factor sign-in, nor staff who have it", async () => {
    const customer = await signedIn();
    const staff = await signedIn({ roles: ["admin_support"] });
    expect(await db.twoFactor.count({ where: { userId: customer.id } })).toBe(0);
    const mine = allEndpoints().find((e) => e.method === "GET" && e.path === "/notifications")!;
    expect((await probe(mine, { headers: auth(customer.token), ip: freshIp() })).status).toBe(200);
    expect((await probe(mine, { headers: auth(staff.token), ip: freshIp() })).status).toBe(200);
    expect((await call("/admin/users", { headers: auth(staff.token) })).status).toBe(200);
  });
});
