import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };

test.describe("home page and language switch", () => {
  test("renders Arabic (rtl) at / and switches to English (ltr) and back", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", "ar");
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.home.heroTitle);

    const toEnglish = page.getByTestId("language-switch");
    await expect(toEnglish).toHaveText("English");
    await toEnglish.click();

    await expect(page).toHaveURL(/\/en$/);
    await expect(html).toHaveAttribute("lang", "en");
    await expect(html).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.heroTitle);

    const toArabic = page.getByTestId("language-switch");
    await expect(toArabic).toHaveText("العربية");
    await toArabic.click();

    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(html).toHaveAttribute("lang", "ar");
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.home.heroTitle);
  });

  test("the language switch keeps the current path", async ({ page }) => {
    await page.goto("/login");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.login.title);
  });

  test("the search form submits to the localized search page", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("searchbox", { name: en.home.searchLabel }).fill("catering");
    await page.getByRole("button", { name: en.home.searchButton }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=catering$/);
  });
});
