import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm start` as an operator runs it: NODE_ENV=production on PostgreSQL and
// no provider settings. The guard runs before the Prisma client, migrations
// and build, so the refusal comes in about a second.

const root = path.resolve(import.meta.dirname, "..");
const DATABASE_URL = process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : "postgresql://postgres@127.0.0.1:5432/unused";

function start(extra: Record<string, string>) {
  // Only what a shell needs: none of the runner's own provider settings leak in.
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production" as const, DATABASE_URL, ...extra };
  return spawnSync(process.execPath, ["scripts/start.mjs"], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
}

describe("npm start in production", () => {
  it("exits non-zero before migrating, naming every stand-in and the variable that fixes it", () => {
    const run = start({});
    expect(run.status).toBe(1);
    for (const variable of [
      "TAP_SECRET_KEY",
      "MAIL_PROVIDER=smtp",
      "SMS_PROVIDER=kwtsms",
      "PUSH_PROVIDER=fcm",
      "CAPTCHA_PROVIDER=turnstile",
      "CLAMAV_HOST",
      "AUTH_SECRET",
      "DEMO_MODE=1",
    ]) {
      expect(run.stderr).toContain(variable);
    }
    expect(run.stderr).toContain("the development outbox");
    expect(run.stdout).not.toContain("Database: migrating");
  });

  it("lets the guard pass with the demo switch", () => {
    // serve.mjs's guard alone (start.mjs would go on to migrate and build): it says so and goes on to serve.
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production" as const, DATABASE_URL, DEMO_MODE: "1" };
    const run = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { refuseStandIns } from "./scripts/production-guard.mjs"; await refuseStandIns(process.env); console.log("passed");`,
      ],
      { cwd: root, env, encoding: "utf8", timeout: 60_000 },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("DEMO_MODE=1: stand-in providers allowed");
    expect(run.stdout).toContain("passed");
  });
});
