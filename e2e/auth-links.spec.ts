import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { outboxHeaders } from "./support/outbox";
import { registerVerified } from "./support/register";
import { randomClientIp } from "./support/accounts";

// The pages emailed links open (confirm / undo an email change, undo a phone
// change) and the CAPTCHA step of the sign-in form.
//
// Sign-in is limited to 5 a minute per account and per client IP, and 5
// failures in 15 minutes make every sign-in from that IP need a CAPTCHA. So
// each group below is its own client (X-Forwarded-For, which the server
// trusts by default, from a test range, random per run): the failures of the
// CAPTCHA test never reach the other spec files' sign-ins from this machine.

const PASSWORD = "Souq-Mubarakiya-Lantern-1932";

const uniqueEmail = (tag: string) => `e2e-links-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
/** A Kuwait mobile no earlier run used. */
const uniquePhone = () => `+9656${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

type OutboxMessage = { template: string; body: string; created_at: string; locale: string };

/** The newest message of `template` sent to `to`, from the development outbox. */
async function newestMessage(request: APIRequestContext, to: string, template: string, channel: "email" | "sms" = "email"): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&channel=${channel}`, { headers: outboxHeaders() });
      const messages = (await res.json()).data as OutboxMessage[];
      found = messages.filter((m) => m.template === template).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      return !!found;
    })
    .toBe(true);
  return found!;
}

/** The path and query of the link in a message: the page must exist at exactly the path the server put in it. */
function linkIn(message: OutboxMessage, page: string): string {
  const url = new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`).exec(message.body)?.[0];
  expect(url, `a /${page} link in the ${message.template} message`).toBeTruthy();
  const { pathname, search } = new URL(url!);
  return pathname + search;
}

/** A fresh account, signed in on a mobile device by its emailed verification link: its access token. */
async function register(request: APIRequestContext, email: string, locale: "ar" | "en") {
  const data = {
    first_name: "Dana",
    last_name: "Al-Roumi",
    email,
    password: PASSWORD,
    preferred_locale: locale,
    terms_accepted: true,
    terms_version: "2026-01",
  };
  return (await registerVerified(request, data, "ios")).access_token as string;
}

/** Signs in through the API (a mobile device: no cookies) and returns the user. */
async function apiLogin(request: APIRequestContext, email: string) {
  const res = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD, device: { platform: "ios" } } });
  return { status: res.status(), user: res.ok() ? (await res.json()).data.user : null };
}

async function fillLogin(page: Page, m: typeof en, email: string, password: string) {
  await page.getByLabel(m.auth.fields.email).fill(email);
  await page.getByLabel(m.auth.fields.password, { exact: true }).fill(password);
}

