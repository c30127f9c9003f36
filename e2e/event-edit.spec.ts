import { mkdirSync } from "node:fs";
import { expect, test, type APIResponse, type Browser, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { apiLogin } from "./api-login";
import { ownOrigin } from "./origin";

// Issue 26 item 3: the customer edits an event on a phone in Arabic and reads
// its time, location and notes; the vendor answering the RFQ reads them on its
// copy, on desktop in English. Screenshots go to SHOTS_DIR.

const DEMO_PASSWORD = "Demo-Souq-2026!";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/portal-shots";
const CATEGORY = "wedding-halls"; // one of vendor@demo.kw's (al-raya-hall) categories

const randomClientIp = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function signedIn(browser: Browser, email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp(), ...ownOrigin() }, viewport });
  const page = await context.newPage();
  const login = await apiLogin(page.request, email, DEMO_PASSWORD);
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

async function json<T>(call: Promise<APIResponse>, status = 200): Promise<T> {
  const res = await call;
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()).data as T;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${name} overflows`).toBeLessThanOrEqual(widths.client);
}

test("an edited event's time, location and notes reach the customer's page and the vendor's copy of the RFQ", async ({ browser }) => {
  test.setTimeout(90_000);
  const customer = await signedIn(browser, "customer@demo.kw", PHONE);
  const vendor = await signedIn(browser, "vendor@demo.kw", DESKTOP);
  const vendorId = (await json<{ id: string }>(vendor.request.get("/api/v1/vendors/me"))).id;
  const categories = await json<{ children?: { id: string; slug: string }[] }[]>(customer.request.get("/api/v1/categories"));
  const category = categories.flatMap((c) => c.children ?? []).find((c) => c.slug === CATEGORY)!;
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const event = await json<{ id: string }>(customer.request.post("/api/v1/events", { data: { title: "عرس سارة Sara's wedding", event_type: "wedding", event_date: date } }), 201);
  const rfq = await json<{ id: string }>(
    customer.request.post("/api/v1/rfqs", { data: { event_id: event.id, category_id: category.id, description: "قاعة لحفل زفاف لـ 200 ضيف مع الضيافة.", vendor_ids: [vendorId], publish: true } }),
    201,
  );

  // The customer, in Arabic on a phone, edits the event.
  await customer.goto(`/account/events/${event.id}`);
  await customer.getByTestId("event-edit").click();
  const form = customer.getByTestId("event-form");
  await form.getByLabel(ar.events.form.time).fill("19:30");
  await form.getByLabel(ar.events.form.location).fill("Bayan Palace, Hall B قاعة ب");
  await form.getByLabel(ar.events.form.notes).fill("Parking behind the hall. الدخول من البوابة 3.");
  await shot(customer, "event-edit-form-ar");
  await customer.getByTestId("event-save").click();
  await expect(customer.getByTestId("event-saved")).toHaveText(ar.events.saved);
  await expect(customer.getByTestId("event-time")).toHaveText("19:30");
  await expect(customer.getByTestId("event-location")).toContainText("Bayan Palace, Hall B قاعة ب");
  await expect(customer.getByTestId("event-notes")).toHaveText("Parking behind the hall. الدخول من البوابة 3.");
  await expect(customer.getByTestId("event-notes")).toHaveAttribute("dir", "auto");
  await shot(customer, "event-edited-ar");

  // The vendor, in English on desktop, reads the same details on its copy of the RFQ.
  await vendor.goto(`/en/vendor/rfqs/${rfq.id}`);
  const facts = vendor.getByTestId("vendor-rfq").getByTestId("event-facts");
  await expect(facts.getByTestId("event-time")).toHaveText("19:30");
  await expect(facts.getByTestId("event-location")).toContainText("Bayan Palace, Hall B قاعة ب");
  await expect(facts.getByTestId("event-notes")).toHaveText("Parking behind the hall. الدخول من البوابة 3.");
  await expect(facts).toContainText(en.events.form.notes);
  await shot(vendor, "vendor-rfq-event-en");
});
