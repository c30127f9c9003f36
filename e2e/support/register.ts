import { expect, type APIRequestContext } from "@playwright/test";
import { outboxHeaders } from "./outbox";

// Registration opens no session (a known address must not be told from a new
// one): the emailed link signs the new account in. Specs that need a fresh
// signed-in customer register, then open that link as the person would.

/** The token of the newest verification link emailed to `email` (development outbox). */
export async function verificationToken(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers: outboxHeaders() });
      const mail = ((await res.json()).data as { template: string; body: string }[]).find((m) => m.template === "verify_email");
      token = mail ? /verify-email\?token=([\w-]+)/.exec(mail.body)?.[1] : undefined;
      return token;
    })
    .toBeTruthy();
  return token!;
}

/**
 * Registers `data` and follows the verification link from the same client:
 * `web` sets the session cookies in that client's jar, `ios` returns the
 * tokens. The account is active with its email verified.
 */
export async function registerVerified(request: APIRequestContext, data: Record<string, unknown> & { email: string }, platform: "web" | "ios" = "web") {
  const res = await request.post("/api/v1/auth/register", { data });
  expect(res.status(), await res.text()).toBe(201);
  const token = await verificationToken(request, data.email);
  const verified = await request.post("/api/v1/auth/email/verify", { data: { token, device: { platform } } });
  expect(verified.status()).toBe(200);
  return (await verified.json()).data.token as { access_token?: string; refresh_token?: string };
}
