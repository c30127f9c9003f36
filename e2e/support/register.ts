import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { ownContext, type SignedIn } from "./accounts";
import { outboxHeaders } from "./outbox";
import { SETTLE } from "./pages";

// Registration opens no session (a known address must not be told from a new
// one): the emailed link signs the new account in. Specs that need a fresh
// signed-in customer register, then open that link as the person would.

/** The token of the newest verification link emailed to `email` (development outbox). */
export async function verificationToken(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  // The message travels through the outbox first: on a busy machine that can take longer than expect's default.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers: outboxHeaders() });
      const mail = ((await res.json()).data as { template: string; body: string }[]).find((m) => m.template === "verify_email");
      token = mail ? /verify-email\?token=([\w-]+)/.exec(mail.body)?.[1] : undefined;
      return token;
    }, SETTLE)
    .toBeTruthy();
  return token!;
}

/** The newest SMS code of `template` sent to `phone` (development outbox). */
export async function smsCode(request: APIRequestContext, phone: string, template: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(phone)}&channel=sms`, { headers: outboxHeaders() });
      const messages = (await res.json()).data as { template: string; body: string; created_at: string }[];
      const newest = messages.filter((m) => m.template === template).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      code = newest ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
      return code;
    }, SETTLE)
    .toBeTruthy();
  return code!;
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

/**
 * A new customer of its own (its own client address, our Origin on its API
 * writes), registered and signed in through the emailed link: specs that
 * create RFQs use one, so the demo customer's daily RFQ limit is never theirs.
 */
export async function freshCustomer(
  browser: Browser,
  options: { locale: "ar" | "en"; tag: string; viewport?: { width: number; height: number }; missingMessages?: string[] },
): Promise<SignedIn & { email: string }> {
  const { context, page } = await ownContext(browser, options);
  const email = `e2e-${options.tag}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const phone = `+9656${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  await registerVerified(page.request, {
    phone,
    first_name: options.locale === "ar" ? "نورة" : "Noura",
    last_name: options.locale === "ar" ? "الصباح" : "Al-Sabah",
    email,
    password: "Souq-Al-Mubarakiya-1900",
    preferred_locale: options.locale,
    terms_accepted: true,
    terms_version: "2026-01",
  });
  // Quote requests need a verified phone: the SMS code from the development outbox.
  const sent = await page.request.post("/api/v1/auth/otp/send", { data: { phone, purpose: "verify_phone" } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await smsCode(page.request, phone, "otp.verify_phone");
  const verified = await page.request.post("/api/v1/auth/phone/verify", { data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { context, page, email };
}
