import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { registerVerified } from "./support/register";

// Saving a vendor from its public page and finding it on the favorites page.
// A fresh customer per run (registered through the API from the page's own
// cookie jar, which signs it in), so runs never see each other's favorites.

const VENDOR = { slug: "qasr-al-andalus-hall", nameEn: "Qasr Al Andalus Wedding Hall" };

test("en: save a vendor from its page, find it in favorites, unsave it there", async ({ page }) => {
  const email = `e2e-favorites-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await registerVerified(page.request, {
    first_name: "Dana",
    last_name: "Al-Hajri",
    email,
    password: "Souq-Al-Mubarakiya-1900",
    preferred_locale: "en",
    terms_accepted: true,
    terms_version: "2026-01",
  });

  await page.goto(`/en/vendors/${VENDOR.slug}`);
  const heart = page.getByTestId("vendor-hero").getByRole("button", { name: en.favorites.button.save });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(page.getByTestId("vendor-hero").getByRole("button", { name: en.favorites.button.save })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/en/account/favorites");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.areas.account.sections.favorites);
  const list = page.getByTestId("favorites-list");
  const card = list.getByTestId("vendor-card").filter({ hasText: VENDOR.nameEn });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: VENDOR.nameEn })).toHaveAttribute("href", `/en/vendors/${VENDOR.slug}`);

  await card.getByRole("button", { name: en.favorites.button.save }).click();
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await expect(page.getByTestId("vendor-card")).toHaveCount(0);

  await page.goto(`/en/vendors/${VENDOR.slug}`);
  await expect(page.getByTestId("vendor-hero").getByRole("button", { name: en.favorites.button.save })).toHaveAttribute("aria-pressed", "false");
});

test("ar: a signed-out visitor's heart links to sign-in with the page as the return path and the vendor to save", async ({ page }) => {
  await page.goto(`/vendors/${VENDOR.slug}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const signIn = page.getByTestId("vendor-hero").getByRole("link", { name: ar.favorites.button.signIn });
  const href = new URL((await signIn.getAttribute("href"))!, "http://x");
  expect(href.pathname).toBe("/login");
  const next = new URL(href.searchParams.get("next")!, "http://x");
  expect(next.pathname).toBe(`/vendors/${VENDOR.slug}`);
  expect(next.searchParams.get("save")).toMatch(/^[0-9A-Z]{26}$/);
});
