import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import { signedIn } from "../support/accounts";
import { DESKTOP, PHONE, SETTLE, json, noHorizontalOverflow, shot, shotsAtBothWidths } from "../support/pages";
import { freshCustomer } from "../support/register";
import { subcategoryId } from "../support/bookings";

// The admins' journeys (each run twice: Arabic on a phone,
// English on a desktop), then the audit log as the Super Admin reads
// it. Finance: a refund asked for by a new customer reaches its home's queue
// with its context (booking, customer, vendor, payment, policy tier, amounts);
// approving asks first and reports the result. The content moderator: its home
// has its two queues, its menu only what it may open, and a section it may not
// open names the missing permission. The Super Admin: every queue, the ones
// waiting first, each linking to its list (the bookings list opens on the
// status the link names). Screenshots (390 and 1366 px in the run's language)
// go to SHOTS_DIR as journey-*.

test.describe.configure({ mode: "serial" }); // the audit log test reads what the Finance runs did

const CATEGORY = "wedding-halls"; // one of vendor@demo.kw's categories
const RUNS = [
  { lang: "ar", prefix: "", viewport: PHONE, m: ar },
  { lang: "en", prefix: "/en", viewport: DESKTOP, m: en as unknown as typeof ar },
] as const;

const kuwaitDate = (inDays: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date(Date.now() + inDays * 86_400_000));

