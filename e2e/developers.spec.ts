import { expect, test, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };

// The API reference (/developers/api) in both languages: RTL chrome in Arabic with code left to right,
// a table of contents of the endpoint groups, endpoints collapsed, no sideways scrolling on a phone.

/**
 * Height per collapsed endpoint at 1366 px (its one-line summary plus its share of group headings):
 * about 75 px (13,300 px for 178 endpoints). Before the rework every endpoint was expanded and the
 * page was over 32,000 px tall with fewer endpoints. A bound per endpoint keeps holding as the API grows.
 */
const MAX_HEIGHT_PER_ENDPOINT = 100;

async function pageMetrics(page: Page) {
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    open: document.querySelectorAll("details[open]").length,
    closed: document.querySelectorAll("details.dev-op:not([open])").length,
  }));
}

for (const [locale, messages, prefix, dir] of [
  ["ar", ar, "", "rtl"],
  ["en", en, "/en", "ltr"],
] as const) {
  const t = messages.developers;

  test.describe(`API reference in ${locale}`, () => {
    test("has the page's direction, a table of contents that leads to the groups, and collapsed endpoints", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${prefix}/developers/api`);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);

      const toc = page.getByRole("navigation", { name: t.toc.title });
      for (const group of [t.groups.Marketplace, t.groups.Identity, t.groups.Vendors, t.groups.Admin]) {
        await expect(toc.getByRole("link", { name: group.name })).toBeVisible();
      }

      const metrics = await pageMetrics(page);
      expect(metrics.open).toBe(0);
      expect(metrics.closed).toBeGreaterThan(80);
      expect(metrics.height / metrics.closed).toBeLessThan(MAX_HEIGHT_PER_ENDPOINT);

      await toc.getByRole("link", { name: t.groups.Admin.name }).click();
      await expect(page).toHaveURL(/#group-admin$/);
      const adminHeading = page.getByRole("heading", { level: 2, name: new RegExp(`^${t.groups.Admin.name}`) });
      await expect(adminHeading).toBeInViewport();
    });

    test("an endpoint opens to its parameters and schemas, code left to right", async ({ page }) => {
      await page.goto(`${prefix}/developers/api`);
      const endpoint = page.locator("details.dev-op", { has: page.locator(".dev-op__path", { hasText: /^\/vendors\/me\/services\/\{id\}$/ }) });
      const patch = endpoint.filter({ has: page.locator(".dev-method", { hasText: "PATCH" }) });
      await expect(patch.getByText(t.op.signedIn)).toBeVisible();
      await expect(patch.getByRole("heading", { name: t.op.requestBody })).toBeHidden();

      await patch.locator("summary").click();
      await expect(patch.getByRole("heading", { name: t.op.parameters })).toBeVisible();
      await expect(patch.getByRole("heading", { name: t.op.requestBody })).toBeVisible();
      const code = patch.locator("pre.dev-code").first();
      await expect(code).toHaveAttribute("dir", "ltr");
      await expect(code).toContainText("name_ar?: string(1..120);");

      // A named schema in the response links to its definition further down.
      await patch.getByRole("link", { name: "VendorService", exact: true }).click();
      await expect(page).toHaveURL(/#schema-VendorService$/);
      await expect(page.locator("#schema-VendorService summary")).toBeInViewport();
    });

    test("does not scroll sideways on a phone, collapsed or with a long endpoint open", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/developers/api`);
      expect((await pageMetrics(page)).overflow).toBeLessThanOrEqual(0);

      const search = page.locator("details.dev-op", { has: page.locator(".dev-op__path", { hasText: /^\/search\/vendors$/ }) });
      await search.locator("summary").click();
      await page.locator("#essentials details summary").click(); // the error-code table
      await expect(search.getByRole("heading", { name: t.op.parameters })).toBeVisible();
      expect((await pageMetrics(page)).overflow).toBeLessThanOrEqual(0);
    });
  });
}
