import { expect, type APIRequestContext, type APIResponse, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { ownOrigin } from "./origin";
import { outboxHeaders } from "./outbox";
import { DESKTOP } from "./viewports";

/** The password of every seeded demo account (prisma/seed). */
export const DEMO_PASSWORD = "Demo-Souq-2026!";

/** The authenticator secret of the seeded demo staff accounts (prisma/seed/demo.ts DEMO_TOTP_SECRET; README). */
export const DEMO_TOTP_SECRET = "Y4OKY343DFN46LW4FNBPRFNLO6AONGCG";

/** The 6-digit code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function totpNow(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/**
 * Completes a sign-in's second step (POST /auth/2fa/verify) with the code computed from `secret`.
 * The test server lets a code be spent again within its own step (TEST_TOTP_STEP_REUSE, playwright.config.ts),
 * so specs signing the same demo admin in never wait; a code computed just before the step turned is refused
 * once another sign-in spent the new step, so that one answer is retried with a fresh code.
 */
export async function verifySecondStep(request: APIRequestContext, challengeToken: string, secret = DEMO_TOTP_SECRET): Promise<APIResponse> {
  const attempt = () => request.post("/api/v1/auth/2fa/verify", { data: { challenge_token: challengeToken, code: totpNow(secret) } });
  const first = await attempt();
  return first.status() === 422 ? attempt() : first;
}

/**
 * A client address from a test range. The test server trusts one proxy (the
 * runner), so each browser context that sends its own X-Forwarded-For is its
 * own client and per-IP limits stay apart.
 */
export const randomClientIp = (net = "198.18") => `${net}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Signs in through the API as a client would under the spec's login limit
 * (5 per minute per account): other specs signed the same demo account in
 * moments ago, so a 429 is waited out for its Retry-After, then retried.
 * A demo staff account's second step is completed with DEMO_TOTP_SECRET.
 */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
  device: { platform: string } = { platform: "web" },
): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await request.post("/api/v1/auth/login", { data: { email, password, device } });
    // Staff accounts answer the second step's challenge: completed with the demo authenticator's code.
    const challenge = res.status() === 200 ? ((await res.json()).data?.challenge_token as string | undefined) : undefined;
    if (challenge) return verifySecondStep(request, challenge);
    if (res.status() !== 429 || attempt === 2) return res;
    const wait = Number(res.headers()["retry-after"] ?? "60");
    console.log(`[e2e] sign-in limit of ${email}: waiting ${Math.min(wait, 60) + 1} s`);
    await new Promise((resolve) => setTimeout(resolve, (Math.min(wait, 60) + 1) * 1000));
  }
}

/** The sign-in page's second step (a staff account), answered as the person would from the authenticator app; retried once as in verifySecondStep. */
export async function passSecondStepInPage(page: Page, labels: { code: string; submit: string }, secret = DEMO_TOTP_SECRET): Promise<void> {
  const step = page.getByTestId("two-factor-step");
  for (let attempt = 0; attempt < 2; attempt++) {
    await step.getByLabel(labels.code).fill(totpNow(secret));
    await step.getByRole("button", { name: labels.submit }).click();
    const passed = await step.waitFor({ state: "detached", timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (passed) return;
  }
  await expect(step).toHaveCount(0);
}

export type SignedIn = { context: BrowserContext; page: Page };

/** A browser context with its own client address and our Origin, not signed in; `missingMessages` collects MISSING_MESSAGE console errors. */
export async function ownContext(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; missingMessages?: string[] } = {},
): Promise<SignedIn> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": randomClientIp(), ...ownOrigin() },
    viewport: options.viewport ?? DESKTOP,
  });
  const page = await context.newPage();
  const { missingMessages } = options;
  if (missingMessages) {
    page.on("console", (msg) => {
      if (msg.type() === "error" && msg.text().includes("MISSING_MESSAGE")) missingMessages.push(msg.text());
    });
  }
  return { context, page };
}

/**
 * A browser context of its own (its own client address, our Origin on its API
 * writes), signed in through the API. `missingMessages` collects the page's
 * MISSING_MESSAGE console errors when given.
 */
export async function signedIn(
  browser: Browser,
  email: string,
  options: { password?: string; missingMessages?: string[]; viewport?: { width: number; height: number } } = {},
): Promise<SignedIn> {
  const { context, page } = await ownContext(browser, options);
  const login = await apiLogin(page.request, email, options.password ?? DEMO_PASSWORD);
  expect(login.status(), await login.text()).toBe(200);
  return { context, page };
}

/** Demo owners other than vendor@demo.kw have no password: sets a new one through the reset link the dev outbox holds. */
export async function ownerPassword(request: APIRequestContext, email: string): Promise<string> {
  const password = `Owner-Lantern-${Date.now()}-Qasr`;
  const since = new Date().toISOString();
  const forgot = await request.post("/api/v1/auth/password/forgot", { data: { email }, headers: { "x-forwarded-for": randomClientIp() } });
  expect(forgot.status(), await forgot.text()).toBe(200);
  let token = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}&channel=email`, { headers: outboxHeaders() });
      const messages = ((await res.json()).data ?? []) as { body: string; created_at: string }[];
      const fresh = messages.filter((m) => m.created_at >= since).sort((a, b) => b.created_at.localeCompare(a.created_at));
      token = /reset-password\?token=([\w-]+)/.exec(fresh[0]?.body ?? "")?.[1] ?? "";
      return token !== "";
    })
    .toBe(true);
  const reset = await request.post("/api/v1/auth/password/reset", { data: { token, password } });
  expect(reset.status(), await reset.text()).toBe(200);
  return password;
}
