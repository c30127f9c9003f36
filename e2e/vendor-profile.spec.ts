import { expect, test, type Locator, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { DEMO_PASSWORD } from "./support/accounts";
import { DESKTOP, PHONE } from "./support/pages";

// The public vendor profile of seeded demo vendors: the images the seed put
// through the media pipeline load, services show their prices, the
// request-a-quote card never leads nowhere, and a phone never scrolls sideways.

/** The image has actually loaded (a broken URL leaves naturalWidth at 0). */
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

async function expectImagesLoad(page: Page, galleryCount: number) {
  await expectLoaded(page.getByTestId("vendor-cover"));
  await expectLoaded(page.getByTestId("vendor-logo"));
  const gallery = page.getByTestId("vendor-gallery").getByRole("img");
  await expect(gallery).toHaveCount(galleryCount);
  for (const img of await gallery.all()) await expectLoaded(img);
}

test.describe("vendor profile", () => {
  test("Arabic on a phone: cover, logo and gallery load, prices in KWD, the quote bar leads to the card, no sideways scroll", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto("/vendors/lens-art-studio");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("استوديو لنس آرت");
    await expect(page.getByTestId("vendor-cover")).toHaveAttribute("alt", ar.vendorProfile.coverAlt.replace("{name}", "استوديو لنس آرت"));
    await expectImagesLoad(page, 3);
    await expect(page.getByTestId("vendor-gallery").getByRole("img").first()).toHaveAttribute("loading", "lazy");

    const services = page.getByTestId("public-service");
    await expect(services).toHaveCount(2);
    await expect(page.getByTestId("vendor-services")).toContainText("250.000");
    await expect(page.getByTestId("vendor-services")).toContainText("120.000");
    await expect(page.getByTestId("rating-summary")).toHaveText(ar.reviews.summary.none);

    // The bottom bar jumps to the card, which offers sign-in and sign-up coming back here.
    const bar = page.getByTestId("quote-bar");
    await expect(bar).toBeVisible();
    await bar.getByRole("link", { name: ar.vendorProfile.quote.title }).click();
    const card = page.getByTestId("quote-card");
    await expect(card).toBeInViewport();
    await expect(card.getByTestId("quote-soon")).toHaveText(ar.vendorProfile.quote.soon);
    await expect(card.getByTestId("quote-sign-in")).toHaveAttribute("href", "/login?next=%2Fvendors%2Flens-art-studio");
    await expect(card.getByTestId("quote-register")).toHaveAttribute("href", "/register?next=%2Fvendors%2Flens-art-studio");
    await expectNoSidewaysScroll(page);
  });

  test("English on desktop: the gallery opens a larger view, the quote card sits beside the content", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/en/vendors/al-raya-hall");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Al Raya Hall");
    await expectImagesLoad(page, 3);
    await expect(page.getByTestId("vendor-location")).toContainText("Sharq");
    await expect(page.getByTestId("service-price").first()).toContainText("KWD");
    await expect(page.getByTestId("service-price").first()).toContainText(/\d\.\d{3}/);

    await page.getByRole("link", { name: en.vendorProfile.gallery.open.replace("{number}", "2").replace("{total}", "3") }).click();
    const lightbox = page.getByTestId("gallery-lightbox");
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toContainText("Photo 2 of 3");
    await expectLoaded(lightbox.getByRole("img"));
    await lightbox.getByRole("button", { name: en.vendorProfile.gallery.next }).click();
    await expect(lightbox).toContainText("Photo 3 of 3");
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();

    await expect(page.getByTestId("quote-bar")).toBeHidden();
    const card = page.getByTestId("quote-card");
    await expect(card).toBeVisible();
    await expect(card.getByTestId("quote-sign-in")).toHaveAttribute("href", "/en/login?next=%2Fvendors%2Fal-raya-hall");
    await expectNoSidewaysScroll(page);
  });

  test("a signed-in customer asks for a quote or saves the vendor from the quote card", async ({ page }) => {
    const login = await page.request.post("/api/v1/auth/login", { data: { email: "customer@demo.kw", password: DEMO_PASSWORD, device: { platform: "web" } } });
    expect(login.status(), await login.text()).toBe(200);
    await page.setViewportSize(DESKTOP);
    await page.goto("/en/vendors/bloom-house");
    const card = page.getByTestId("quote-card");
    await expect(card.getByTestId("quote-sign-in")).toHaveCount(0);
    await expect(card).toContainText(en.vendorProfile.quote.save);
    await expect(card.getByTestId("favorite-button")).toBeEnabled();
    await card.getByTestId("quote-request").click();
    await expect(page).toHaveURL(/\/en\/account\/rfqs\/new\?.*vendor=/);
  });

  test("vendor cards show the vendor's logo on search results", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/en/search?q=studio");
    const logo = page.getByTestId("vendor-card").filter({ hasText: "Lens Art Studio" }).getByTestId("vendor-card-logo");
    await expect(logo).toHaveAttribute("alt", "Lens Art Studio logo");
    await expectLoaded(logo);
    await expectNoSidewaysScroll(page);
  });
});
