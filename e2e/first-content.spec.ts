import { expect, test, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { DESKTOP, PHONE, json } from "./support/pages";
import { freshCustomer } from "./support/register";

// The event page, the RFQ page, the account's home and its events list arrive with their content in the first HTML
// (components/ui/server-prefetch.tsx): a person on a slow phone reads the
// event's facts and the RFQ before any script has run, never "Loading…".
// Read here as the HTML the server sends (the signed-in context's request, no
// JavaScript), then in the browser, which must show the same without a
// hydration error. A page whose data the API refuses (an event that is not
// the caller's) gets nothing prefetched and shows its own not-found state.
// A fresh customer of its own (register.ts) asks al-raya-hall for a quote.

const VENDOR = "al-raya-hall";
const CATEGORY = "wedding-halls";
const MESSAGES = { ar, en };

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every `loading` message of a language (the portal's "Loading…" lines, the account gate's among them). */
function loadingTexts(messages: unknown): string[] {
  if (typeof messages !== "object" || messages === null) return [];
  return Object.entries(messages).flatMap(([key, value]) => (key === "loading" && typeof value === "string" ? [value] : loadingTexts(value)));
}

/** The text a person sees in an HTML document before scripts run: scripts, styles and tags out, entities read. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The visible text of `path` as the server first sends it to the signed-in `page`'s cookies. */
async function firstHtml(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return visibleText(await res.text());
}

/** React's hydration errors and uncaught errors in the browser (a server-rendered tree the client does not match). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (msg) => {
    if (msg.type() === "error" && /hydrat/i.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

for (const locale of ["ar", "en"] as const) {
  test(`${locale}: the event page and the RFQ page carry their content in the first HTML, and the browser shows the same`, async ({ browser }) => {
    test.setTimeout(240_000);
    const t = MESSAGES[locale];
    const prefix = locale === "en" ? "/en" : "";
    const { page, email } = await freshCustomer(browser, { locale, tag: `first-${locale}`, viewport: locale === "ar" ? PHONE : DESKTOP });
    const request = page.request;
    const lang = { "Accept-Language": locale };
    const categories = await json<{ id: string; slug: string; children?: { id: string; slug: string }[] }[]>(request.get("/api/v1/categories"));
    const category = categories.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.slug === CATEGORY)!;
    const vendor = await json<{ id: string; name: string }>(request.get(`/api/v1/vendors/${VENDOR}`, { headers: lang }));
    const unique = Date.now().toString(36);
    const facts = {
      title: locale === "ar" ? `حفل خطوبة ${unique}` : `Engagement party ${unique}`,
      time: "19:30",
      guests: "180",
      location: locale === "ar" ? `قاعة الشاطئ ${unique}` : `Beach hall ${unique}`,
      notes: locale === "ar" ? `الدخول من البوابة ${unique}` : `Enter by gate ${unique}`,
    };
    const event = await json<{ id: string }>(
      request.post("/api/v1/events", {
        data: {
          title: facts.title,
          event_type: "engagement",
          event_date: inDays(50),
          event_time: facts.time,
          guests_expected: 180,
          location_text: facts.location,
          notes: facts.notes,
        },
      }),
      201,
    );
    const created = await json<{ id: string }>(
      request.post("/api/v1/rfqs", {
        data: {
          event_id: event.id,
          category_id: category.id,
          description: `${facts.notes}: 180`,
          vendor_ids: [vendor.id],
          needed_by_date: inDays(45),
          publish: true,
        },
      }),
      201,
    );
    const rfq = await json<{ title: string; description: string; category: { name: string } }>(
      request.get(`/api/v1/quotation-requests/${created.id}`, { headers: lang }),
    );
    const loading = loadingTexts(t);
    expect(loading.length).toBeGreaterThan(5);

    // The event page's first HTML: its title and facts, its quote request, its (empty) vendors and bookings, no "Loading…".
    const eventPath = `${prefix}/account/events/${event.id}`;
    const eventHtml = await firstHtml(page, eventPath);
    for (const text of [
      facts.title,
      t.events.types.engagement,
      facts.time,
      facts.guests,
      facts.location,
      facts.notes,
      rfq.title,
      t.events.summary.noVendors,
      t.events.summary.noBookings,
    ]) {
      expect(eventHtml, `${eventPath} HTML has "${text}"`).toContain(text);
    }
    for (const text of loading) expect(eventHtml, `${eventPath} HTML has no "${text}"`).not.toContain(text);

    // The account's home and its events list arrive whole too (their first GETs answered on the server): nothing
    // "Loading…" that would push the footer down when the answer comes.
    for (const [path, text] of [
      [`${prefix}/account`, email],
      [`${prefix}/account/events`, facts.title],
    ]) {
      const html = await firstHtml(page, path);
      expect(html, `${path} HTML has "${text}"`).toContain(text);
      for (const line of loading) expect(html, `${path} HTML has no "${line}"`).not.toContain(line);
    }

    // The RFQ page's first HTML: what was asked, of whom, and its (still empty) quotes.
    const rfqPath = `${prefix}/account/rfqs/${created.id}`;
    const rfqHtml = await firstHtml(page, rfqPath);
    for (const text of [rfq.title, rfq.description, rfq.category.name, vendor.name, t.quotes.compare.empty]) {
      expect(rfqHtml, `${rfqPath} HTML has "${text}"`).toContain(text);
    }
    for (const text of loading) expect(rfqHtml, `${rfqPath} HTML has no "${text}"`).not.toContain(text);

    // In the browser: the same content, hydrated without a mismatch.
    const errors = watchErrors(page);
    await page.goto(eventPath);
    await expect(page.getByTestId("event-title")).toHaveText(facts.title);
    const shown = page.getByTestId("event-facts");
    await expect(shown.getByTestId("event-time")).toHaveText(facts.time);
    await expect(shown.getByTestId("event-location")).toHaveText(facts.location);
    await expect(shown.getByTestId("event-notes")).toHaveText(facts.notes);
    await expect(page.getByTestId("event-rfqs")).toContainText(rfq.title);
    await page.goto(rfqPath);
    await expect(page.getByTestId("rfq-detail").getByRole("heading", { level: 2 }).first()).toHaveText(rfq.title);
    await expect(page.getByTestId("recipient")).toContainText(vendor.name);
    await expect(page.getByTestId("compare")).toContainText(t.quotes.compare.empty);
    expect(errors).toEqual([]);

    // An event that is not the caller's: nothing prefetched (the API said 404), the page loads and says so itself.
    const missing = `${prefix}/account/events/01ZZZZZZZZZZZZZZZZZZZZZZZZ`;
    expect(await firstHtml(page, missing)).not.toContain(facts.title);
    await page.goto(missing);
    await expect(page.getByTestId("load-error")).toContainText(t.rfqs.common.notFound);
  });
}
