import { expect, test } from "@playwright/test";
import { ownerPassword, signedIn } from "./support/accounts";
import { acceptedQuoteBooking } from "./support/bookings";
import { SETTLE, json } from "./support/pages";
import { freshCustomer } from "./support/register";

// "Pay deposit" stays on the host the customer is browsing (server/core/app-url.ts):
// run with E2E_BASE_URL=http://127.0.0.1:<port> against a server without
// APP_URL, and the sandbox page opens on 127.0.0.1, signed in (its cookie lives
// there), not on localhost asking for "the account that started this payment".
// Its own data: a fresh customer and a seeded vendor no other spec signs in as.

const VENDOR = "eyab-transport";

test("the deposit's hosted page and return page are on the origin the customer browses", async ({ browser }, info) => {
  test.setTimeout(240_000);
  const origin = new URL(info.project.use.baseURL!).origin;
  const customer = await freshCustomer(browser, { locale: "en", tag: "origin" });
  const ownerEmail = `owner+${VENDOR}@demo.kw`;
  const vendor = await signedIn(browser, ownerEmail, { password: await ownerPassword(customer.page.request, ownerEmail) });
  const profile = await json<{ id: string; categories: { id: string }[] }>(customer.page.request.get(`/api/v1/vendors/${VENDOR}`));
  const date = new Date(Date.now() + (60 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
  const booking = await acceptedQuoteBooking(customer.page.request, vendor.page.request, {
    vendorId: profile.id,
    categoryId: profile.categories[0].id,
    date,
    eventTitle: "Engagement dinner",
    description: "Two cars for the family from the hall to the house.",
    item: { description: "Two cars, three hours", unit_price: "90.000" },
  });

  const page = customer.page;
  await page.goto(`/en/account/bookings/${booking.id}`);
  await page.getByTestId("pay-deposit").click();
  await expect(page).toHaveURL(/\/sandbox-pay\/[\w-]+$/);
  expect(new URL(page.url()).origin).toBe(origin);
  // Signed in on the hosted page: the amount and the pay button, not the "sign in with that account" notice.
  await expect(page.getByTestId("sandbox-amount")).toBeVisible();
  await page.getByTestId("method-knet").check();
  await page.getByTestId("sandbox-pay").click();
  await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid", SETTLE);
  expect(new URL(page.url()).origin).toBe(origin);
});
