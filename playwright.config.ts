import { defineConfig, devices } from "@playwright/test";

// Runs against `E2E_BASE_URL` when set (a server you started yourself);
// otherwise starts the app with `npm start` on `E2E_PORT` (default 3100).
const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // The API refuses cookie-authenticated writes naming no origin of ours (CSRF). Browsers send
    // Origin on their own writes; the specs' API calls from a signed-in context say it too.
    extraHTTPHeaders: { Origin: new URL(baseURL).origin },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
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
      },
    },
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
        env: { PORT: String(port), TRUST_PROXY: "1", WEB_CONCURRENCY: "2", TEST_USER_LIMIT_PER_SESSION: "1" },
        reuseExistingServer: !process.env.CI,
        // Migrate, seed and (without a prior `next build`) build: minutes on a busy 2-core machine.
        timeout: 600_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});