/** The admin home in the run's language: its title, its queues loaded. */
async function openHome(page: Page, prefix: string, m: typeof ar) {
  await page.goto(`${prefix}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.areas.admin.title);
  await expect(page.getByTestId("admin-queue").first()).toBeVisible({ timeout: 20_000 }); // a cold server's first load on a busy machine
  await noHorizontalOverflow(page, `${prefix}/admin`);
}

for (const { lang, prefix, viewport, m } of RUNS) {
  test(`finance (${lang}, ${viewport.width} px): a refund waits on the home, the queue says whose booking, vendor, payment and policy; approving asks first and reports`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // Setup by API: a new customer's booking with the demo vendor, its deposit paid (sandbox, KNET), a refund asked for.
    const tag = randomUUID().slice(0, 6);
    const customer = await freshCustomer(browser, { locale: lang, tag: `refund-${tag}` });
    const vendor = (await signedIn(browser, "vendor@demo.kw")).page;
    const cr = customer.page.request;
    const vendorId = (await json<{ id: string }>(vendor.request.get("/api/v1/vendors/me"))).id;
    const categoryId = await subcategoryId(cr, CATEGORY);
    const event = await json<{ id: string }>(
      cr.post("/api/v1/events", { data: { title: `Refund check ${tag}`, event_type: "wedding", event_date: kuwaitDate(40) } }),
      201,
    );
    const rfq = await json<{ id: string }>(
      cr.post("/api/v1/rfqs", {
        data: { event_id: event.id, category_id: categoryId, description: `Refund check ${tag}: hall for 80 guests.`, vendor_ids: [vendorId], publish: true },
      }),
      201,
    );
    const quote = await json<{ id: string }>(
      vendor.request.post("/api/v1/quotations", {
        data: { rfq_id: rfq.id, items: [{ description: "Hall with catering", quantity: 1, unit_price: "1500.000" }] },
      }),
      201,
    );
    const booking = (await json<{ booking: { id: string; reference: string } }>(cr.post(`/api/v1/quotations/${quote.id}/accept`, { data: {} }), 201)).booking;
    const payment = await json<{ payment_url: string }>(
      cr.post("/api/v1/payments", {
        headers: { "Idempotency-Key": randomUUID() },
        data: { payable_type: "booking", payable_id: booking.id, kind: "deposit", return_url: "/account/bookings" },
      }),
      201,
    );
    const session = new URL(payment.payment_url).pathname.split("/").pop()!;
    await json(cr.post(`/api/v1/sandbox/sessions/${session}/open`, { data: {} }));
    await json(cr.post(`/api/v1/sandbox/sessions/${session}/complete`, { data: { outcome: "paid", method: "knet" } }));
    await expect.poll(async () => (await json<{ status: string }>(cr.get(`/api/v1/bookings/${booking.id}`))).status, SETTLE).toBe("confirmed");
    await json(cr.post(`/api/v1/bookings/${booking.id}/refund-request`, { data: { reason: "The hall double-booked our date." } }));

    const finance = (await signedIn(browser, "finance@demo.kw", { viewport })).page;
    await expect
      .poll(
        async () =>
          (await json<{ booking_id: string }[]>(finance.request.get("/api/v1/admin/refunds?status=requested&per_page=50"))).some(
            (r) => r.booking_id === booking.id,
          ),
        SETTLE,
      )
      .toBe(true);

    // The home: the refunds queue counts it and links to the queue; no vendor or review queues for Finance.
    await openHome(finance, prefix, m);
    const refunds = finance.locator('[data-testid="admin-queue"][data-queue="refunds_to_approve"]');
    await expect(refunds).not.toHaveAttribute("data-count", "0");
    await expect(finance.locator('[data-queue="vendor_approvals"], [data-queue="reviews_reported"]')).toHaveCount(0);
    await expect(finance.getByTestId("admin-roles")).toContainText(m.homes.roles.admin_finance);
    await shotsAtBothWidths(finance, `journey-finance-home-${lang}`);

    // The queue: the row names the booking, customer, vendor and payment; not a cancellation, so no policy tier.
    await refunds.getByTestId("admin-queue-link").click();
    await expect(finance).toHaveURL(new RegExp(`${prefix}/admin/refunds\\?status=requested`));
    const row = finance.getByTestId("refund-row").filter({ hasText: booking.reference });
    await expect(row.getByTestId("refund-booking")).toContainText(booking.reference);
    await expect(row.getByTestId("refund-customer")).toContainText(customer.email);
    await expect(row.getByTestId("refund-vendor")).not.toBeEmpty();
    await expect(row.getByTestId("refund-payment")).toContainText(m.homes.refunds.methods.knet);
    await expect(row.getByTestId("refund-policy")).toHaveText(`${m.homes.refunds.policy}${m.homes.refunds.noPolicy}`);
    await expect(row.getByTestId("refund-context")).toContainText("300.000");
    await noHorizontalOverflow(finance, "refund queue");
    await row.getByTestId("refund-approve").click();
    const confirm = row.getByTestId("refund-confirm");
    await expect(confirm).toContainText(m.homes.refunds.confirmApproveButton);
    // "Yes, approve" and "Back" are two buttons apart, not one block (they touched at first).
    const yes = (await confirm.getByTestId("refund-confirm-approve").boundingBox())!;
    const back = (await confirm.getByRole("button", { name: m.homes.refunds.back, exact: true }).boundingBox())!;
    const apart = Math.max(back.x - (yes.x + yes.width), yes.x - (back.x + back.width), back.y - (yes.y + yes.height), yes.y - (back.y + back.height));
    expect(apart).toBeGreaterThanOrEqual(4);
    await shot(finance, `journey-refund-confirm-${lang}`);
    await confirm.getByTestId("refund-confirm-approve").click();
    // The decided refund leaves the queue; the queue reports what happened, with the amount.
    await expect(finance.getByTestId("refund-result")).toContainText(m.homes.refunds.resultApproved.split("{status}")[0].trim());
    await expect(finance.getByTestId("refund-result")).toContainText("300.000");
    await expect(row).toHaveCount(0);
    await finance.goto(`${prefix}/admin/refunds?status=`);
    await expect(finance.getByTestId("refund-row").filter({ hasText: booking.reference }).getByTestId("refund-context")).toBeVisible();
    await shot(finance, `journey-refund-queue-${lang}`);
  });

  test(`content moderator (${lang}, ${viewport.width} px): its home and menu hold only what it may open; a section it may not open names the missing permission`, async ({
    browser,
  }) => {
    const page = (await signedIn(browser, "moderator@demo.kw", { viewport })).page;
    await openHome(page, prefix, m);
    await expect(page.getByTestId("admin-queue")).toHaveCount(2);
    await expect(page.locator('[data-queue="zero_result_searches"]')).toHaveCount(1);
    await expect(page.locator('[data-queue="draft_pages"]')).toHaveCount(1);
    for (const queue of await page.getByTestId("admin-queue").all())
      await expect(queue.getByTestId("admin-queue-link")).toHaveAttribute("href", /\/admin\/(search|pages)/);
    await expect(page.getByTestId("admin-roles")).toContainText(m.homes.roles.admin_moderator);
    await shotsAtBothWidths(page, `journey-moderator-home-${lang}`);

    const menu = page.locator("nav.area-nav");
    const s = m.areas.admin.sections;
    await expect(menu.getByRole("link")).toHaveText([m.homes.admin.navHome, s.categories, s.pages, s.search]);
    for (const hidden of [s.users, s.vendors, s.reviews, s.refunds, s.audit]) await expect(menu.getByRole("link", { name: hidden })).toHaveCount(0);

    await page.goto(`${prefix}/admin/users`);
    await expect(page.getByTestId("permission-refused")).toBeVisible();
    await expect(page.getByTestId("missing-permission")).toContainText(m.homes.permissions.user.read);
    await expect(page.getByTestId("missing-permission")).toContainText("(user.read)");
    await expect(page.getByTestId("permission-refused")).toContainText(m.homes.roles.admin_moderator);
    await page.goto(`${prefix}/admin/reviews`);
    await expect(page.getByTestId("missing-permission")).toContainText("review.moderate");
    await shot(page, `journey-moderator-refusal-${lang}`);
  });

  test(`super admin (${lang}, ${viewport.width} px): the home lists every queue, the ones waiting first; the bookings queue opens the list on its status`, async ({
    browser,
  }) => {
    const page = (await signedIn(browser, "super@demo.kw", { viewport })).page;
    await openHome(page, prefix, m);
    await expect(page.getByTestId("admin-queue")).toHaveCount(14);
    await expect(page.getByTestId("admin-roles")).toContainText(m.homes.roles.admin_super);
    const counts = await page.getByTestId("admin-queue").evaluateAll((cards) => cards.map((c) => Number(c.getAttribute("data-count"))));
    expect(counts.findIndex((c) => c === 0)).toBeGreaterThanOrEqual(counts.filter((c) => c > 0).length);
    await shotsAtBothWidths(page, `journey-super-home-${lang}`);

    // The bookings queue links to the list filtered on refund_requested, and the list honours it.
    const link = page.locator('[data-queue="bookings_refund_requested"]').getByTestId("admin-queue-link");
    await expect(link).toHaveAttribute("href", /\/admin\/bookings\?status=refund_requested$/);
    await link.click();
    await expect(page.getByTestId("admin-bookings-status")).toHaveValue("refund_requested");
    // Any status in the address: the select shows it and every row has it.
    await page.goto(`${prefix}/admin/bookings?status=completed`);
    await expect(page.getByTestId("admin-bookings-status")).toHaveValue("completed");
    const rows = page.getByTestId("admin-booking-row");
    await expect(rows.first()).toBeVisible();
    await expect(rows.locator('[data-testid="status"]:not([data-status="completed"])')).toHaveCount(0);
    await noHorizontalOverflow(page, "admin bookings");
  });
}

test("audit log: people and objects by name with their ids, filtered by person and object type, actions in words (ar 390 px, en 1366 px)", async ({
  browser,
}) => {
  const page = (await signedIn(browser, "super@demo.kw")).page;
  const financeId = (await json<{ id: string }>((await signedIn(browser, "finance@demo.kw")).page.request.get("/api/v1/me"))).id;
  for (const { lang, prefix, viewport, m } of RUNS) {
    await page.setViewportSize(viewport);
    await page.goto(`${prefix}/admin/audit-logs`);
    const form = page.getByRole("search");
    await form.getByLabel(m.homes.audit.person).fill("finance@demo.kw");
    await form.getByLabel(m.homes.audit.entityType).selectOption("refund");
    await form.getByRole("button", { name: m.adminCatalog.audit.apply }).click();
    await expect(page).toHaveURL(/actor=finance%40demo\.kw/);
    await expect(page).toHaveURL(/entity_type=refund/);
    const table = page.getByTestId("audit-table");
    const rows = table.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    // Every row: Finance by name, email and id; a refund by its type's name and id; the action in words, its code beneath.
    for (const row of (await rows.all()).slice(0, 3)) {
      await expect(row.getByTestId("audit-actor")).toContainText("Finance");
      await expect(row.getByTestId("audit-actor")).toContainText("finance@demo.kw");
      await expect(row.getByTestId("audit-actor")).toContainText(financeId);
      await expect(row.getByTestId("audit-entity")).toContainText(m.homes.audit.entities.refund);
      await expect(row.getByTestId("audit-entity")).toContainText(/[0-9A-Z]{26}/);
      await expect(row.getByTestId("audit-entity")).toContainText(/BK-[0-9A-Z]+ · /); // named by its booking and amount
      const code = (await row.getByTestId("audit-action").locator("code").textContent())!;
      expect(code).toMatch(/^refund\./);
      const words = (await row.getByTestId("audit-action").textContent())!.replace(code, "").trim();
      expect(words.length).toBeGreaterThan(0);
      expect(words).not.toContain(code);
      if (lang === "ar") expect(words).toMatch(/[\u0600-\u06FF]/);
    }
    await noHorizontalOverflow(page, "audit log");
    await shot(page, `journey-audit-${lang}`);
    // A person's name filters to that person's id.
    await rows.first().getByTestId("audit-actor").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`actor_id=${financeId}`));
    await expect(rows.first().getByTestId("audit-actor")).toContainText("finance@demo.kw");
  }
});
