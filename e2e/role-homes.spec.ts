import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { DESKTOP, PHONE, SETTLE, json, shot } from "./support/pages";

// A home for every role (issue 26 items 4 and 5): the Finance, content
// moderator and Super Admin homes in Arabic on a phone and English on a
// desktop (screenshots to SHOTS_DIR, default /tmp/role-homes-shots); the
// moderator's menu without the sections it may not open and the refusal
// naming the permission; a refund in Finance's queue with its context and the
// confirmation before approving; the vendor home's to-do list.

const CATEGORY = "wedding-halls"; // one of the demo vendor's categories

/** The home in Arabic at 390 px and English at 1366 px: its queues listed, screenshots of both. */
async function bothHomes(page: Page, name: string) {
  for (const [prefix, viewport, messages] of [["", PHONE, ar], ["/en", DESKTOP, en]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`${prefix}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.areas.admin.title);
    await expect(page.getByTestId("admin-queue").first()).toBeVisible({ timeout: 20_000 }); // the first load of a cold server on a busy machine
    await shot(page, `${name}-${prefix ? "en" : "ar"}`);
  }
}

const kuwaitDate = (inDays: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date(Date.now() + inDays * 86_400_000));

/** The demo customer asks the demo vendor for a quote (event in `inDays` days); returns the RFQ and the two signed-in pages. */
async function rfqToDemoVendor(browser: Browser, title: string, inDays: number) {
  const customer = (await signedIn(browser, "customer@demo.kw")).page;
  const vendor = (await signedIn(browser, "vendor@demo.kw")).page;
  const cr = customer.request;
  const vendorId = (await json<{ id: string }>(vendor.request.get("/api/v1/vendors/me"))).id;
  const categories = await json<{ children?: { id: string; slug: string }[] }[]>(cr.get("/api/v1/categories"));
  const category = categories.flatMap((c) => c.children ?? []).find((c) => c.slug === CATEGORY)!;
  const date = kuwaitDate(inDays);
  const event = await json<{ id: string }>(cr.post("/api/v1/events", { data: { title, event_type: "wedding", event_date: date } }), 201);
  const rfq = await json<{ id: string }>(
    cr.post("/api/v1/rfqs", { data: { event_id: event.id, category_id: category.id, description: `${title}: hall for 80 guests.`, vendor_ids: [vendorId], needed_by_date: date, publish: true } }),
    201,
  );
  return { customer, vendor, rfq };
}

test("Finance: the home counts refunds waiting; the queue row says whose booking, vendor, payment and policy; approving asks first and reports", async ({ browser }) => {
  test.setTimeout(180_000);
  // Setup by API: a paid deposit (sandbox, KNET) and the customer asking for a refund of the confirmed booking.
  const tag = randomUUID().slice(0, 6);
  const { customer, vendor, rfq } = await rfqToDemoVendor(browser, `Refund check ${tag}`, 40);
  const quote = await json<{ id: string }>(
    vendor.request.post("/api/v1/quotations", { data: { rfq_id: rfq.id, items: [{ description: "Hall with catering", quantity: 1, unit_price: "1500.000" }] } }),
    201,
  );
  const cr = customer.request;
  const booking = (await json<{ booking: { id: string; reference: string } }>(cr.post(`/api/v1/quotations/${quote.id}/accept`, { data: {} }), 201)).booking;
  const payment = await json<{ payment_url: string }>(
    cr.post("/api/v1/payments", { headers: { "Idempotency-Key": randomUUID() }, data: { payable_type: "booking", payable_id: booking.id, kind: "deposit", return_url: "/account/bookings" } }),
    201,
  );
  const session = new URL(payment.payment_url).pathname.split("/").pop()!;
  await json(cr.post(`/api/v1/sandbox/sessions/${session}/open`, { data: {} }));
  await json(cr.post(`/api/v1/sandbox/sessions/${session}/complete`, { data: { outcome: "paid", method: "knet" } }));
  await expect.poll(async () => (await json<{ status: string }>(cr.get(`/api/v1/bookings/${booking.id}`))).status, SETTLE).toBe("confirmed");
  await json(cr.post(`/api/v1/bookings/${booking.id}/refund-request`, { data: { reason: "The hall double-booked our date." } }));

  const finance = (await signedIn(browser, "finance@demo.kw")).page;
  await expect
    .poll(async () => (await json<{ booking_id: string }[]>(finance.request.get("/api/v1/admin/refunds?status=requested&per_page=50"))).some((r) => r.booking_id === booking.id), SETTLE)
    .toBe(true);

  // The home: the refunds queue counts it, with a link to the queue; no vendor or review queues for Finance.
  await bothHomes(finance, "finance-home");
  const refunds = finance.locator('[data-testid="admin-queue"][data-queue="refunds_to_approve"]');
  await expect(refunds).not.toHaveAttribute("data-count", "0");
  await expect(finance.locator('[data-queue="vendor_approvals"], [data-queue="reviews_reported"]')).toHaveCount(0);
  await expect(finance.getByTestId("admin-roles")).toContainText(en.homes.roles.admin_finance);

  // The queue: the row names the booking, customer, vendor and payment; not a cancellation, so no policy tier.
  await refunds.getByTestId("admin-queue-link").click();
  await expect(finance).toHaveURL(/\/en\/admin\/refunds\?status=requested/);
  const row = finance.getByTestId("refund-row").filter({ hasText: booking.reference });
  await expect(row.getByTestId("refund-booking")).toContainText(booking.reference);
  await expect(row.getByTestId("refund-customer")).toContainText("customer@demo.kw");
  await expect(row.getByTestId("refund-vendor")).not.toBeEmpty();
  await expect(row.getByTestId("refund-payment")).toContainText(en.homes.refunds.methods.knet);
  await expect(row.getByTestId("refund-policy")).toHaveText(`${en.homes.refunds.policy}${en.homes.refunds.noPolicy}`);
  await row.getByTestId("refund-approve").click();
  const confirm = row.getByTestId("refund-confirm");
  await expect(confirm).toContainText(en.homes.refunds.confirmApproveButton);
  await shot(finance, "refund-confirm-en");
  await confirm.getByTestId("refund-confirm-approve").click();
  // The decided refund leaves the queue; the queue reports what happened.
  await expect(finance.getByTestId("refund-result")).toContainText("Approved. Refund status now:");
  await expect(finance.getByTestId("refund-result")).toContainText("KWD 300.000");
  await expect(row).toHaveCount(0);
  await finance.setViewportSize(PHONE);
  await finance.goto("/admin/refunds?status=");
  await expect(finance.getByTestId("refund-row").filter({ hasText: booking.reference }).getByTestId("refund-context")).toBeVisible();
  await shot(finance, "refund-queue-ar");
});

test("Content moderator: its home and menu hold only what it may open; a section it may not open names the missing permission", async ({ browser }) => {
  const page = (await signedIn(browser, "moderator@demo.kw")).page;
  await bothHomes(page, "moderator-home");
  const queues = page.getByTestId("admin-queue");
  await expect(queues).toHaveCount(2);
  await expect(page.locator('[data-queue="zero_result_searches"]')).toHaveCount(1);
  await expect(page.locator('[data-queue="draft_pages"]')).toHaveCount(1);

  const menu = page.locator("nav.area-nav");
  const s = en.areas.admin.sections;
  await expect(menu.getByRole("link")).toHaveText([en.homes.admin.navHome, s.categories, s.pages, s.search]);
  for (const hidden of [s.users, s.vendors, s.reviews, s.refunds, s.audit]) await expect(menu.getByRole("link", { name: hidden })).toHaveCount(0);

  await page.goto("/en/admin/users");
  await expect(page.getByTestId("permission-refused")).toBeVisible();
  await expect(page.getByTestId("missing-permission")).toHaveText(`This page needs the permission “${en.homes.permissions.user.read}” (user.read).`);
  await expect(page.getByTestId("permission-refused")).toContainText(en.homes.roles.admin_moderator);
  await shot(page, "moderator-refusal-en");
  await page.setViewportSize(PHONE);
  await page.goto("/admin/reviews");
  await expect(page.getByTestId("missing-permission")).toContainText("review.moderate");
  await shot(page, "moderator-refusal-ar");
});

test("Super Admin: the home lists every queue, the ones waiting first", async ({ browser }) => {
  const page = (await signedIn(browser, "super@demo.kw")).page;
  await bothHomes(page, "super-home");
  await expect(page.getByTestId("admin-queue")).toHaveCount(14);
  await expect(page.getByTestId("admin-roles")).toContainText(en.homes.roles.admin_super);
  const counts = await page.getByTestId("admin-queue").evaluateAll((cards) => cards.map((c) => Number(c.getAttribute("data-count"))));
  expect(counts.findIndex((c) => c === 0)).toBeGreaterThanOrEqual(counts.filter((c) => c > 0).length);
});

test("Vendor: the home starts with the to-do list (a new quote request to answer) and states the period of its figures", async ({ browser }) => {
  const tag = randomUUID().slice(0, 6);
  const title = `To-do check ${tag}`;
  const { vendor } = await rfqToDemoVendor(browser, title, 30);
  for (const [prefix, viewport, messages] of [["/en", DESKTOP, en], ["", PHONE, ar]] as const) {
    await vendor.setViewportSize(viewport);
    await vendor.goto(`${prefix}/vendor`);
    const todo = vendor.getByTestId("vendor-todo");
    await expect(todo.getByRole("heading", { level: 2 })).toHaveText(messages.homes.vendor.todoTitle);
    await expect(todo.getByTestId("todo-rfqs")).not.toHaveAttribute("data-count", "0");
    await expect(vendor.getByTestId("figures-period")).toBeVisible();
    await shot(vendor, `vendor-home-${prefix ? "en" : "ar"}`);
  }
  // The to-do list comes before the figures; the new request is in the inbox the to-do list links to.
  const order = await vendor.evaluate(() => {
    const todo = document.querySelector('[data-testid="vendor-todo"]')!;
    const figures = document.querySelector('[data-testid="vendor-figures"]')!;
    return todo.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
  await vendor.goto("/en/vendor/rfqs");
  await expect(vendor.getByRole("link", { name: title })).toBeVisible();
});
