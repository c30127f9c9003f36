import { expect, test, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { registerVerified, smsCode } from "./support/register";

// The account area with fresh accounts. Accounts are registered through the
// API from the page's own cookie jar and signed in by their emailed link (web
// device: the answer sets the session cookies), so only one password sign-in happens in this file (the second
// device of the sessions test): login is limited to 5 a minute per IP.

const PASSWORD = "Qasr-Al-Sif-Lantern-1904";

const uniqueEmail = (tag: string) => `e2e-account-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
/** A Kuwait mobile no earlier run used (one phone maps to one account; codes are limited per phone). */
const uniquePhone = (first: "5" | "6" | "9") => `+965${first}${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

async function registerSignedIn(page: Page, opts: { tag: string; locale: "ar" | "en"; phone?: string }) {
  const email = uniqueEmail(opts.tag);
  await registerVerified(page.request, {
    first_name: "Noura",
    last_name: "Al-Sabah",
    email,
    password: PASSWORD,
    ...(opts.phone ? { phone: opts.phone } : {}),
    preferred_locale: opts.locale,
    terms_accepted: true,
    terms_version: "2026-01",
  });
  return { email };
}

const meOf = async (page: Page) => (await (await page.request.get("/api/v1/me")).json()).data;

test("en: edit the profile and see it after a reload", async ({ page }) => {
  await registerSignedIn(page, { tag: "profile", locale: "en" });
  await page.goto("/en/account/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.areas.account.sections.profile);
  await expect(
    page.getByRole("navigation", { name: `${en.areas.account.title} sections` }).getByRole("link", { name: en.areas.account.sections.profile }),
  ).toHaveAttribute("aria-current", "page");

  const form = page.getByTestId("profile-form");
  await form.getByLabel(en.auth.fields.firstName, { exact: true }).fill("Latifa");
  await form.getByLabel(en.auth.fields.lastName, { exact: true }).fill("Al-Mutairi");
  await form.getByLabel(en.account.profile.preferredLocale).selectOption("ar");
  const quotesBySms = form.getByLabel("Quotes by SMS", { exact: true });
  await expect(quotesBySms).toBeChecked();
  await quotesBySms.uncheck();
  await form.getByRole("button", { name: en.account.profile.save }).click();
  await expect(form.getByRole("status")).toHaveText(en.account.profile.saved);

  await page.reload();
  await expect(form.getByLabel(en.auth.fields.firstName, { exact: true })).toHaveValue("Latifa");
  await expect(form.getByLabel(en.auth.fields.lastName, { exact: true })).toHaveValue("Al-Mutairi");
  await expect(form.getByLabel(en.account.profile.preferredLocale)).toHaveValue("ar");
  await expect(form.getByLabel("Quotes by SMS", { exact: true })).not.toBeChecked();
  await expect(form.getByLabel("Quotes by Email", { exact: true })).toBeChecked();

  const me = await meOf(page);
  expect(me).toMatchObject({ first_name: "Latifa", last_name: "Al-Mutairi", preferred_locale: "ar" });
  expect(me.notification_preferences.sms.quotes).toBe(false);

  await page.goto("/en/account");
  await expect(page.getByTestId("account-overview").getByRole("heading", { level: 2 })).toHaveText("Welcome, Latifa Al-Mutairi");
});

test("ar: verify the phone with the SMS code from the dev outbox", async ({ page, request }) => {
  const phone = uniquePhone("6");
  await registerSignedIn(page, { tag: "phone", locale: "ar", phone });
  await page.goto("/account");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const status = page.getByTestId("phone-status");
  await expect(status).toContainText(phone);
  await expect(status.locator(".account-badge")).toHaveText(ar.account.unverified);

  await page.getByRole("button", { name: ar.account.phoneVerify.send, exact: true }).click();
  const code = await smsCode(request, phone, "otp.verify_phone");

  // A wrong code first: a friendly Arabic message, not the API's English one.
  const verification = page.getByTestId("phone-verification");
  await verification.getByLabel(ar.auth.otp.code).fill(code === "111111" ? "222222" : "111111");
  await verification.getByRole("button", { name: ar.account.phoneVerify.verify, exact: true }).click();
  await expect(verification.getByRole("alert")).toContainText(ar.auth.otp.errors.invalid);

  await verification.getByLabel(ar.auth.otp.code).fill(code);
  await verification.getByRole("button", { name: ar.account.phoneVerify.verify, exact: true }).click();
  await expect(page.getByText(ar.account.overview.phoneVerified)).toBeVisible();
  await expect(status.locator(".account-badge")).toHaveText(ar.account.verified);
  await expect(page.getByTestId("phone-verification")).toHaveCount(0);
  expect((await meOf(page)).phone_verified).toBe(true);
});

test("ar: sign in with a code sent by SMS", async ({ page, request }) => {
  const phone = uniquePhone("9");
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // No social provider is configured in the embedded default: no buttons at all.
  await expect(page.getByTestId("social-sign-in")).toHaveCount(0);

  await page.getByRole("tab", { name: ar.auth.login.byPhone }).click();
  await expect(page.getByRole("tab", { name: ar.auth.login.byPhone })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel(ar.auth.otp.phone).fill(phone);
  await page.getByRole("button", { name: ar.auth.phoneLogin.send }).click();
  await expect(page.getByTestId("phone-login").getByRole("status")).toContainText(phone);
  // The resend button waits for the 60-second cooldown.
  await expect(page.getByRole("button", { name: /يمكنك طلب رمز جديد بعد/ })).toBeDisabled();

  const code = await smsCode(request, phone, "otp.login");
  await page.getByLabel(ar.auth.otp.code).fill(code);
  await page.getByRole("button", { name: ar.auth.phoneLogin.submit }).click();

  await expect(page).toHaveURL(/\/account$/);
  const overview = page.getByTestId("account-overview");
  await expect(overview.getByRole("heading", { level: 2 })).toHaveText(ar.account.overview.welcome);
  await expect(page.getByTestId("phone-status")).toContainText(phone);
  await expect(page.getByTestId("phone-status").locator(".account-badge")).toHaveText(ar.account.verified);
});

test("en: sign out another device from the sessions list", async ({ page, request }) => {
  const { email } = await registerSignedIn(page, { tag: "sessions", locale: "en" });
  // A second device: the mobile app signs in (bearer tokens, no cookies).
  const login = await request.post("/api/v1/auth/login", {
    data: { email, password: PASSWORD, device: { platform: "ios", name: "E2E iPhone", app_version: "1.4.0" } },
  });
  expect(login.status()).toBe(200);
  const phoneToken = (await login.json()).data.token.access_token as string;
  const asPhone = { headers: { Authorization: `Bearer ${phoneToken}` } };
  expect((await request.get("/api/v1/me", asPhone)).status()).toBe(200);

  await page.goto("/en/account/security");
  const sessions = page.getByTestId("session");
  await expect(sessions).toHaveCount(2);
  const current = sessions.filter({ hasText: en.auth.account.thisDevice });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(en.account.sessions.platforms.web);
  const iphone = sessions.filter({ hasText: "E2E iPhone" });
  await expect(iphone).toContainText(`${en.account.sessions.platforms.ios} 1.4.0`);
  await expect(iphone.getByRole("button", { name: en.account.sessions.revoke })).toBeVisible();
  await expect(current.getByRole("button")).toHaveCount(0); // this device signs out with the account's sign-out

  await page.getByRole("button", { name: "Sign out E2E iPhone" }).click();
  await expect(page.getByTestId("sessions").getByRole("status")).toHaveText("E2E iPhone is signed out.");
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText(en.auth.account.thisDevice);
  expect((await request.get("/api/v1/me", asPhone)).status()).toBe(401);

  await page.reload();
  await expect(page.getByTestId("session")).toHaveCount(1);
  await expect(page.getByRole("button", { name: en.account.sessions.revokeOthers })).toHaveCount(0);
});

test("en: request a data export, then request deletion and cancel it", async ({ page }) => {
  await registerSignedIn(page, { tag: "privacy", locale: "en" });
  await page.goto("/en/account/privacy");

  const exportPanel = page.getByTestId("data-export");
  await expect(exportPanel).toContainText(en.account.export.none);
  await exportPanel.getByRole("button", { name: en.account.export.request }).click();
  await expect(exportPanel.getByRole("status")).toHaveText(en.account.export.requested);
  await expect(exportPanel.getByTestId("export")).toHaveCount(1);
  await expect(exportPanel.getByTestId("export")).toContainText(en.account.export.status.requested);
  // One export per 7 days: a second request tells when the next one is possible.
  await exportPanel.getByRole("button", { name: en.account.export.request }).click();
  await expect(exportPanel.getByRole("alert")).toContainText(en.account.export.tooSoon.split("{date}")[0]);
  await expect(exportPanel.getByTestId("export")).toHaveCount(1);

  const deletion = page.getByTestId("deletion-request");
  await deletion.getByLabel(en.account.deletion.password).fill("not-my-password");
  await deletion.getByRole("button", { name: en.account.deletion.submit }).click();
  await expect(deletion.getByRole("alert")).toHaveText(en.api.validation.current_password_wrong);
  expect((await meOf(page)).status).not.toBe("deletion_requested");

  await deletion.getByLabel(en.account.deletion.password).fill(PASSWORD);
  await deletion.getByRole("button", { name: en.account.deletion.submit }).click();
  const pending = page.getByTestId("deletion-pending");
  const purgeYear = String(new Date(Date.now() + 30 * 86_400_000).getUTCFullYear());
  await expect(pending.getByRole("status")).toContainText(en.account.deletion.pending.split("{date}")[0]);
  await expect(pending.getByRole("status")).toContainText(purgeYear);
  expect((await meOf(page)).status).toBe("deletion_requested");

  // The overview warns about it and leads back here.
  await page.goto("/en/account");
  await expect(page.getByTestId("deletion-banner")).toBeVisible();
  await page.getByRole("link", { name: en.account.overview.deletionManage }).click();
  await expect(page).toHaveURL(/\/en\/account\/privacy$/);

  await page.getByRole("button", { name: en.account.deletion.cancel }).click();
  await expect(page.getByTestId("deletion-request").getByRole("status")).toHaveText(en.account.deletion.cancelled);
  await expect(page.getByTestId("deletion-pending")).toHaveCount(0);
  expect((await meOf(page)).status).toBe("active"); // back to where it was
});

test("en: add a phone number with a code sent to it", async ({ page, request }) => {
  const phone = uniquePhone("5");
  await registerSignedIn(page, { tag: "phone-change", locale: "en" });
  await page.goto("/en/account");
  await expect(page.getByTestId("phone-status")).toContainText(en.account.overview.none);
  await page.getByRole("link", { name: en.account.overview.addPhone }).click();
  await expect(page).toHaveURL(/\/en\/account\/profile#phone$/);

  const card = page.getByTestId("phone-change");
  await card.getByLabel(en.account.phone.newPhone).fill(phone);
  await card.getByLabel(en.account.phone.currentPassword).fill(PASSWORD);
  await card.getByRole("button", { name: en.account.phone.submit }).click();
  await expect(card.getByRole("status")).toContainText(phone);

  const code = await smsCode(request, phone, "otp.change_phone");
  await card.getByLabel(en.auth.otp.code).fill(code);
  await card.getByRole("button", { name: en.account.phone.confirm }).click();
  await expect(card.getByRole("status")).toHaveText(`Your mobile number is now ${phone}.`);
  await expect(card.locator(".account-badge")).toHaveText(en.account.verified);
  expect(await meOf(page)).toMatchObject({ phone, phone_verified: true });
});

test("en: forgot password by SMS looks the same for an unknown number and explains refusals", async ({ page }) => {
  const phone = uniquePhone("9");
  await page.goto("/en/forgot-password");
  await page.getByRole("tab", { name: en.auth.forgot.byPhone }).click();
  await page.getByLabel(en.auth.otp.phone).fill(phone);
  await page.getByRole("button", { name: en.auth.forgot.submitPhone }).click();
  const form = page.getByTestId("forgot-phone-sent");
  await expect(form.getByRole("status")).toContainText(phone);

  await form.getByLabel(en.auth.otp.code).fill("123456");
  await form.getByLabel(en.auth.reset.newPassword).fill("Failaka-Island-Breeze-77");
  await form.getByRole("button", { name: en.auth.reset.submit }).click();
  await expect(form.getByRole("alert")).toHaveText(en.auth.otp.errors.invalid);

  // Asking again within the minute: the wait in words, from Retry-After.
  await page.getByRole("button", { name: en.auth.otp.changeNumber }).click();
  await page.getByLabel(en.auth.otp.phone).fill(phone);
  await page.getByRole("button", { name: en.auth.forgot.submitPhone }).click();
  await expect(page.locator(".auth-form").getByRole("alert")).toHaveText(/^A code was just sent to this number\. You can ask for a new one in \d+ seconds?\.$/);
});
