import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };

// The embedded default runs on stand-ins (the sandbox gateway takes the
// payments), so it is a demo and every page says so above the header
// (components/shell/demo-banner.tsx; docs/decisions.md "The embedded default is a demo").

const pages = [
  { path: "/", text: ar.common.demoBanner },
  { path: "/en/login", text: en.common.demoBanner },
  { path: "/search", text: ar.common.demoBanner },
  { path: "/en/vendors/qasr-al-andalus-hall", text: en.common.demoBanner },
];

test("every page says it is a demo without real payments, in its language, without overflow at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, text } of pages) {
    await page.goto(path);
    const banner = page.getByTestId("demo-banner");
    await expect(banner).toHaveText(text);
    // Above the header, across the page, and nothing wider than the screen.
    const [bannerBox, headerBox] = [await banner.boundingBox(), await page.locator("header").first().boundingBox()];
    expect(bannerBox!.y).toBeLessThan(headerBox!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
