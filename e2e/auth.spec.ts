import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { outboxHeaders } from "./support/outbox";
import { verificationToken } from "./support/register";

// register -> verify the email from the dev outbox -> sign in -> sign out, in both languages.
for (const [locale, m, prefix] of [
  ["ar", ar, ""],
  ["en", en, "/en"],
] as const) {
  test(`${locale}: register, verify email, sign in and sign out`, async ({ page, request }) => {
    const email = `e2e-${locale}-${Date.now()}@example.com`;
    await page.goto(`${prefix}/register`);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await page.getByLabel(m.auth.fields.firstName).fill(locale === "ar" ? "مريم" : "Maryam");
    await page.getByLabel(m.auth.fields.lastName).fill(locale === "ar" ? "الكندري" : "Al-Kandari");
    await page.getByLabel(m.auth.fields.email).fill(email);
    await page.getByLabel(m.auth.fields.password).fill("Bayt-Al-Qurain-1990");
    await page.getByLabel(m.auth.register.terms).check();
    await page.getByRole("button", { name: m.auth.register.submit }).click();
    await expect(page.getByTestId("register-done")).toContainText(email);

    // the embedded default's log provider keeps the verification email
    const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers: outboxHeaders() });
    const messages = (await outbox.json()).data as { template: string; body: string; locale: string }[];
    const mail = messages.find((msg) => msg.template === "verify_email");
    expect(mail?.locale).toBe(locale);
    const token = /verify-email\?token=([\w-]+)/.exec(mail!.body)![1];

    await page.goto(`${prefix}/verify-email?token=${token}`);
    await expect(page.getByTestId("verify-done")).toHaveText(new RegExp(m.auth.verify.done.slice(0, 10)));

    await page.goto(`${prefix}/login`);
    await page.getByLabel(m.auth.fields.email).fill(email);
    await page.getByLabel(m.auth.fields.password).fill("Bayt-Al-Qurain-1990");
    await page.getByRole("button", { name: m.auth.login.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    await expect(page.getByTestId("account-overview")).toContainText(email);
    await expect(page.getByTestId("account-overview")).toContainText(m.auth.account.emailVerified);

    await page.getByRole("button", { name: m.auth.account.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
    // Signed out, the account sends to sign in (and back afterwards).
    await page.goto(`${prefix}/account`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?next=%2Faccount$`));
  });
}

test("a wrong password shows the generic error in the page's language", async ({ page }) => {
  await page.goto("/en/login");
  await page.getByLabel(en.auth.fields.email).fill("customer@demo.kw");
  await page.getByLabel(en.auth.fields.password).fill("definitely-wrong-password");
  await page.getByRole("button", { name: en.auth.login.submit }).click();
  await expect(page.locator(".auth-form").getByRole("alert")).toHaveText(en.auth.errors.invalidCredentials);
});

test("forgot password -> reset link from the outbox -> sign in with the new password", async ({ page, request }) => {
  const email = `e2e-reset-${Date.now()}@example.com`;
  const register = await request.post("/api/v1/auth/register", {
    data: {
      first_name: "Hessa",
      last_name: "Al-Ali",
      email,
      password: "Dhow-Harbour-1960",
      preferred_locale: "en",
      terms_accepted: true,
      terms_version: "2026-01",
      device: { platform: "ios" },
    },
  });
  expect(register.status()).toBe(201);

  await page.goto("/en/login");
  await page.getByRole("link", { name: en.auth.login.forgot }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.forgot.title);
  await page.getByLabel(en.auth.fields.email).fill(email);
  await page.getByRole("button", { name: en.auth.forgot.submit }).click();
  await expect(page.getByTestId("forgot-sent")).toBeVisible();

  const messages = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers: outboxHeaders() })).json()).data as {
    template: string;
    body: string;
  }[];
  const token = /reset-password\?token=([\w-]+)/.exec(messages.find((m) => m.template === "password_reset")!.body)![1];
  await page.goto(`/en/reset-password?token=${token}`);
  await page.getByLabel(en.auth.reset.newPassword, { exact: true }).fill("Pearl-Diver-Song-1955");
  await page.getByRole("button", { name: en.auth.reset.submit }).click();
  await expect(page.getByTestId("reset-done")).toBeVisible();

  await page.goto("/en/login");
  await page.getByLabel(en.auth.fields.email).fill(email);
  await page.getByLabel(en.auth.fields.password).fill("Pearl-Diver-Song-1955");
  await page.getByRole("button", { name: en.auth.login.submit }).click();
  await expect(page.getByTestId("account-overview")).toContainText(email);
});

test("a visitor sent to sign in who registers instead ends up where they were going once the emailed link signs them in", async ({ page }) => {
  await page.goto("/en/account/favorites");
  await expect(page).toHaveURL(/\/en\/login\?next=%2Faccount%2Ffavorites$/);
  await page.getByRole("link", { name: en.auth.register.title }).click();
  await expect(page).toHaveURL(/\/en\/register\?next=%2Faccount%2Ffavorites$/);
  await page.getByLabel(en.auth.fields.firstName).fill("Hessa");
  await page.getByLabel(en.auth.fields.lastName).fill("Al-Mutairi");
  const email = `e2e-next-${Date.now()}@example.com`;
  await page.getByLabel(en.auth.fields.email).fill(email);
  await page.getByLabel(en.auth.fields.password).fill("Bayt-Al-Qurain-1990");
  await page.getByLabel(en.auth.register.terms).check();
  await page.getByRole("button", { name: en.auth.register.submit }).click();
  await expect(page.getByTestId("register-done")).toContainText(email);
  await page.goto(`/en/verify-email?token=${await verificationToken(page.request, email)}`);
  await expect(page.getByTestId("verify-done")).toHaveText(new RegExp(en.auth.verify.signedIn));
  await page.getByTestId("verify-continue").click();
  await expect(page).toHaveURL(/\/en\/account\/favorites$/);
});

// The build compiles the message catalogues (next.config.ts); the API's own messages with a value go through
// server/core/i18n.ts's compiled branch there, which no unit test reaches.
for (const [locale, m] of [
  ["ar", ar],
  ["en", en],
] as const) {
  test(`${locale}: an API validation message with a value reads whole`, async ({ request }) => {
    const res = await request.post("/api/v1/auth/register", {
      headers: { "accept-language": locale },
      data: { email: "long-name@example.com", password: "Bayt-Al-Qurain-1990", name: "x".repeat(300), terms_accepted: true },
    });
    expect(res.status()).toBe(422);
    const body = (await res.json()) as { error: { details: Record<string, string[]> } };
    expect(body.error.details.name).toEqual([m.api.validation.string_max.replace("{max}", "50")]);
  });
}
