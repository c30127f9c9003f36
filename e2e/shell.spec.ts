import { expect, test, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { registerVerified } from "./support/register";
import { DEMO_PASSWORD, passSecondStepInPage, randomClientIp } from "./support/accounts";
import { DESKTOP, PHONE } from "./support/pages";

// The role-aware shell: the header each kind of person sees, where each lands
// after signing in, the refusal page of the areas, the way back after signing
// in (with the query and a pending "save this vendor"), registration details
// and the footer. Sign-in is limited to 5 a minute per account and per client
// IP, so each group is its own client (X-Forwarded-For from a test range).

const PASSWORD = "Sahat-Al-Safat-Lantern-1961";
const VENDOR = { slug: "qasr-al-andalus-hall", nameEn: "Qasr Al Andalus Wedding Hall" };

type Messages = typeof en;
const languages = [
  { locale: "ar", m: ar as Messages, prefix: "" },
  { locale: "en", m: en, prefix: "/en" },
] as const;

const uniqueEmail = (tag: string) => `e2e-shell-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A fresh customer registered from a separate client (a mobile device: this page's cookie jar stays signed out). */
async function freshCustomer(page: Page) {
  const email = uniqueEmail("customer");
  await registerVerified(
    page.context().request,
    { first_name: "Shaikha", last_name: "Al-Rashed", email, password: PASSWORD, preferred_locale: "en", terms_accepted: true, terms_version: "2026-01" },
    "ios",
  );
  // The mobile verification gave no cookies, but be sure this page is still a visitor's.
  await page.context().clearCookies();
  return email;
}

async function signIn(page: Page, m: Messages, email: string, password: string) {
  await page.getByLabel(m.auth.fields.email).fill(email);
  await page.getByLabel(m.auth.fields.password).fill(password);
  await page.getByRole("button", { name: m.auth.login.submit }).click();
}

/** On phones the header's navigation sits behind the menu button. */
async function openMenu(page: Page) {
  const button = page.getByTestId("menu-button");
  if (await button.isVisible()) {
    // A click before the header has hydrated does nothing: click again until the menu opens.
    await expect(async () => {
      if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
  }
}

async function openAccountMenu(page: Page) {
  await openMenu(page);
  const menu = page.getByTestId("account-menu");
  await menu.locator("summary").click();
  return menu;
}

/** Signed-in endpoints asked by the page (visitors' pages must ask none). */
function watchSignedInCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/v1\/(me\b|auth\/refresh)/.test(path)) calls.push(path);
  });
  return calls;
}

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe("visitors", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

  for (const { locale, m, prefix } of languages) {
    for (const [device, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      test(`${locale} ${device}: the header offers sign in and create account, never Administration, and asks no signed-in endpoint`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const calls = watchSignedInCalls(page);
        await page.goto(`${prefix}/`);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        const header = page.locator("header.site-header");
        await expect(header.getByRole("search")).toBeVisible();
        await openMenu(page);
        await expect(header.getByRole("link", { name: m.shell.signIn, exact: true })).toBeVisible();
        await expect(header.getByRole("link", { name: m.shell.register, exact: true })).toBeVisible();
        await expect(header.getByText(m.shell.account.admin)).toHaveCount(0);
        await expect(page.getByTestId("account-menu")).toHaveCount(0);

        // The categories menu lists the top-level categories.
        const categories = page.getByTestId("categories-menu");
        await categories.locator("summary").click();
        await expect(categories.getByRole("link").first()).toHaveAttribute("href", new RegExp(`^${prefix}/categories/`));

        // The footer links to the content pages, which exist.
        const footer = page.getByTestId("footer-links");
        for (const slug of ["terms", "privacy", "contact", "about"] as const) {
          await expect(footer.getByRole("link", { name: m.footer.pages[slug] })).toHaveAttribute("href", `${prefix}/pages/${slug}`);
        }
        await footer.getByRole("link", { name: m.footer.pages.terms }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale === "ar" ? "الشروط والأحكام" : "Terms of use");

        // A page with favorite hearts (search) asks nothing either.
        await page.goto(`${prefix}/search?q=${encodeURIComponent("Andalus")}`);
        await expect(page.getByTestId("favorite-sign-in").first()).toBeVisible();
        await noSidewaysScroll(page);
        expect(calls).toEqual([]);
      });
    }
  }

  test("en: a visitor opening /account?x=1 signs in and comes back to it", async ({ page }) => {
    const email = await freshCustomer(page);
    await page.goto("/en/account?x=1");
    await expect(page).toHaveURL(/\/en\/login\?next=%2Faccount%3Fx%3D1$/);
    await signIn(page, en, email, PASSWORD);
    await expect(page).toHaveURL(/\/en\/account\?x=1$/);
    await expect(page.getByTestId("account-overview")).toContainText(email);

    // When the 15-minute access cookie has gone, the session is renewed once (refresh cookie) instead of a sign-in.
    await page.context().clearCookies({ name: "access_token" });
    await page.goto("/en/account/profile");
    await expect(page).toHaveURL(/\/en\/account\/profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.areas.account.sections.profile);
    await expect(page.getByTestId("account-menu")).toBeVisible();
  });
});

test.describe("signed-in people", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

  test("ar phone: a customer lands on the account, sees their menu, and /admin refuses them", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/login");
    await signIn(page, ar, "customer@demo.kw", DEMO_PASSWORD);
    await expect(page).toHaveURL(/:\d+\/account$/);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("link", { name: ar.shell.account.myAccount })).toBeVisible();
    await expect(menu.getByRole("link", { name: ar.shell.account.favorites })).toBeVisible();
    await expect(menu.getByRole("link", { name: ar.shell.account.becomeVendor })).toHaveAttribute("href", "/vendor/apply");
    await expect(menu.getByText(ar.shell.account.admin)).toHaveCount(0);
    await expect(page.getByRole("link", { name: ar.shell.signIn, exact: true })).toHaveCount(0);
    await noSidewaysScroll(page);

    await page.goto("/admin");
    await expect(page.getByTestId("access-refused")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.shell.refusal.title);
    await expect(page.getByRole("navigation", { name: ar.areas.navLabel.replace("{area}", ar.areas.admin.title) })).toHaveCount(0);
    await page.goto("/en/admin/users");
    await expect(page.getByTestId("access-refused")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.shell.refusal.title);

    // Sign out from the header: the visitor's header comes back.
    await openAccountMenu(page);
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/en$/);
    await openMenu(page);
    await expect(page.getByRole("link", { name: en.shell.signIn, exact: true })).toBeVisible();
  });

  test("en desktop: the vendor owner lands on the vendor dashboard", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/en/login");
    await signIn(page, en, "vendor@demo.kw", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/vendor$/);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("link", { name: en.shell.account.vendorDashboard })).toHaveAttribute("href", "/en/vendor");
    await expect(menu.getByText(en.shell.account.admin)).toHaveCount(0);
    // "Notifications", or "Notifications: 2 unread" when some are unread (e2e/conversations.spec.ts sends the vendor messages).
    await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(new RegExp(`^${en.notifications.bell.label}(: \\d+ unread)?$`));
  });

  test("ar desktop: the super admin lands on the admin area and sees Administration", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/login");
    await signIn(page, ar, "super@demo.kw", DEMO_PASSWORD);
    await passSecondStepInPage(page, ar.auth.twoFactor);
    await expect(page).toHaveURL(/:\d+\/admin$/);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("link", { name: ar.shell.account.admin })).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("navigation", { name: ar.areas.navLabel.replace("{area}", ar.areas.admin.title) })).toBeVisible();
  });
});

test.describe("pending actions and registration", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

  test("en: saving a vendor as a visitor signs in, comes back with the query and saves it", async ({ page }) => {
    const email = await freshCustomer(page);
    await page.goto(`/en/vendors/${VENDOR.slug}?from=shell`);
    await page.getByTestId("vendor-hero").getByTestId("favorite-sign-in").click();
    await expect(page).toHaveURL(/\/en\/login\?next=/);
    await signIn(page, en, email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/en/vendors/${VENDOR.slug}\\?from=shell$`));
    await expect(page.getByTestId("vendor-hero").getByRole("button", { name: en.favorites.button.save })).toHaveAttribute("aria-pressed", "true");
    await expect(page).not.toHaveURL(/save=/);
    // The button turns pressed as the save is sent: the saved list has it once the save is answered.
    await expect
      .poll(async () => ((await (await page.request.get("/api/v1/me/favorites")).json()).data as { slug: string }[]).map((v) => v.slug))
      .toContain(VENDOR.slug);
  });

  for (const { locale, m, prefix } of languages) {
    test(`${locale}: registration shows the password rule, links the terms, keeps the terms row whole after an empty submit, and resends`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${prefix}/register`);
      await expect(page.getByText(m.auth.register.passwordRule)).toBeVisible();
      const terms = page.locator(".register-terms");
      await expect(terms.getByRole("link", { name: locale === "ar" ? "شروط الاستخدام" : "Terms of Use" })).toHaveAttribute("href", `${prefix}/pages/terms`);
      await expect(terms.getByRole("link", { name: locale === "ar" ? "سياسة الخصوصية" : "Privacy Policy" })).toHaveAttribute("href", `${prefix}/pages/privacy`);

      await page.getByRole("button", { name: m.auth.register.submit }).click();
      await expect(terms.getByRole("alert")).toBeVisible();
      // The sentence keeps the row's width (it used to be squeezed to one word a line).
      const label = await terms.locator("label").boundingBox();
      const row = await terms.boundingBox();
      expect(label!.width).toBeGreaterThan(row!.width * 0.6);

      const email = uniqueEmail(`register-${locale}`);
      await page.getByLabel(m.auth.fields.firstName).fill("Maryam");
      await page.getByLabel(m.auth.fields.lastName).fill("Al-Kandari");
      await page.getByLabel(m.auth.fields.email).fill(email);
      await page.getByLabel(m.auth.fields.password).fill(PASSWORD);
      await page.getByLabel(m.auth.register.terms).check();
      await page.getByRole("button", { name: m.auth.register.submit }).click();
      const done = page.getByTestId("register-done");
      await expect(done).toContainText(email);
      await done.getByRole("button", { name: m.auth.register.resend }).click();
      await expect(done.getByText(m.auth.register.resent)).toBeVisible();
      // One send a minute: the second is refused with how long to wait.
      await done.getByRole("button", { name: m.auth.register.resend }).click();
      await expect(done.getByRole("alert")).toBeVisible();
    });
  }
});
