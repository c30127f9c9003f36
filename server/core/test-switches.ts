import { config, isProductionDeployment, type Config } from "./config";

// The test servers' switches (playwright.config.ts sets them on the `npm start` servers the
// browser specs run against): each one loosens a rule so the specs never wait. Their variables
// are in the configuration schema (server/core/config.ts, default "0"); this is the one place that
// says what each loosens and whether it is on. In a production deployment (NODE_ENV=production on
// DATABASE_URL, demo or not) none is ever on, and the start-up guard refuses to start while one is
// set (server/core/production-guard.ts). `npm start` on the embedded database is not a deployment.
export const TEST_SWITCHES = {
  // The per-user limit (240/min) counts each signed-in session apart, so specs that sign the shared
  // demo accounts into many browsers never wait a minute (server/api/route.ts).
  TEST_USER_LIMIT_PER_SESSION: "it counts the per-user rate limit per session",
  // An authenticator code may be spent again within its own 30-second step (never an earlier step's),
  // so specs signing the one demo Super Admin in many times never wait for the next code. The single
  // use itself is tested in server/identity/two-factor-signin.test.ts.
  TEST_TOTP_STEP_REUSE: "it lets an authenticator code be used twice",
  // A vendor's on-the-day moves on an order (on my way, started, done) are open at any time, so a
  // browser walk of a booked order reaches its tip and review without waiting for the booked day.
  // The times themselves are tested in server/orders/move-times.test.ts.
  TEST_ORDER_MOVES_ANYTIME: "it lets a vendor mark an order done before its booked time",
  // Outbound webhooks may also go over plain http to 127.0.0.1 and ::1 (a receiver the tests start;
  // server/webhooks/policy.ts).
  WEBHOOKS_ALLOW_LOOPBACK: "it lets webhooks reach 127.0.0.1 over http",
} as const satisfies Partial<Record<keyof Config, string>>;

export type TestSwitch = keyof typeof TEST_SWITCHES;

/** Whether a test switch is on: set to 1, and never in a production deployment. */
export function testSwitchOn(name: TestSwitch, c: Config = config()): boolean {
  return c[name] === "1" && !isProductionDeployment(c);
}

/** The first switch set in a production deployment (the start-up guard refuses to start), if any. */
export function testSwitchSetInDeployment(c: Config): TestSwitch | undefined {
  if (!isProductionDeployment(c)) return undefined;
  return (Object.keys(TEST_SWITCHES) as TestSwitch[]).find((name) => c[name] === "1");
}
