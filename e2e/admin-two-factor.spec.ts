import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { apiLogin, DEMO_PASSWORD, DEMO_TOTP_SECRET, ownContext, totpNow } from "./support/accounts";
import { outboxHeaders } from "./support/outbox";
import { DESKTOP, PHONE } from "./support/viewports";

// Two-step verification is mandatory for staff (docs/decisions.md): an admin the Super
// Admin just created signs in, is led to the enrollment and reaches nothing
// else, enrolls with a code computed here from the secret the page shows,
// keeps the recovery codes, signs out and signs in again with a fresh code.

const t = en.account.twoFactor;
const NEW_PASSWORD = "Burj-Alhamam-Staff-2026";

test("a new admin is led through two-step enrollment before anything else, then signs in with it", async ({ browser }) => {
  test.setTimeout(180_000); // two accounts, two sign-ins and many pages on a busy machine
  // The Super Admin creates the account (the admin pages' API); its invitation sets the password.
  const boss = await ownContext(browser);
  expect((await apiLogin(boss.page.request, "super@demo.kw", DEMO_PASSWORD)).status()).toBe(200);
  const email = `e2e-staff-2fa-${Date.now()}@example.com`;
  const created = await boss.page.request.post("/api/v1/admin/admins", {
    data: { email, first_name: "Dana", last_name: "Al-Enezi", role: "admin_support", preferred_locale: "en", reason: "New support hire" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await boss.context.close();
  let token = "";
  const { page, context } = await ownContext(browser, { viewport: DESKTOP });
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}&channel=email`, { headers: outboxHeaders() });
      token = /reset-password\?token=([\w-]+)/.exec(((await res.json()).data ?? [])[0]?.body ?? "")?.[1] ?? "";
      return token;
    })
    .not.toBe("");
  expect((await page.request.post("/api/v1/auth/password/reset", { data: { token, password: NEW_PASSWORD } })).status()).toBe(200);

  // First sign-in: no second step yet, and every page leads to the enrollment.
  await page.goto("/en/login");
  await page.getByLabel(en.auth.fields.email).fill(email);
  await page.getByLabel(en.auth.fields.password).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: en.auth.login.submit }).click();
  await expect(page).toHaveURL(/\/en\/admin\/two-factor$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.adminTwoFactor.title);
  await page.goto("/en/admin/users");
  await expect(page).toHaveURL(/\/en\/admin\/two-factor$/, { timeout: 60_000 });
  await page.goto("/en/account");
  await expect(page).toHaveURL(/\/en\/admin\/two-factor$/, { timeout: 60_000 });
  await expect(page.getByRole("navigation", { name: en.areas.navLabel.replace("{area}", en.areas.admin.title) })).toHaveCount(0);
  const refused = await page.request.get("/api/v1/admin/users");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED");

  // The enrollment screen in Arabic on a phone (looked at by screenshot).
  await page.setViewportSize(PHONE);
  await page.goto("/admin/two-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.adminTwoFactor.title);
  await page.getByRole("button", { name: ar.account.twoFactor.start }).click();
  await expect(page.getByTestId("two-factor-enroll")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath("enrollment-ar-390.png"), fullPage: true });

  // Enrolls in English on the desktop with the code of the secret the page shows.
  await page.setViewportSize(DESKTOP);
  await page.goto("/en/admin/two-factor");
  await page.getByRole("button", { name: t.start }).click();
  const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
  await page.getByLabel(t.code).fill(totpNow(secret));
  await page.getByRole("button", { name: t.confirm }).click();
  const codes = page.getByTestId("recovery-codes");
  await expect(codes.locator("li")).toHaveCount(10);
  await page.screenshot({ path: test.info().outputPath("recovery-codes-en.png"), fullPage: true });
  await codes.getByRole("button", { name: t.saved }).click();
  await expect(page).toHaveURL(/\/en\/admin$/, { timeout: 60_000 });
  await expect(page.getByRole("navigation", { name: en.areas.navLabel.replace("{area}", en.areas.admin.title) })).toBeVisible();
  expect((await page.request.get("/api/v1/admin/users")).status()).toBe(200);

  // Signs out, and in again: the second step asks for the app's code (the next step's: the
  // enrollment spent this one's, and a code is accepted one step early).
  expect((await page.request.post("/api/v1/auth/logout")).status()).toBe(204);
  await page.goto("/en/login");
  await page.getByLabel(en.auth.fields.email).fill(email);
  await page.getByLabel(en.auth.fields.password).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: en.auth.login.submit }).click();
  const step = page.getByTestId("two-factor-step");
  await step.getByLabel(en.auth.twoFactor.code).fill(totpNow(secret, 1));
  await step.getByRole("button", { name: en.auth.twoFactor.submit }).click();
  await expect(page).toHaveURL(/\/en\/admin$/, { timeout: 60_000 });
  await expect(page.getByRole("navigation", { name: en.areas.navLabel.replace("{area}", en.areas.admin.title) })).toBeVisible();
  await context.close();
});

test("a wrong code at the second step reads one error, the server's, in Arabic: no generic error beside it", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context } = await ownContext(browser, { viewport: PHONE });
  await page.goto("/login");
  await page.getByLabel(ar.auth.fields.email).fill("support@demo.kw");
  await page.getByLabel(ar.auth.fields.password).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: ar.auth.login.submit }).click();
  const step = page.getByTestId("two-factor-step");
  // Half a million codes away from the app's codes of now and the next step: never a right one.
  await step.getByLabel(ar.auth.twoFactor.code).fill(String((Number(totpNow(DEMO_TOTP_SECRET)) + 500_000) % 1_000_000).padStart(6, "0"));
  await step.getByRole("button", { name: ar.auth.twoFactor.submit }).click();
  await expect(step).toContainText(ar.api.validation.two_factor_code_invalid);
  await expect(step).not.toContainText(ar.auth.errors.generic);
  await expect(step.getByText(ar.api.validation.two_factor_code_invalid)).toHaveCount(1);
  await context.close();
});
