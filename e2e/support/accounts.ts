import { expect, type APIRequestContext, type APIResponse, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { ownOrigin } from "./origin";
import { outboxHeaders } from "./outbox";
import { DESKTOP } from "./viewports";

/** The password of every seeded demo account (prisma/seed). */
export const DEMO_PASSWORD = "Demo-Souq-2026!";

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
 */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await request.post("/api/v1/auth/login", { data: { email, password, device: { platform: "web" } } });
    if (res.status() !== 429 || attempt === 2) return res;
    const wait = Number(res.headers()["retry-after"] ?? "60");
    console.log(`[e2e] sign-in limit of ${email}: waiting ${Math.min(wait, 60) + 1} s`);
    await new Promise((resolve) => setTimeout(resolve, (Math.min(wait, 60) + 1) * 1000));
  }
}

export type SignedIn = { context: BrowserContext; page: Page };

/** A browser context with its own client address and our Origin, not signed in; `missingMessages` collects MISSING_MESSAGE console errors. */
export async function ownContext(browser: Browser, options: { viewport?: { width: number; height: number }; missingMessages?: string[] } = {}): Promise<SignedIn> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp(), ...ownOrigin() }, viewport: options.viewport ?? DESKTOP });
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
