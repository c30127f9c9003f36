import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { randomClientIp } from "./e2e/support/accounts";

// Runs against `E2E_BASE_URL` when set (a server you started yourself);
// otherwise starts the app with `npm start` on `E2E_PORT` (default 3100).
const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;

// Two workers over the one server (docs/ci.md "Browser tests"). A spec must not read
// what another spec changes at the same moment, so the specs run in four projects:
// - "shared-data", one spec after another (its own worker limit of 1): the flows of the demo
//   customer and the demo vendor and of owner+qasr-al-andalus-hall (whose password each of them
//   resets: a reset elsewhere would end their sessions), Finance's one settlement run a day, the
//   refund and moderation queues the admin journeys count;
// - "own-data", on whichever worker is free: specs with fresh accounts of their own
//   (e2e/support/register.ts) or that only read the seed, search included;
// - "route-walk", once "shared-data" is done, on both workers: every page as the demo customer, the demo
//   vendor and the Super Admin (e2e/every-page.spec.ts, docs/route-walk.md), and axe over the main pages and forms
//   as the same accounts (e2e/accessibility.spec.ts). They only read, but the journeys change what those accounts'
//   pages show while they run, and reset their passwords (which ends their sessions);
// - "index-writers", alone once the others are done: specs that change what every search and list
//   shows (a newly approved vendor, a suspended one, a renamed category, the synonym dictionary,
//   a branch in another area) while search.spec.ts compares result counts and readiness.spec.ts counts the demo vendors,
//   and sign-in-bursts.spec.ts, whose bursts fill the server's in-flight bound (scripts/admission.mjs) for a moment.
// A new spec that changes what other specs read goes in one of the serial lists, or uses its own data.
const INDEX_WRITERS = [
  "e2e/vendor-onboarding.spec.ts",
  "e2e/cluster-visibility.spec.ts",
  "e2e/admin-search.spec.ts",
  "e2e/availability-search.spec.ts",
  "e2e/vendor-branches.spec.ts",
  "e2e/sign-in-bursts.spec.ts",
].map((spec) => `**/${spec}`);
const SHARED_DATA = [
  "e2e/journeys/**",
  "e2e/rfq-flow.spec.ts",
  "e2e/last-rules.spec.ts",
  "e2e/finance-flow.spec.ts",
  "e2e/payment-flow.spec.ts",
  "e2e/payment-mismatch.spec.ts",
  "e2e/review-flow.spec.ts",
  "e2e/event-edit.spec.ts",
  "e2e/role-homes.spec.ts",
  "e2e/conversations.spec.ts",
  "e2e/quote-drafts.spec.ts",
].map((spec) => `**/${spec}`);
const ROUTE_WALK = ["**/e2e/every-page.spec.ts", "**/e2e/accessibility.spec.ts"];

const chromium: PlaywrightTestConfig["use"] = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    // Debian's Chromium (`apt-get install -y chromium`); Playwright's own browser download is not available here.
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "./e2e",
  // Spec files in parallel, the tests of one file in order (several build on each other).
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Two workers, two server processes and two browsers share a 2-core machine: a page can take
  // longer than the default 5 s to settle. Waiting longer asserts the same thing.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // The API refuses cookie-authenticated writes naming no origin of ours (CSRF). Browsers send
    // Origin on their own writes; the specs' API calls from a signed-in context say it too.
    // Each worker process loads this file itself, so each is its own client address: the specs that
    // sign in from the default context keep the per-IP sign-in limit (5 a minute) of one worker.
    extraHTTPHeaders: { Origin: new URL(baseURL).origin, "x-forwarded-for": randomClientIp("198.19") },
    // Recording a trace (DOM snapshots and screencast at every step) costs every test CPU the busy
    // machine needs; a failure is retried once in CI (above), and that retry records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // Listed first, so its chain starts at once: it is the longest one.
    { name: "shared-data", testMatch: SHARED_DATA, workers: 1, use: chromium },
    { name: "own-data", testIgnore: [...SHARED_DATA, ...INDEX_WRITERS, ...ROUTE_WALK], use: chromium },
    { name: "route-walk", testMatch: ROUTE_WALK, dependencies: ["shared-data"], use: chromium },
    { name: "index-writers", testMatch: INDEX_WRITERS, workers: 1, dependencies: ["shared-data", "own-data", "route-walk"], use: chromium },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        // `npm start` generates the Prisma client, migrates, seeds, builds if needed and runs `next start`.
        command: "npm start",
        url: baseURL,
        // The specs stand behind one trusted proxy (the test runner): their X-Forwarded-For picks the
        // client address, so tests that send many sign-ins do not share one per-IP limit.
        // Two server processes whatever the machine: e2e/cluster-visibility.spec.ts checks they agree.
        // TEST_USER_LIMIT_PER_SESSION: each signed-in browser context has its own per-user budget (240/min), so
        // specs sharing a demo account never wait out the minute (the production guard refuses it in a deployment).
        // TEST_TOTP_STEP_REUSE: the demo admins' authenticator code may be spent again within its 30-second step, so specs
        // signing the same admin in never wait for the next code (refused in a deployment too).
        // TEST_ORDER_MOVES_ANYTIME: e2e/direct-orders.spec.ts walks an order booked days ahead through "On my way" to
        // its tip and review at once (the times are tested in server/orders/move-times.test.ts; refused in a deployment too).
        // WEBHOOKS_ALLOW_LOOPBACK: e2e/vendor-webhooks.spec.ts delivers to a receiver it starts on 127.0.0.1 (refused in a deployment too).
        env: {
          PORT: String(port),
          TRUST_PROXY: "1",
          WEB_CONCURRENCY: "2",
          TEST_USER_LIMIT_PER_SESSION: "1",
          TEST_TOTP_STEP_REUSE: "1",
          TEST_ORDER_MOVES_ANYTIME: "1",
          WEBHOOKS_ALLOW_LOOPBACK: "1",
        },
        reuseExistingServer: !process.env.CI,
        // Migrate, seed and (without a prior `next build`) build: minutes on a busy 2-core machine.
        timeout: 600_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});
