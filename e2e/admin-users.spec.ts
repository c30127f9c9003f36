import { expect, test, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { verificationToken } from "./support/register";
import { apiLogin, DEMO_PASSWORD } from "./support/accounts";

// Admin user management in the browser. Sign-ins go through the API (login is
// limited to 5 per minute per IP and every browser test comes from 127.0.0.1):
// page.request shares the browser's cookie jar, so the page is signed in too.
const m = en.adminUsers;

async function signIn(page: Page, email: string) {
  const res = await apiLogin(page.request, email, DEMO_PASSWORD);
  expect(res.status(), await res.text()).toBe(200);
}

test("Super Admin finds a new user, suspends it (its API session stops working), reinstates it; the Arabic page is rtl", async ({ page, request }) => {
  // Names allow letters only: a unique surname from the time, digits spelled as letters.
  const stamp = String(Date.now()).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
  const email = `e2e-admin-target-${stamp}@example.com`;
  const register = await request.post("/api/v1/auth/register", {
    data: {
      first_name: "Hamad",
      last_name: `Azmi${stamp}`,
      email,
      password: "Souq-Mubarakiya-1930",
      preferred_locale: "en",
      terms_accepted: true,
      terms_version: "2026-01",
    },
  });
  expect(register.status()).toBe(201);
  // Registration opens no session; the account stays pending until its link is opened, which gives the app its tokens.
  const link = await verificationToken(request, email);
  const verified = await request.post("/api/v1/auth/email/verify", { data: { token: link, device: { platform: "ios" } } });
  const userToken = (await verified.json()).data.token.access_token as string;
  const me = () => request.get("/api/v1/me", { headers: { authorization: `Bearer ${userToken}` } });
  expect((await me()).status()).toBe(200);

  await signIn(page, "super@demo.kw");
  await page.goto("/en/admin/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
  await page.getByLabel(m.filters.search, { exact: true }).fill(email);
  await page.getByRole("button", { name: m.filters.submit, exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByTestId("admin-users-table");
  await expect(table.getByRole("row")).toHaveCount(2); // header + the one match
  await expect(table).toContainText(email);
  await expect(table).toContainText(m.status.active);
  await table.getByRole("link", { name: `Hamad Azmi${stamp}` }).click();

  await expect(page).toHaveURL(/\/en\/admin\/users\/[0-9A-Z]{26}$/);
  const userId = page.url().split("/").pop()!;
  const detail = page.getByTestId("admin-user-detail");
  await expect(detail.getByRole("heading", { level: 1 })).toHaveText(`Hamad Azmi${stamp}`);
  await expect(page.getByTestId("active-sessions")).toHaveText("1");
  await expect(page.getByTestId("user-roles")).toContainText(m.roles.customer);

  // The reason is mandatory: the API's localized message shows at the field.
  const statusForm = page.getByTestId("status-form");
  await statusForm.getByRole("button", { name: m.statusForm.suspend }).click();
  await expect(statusForm.getByRole("alert").first()).toHaveText(en.api.validation.required);
  expect((await me()).status()).toBe(200);

  await statusForm.getByLabel(m.statusForm.reason).fill("Repeated fake bookings");
  await statusForm.getByRole("button", { name: m.statusForm.suspend }).click();
  await expect(statusForm.getByRole("status")).toHaveText(m.statusForm.suspended);
  await expect(detail.locator(".page-frame__head")).toContainText(m.status.suspended);
  await expect(page.getByTestId("suspension-reason")).toHaveText("Repeated fake bookings");
  await expect(page.getByTestId("active-sessions")).toHaveText("0");
  expect([401, 403]).toContain((await me()).status());

  await statusForm.getByLabel(m.statusForm.reason).fill("Cleared after review");
  await statusForm.getByRole("button", { name: m.statusForm.reinstate }).click();
  await expect(statusForm.getByRole("status")).toHaveText(m.statusForm.reinstated);
  await expect(detail.locator(".page-frame__head")).toContainText(m.status.active);
  // Reinstating does not bring the revoked session back: the user signs in again.
  expect([401, 403]).toContain((await me()).status());

  // Arabic (default, no prefix) is right-to-left with Arabic labels.
  await page.goto(`/admin/users/${userId}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("admin-user-detail").locator(".page-frame__head")).toContainText(ar.adminUsers.status.active);
  await expect(page.getByRole("button", { name: ar.adminUsers.statusForm.suspend })).toBeVisible();
});

test("Super Admin creates an admin account; a Super Admin grant waits for a second Super Admin", async ({ page }) => {
  const email = `e2e-new-admin-${Date.now()}@example.com`;
  await signIn(page, "super@demo.kw");
  await page.goto("/en/admin/users");
  await page.getByText(m.createAdmin.title).click();
  const form = page.getByTestId("create-admin-form");
  await form.getByLabel(m.createAdmin.firstName).fill("Lulwa");
  await form.getByLabel(m.createAdmin.lastName).fill("Al-Shatti");
  await form.getByLabel(m.createAdmin.email).fill(email);
  await form.getByLabel(m.createAdmin.role).selectOption("admin_support");
  await form.getByLabel(m.createAdmin.reason).fill("New support hire");
  await form.getByRole("button", { name: m.createAdmin.submit }).click();
  const done = page.getByTestId("create-admin-done");
  await expect(done).toContainText(email);
  await expect(done).toContainText(m.createAdmin.inviteSent);

  await done.getByRole("link", { name: m.createAdmin.open }).click();
  await expect(page.getByTestId("admin-user-detail").getByRole("heading", { level: 1 })).toHaveText("Lulwa Al-Shatti");
  const roles = page.getByTestId("user-roles");
  await expect(roles.locator(".role-chip")).toHaveText([m.roles.admin_support]);

  const grant = page.getByTestId("grant-form");
  // Vendor roles: only the owner is offered (what the API accepts), and the form says why.
  await expect(grant.getByText(m.rolesPanel.roleHint)).toBeVisible();
  await expect(grant.locator('option[value="vendor_owner"]')).toHaveCount(1);
  await expect(grant.locator('option[value="vendor_manager"], option[value="vendor_staff"]')).toHaveCount(0);
  await grant.getByLabel(m.rolesPanel.role).selectOption("admin_super");
  await grant.getByLabel(m.rolesPanel.reason).fill("Covers the night shift");
  await grant.getByRole("button", { name: m.rolesPanel.grantSubmit }).click();
  await expect(page.getByTestId("roles-outcome")).toHaveText(m.rolesPanel.awaiting);
  const pending = page.getByTestId("pending-role-requests");
  await expect(pending).toContainText("Covers the night shift");
  await expect(pending).toContainText(m.rolesPanel.ownRequest); // the requester cannot confirm
  await expect(pending.getByRole("button", { name: m.rolesPanel.confirm })).toHaveCount(0);
  await expect(roles.locator(".role-chip")).toHaveText([m.roles.admin_support]);
});

test("signed-out visitors are sent to sign in and customers get the refusal page", async ({ page }) => {
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  await signIn(page, "customer@demo.kw");
  await page.goto("/en/admin/users");
  await expect(page.getByTestId("access-refused")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.shell.refusal.title);
  await expect(page.getByTestId("admin-users-table")).toHaveCount(0);
});
