import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { randomClientIp } from "./support/accounts";
import { registerVerified } from "./support/register";

// Many sign-ins at once against the running server (two processes on the
// embedded database, as `npm start` serves): each from its own client
// address, as a botnet or a crowd behind many proxies would send them. The
// account's limits hold across both processes (the lock itself: server/identity/sessions/parallel-attempts.test.ts), and nothing is a 5xx.

const PASSWORD = "Burst-Lantern-Sadu-2026";
const CAPTCHA = "test-captcha-pass";

async function freshAccount(request: APIRequestContext, tag: string): Promise<string> {
  const email = `burst-${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
  await registerVerified(request, { name: "Burst Tester", email, password: PASSWORD, terms_accepted: true }, "ios");
  return email;
}

const login = (request: APIRequestContext, email: string, password: string) =>
  request.post("/api/v1/auth/login", {
    data: { email, password, captcha_token: CAPTCHA, device: { platform: "ios" } },
    headers: { "x-forwarded-for": randomClientIp("198.51"), "accept-language": "en" },
  });

/**
 * Each answer's outcome: "ok", or its error code; a deliberate refusal of the server's in-flight bound is SERVICE_UNAVAILABLE with Retry-After
 * (scripts/admission.mjs).
 */
async function codes(answers: APIResponse[]): Promise<string[]> {
  return Promise.all(answers.map(async (a) => (a.ok() ? "ok" : ((await a.json()).error.code as string))));
}

/** 5xx answers other than the deliberate 503 (which must carry Retry-After). */
async function serverErrors(answers: APIResponse[]): Promise<number[]> {
  const failures: number[] = [];
  for (const a of answers) {
    if (a.status() < 500) continue;
    const deliberate = a.status() === 503 && a.headers()["retry-after"] !== undefined && (await a.json()).error.code === "SERVICE_UNAVAILABLE";
    if (!deliberate) failures.push(a.status());
  }
  return failures;
}

test("40 sign-ins at once for one account: every one answered, none a 5xx", async ({ request }) => {
  const email = await freshAccount(request, "forty");
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(request, email, i % 5 === 0 ? "Not-The-Password-1" : PASSWORD)));
  expect(await serverErrors(answers)).toEqual([]);
  expect(answers.filter((a) => a.status() === 200).length).toBeGreaterThan(0);
});

test("60 wrong passwords at once: at most 10 checked across both processes, the rest refused unchecked", async ({ request }) => {
  const email = await freshAccount(request, "sixty");
  const answers = await Promise.all(Array.from({ length: 60 }, () => login(request, email, "Not-The-Password-1")));
  expect(await serverErrors(answers)).toEqual([]);
  const answered = await codes(answers);
  const checked = answered.filter((c) => c === "AUTH_INVALID_CREDENTIALS").length;
  expect(checked).toBeGreaterThan(0);
  expect(checked).toBeLessThanOrEqual(10);
  // Locked, or inside the growing wait: 429 either way, and the password was never looked at.
  expect(answered.filter((c) => c !== "AUTH_INVALID_CREDENTIALS").every((c) => c === "RATE_LIMITED" || c === "SERVICE_UNAVAILABLE")).toBe(true);
});
