import type { APIRequestContext, APIResponse } from "@playwright/test";

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

/**
 * The spec's per-user limit (240 requests a minute) is shared by every page
 * a demo account opens; a flow that opens many pages in four sizes waits for
 * the next minute when few requests are left, as a person would not notice.
 */
export async function keepUnderUserLimit(request: APIRequestContext, minRemaining = 60): Promise<void> {
  const res = await request.get("/api/v1/me");
  const remaining = Number(res.headers()["x-ratelimit-remaining"] ?? "240");
  if (res.status() === 429 || remaining < minRemaining) {
    console.log(`[e2e] per-user limit: ${remaining} requests left, waiting 61 s`);
    await new Promise((resolve) => setTimeout(resolve, 61_000));
  }
}
