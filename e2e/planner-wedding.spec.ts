import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import { ownContext } from "./support/accounts";
import { freshCustomer } from "./support/register";
import { PHONE, SHOTS_DIR, checkWidths, noHorizontalOverflow, shot } from "./support/pages";

// The planner's walk (docs/planner.md, docs/planner-guests.md), in Arabic on a phone with a fresh customer: a wedding is
// created, the checklist comes from the wedding template and a task is ticked,
// the budget takes the suggested split and a changed line, 30 guests are
// imported from a CSV file, a guest answers through the personal link in
// another browser context, the head count updates, and the day's timeline
// downloads as a PDF. Screenshots and the PDF go to SHOTS_DIR.

test("a customer plans a wedding: checklist, budget, 30 guests, an RSVP through the link, the timeline PDF", async ({ browser }) => {
  test.setTimeout(240_000);
  const { page } = await freshCustomer(browser, { locale: "ar", tag: "planner", viewport: PHONE });
  const date = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);

  await page.goto("/account/events/new");
  const form = page.getByTestId("event-form");
  await form.getByLabel(ar.events.form.title).fill("زفاف سارة وخالد");
  await form.getByLabel(ar.events.form.type).selectOption("wedding");
  await form.getByLabel(ar.events.form.date).fill(date);
  await page.getByTestId("event-save").click();
  await expect(page.getByTestId("event-detail")).toBeVisible();

  // The checklist, from the event page's planner links.
  await page.getByTestId("event-planner-links").getByRole("link", { name: ar.planner.nav.checklist }).click();
  await expect(page.getByTestId("checklist-page")).toBeVisible();
  await page.getByTestId("checklist-apply-template").click();
  const venue = page.getByTestId("checklist-item").filter({ hasText: "احجز القاعة" });
  await expect(venue).toBeVisible();
  await expect(page.getByTestId("checklist-progress")).toContainText("أُنجزت 0 من 15");
  const guests = page.getByTestId("checklist-item").filter({ hasText: "جهّز قائمة الضيوف" });
  await guests.getByRole("checkbox").check();
  await expect(page.getByTestId("checklist-progress")).toContainText("أُنجزت 1 من 15");
  await expect(page.getByTestId("checklist-item").filter({ hasText: "جهّز قائمة الضيوف" })).toHaveAttribute("data-done", "true");
  await expect(venue.getByRole("link", { name: ar.planner.checklist.search })).toHaveAttribute("href", new RegExp(`/search\\?category=venues&date=`));
  await noHorizontalOverflow(page);
  await shot(page, "planner-checklist-ar");

  // The budget: a total, the suggested split, one line changed, the chart.
  await page.getByRole("navigation", { name: ar.planner.nav.label }).getByRole("link", { name: ar.planner.nav.budget }).click();
  await expect(page.getByTestId("budget-page")).toBeVisible();
  await page.getByTestId("budget-total-form").getByLabel(ar.planner.budget.total).fill("12000");
  await page.getByTestId("budget-total-save").click();
  await expect(page.getByTestId("budget-use-suggested")).toBeVisible();
  await page.getByTestId("budget-use-suggested").click();
  await expect(page.getByTestId("budget-line")).toHaveCount(9);
  const venues = page.getByTestId("budget-line").first();
  await expect(venues.getByRole("textbox")).toHaveValue("4200.000");
  const planned = venues.getByRole("textbox");
  await planned.fill("5000");
  await venues.getByRole("button", { name: ar.planner.budget.save }).click();
  await expect(page.getByTestId("budget-page")).toContainText(/12,?800\.000/);
  await expect(page.getByTestId("budget-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await noHorizontalOverflow(page);
  await shot(page, "planner-budget-ar");

  // 30 guests in a CSV file, the first with 3 plus-ones.
  const rows = Array.from(
    { length: 30 },
    (_, i) => `ضيف ${i + 1},${i % 2 ? "groom" : "bride"},العائلة,+9655${String(1000000 + i).padStart(7, "0")},,${i === 0 ? 3 : 0},,ar`,
  );
  mkdirSync(SHOTS_DIR, { recursive: true });
  const file = `${SHOTS_DIR}/guests-30.csv`;
  writeFileSync(file, ["name,side,group,phone,email,plus_ones,dietary_notes,language", ...rows].join("\n"));

  await page.getByRole("navigation", { name: ar.planner.nav.label }).getByRole("link", { name: ar.planner.nav.guests }).click();
  await page.getByTestId("guest-import-file").setInputFiles(file);
  await page.getByTestId("guest-import-submit").click();
  await expect(page.getByTestId("guest-import-result")).toContainText("30");
  await expect(page.getByTestId("guest-row")).toHaveCount(30);
  await expect(page.getByTestId("guest-head-total")).toHaveText("0");
  await noHorizontalOverflow(page);
  await shot(page, "planner-guests-ar-phone");

  // The first guest's personal link, opened in another context (no sign-in).
  const link = (await page.getByTestId("guest-copy-link").first().getAttribute("data-link"))!;
  expect(link).toContain("/rsvp/");
  const guest = (await ownContext(browser, { viewport: PHONE })).page;
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByTestId("rsvp-page")).toContainText("زفاف سارة وخالد");
  await guest.getByTestId("rsvp-yes").check();
  // The list is by name: the first guest ("ضيف 1") has 3 plus-ones, so the page asks how many come.
  await guest.getByTestId("rsvp-head-count").fill("2");
  await guest.getByTestId("rsvp-send").click();
  await expect(guest.getByTestId("rsvp-thanks")).toHaveText(ar.rsvp.thanks);
  await noHorizontalOverflow(guest);
  await shot(guest, "planner-rsvp-ar-phone");

  // The customer's page shows the new head count.
  await page.reload();
  await expect(page.getByTestId("guest-head-total")).toHaveText("2");

  // The timeline: one entry, then the PDF.
  await page.getByRole("navigation", { name: ar.planner.nav.label }).getByRole("link", { name: ar.planner.nav.timeline }).click();
  await page.getByTestId("timeline-form").getByLabel(ar.planner.timeline.fields.starts_at).fill("20:30");
  await page.getByTestId("timeline-form").getByLabel(ar.planner.timeline.fields.title_ar).fill("الزفة");
  await page.getByTestId("timeline-save").click();
  await expect(page.getByTestId("timeline-list")).toContainText("الزفة");
  await noHorizontalOverflow(page);
  await shot(page, "planner-timeline-ar-phone");
  const download = page.waitForEvent("download");
  await page.getByTestId("timeline-pdf").click();
  const saved = `${SHOTS_DIR}/timeline.pdf`;
  await (await download).saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe("%PDF-");

  // The four pages at both widths in both languages: nothing wider than the window.
  const eventPath = new URL(page.url()).pathname.replace(/\/timeline$/, "");
  await checkWidths(page, `${eventPath}/budget`, "budget-chart", "planner-budget");
  await checkWidths(page, `${eventPath}/checklist`, "checklist-items", "planner-checklist");
  await checkWidths(page, `${eventPath}/guests`, "guest-totals", "planner-guests");
  await checkWidths(page, `${eventPath}/timeline`, "timeline-list", "planner-timeline");
});

