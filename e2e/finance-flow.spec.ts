import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { acceptedQuoteBooking, demoBookingSides, payDepositWithKnet, subcategoryId } from "./support/bookings";
import { SETTLE, checkWidths, json, kuwaitToday, openedPdf, shot } from "./support/pages";

// Finance end to end, in Arabic (the default language). Setup by API: the
// demo customer asks the demo vendor for a quote for an event today and
// accepts it. Then in the browser: the customer pays the deposit on the
// sandbox hosted page (KNET) and downloads the invoice (a PDF answers); the
// vendor owner saves a payout account (a bad IBAN first: the server's
// message shows on the field); the Finance admin runs today's reconciliation
// and sees the run, exports it as CSV, runs the settlement for today (the
// service date: deposits settle from it on), sees the vendor's row and its
// statement PDF, records the bank transfer, and the dashboard charts render;
// the vendor sees the settlement paid and its statement answers a PDF. Every
// finance page is checked for horizontal overflow at 390 and 1366 px in
// Arabic and English; screenshots of both languages at both widths go to
// SHOTS_DIR (default /tmp/e2e-shots). Needs a fresh DATA_DIR: one settlement run per date,
// and the vendor starts without a payout account.

const CATEGORY = "wedding-halls"; // one of the demo vendor's (vendor@demo.kw, al-raya-hall) categories
/** A valid Kuwaiti IBAN (the registry's example), typed with spaces as people do. */
const IBAN = "KW81 CBKU 0000 0000 0000 1234 5601 01";

const missingMessages: string[] = [];

