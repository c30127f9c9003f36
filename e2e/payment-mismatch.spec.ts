import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { acceptedQuoteBooking, demoBookingSides, subcategoryId } from "./support/bookings";
import { SETTLE, checkWidths, kuwaitToday } from "./support/pages";

// A charge other than asked, end to end in the browser (docs/payments.md "A
// mismatched amount"). Setup by API: the demo customer's booking with the
// demo vendor on a day no other spec books. The customer pays on the sandbox
// page, which charges 10.000 instead of the deposit; the return page says
// what happened and not to pay again, the booking's pay button gives way;
// Finance sees both amounts in the queue on the admin payments page and
// refunds what was charged; the customer's pages then say it is coming back
// and the booking can be paid again. Every page is checked for horizontal
// overflow at 390 and 1366 px in Arabic and English, with screenshots.

const CATEGORY = "wedding-halls"; // one of the demo vendor's categories (vendor@demo.kw, al-raya-hall)
const CHARGED = "10.000";

const missingMessages: string[] = [];

/** A Kuwait day `days` from today (YYYY-MM-DD). */
function dayFromToday(days: number): string {
  const [y, m, d] = kuwaitToday().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

test("ar, en: the provider charges another amount: the payer is told, the booking waits, Finance refunds it from the queue", async ({ browser }) => {
  test.setTimeout(300_000);
  const { customer, vendor, vendorId } = await demoBookingSides(browser, { missingMessages });
  const cr = customer.page.request;
  const categoryId = await subcategoryId(cr, CATEGORY);
  const booking = await acceptedQuoteBooking(cr, vendor.page.request, {
    vendorId,
    categoryId,
    date: dayFromToday(47),
    eventTitle: "حفل خطوبة",
    description: "قاعة لحفل خطوبة لمئة ضيف.",
    item: { description: "القاعة مع الضيافة", unit_price: "900.000" },
  });

  // 1. The sandbox page charges 10.000 instead of the deposit.
  const cp = customer.page;
  const bookingPath = `/account/bookings/${booking.id}`;
  await cp.goto(bookingPath);
  await cp.getByTestId("pay-deposit").click();
  await expect(cp).toHaveURL(/\/sandbox-pay\/[\w-]+$/);
  await cp.getByTestId("method-knet").check();
  await cp.getByTestId("sandbox-options").locator("summary").click();
  await cp.locator('input[name="other_amount"]').fill(CHARGED);
  await cp.getByTestId("sandbox-pay").click();

  // 2. The return page: what was charged, that the booking waits, not to pay again.
  await expect(cp).toHaveURL(/\/account\/payments\/[\w-]+$/);
  const returnPath = new URL(cp.url()).pathname;
  const outcome = cp.getByTestId("payment-outcome");
  await expect(outcome).toHaveAttribute("data-outcome", "mismatch", SETTLE);
  await expect(outcome).toContainText(ar.payments.mismatch.dontPay);
  await expect(outcome).toContainText(CHARGED);
  await checkWidths(cp, returnPath, "payment-outcome", "mismatch-return");

  // 3. The booking: still pending, no pay button while Finance decides.
  await cp.goto(bookingPath);
  await expect(cp.getByTestId("pay-under-review")).toContainText(CHARGED);
  await expect(cp.getByTestId("pay-deposit")).toHaveCount(0);
  await checkWidths(cp, bookingPath, "pay-under-review", "mismatch-booking");

  // 4. Finance: the queue shows both amounts; refund what was charged.
  const finance = await signedIn(browser, "finance@demo.kw", { missingMessages });
  const fp = finance.page;
  await checkWidths(fp, "/admin/payments", "flag-row", "mismatch-queue");
  await fp.goto("/admin/payments");
  const row = fp.getByTestId("flag-row").filter({ hasText: CHARGED }).first();
  await expect(row.getByTestId("flag-charged")).toContainText(CHARGED);
  await expect(row.getByTestId("flag-accept")).toBeVisible();
  await row.getByTestId("flag-refund").click();
  await row.locator('textarea[name="note"]').fill("خصم المزوّد مبلغًا غير المطلوب");
  await row.getByTestId("flag-confirm").click();
  await expect(fp.getByTestId("flag-report")).toBeVisible(SETTLE);

  // 5. The customer: the money is on its way back, and the booking can be paid again.
  await cp.goto(returnPath);
  await expect(cp.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "mismatch-refunded", SETTLE);
  await checkWidths(cp, returnPath, "payment-outcome", "mismatch-refunded");
  await cp.goto(bookingPath);
  await expect(cp.getByTestId("pay-deposit")).toBeVisible(SETTLE);

  expect(missingMessages).toEqual([]);
  for (const c of [customer.context, vendor.context, finance.context]) await c.close();
});
