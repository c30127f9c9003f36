import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import { ownerPassword, signedIn } from "../support/accounts";
import { DESKTOP, PHONE, SETTLE, json, noHorizontalOverflow, openedPdf, shot, shotsAtBothWidths } from "../support/pages";
import { freshCustomer } from "../support/register";

// The customer's journey across every join, run twice: a new
// customer in Arabic on a phone, then one in English on a desktop. The event
// is created in the form; the RFQ goes to two wedding halls (API: the wizard
// is rfq-flow's); both vendors quote (API); the customer counters one in the
// comparison, the vendor revises (API), the customer accepts; the booking page
// before the deposit; the deposit on the sandbox's hosted page; the booking
// page after it, which agrees with the API; the vendor's page and home (balance
// received); "Message the vendor" from the booking opens the booking's thread;
// the customer cancels: the refund with its stage, the credit note, the list
// and the payment page agree; the RFQ lets the runner-up quote be accepted.
// Screenshots of each join, at 390 and 1366 px in the run's language, go to
// SHOTS_DIR (default /tmp/e2e-shots), named journey-*.

const CATEGORY = "wedding-halls";
const VENDOR_A = "al-raya-hall"; // vendor@demo.kw
const VENDOR_B = "qasr-al-andalus-hall"; // owner owner+<slug>@demo.kw (no password: set by reset)

/** A refund on the booking page (the "ask for a refund" button shares the test id, without a stage). */
const REFUND_ROW = '[data-testid="booking-refund"][data-stage]';

type Money = { amount: string; currency: string };
type BookingApi = {
  id: string;
  status: string;
  total: Money;
  deposit_due: Money;
  amount_paid: Money;
  amount_refunded: Money;
  balance: { amount: Money; received_at: string | null } | null;
  refunds: { id: string; amount: Money; stage: string; credit_note: { id: string; number: string } | null }[];
};

function inDays(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date(Date.now() + days * 86_400_000));
}

/** The customer's booking page as the API has it: status, total, deposit, paid, refunded and each refund's stage and credit note. */
async function agreesWithApi(page: Page, request: APIRequestContext, bookingId: string, m: typeof ar): Promise<BookingApi> {
  const b = await json<BookingApi>(request.get(`/api/v1/bookings/${bookingId}`));
  await expect(page.getByTestId("booking-detail")).toHaveAttribute("data-status", b.status);
  await expect(page.getByTestId("booking-total")).toHaveAttribute("data-amount", b.total.amount);
  if (b.status === "pending") await expect(page.getByTestId("booking-deposit")).toHaveAttribute("data-amount", b.deposit_due.amount);
  if (Number(b.amount_paid.amount) > 0) await expect(page.getByTestId("booking-paid")).toContainText(b.amount_paid.amount);
  if (b.balance) await expect(page.getByTestId("booking-balance")).toHaveAttribute("data-amount", b.balance.amount.amount);
  else await expect(page.getByTestId("booking-balance")).toHaveCount(0);
  for (const refund of b.refunds) {
    const shown = page.locator(REFUND_ROW).filter({ has: page.locator(`[data-testid="refund-amount"][data-amount="${refund.amount.amount}"]`) });
    await expect(shown).toHaveAttribute("data-stage", refund.stage);
    await expect(shown.getByTestId("refund-stage")).toHaveText(m.bookings.refundStage[refund.stage as "processed"]);
    await expect(page.getByTestId("download-credit-note")).toHaveCount(refund.credit_note ? 1 : 0);
  }
  if (b.refunds.length === 0) await expect(page.locator(REFUND_ROW)).toHaveCount(0);
  return b;
}

