import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";

// A production deployment (NODE_ENV=production with DATABASE_URL, no
// DEMO_MODE) never takes payments through the sandbox, whose payers choose
// the outcome: with no driver chosen yet it uses its configured gateway, and
// a Super Admin cannot switch the sandbox back on (docs/decisions.md).

const env = process.env as Record<string, string | undefined>;
const saved = { ...env };
afterEach(() => {
  for (const key of ["NODE_ENV", "DATABASE_URL", "TAP_SECRET_KEY", "DEMO_MODE"]) {
    if (saved[key] === undefined) delete env[key];
    else env[key] = saved[key];
  }
  resetConfig();
});

function asProduction(extra: Record<string, string> = {}) {
  // The database client exists already: only the configuration changes.
  Object.assign(env, {
    NODE_ENV: "production",
    DATABASE_URL: process.env.DATABASE_URL || "postgresql://app@db.internal/marketplace",
    TAP_SECRET_KEY: "sk_test_x",
    ...extra,
  });
  resetConfig();
}

describe("the payment driver of a production deployment", () => {
  it("is the configured gateway, and switching to the sandbox is refused; DEMO_MODE keeps the sandbox", async () => {
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const read = () => call("/admin/payment-driver", { headers: auth(superAdmin.token) });
    const put = (active: string) => call("/admin/payment-driver", { method: "PUT", headers: auth(superAdmin.token), body: { active } });
    expect(await db.marketplaceSetting.count({ where: { key: "payment_driver" } })).toBe(0);

    asProduction();
    expect((await read()).json.data).toMatchObject({ active: "provider_a" });
    const sandbox = await put("sandbox");
    expect(sandbox.status).toBe(422);
    expect(sandbox.json.error.details).toHaveProperty("active");
    expect(await db.marketplaceSetting.count({ where: { key: "payment_driver" } })).toBe(0);

    asProduction({ DEMO_MODE: "1" });
    expect((await read()).json.data).toMatchObject({ active: "sandbox" });
  });
});
