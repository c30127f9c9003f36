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

  test("the vendor strips scroll inside their own box, starting at the right edge in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const strip = page.getByTestId("home-strip-featured").getByRole("list");
    await expect(strip.getByTestId("vendor-card").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const { scrollWidth, clientWidth } = await strip.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The first card sits against the right edge of the strip (rtl), in full view once the strip is.
    await strip.scrollIntoViewIfNeeded();
    const first = (await strip.getByRole("listitem").first().boundingBox())!;
    const box = (await strip.boundingBox())!;
    expect(Math.abs(first.x + first.width - (box.x + box.width))).toBeLessThan(2);
    expect(first.x).toBeGreaterThanOrEqual(0);
    await expect(strip.getByTestId("vendor-card").first()).toBeInViewport({ ratio: 0.9 });
  });

  test("Arabic pages use the self-hosted Noto Naskh Arabic web font (woff2)", async ({ page }) => {
    await page.goto("/");
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        naskh: Array.from(document.fonts).some((f) => f.family.replace(/"/g, "") === "Noto Naskh Arabic" && f.status === "loaded"),
        check: document.fonts.check('16px "Noto Naskh Arabic"', "مناسبات"),
        files: performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((n) => n.includes("/fonts/")),
        body: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(fonts.body).toMatch(/^"Noto Naskh Arabic"/);
    expect(fonts.naskh).toBe(true);
    expect(fonts.check).toBe(true);
    expect(fonts.files.some((f) => f.endsWith("/fonts/NotoNaskhArabic-Regular.woff2"))).toBe(true);
    expect(fonts.files.some((f) => f.endsWith(".ttf"))).toBe(false);
  });
});
