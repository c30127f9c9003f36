import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { apiLogin, DEMO_PASSWORD, randomClientIp } from "./support/accounts";

// Each area with an account that may use it (visitors are sent to sign in,
// people without the role get the refusal page: e2e/shell.spec.ts). Sign-in
// is limited to 5 a minute per client IP: each language is its own client.
const areas = ["account", "vendor", "admin"] as const;
const accountFor = { account: "customer@demo.kw", vendor: "vendor@demo.kw", admin: "super@demo.kw" } as const;

for (const [prefix, messages] of [
  ["", ar],
  ["/en", en],
] as const) {
  test.describe(prefix || "/ar", () => {
    test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

    for (const area of areas) {
      test(`${prefix || "/ar"} ${area}: every area link opens a page`, async ({ page }) => {
        const sections: Record<string, string> = messages.areas[area].sections;
        // One page load per section (the admin area has the most): the time allowed grows with them.
        test.setTimeout(15_000 + 3_000 * Object.keys(sections).length);
        const login = await apiLogin(page.request, accountFor[area], DEMO_PASSWORD);
        expect(login.status(), await login.text()).toBe(200);
        const response = await page.goto(`${prefix}/${area}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.areas[area].title);

        const nav = page.getByRole("navigation", { name: messages.areas.navLabel.replace("{area}", messages.areas[area].title) });
        for (const name of Object.values(sections)) {
          await nav.getByRole("link", { name, exact: true }).click();
          await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
          // Every section has a page of its own; none is missing.
          await expect(page.getByRole("heading", { name: messages.notFound.title })).toHaveCount(0);
        }
      });
    }
  });
}

test("an unknown page shows the localized not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.notFound.title);
});