test.describe("email and phone change links", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

  test("ar: confirm an email change from the new inbox, then undo it from the old one", async ({ page, request }) => {
    const oldEmail = uniqueEmail("old");
    const newEmail = uniqueEmail("new");
    await register(request, oldEmail, "ar");

    // The one browser sign-in of this file.
    await page.goto("/login");
    await fillLogin(page, ar, oldEmail, PASSWORD);
    await page.getByRole("button", { name: ar.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.goto("/account/profile");
    const form = page.getByTestId("email-change");
    await form.getByLabel(ar.account.email.newEmail).fill(newEmail);
    await form.getByLabel(ar.account.email.currentPassword).fill(PASSWORD);
    await form.getByRole("button", { name: ar.account.email.submit }).click();
    await expect(form.getByRole("status")).toContainText(newEmail);

    // The new inbox's link applies the change.
    const confirmLink = linkIn(await newestMessage(request, newEmail, "email_change_confirm"), "confirm-email-change");
    await page.goto(confirmLink);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.auth.linkPages.confirmEmail.title);
    await expect(page.getByTestId("link-done")).toContainText(newEmail);
    await expect(page.getByTestId("link-done")).toContainText(ar.auth.linkPages.confirmEmail.doneHint);
    const me = await page.request.get("/api/v1/me");
    expect((await me.json()).data).toMatchObject({ email: newEmail, email_verified: true });

    // The link is single use.
    await page.goto(confirmLink);
    await expect(page.getByTestId("link-failed")).toContainText(ar.api.validation.link_invalid);

    // The old inbox got a link to undo it: the old address comes back and every session ends.
    const revertLink = linkIn(await newestMessage(request, oldEmail, "email_change_revert"), "revert-email-change");
    await page.goto(revertLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.auth.linkPages.revertEmail.title);
    await expect(page.getByTestId("link-done")).toContainText(oldEmail);
    await expect(page.getByTestId("link-done")).toContainText(ar.auth.linkPages.signedOut);
    expect((await page.request.get("/api/v1/me")).status()).toBe(401);

    expect((await apiLogin(request, newEmail)).status).toBe(401);
    const back = await apiLogin(request, oldEmail);
    expect(back.status).toBe(200);
    expect(back.user).toMatchObject({ email: oldEmail, email_verified: true });
  });

  test("en: undo a phone change from the emailed link; broken links say so", async ({ page, request }) => {
    const email = uniqueEmail("phone");
    const phone = uniquePhone();
    const access = await register(request, email, "en");
    const auth = { Authorization: `Bearer ${access}` };

    const start = await request.post("/api/v1/me/phone", { headers: auth, data: { new_phone: phone, current_password: PASSWORD } });
    expect(start.status()).toBe(202);
    const code = /\b(\d{6})\b/.exec((await newestMessage(request, phone, "otp.change_phone", "sms")).body)![1];
    const confirm = await request.post("/api/v1/me/phone/confirm", { headers: auth, data: { new_phone: phone, code } });
    expect(confirm.status()).toBe(200);
    expect((await confirm.json()).data).toMatchObject({ phone, phone_verified: true });

    // The emailed link opens in the recipient's language: English here.
    const revertLink = linkIn(await newestMessage(request, email, "phone_change_revert"), "revert-phone-change");
    expect(revertLink).toMatch(/^\/en\/revert-phone-change\?/);
    await page.goto(revertLink);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.linkPages.revertPhone.title);
    // The account had no number before: the new one is removed.
    await expect(page.getByTestId("link-done")).toContainText(en.auth.linkPages.revertPhone.doneRemoved);
    await expect(page.getByTestId("link-done")).toContainText(en.auth.linkPages.signedOut);
    expect((await request.get("/api/v1/me", { headers: auth })).status()).toBe(401);
    const after = await apiLogin(request, email);
    expect(after.status).toBe(200);
    expect(after.user).toMatchObject({ phone: null, phone_verified: false });

    // Used, made-up and missing tokens.
    await page.goto(revertLink);
    await expect(page.getByTestId("link-failed")).toContainText(en.api.validation.link_invalid);
    await page.goto("/en/revert-email-change?token=not-a-real-token");
    await expect(page.getByTestId("link-failed")).toContainText(en.api.validation.link_invalid);
    await page.goto("/en/confirm-email-change");
    await expect(page.getByTestId("link-failed")).toHaveText(en.auth.linkPages.invalid);
  });
});

test.describe("sign-in CAPTCHA", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

  test("en: after 5 wrong passwords the form asks for the test CAPTCHA, waits out the limit, then signs in", async ({ page, request }) => {
    // 5 failures, then the 6th attempt inside the same minute meets the 5-a-minute limit: about a minute of waiting.
    test.setTimeout(180_000);
    const email = uniqueEmail("captcha");
    await register(request, email, "en");

    await page.goto("/en/login");
    const form = page.getByTestId("login-form");
    const submit = form.getByRole("button", { name: en.auth.login.submit });
    for (let i = 1; i <= 5; i++) {
      await fillLogin(page, en, email, `Wrong-Password-${i}`);
      const answer = page.waitForResponse((res) => res.url().endsWith("/api/v1/auth/login"));
      await submit.click();
      const body = await (await answer).json();
      expect(body.error.code).toBe("AUTH_INVALID_CREDENTIALS");
      expect(body.error.captcha_required === true).toBe(i === 5);
      await expect(form.getByRole("alert")).toHaveText(en.auth.errors.invalidCredentials);
      await expect(page.getByTestId("captcha-step")).toHaveCount(i === 5 ? 1 : 0);
    }

    // The embedded default's test provider: a clearly labelled stand-in checkbox.
    const step = page.getByTestId("captcha-step");
    await expect(step).toContainText(en.auth.captcha.required);
    await expect(step).toContainText(en.auth.captcha.testHint);
    const checkbox = step.getByLabel(en.auth.captcha.testLabel);
    await expect(checkbox).not.toBeChecked();

    // Without the check the form does not spend an attempt.
    await fillLogin(page, en, email, PASSWORD);
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText(en.auth.captcha.missing);

    // Right password and CAPTCHA, but this account has had 5 attempts this minute: the page shows the wait.
    await checkbox.check();
    const limited = page.waitForResponse((res) => res.url().endsWith("/api/v1/auth/login"));
    await submit.click();
    expect((await limited).status()).toBe(429);
    await expect(form.getByRole("alert")).toContainText(en.auth.errors.rateLimitedWait.split("{wait}")[0]);
    await expect(submit).toBeDisabled();
    await expect(checkbox).toBeChecked(); // a refused attempt did not use the token

    // The button comes back when the Retry-After has passed.
    await expect(submit).toBeEnabled({ timeout: 75_000 });
    await expect(form.getByRole("alert")).toHaveCount(0);
    await submit.click();
    await expect(page).toHaveURL(/\/en\/account$/);
    await expect(page.getByTestId("account-overview")).toContainText(email);
  });
});