test("ar: pay a deposit -> invoice PDF; payout account; reconciliation, settlement and charts by Finance; the vendor's statement PDF", async ({ browser }) => {
  test.setTimeout(300_000);

  // 1. Setup by API: an event today, an RFQ to the demo vendor, its quote, accepted. A service date of today
  //    makes the deposit due for settlement today (deposits settle from the service date on).
  const today = kuwaitToday();
  const { customer, vendor, vendorId } = await demoBookingSides(browser, { missingMessages });
  const cr = customer.page.request;
  const categoryId = await subcategoryId(cr, CATEGORY);
  const booking = await acceptedQuoteBooking(cr, vendor.page.request, {
    vendorId,
    categoryId,
    date: today,
    eventTitle: "حفل عائلي اليوم",
    description: "قاعة لحفل عائلي الليلة لـ 80 ضيفاً.",
    item: { description: "القاعة مع الضيافة", unit_price: "1500.000" },
    notes: "شامل الضيافة.",
  });
  expect(booking.service_date).toBe(today);

  // 2. The customer pays the deposit with KNET on the sandbox page.
  const cp = customer.page;
  await payDepositWithKnet(cp, booking.id);
  await expect(cp).toHaveURL(/\/account\/payments\/[\w-]+$/);
  const paymentPath = new URL(cp.url()).pathname;
  await expect(cp.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid", SETTLE);

  // 3. "Download invoice" on the return page opens the signed PDF.
  await expect(cp.getByTestId("download-invoice")).toHaveText(ar.finance_portal.documents.invoice);
  const invoice = await openedPdf(customer.context, cp, "download-invoice", "/api/v1/files/documents/invoice/");
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toContain("application/pdf");
  // The booking page and the history offer it too.
  await cp.goto(`/account/bookings/${booking.id}`);
  await expect(cp.getByTestId("booking-invoices").getByTestId("download-invoice")).toBeVisible();
  await checkWidths(cp, paymentPath, "download-invoice", "payment-invoice", { every: true });
  await checkWidths(cp, `/account/bookings/${booking.id}`, "booking-invoices", "booking-invoice", { every: true });
  await checkWidths(cp, "/account/payments", "download-invoice", "history-invoice", { every: true });

  // 4. The vendor owner saves a payout account: a bad IBAN is refused on the field, then a good one typed with spaces.
  const vp = vendor.page;
  await vp.goto("/vendor/payout-account");
  await expect(vp.getByTestId("payout-none")).toBeVisible();
  await vp.getByTestId("payout-holder").fill("شركة الراية للقاعات");
  await vp.getByTestId("payout-iban").fill("KW81 CBKU 0000 0000 0000 1234 5601 02");
  await vp.getByTestId("payout-bank").fill("بنك الكويت التجاري");
  await vp.getByTestId("payout-save").click();
  await expect(vp.getByTestId("payout-iban-error")).toBeVisible();
  await shot(vp, "payout-invalid");
  await vp.getByTestId("payout-iban").fill(IBAN.replaceAll(" ", ""));
  await expect(vp.getByTestId("payout-iban")).toHaveValue(IBAN);
  await vp.getByTestId("payout-save").click();
  await expect(vp.getByTestId("payout-saved")).toBeVisible();
  await expect(vp.getByTestId("payout-iban-masked")).toContainText("KW81");
  await expect(vp.getByTestId("payout-iban-masked")).toContainText("01");
  await checkWidths(vp, "/vendor/payout-account", "payout-current", "payout-account", { every: true });
  await checkWidths(vp, "/vendor/billing", '[data-testid="billing-table"], [data-testid="empty"]', "billing", { every: true });

  // 5. Finance: today's reconciliation (the payment happened today), its run and a CSV export.
  const finance = await signedIn(browser, "finance@demo.kw", { missingMessages });
  const fp = finance.page;
  await fp.goto("/admin/reconciliation");
  await fp.getByTestId("reconciliation-date").fill(kuwaitToday());
  await fp.getByTestId("reconciliation-run-now").click();
  await expect(fp.getByTestId("reconciliation-run")).toBeVisible({ timeout: 30_000 });
  await expect(fp.getByTestId("reconciliation-counts")).toBeVisible();
  const download = fp.waitForEvent("download");
  await fp.getByTestId("export-csv").click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await shot(fp, "reconciliation-run");

  // 6. Today's settlement: the demo vendor's row, its statement.
  // The deposit reaches the vendor's ledger through the outbox after the payment; the nightly run would find it
  // there, and a run for a date is made once, so wait for the entry before running today's.
  await expect
    .poll(
      async () => {
        const entries = await json<{ booking: { id: string }; status: string }[]>(vendor.page.request.get(`/api/v1/vendors/${vendorId}/ledger?status=pending`));
        return entries.some((e) => e.booking.id === booking.id);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await fp.goto("/admin/settlements");
  await fp.getByTestId("settlement-date").fill(today);
  await fp.getByTestId("settlement-run").click();
  const row = fp.locator(`[data-testid="admin-settlement-row"][data-vendor="${vendorId}"]`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toHaveAttribute("data-status", "pending_payout");
  const adminStatement = await openedPdf(finance.context, fp, "admin-settlement-statement", "/api/v1/files/statements/");
  expect(adminStatement.headers()["content-type"]).toContain("application/pdf");
  await shot(fp, "admin-settlements-run");
  // Finance records the bank transfer.
  await row.getByTestId("mark-paid").click();
  await row.getByTestId("payout-reference").fill("TRX-20261125-001");
  await row.getByTestId("mark-paid-confirm").click();
  await expect(row).toHaveAttribute("data-status", "paid");
  await expect(row).toContainText("TRX-20261125-001");

  // 7. The dashboard's charts render (an SVG each), with total cards.
  await fp.goto("/admin/reports");
  await expect(fp.getByTestId("revenue-totals")).toBeVisible();
  await expect(fp.getByTestId("revenue-chart").locator("svg.recharts-surface").first()).toBeVisible();
  await expect(fp.getByTestId("activity-chart").locator("svg.recharts-surface").first()).toBeVisible();
  await checkWidths(fp, "/admin/reports", "activity-chart", "dashboard", { every: true });
  await checkWidths(fp, "/admin/reconciliation", "reconciliation", "reconciliation", { every: true });
  await checkWidths(fp, "/admin/settlements", "admin-settlements", "admin-settlements", { every: true });
  await checkWidths(fp, "/admin/finance-settings", "finance-settings-form", "finance-settings", { every: true });

  // 8. The vendor sees the settlement and its statement answers a PDF.
  await vp.goto("/vendor/settlements");
  await expect(vp.getByTestId("settlement-row").first()).toHaveAttribute("data-status", "paid");
  await expect(vp.getByTestId("ledger-row").first()).toHaveAttribute("data-status", "settled");
  const statement = await openedPdf(vendor.context, vp, "settlement-statement", "/api/v1/files/statements/");
  expect(statement.status()).toBe(200);
  expect(statement.headers()["content-type"]).toContain("application/pdf");
  await checkWidths(vp, "/vendor/settlements", "settlement-row", "vendor-settlements", { every: true });

  expect(missingMessages).toEqual([]);
  for (const c of [customer, vendor, finance]) await c.context.close();
});