test("a guest card on a phone: one action in view, the rest behind More; a guest from abroad (+44) is added", async ({ browser }) => {
  test.setTimeout(300_000); // a fresh account and a page's first compile on a busy machine
  const { page } = await freshCustomer(browser, { locale: "ar", tag: "guests", viewport: PHONE });
  const created = await page.request.post("/api/v1/events", { data: { title: "عشاء العائلة", event_type: "wedding" } });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).data.id as string;
  const guest = await page.request.post(`/api/v1/events/${eventId}/guests`, { data: { name: "هند", phone: "+96550001111", plus_ones: 2 } });
  expect(guest.status(), await guest.text()).toBe(201);

  await page.goto(`/account/events/${eventId}/guests`);
  await expect(page.getByTestId("guest-row")).toHaveCount(1, { timeout: 120_000 }); // the route's first compile on a busy machine
  // One action in view (WhatsApp: the guest has a phone); copy, revoke, edit and remove behind "More".
  const card = page.getByTestId("guest-row").filter({ hasText: "هند" });
  await expect(card.getByRole("link", { name: ar.planner.guests.whatsapp })).toBeVisible();
  await expect(card.getByRole("button", { name: ar.planner.guests.remove })).toBeHidden();
  await expect(card.locator("a:visible, button:visible")).toHaveCount(1);
  const more = card.getByTestId("guest-more").locator("summary");
  await expect(more).toHaveAccessibleName(ar.planner.guests.moreActions.replace("{name}", "هند"));
  await more.click();
  for (const name of [ar.planner.guests.copyLink, ar.planner.guests.revoke, ar.planner.guests.edit, ar.planner.guests.remove]) {
    await expect(card.getByRole("button", { name })).toBeVisible();
  }
  await noHorizontalOverflow(page);
  await shot(page, "planner-guest-menu-ar-phone");
  await more.click();
  await expect(card.getByRole("button", { name: ar.planner.guests.remove })).toBeHidden();

  // A guest from abroad through the form: a UK number is taken and kept in E.164.
  const form = page.getByTestId("guest-form");
  await form.getByLabel(ar.planner.guests.fields.name).fill("John Smith");
  await form.getByLabel(ar.planner.guests.fields.phone).fill("+44 7911 123456");
  await page.getByTestId("guest-save").click();
  await expect(page.getByTestId("guest-row").filter({ hasText: "John Smith" })).toContainText("+447911123456");
  await noHorizontalOverflow(page);
  await shot(page, "planner-guests-abroad-ar-phone");
});
