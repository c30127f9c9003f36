import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { SETTLE } from "./support/pages";

// The marketplace pages against the demo seed (prisma/seed/data/demo-vendors.ts:
// 36 approved vendors; Enterprise and Professional ones are featured-eligible).

const DEMO_VENDORS = 36;

/** The indexer fills the search index from the outbox after the server starts: wait until it holds the demo. */
async function waitForIndex(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/v1/search/vendors?sort=rating&per_page=1");
        return res.ok() ? ((await res.json()).meta.pagination.total as number) : 0;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThanOrEqual(DEMO_VENDORS);
}

const resultCount = (page: Page) => page.getByTestId("result-count");
const cards = (page: Page) => page.getByTestId("search-results").getByTestId("vendor-card");

/** A day `days` from today in Kuwait (YYYY-MM-DD), inside the search's date range. */
function inDays(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date(Date.now() + days * 86_400_000));
}

async function countOf(page: Page): Promise<number> {
  return Number(await resultCount(page).getAttribute("data-count"));
}

test.describe("marketplace search", () => {
  test.beforeAll(async ({ request }) => {
    await waitForIndex(request);
  });

  test("an Arabic query with a typo from the home page finds the vendor (rtl)", async ({ page }) => {
    await page.goto("/");
    // "الأندلس" with its last letter substituted (س -> ص): one typo in a 7-letter word.
    await page.getByRole("searchbox", { name: ar.home.searchLabel }).fill("قصر الاندلص");
    await page.getByRole("button", { name: ar.home.searchButton }).click();

    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.search.resultsFor.replace("{q}", "قصر الاندلص"));
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toContainText("صالة قصر الأندلس للأفراح");
    await expect(cards(page).first().getByTestId("verified-badge")).toHaveText(new RegExp(ar.search.card.verified));
  });

  test("the plain search page shows trending vendors, and a category filter narrows them (back undoes it)", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 2, name: ar.search.trendingTitle })).toBeVisible();
    const before = await countOf(page);

    await page.getByLabel(ar.search.category).selectOption("photography");
    await expect(page).toHaveURL(/[?&]category=photography/);
    await expect(resultCount(page)).not.toHaveAttribute("data-count", String(before));
    const after = await countOf(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await expect(cards(page)).toHaveCount(after);
    for (const categories of await cards(page).getByTestId("vendor-card-categories").allTextContents()) {
      expect(categories).toContain("التصوير الفوتوغرافي");
    }

    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(resultCount(page)).toHaveAttribute("data-count", String(before));
  });

  test("a governorate filter shows only vendors of its city", async ({ page }) => {
    await page.goto("/en/search?sort=rating");
    const before = await countOf(page);
    const governorate = page.getByLabel(en.search.governorate);
    await governorate.selectOption((await governorate.locator("option", { hasText: /^Jahra/ }).getAttribute("value"))!);
    await expect(page).toHaveURL(/governorate_id=/);
    await expect(resultCount(page)).not.toHaveAttribute("data-count", String(before));
    const after = await countOf(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    const cities = await cards(page).getByTestId("vendor-card-city").allTextContents();
    expect(cities).toHaveLength(after);
    expect(new Set(cities).size).toBe(1);
    // The facet count next to the chosen governorate is the number of results.
    await expect(governorate.locator("option:checked")).toHaveText(`Jahra (${after})`);
    // The governorate's areas become a filter of their own.
    await expect(page.getByLabel(en.search.area)).toBeVisible();
  });

  test("sorting by price ascending orders the prices", async ({ page }) => {
    await page.goto("/search");
    await page.getByLabel(ar.search.sortLabel).selectOption("price_asc");
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page.getByRole("heading", { level: 2, name: ar.search.resultsTitle, exact: true })).toBeVisible();
    const amounts = (
      await cards(page)
        .getByTestId("vendor-card-price")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-amount")))
    )
      .filter((a): a is string => a !== null)
      .map(Number);
    expect(amounts.length).toBeGreaterThan(5);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    // Page 2 continues where page 1 stopped.
    await page.getByTestId("pagination").getByRole("link", { name: ar.search.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const next = Number(await cards(page).first().getByTestId("vendor-card-price").getAttribute("data-amount"));
    if (!Number.isNaN(next) && next > 0) expect(next).toBeGreaterThanOrEqual(amounts[amounts.length - 1]);
  });

  test("a category page lists its vendors with the featured ones first", async ({ page }) => {
    // Venues: Al Raya Hall (Enterprise) and Qasr Al Andalus (Professional) hold the category's featured slots.
    await page.goto("/en/categories/venues");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Venues/);
    await expect(cards(page).first()).toBeVisible();
    const featured = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-featured") === "true"));
    expect(featured[0]).toBe(true);
    // Featured cards come before all the others, and carry the label.
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    await expect(cards(page).first().getByTestId("featured-label")).toHaveText(en.search.card.featured);
    for (const categories of await cards(page).getByTestId("vendor-card-categories").allTextContents()) {
      expect(categories).toContain("Venues");
    }
  });

  test("an unknown category shows the not-found page with close categories", async ({ page }) => {
    const response = await page.goto("/en/categories/photografy");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.notFound.title);
    const suggestions = page.getByTestId("category-suggestions");
    await suggestions.getByRole("link", { name: "Photography", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/categories\/photography$/);
  });

  test("the English page: query box, cards in English with prices in KWD, link to the vendor", async ({ page }) => {
    await page.goto("/en/search");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const box = page.getByRole("combobox", { name: en.search.queryLabel });
    await box.fill("photography");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=photography$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.search.resultsFor.replace("{q}", "photography"));
    await expect(cards(page).first()).toBeVisible();
    const names = await cards(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(names.some((n) => /Lens Art Studio|Thikra Photography|Pixel Box Studio/.test(n))).toBe(true);
    await expect(cards(page).getByTestId("vendor-card-price").first()).toHaveText(/^(From KWD\s[\d,]+\.\d{3}|Price on request)$/);

    const first = cards(page).first().getByRole("heading", { level: 3 }).getByRole("link");
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/en\/vendors\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("on a phone the results come first and the filters open in a sheet behind a Filters (n) button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/search?sort=rating");
    const toggle = page.getByRole("button", { name: "Filters", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel(en.search.governorate)).toBeHidden();
    // The results start on the first screen, below the button.
    await expect(cards(page).first()).toBeInViewport();
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.y).toBeLessThan((await cards(page).first().boundingBox())!.y);

    await toggle.click();
    const sheet = page.getByRole("dialog", { name: en.layout.filters.title });
    await expect(sheet).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: en.layout.filters.close })).toBeFocused();
    const governorate = sheet.getByLabel(en.search.governorate);
    await governorate.selectOption((await governorate.locator("option", { hasText: /^Jahra/ }).getAttribute("value"))!);
    await expect(page).toHaveURL(/governorate_id=/);
    // One filter applied: the button says so; the sheet stays open for the next choice.
    await expect(page.getByTestId("filters-toggle")).toHaveText("Filters (1)");
    await expect(sheet).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId("filters-toggle")).toBeFocused();
    await expect(page.getByTestId("filters-toggle")).toHaveAttribute("aria-expanded", "false");

    await page.getByTestId("filters-toggle").click();
    await page.getByRole("button", { name: en.layout.filters.close }).click();
    await expect(sheet).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });

  test("on a phone the Arabic filters sheet opens from the bottom (rtl)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search");
    await page.getByTestId("filters-toggle").click();
    const sheet = page.getByRole("dialog", { name: ar.layout.filters.title });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel(ar.search.category)).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(844);
  });

  test("on a phone, a date picked in the sheet is kept by Show N results: in the URL, the field and the cards' links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/search?sort=rating");
    const date = inDays(30);
    await page.getByTestId("filters-toggle").click();
    const sheet = page.getByRole("dialog", { name: en.layout.filters.title });
    await sheet.getByLabel(en.search.date).fill(date);
    await sheet.getByTestId("filters-show-results").click();
    await expect(sheet).toBeHidden();
    // A navigation renders the results on the server first: the URL changes once they arrive.
    await expect(page).toHaveURL(new RegExp(`[?&]date=${date}`), SETTLE);
    await expect(page).toHaveURL(/[?&]sort=rating/);
    await expect(page.getByTestId("filters-toggle")).toHaveText("Filters (1)");
    // The results are the day's: each card carries the date to the vendor's page.
    await expect(cards(page).first().getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", new RegExp(`date=${date}`));
    await page.getByTestId("filters-toggle").click();
    await expect(sheet.getByLabel(en.search.date)).toHaveValue(date);
  });

  test("on a desktop, a date typed but not applied stays when another filter is chosen (rtl)", async ({ page }) => {
    await page.goto("/search?sort=rating");
    const date = inDays(45);
    await page.getByLabel(ar.search.date).fill(date);
    await page.getByLabel(ar.search.rating).selectOption("4");
    await expect(page).toHaveURL(/[?&]rating_min=4/, SETTLE);
    await expect(page).toHaveURL(new RegExp(`[?&]date=${date}`));
    await expect(page.getByLabel(ar.search.date)).toHaveValue(date);
  });

  test("the home page shows the featured and newly joined strips as cards", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByTestId("home-strip-featured").getByTestId("vendor-card").first()).toBeVisible();
    await expect(page.getByTestId("home-strip-featured").getByTestId("featured-label").first()).toBeVisible();
    await expect(page.getByTestId("home-strip-newly_joined").getByRole("heading", { name: en.home.newTitle })).toBeVisible();
    await expect(page.getByTestId("home-strip-newly_joined").getByTestId("vendor-card")).not.toHaveCount(0);
  });
});