for (const run of [
  // Each run on its own day: the runner-up hall of the first run keeps its booking, and a hall
  // that saved no weekly plan takes one booking a day (docs/availability.md).
  { lang: "ar", prefix: "", viewport: PHONE, m: ar, eventDay: 60 },
  { lang: "en", prefix: "/en", viewport: DESKTOP, m: en as unknown as typeof ar, eventDay: 61 },
] as const) {
  test(`customer (${run.lang}, ${run.viewport.width} px): event -> RFQ to two vendors -> counter -> accept -> deposit -> message from the booking -> cancel -> runner-up accepted`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { m, prefix } = run;
    const missingMessages: string[] = [];
    const unique = `${run.lang}-${Date.now().toString(36)}`;
    const customer = await freshCustomer(browser, { locale: run.lang, viewport: run.viewport, tag: `journey-${unique}`, missingMessages });
    const vendorA = await signedIn(browser, "vendor@demo.kw", { missingMessages, viewport: run.viewport });
    const ownerB = `owner+${VENDOR_B}@demo.kw`;
    const vendorB = await signedIn(browser, ownerB, { missingMessages, password: await ownerPassword(customer.page.request, ownerB) });
    const c = customer.page;
    const cr = c.request;
    const va = vendorA.page;

    // 1. The event, created in the form with its time, place, guests and notes.
    await c.goto(`${prefix}/account/events/new`);
    const title = run.lang === "ar" ? `عشاء خطوبة نورة ${unique}` : `Noura's engagement dinner ${unique}`;
    const form = c.getByTestId("event-form");
    await form.getByLabel(m.events.form.title).fill(title);
    await form.getByLabel(m.events.form.date).fill(inDays(run.eventDay));
    await form.getByLabel(m.events.form.time).fill("19:30");
    await form.getByLabel(m.events.form.guests).fill("120");
    await form.getByLabel(m.events.form.location).fill(run.lang === "ar" ? "ديوانية العائلة، الشامية" : "Family diwaniya, Shamiya");
    await form.getByLabel(m.events.form.notes).fill(run.lang === "ar" ? "المدخل من الشارع الخلفي." : "Entrance from the back street.");
    await c.getByTestId("event-save").click();
    await expect(c).toHaveURL(/\/account\/events\/[0-9A-Z]+$/);
    const eventId = c.url().split("/").pop()!;
    await expect(c.getByTestId("event-title")).toHaveText(title);

    // 2. The RFQ to the two halls (API; the wizard is rfq-flow's); both quote (API, as the vendors).
    const vendorAId = (await json<{ id: string }>(va.request.get("/api/v1/vendors/me"))).id;
    const vendorBId = (await json<{ id: string }>(vendorB.page.request.get("/api/v1/vendors/me"))).id;
    const categories = await json<{ children?: { id: string; slug: string }[] }[]>(cr.get("/api/v1/categories"));
    const category = categories.flatMap((cat) => cat.children ?? []).find((cat) => cat.slug === CATEGORY)!;
    const rfq = await json<{ id: string }>(
      cr.post("/api/v1/rfqs", {
        data: {
          event_id: eventId,
          category_id: category.id,
          description: `${title}: hall and dinner for 120 guests.`,
          vendor_ids: [vendorAId, vendorBId],
          needed_by_date: inDays(run.eventDay),
          publish: true,
        },
      }),
      201,
    );
    const quoteA = await json<{ id: string }>(
      va.request.post("/api/v1/quotations", {
        data: {
          rfq_id: rfq.id,
          items: [
            { description: "Hall, one evening", quantity: 1, unit_price: "900.000" },
            { description: "Dinner per guest", quantity: 120, unit_price: "5.000" },
          ],
        },
      }),
      201,
    );
    await json(
      vendorB.page.request.post("/api/v1/quotations", {
        data: { rfq_id: rfq.id, items: [{ description: "Engagement package", quantity: 1, unit_price: "1700.000" }] },
      }),
      201,
    );

    // The event page lists the RFQ; its status badge stays on one line beside the link (390 px too).
    await c.reload();
    const badge = c.getByTestId("event-rfqs").getByTestId("status").first();
    await expect(badge).toBeVisible();
    await notWrapped(c, '[data-testid="event-detail"] [data-testid="status"]');
    await noHorizontalOverflow(c, "event page");
    await shot(c, `journey-event-${run.lang}`);

    // 3. The comparison: the customer counters A (1,400.000 for 1,500.000); A revises to 1,400.000 (API).
    await c.goto(`${prefix}/account/rfqs/${rfq.id}`);
    const columnA = c.locator(`[data-testid="compare-quote"][data-vendor="${VENDOR_A}"]`);
    await expect(columnA.getByTestId("quote-total")).toHaveAttribute("data-amount", "1500.000");
    await columnA.getByTestId("open-negotiation").click();
    await columnA.getByLabel(m.quotes.negotiate.price, { exact: true }).fill("1400");
    await columnA.getByLabel(m.quotes.negotiate.message, { exact: true }).fill(run.lang === "ar" ? "هل يمكن ١٤٠٠؟" : "Could you do 1,400?");
    await columnA.getByTestId("counter-send").click();
    await expect(columnA).toHaveAttribute("data-status", "counter_received");
    await json(
      va.request.patch(`/api/v1/quotations/${quoteA.id}`, {
        data: {
          items: [
            { description: "Hall, one evening", quantity: 1, unit_price: "800.000" },
            { description: "Dinner per guest", quantity: 120, unit_price: "5.000" },
          ],
        },
      }),
    );

    // 4. Accept the revision: the dialog names the 20% deposit; the booking page before the deposit.
    await c.reload();
    await expect(columnA.getByTestId("quote-total")).toHaveAttribute("data-amount", "1400.000");
    await columnA.getByTestId("accept").click();
    await expect(c.getByTestId("accept-deposit")).toContainText("280.000");
    await c.getByTestId("accept-confirm").click();
    await expect(c).toHaveURL(/\/account\/bookings\/[0-9A-Z]+$/);
    const bookingId = c.url().split("/").pop()!;
    const bookingPath = `/account/bookings/${bookingId}`;
    await expect(c.getByTestId("booking-detail")).toHaveAttribute("data-status", "pending");
    await agreesWithApi(c, cr, bookingId, m);
    await expect(c.getByTestId("booking-deposit")).toHaveAttribute("data-amount", "280.000");
    await expect(c.getByTestId("booking-balance")).toHaveAttribute("data-amount", "1120.000");
    await expect(c.locator('[data-step="deposit"]')).toHaveAttribute("data-state", "next");
    await expect(c.getByTestId("event-time")).toHaveText("19:30");
    await expect(c.getByTestId("event-guests")).toHaveText("120");
    await expect(c.getByTestId("event-place")).toContainText(run.lang === "ar" ? "الشامية" : "Shamiya");
    await expect(c.getByTestId("event-notes")).toContainText(run.lang === "ar" ? "الشارع الخلفي" : "back street");
    await expect(c.getByTestId("booking-line")).toHaveCount(2);
    await expect(c.getByTestId("booking-contact")).toContainText(m.bookings.contact.locked);
    await noHorizontalOverflow(c, "booking page, pending");
    await shotsAtBothWidths(c, `journey-booking-pending-${run.lang}`);

    // 5. The deposit on the sandbox's hosted page (KNET); the return page, then the booking page, say it is paid.
    await c.getByTestId("pay-deposit").click();
    await expect(c).toHaveURL(/\/sandbox-pay\/[\w-]+$/);
    await c.getByTestId("method-knet").check();
    await c.getByTestId("sandbox-pay").click();
    await expect(c).toHaveURL(/\/account\/payments\/[\w-]+$/);
    const paymentPath = new URL(c.url()).pathname;
    await expect(c.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid", SETTLE);
    await expect(async () => {
      await c.goto(`${prefix}${bookingPath}`);
      await expect(c.getByTestId("booking-detail")).toHaveAttribute("data-status", "confirmed", { timeout: 2_000 });
    }).toPass(SETTLE);
    await agreesWithApi(c, cr, bookingId, m);
    await expect(c.getByTestId("booking-paid")).toContainText("280.000");
    await expect(c.locator('[data-step="deposit"]')).toHaveAttribute("data-state", "done");
    await expect(c.locator('[data-step="balance"]')).toHaveAttribute("data-state", "next");
    await expect(c.getByTestId("booking-balance")).toContainText(m.bookings.money.balanceHow.split("{date}")[0].trim());
    await expect(c.getByTestId("contact-email")).toContainText("@");
    expect((await openedPdf(customer.context, c, "download-invoice", "/invoice")).status()).toBe(200);
    await noHorizontalOverflow(c, "booking page, paid");
    await shotsAtBothWidths(c, `journey-booking-paid-${run.lang}`);
    // The confirmation notice names the vendor.
    const vendorAName = (await json<{ name: string }>(cr.get(`/api/v1/vendors/${VENDOR_A}`, { headers: { "Accept-Language": run.lang } }))).name;
    const notices = await json<{ kind?: string; title: string }[]>(cr.get("/api/v1/notifications", { headers: { "Accept-Language": run.lang } }));
    expect(
      notices.map((n) => n.title).find((t) => t.includes(vendorAName) && t.includes(inDays(run.eventDay))),
      JSON.stringify(notices.map((n) => n.title)),
    ).toBeTruthy();

    // 6. The vendor: the booking with the customer's contact and the event; "Mark balance received"; the home's to-do list.
    const reference = (await c.getByTestId("booking-reference").textContent())!.trim();
    await va.goto(`${prefix}/vendor/bookings`);
    await va.getByTestId("booking-row").filter({ hasText: reference }).getByTestId("booking-open").click();
    await expect(va).toHaveURL(new RegExp(`/vendor/bookings/${bookingId}$`));
    await expect(va.getByTestId("vendor-booking-detail")).toHaveAttribute("data-status", "confirmed");
    await expect(va.getByTestId("booking-thread-none")).toBeVisible();
    await expect(va.getByTestId("booking-contact")).toHaveAttribute("data-shared", "yes");
    await expect(va.getByTestId("event-time")).toHaveText("19:30");
    await va.getByTestId("balance-mark").click();
    await va
      .getByRole("dialog", { name: m.bookings.vendorPage.balanceMark })
      .getByRole("button", { name: m.bookings.vendorPage.balanceConfirm.split("{amount}")[0].trim() })
      .click();
    await expect(va.getByTestId("balance-recorded")).toBeVisible();
    // The money card no longer says the customer still has to pay it.
    await expect(va.getByTestId("booking-balance")).toContainText(m.bookings.money.balanceReceivedVendor.split("{date}")[0].trim());
    await expect(va.getByTestId("booking-balance")).not.toContainText(m.bookings.money.balanceHowVendor.split("{date}")[0].trim());
    await noHorizontalOverflow(va, "vendor booking page");
    await shot(va, `journey-vendor-booking-${run.lang}`);
    await va.goto(`${prefix}/vendor`);
    await expect(va.getByTestId("vendor-todo").getByRole("heading", { level: 2 })).toHaveText(m.homes.vendor.todoTitle);
    await expect(va.getByTestId("figures-period")).toBeVisible();
    await noHorizontalOverflow(va, "vendor home");
    await shotsAtBothWidths(va, `journey-vendor-home-${run.lang}`);

    // 7. "Message the vendor" from the booking: the booking's own thread, saying so and linking back.
    await c.goto(`${prefix}${bookingPath}`);
    await expect(c.getByTestId("balance-received")).toBeVisible();
    await expect(c.getByTestId("booking-balance")).not.toContainText(m.bookings.money.balanceHow.split("{date}")[0].trim());
    await expect(c.locator('[data-step="balance"]')).toHaveAttribute("data-state", "done");
    await agreesWithApi(c, cr, bookingId, m);
    await c.getByTestId("booking-message-vendor").click();
    await expect(c).toHaveURL(/\/account\/messages\/[0-9A-Z]+$/);
    await expect(c.getByTestId("thread-title")).toHaveText(vendorAName);
    const conversationId = c.url().split("/").pop()!;
    expect((await json<{ context: { type: string; id: string } }>(cr.get(`/api/v1/conversations/${conversationId}`))).context).toEqual({
      type: "booking",
      id: bookingId,
    });
    await expect(c.getByTestId("thread-context")).toHaveText(m.conversations.thread.aboutBooking);
    await expect(c.getByTestId("thread")).toContainText(m.conversations.thread.bookingPrivacy);
    await expect(c.getByTestId("messages")).toContainText(m.conversations.thread.emptyBooking.replace("{name}", vendorAName));
    await noHorizontalOverflow(c, "booking thread");
    await shot(c, `journey-booking-thread-${run.lang}`);
    await c.getByTestId("thread-context").click();
    await expect(c).toHaveURL(new RegExp(`/account/bookings/${bookingId}$`));

    // 8. The customer cancels (inside the full-refund window): the refund, its stage and its credit note.
    await c.getByTestId("booking-cancel").click();
    await c
      .getByTestId("cancel-form")
      .getByRole("textbox")
      .fill(run.lang === "ar" ? "تغيّر الموعد" : "The date moved");
    await c.getByTestId("cancel-form").getByRole("button").click();
    await expect(c.getByTestId("booking-detail")).toHaveAttribute("data-status", "cancelled");
    await expect(async () => {
      await c.reload();
      await expect(c.locator(REFUND_ROW)).toHaveAttribute("data-stage", "processed", { timeout: 2_000 });
    }).toPass(SETTLE);
    const cancelled = await agreesWithApi(c, cr, bookingId, m);
    expect(cancelled.amount_refunded.amount).toBe("280.000");
    await expect(c.getByTestId("booking-refunded")).toHaveAttribute("data-amount", "280.000");
    await expect(c.locator('[data-step="cancelled"]')).toHaveAttribute("data-state", "done");
    await expect(c.getByTestId("booking-contact")).toContainText(m.bookings.contact.ended);
    expect((await openedPdf(customer.context, c, "download-credit-note", "/credit-note")).status()).toBe(200);
    await noHorizontalOverflow(c, "booking page, refunded");
    await shotsAtBothWidths(c, `journey-booking-refunded-${run.lang}`);

    // The list and the payment page agree: cancelled, refunded 280.000, processed.
    await c.goto(`${prefix}/account/bookings`);
    const row = c.getByTestId("booking-row").filter({ has: c.locator(`a[href$="${bookingId}"]`) });
    await expect(row.getByTestId("status")).toHaveText(m.bookings.status.cancelled);
    await expect(row.getByTestId("booking-row-money")).toContainText("280.000");
    await expect(row.getByTestId("booking-row-money")).not.toContainText(m.bookings.paidOf.replace("{paid}", "").replace("{total}", "").trim().split(" ")[0]);
    await c.goto(paymentPath);
    await expect(c.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "refunded");
    await expect(c.getByTestId("payment-outcome")).toContainText(m.bookings.paymentReturn.refundedTitle);
    await expect(c.getByTestId("payment-outcome")).not.toContainText(m.payments.return.paidBooking.split("{amount}")[1].trim());
    await expect(c.getByTestId("payment-refund")).toContainText("280.000");
    await expect(c.getByTestId("payment-refund")).toContainText(m.bookings.refundStage.processed);

    // 9. The RFQ is open again: the runner-up's quote is accepted, a new booking waits for its deposit (340.000).
    await expect.poll(async () => (await json<{ status: string }>(cr.get(`/api/v1/rfqs/${rfq.id}`))).status, SETTLE).toBe("quoted");
    await c.goto(`${prefix}/account/rfqs/${rfq.id}`);
    const runnerUp = c.locator(`[data-testid="compare-quote"][data-vendor="${VENDOR_B}"]`);
    await expect(runnerUp).toHaveAttribute("data-status", "submitted");
    await runnerUp.getByTestId("accept").click();
    await c.getByTestId("accept-confirm").click();
    await expect(c).toHaveURL(/\/account\/bookings\/[0-9A-Z]+$/);
    expect(c.url()).not.toContain(bookingId);
    await expect(c.getByTestId("booking-detail")).toHaveAttribute("data-status", "pending");
    await expect(c.getByTestId("booking-deposit")).toHaveAttribute("data-amount", "340.000");
    await shot(c, `journey-runner-up-${run.lang}`);

    expect(missingMessages).toEqual([]);
    for (const ctx of [customer.context, vendorA.context, vendorB.context]) await ctx.close();
  });
}

/** Every element `selector` matches lies on one line (a status badge broken over two lines beside a link is the defect). */
async function notWrapped(page: Page, selector: string): Promise<void> {
  const wrapped = await page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const style = getComputedStyle(el);
        const line = style.lineHeight === "normal" ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
        const text =
          el.getBoundingClientRect().height -
          parseFloat(style.paddingTop) -
          parseFloat(style.paddingBottom) -
          parseFloat(style.borderTopWidth) -
          parseFloat(style.borderBottomWidth);
        return el.getClientRects().length > 1 || text > line * 1.5;
      })
      .map((el) => el.textContent),
  );
  expect(wrapped, `status badges broken over lines at ${page.viewportSize()?.width}px`).toEqual([]);
}
