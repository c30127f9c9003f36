import { expect, test, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { DESKTOP, PHONE, SETTLE, json, noHorizontalOverflow, shot, shotsAtBothWidths } from "./support/pages";

// Availability in search (docs/availability.md): the owner of al-raya-hall (vendor@demo.kw), in Arabic on a
// phone, blocks a day in the month view; the demo customer searching that
// date no longer finds the hall and its profile says "booked on <date>";
// searching another date finds it and the profile says "available on <date>".
// Blocking changes what every date search shows: an index-writers spec
// (playwright.config.ts). The days are 13 months ahead (vendor-calendar.spec.ts
// uses 14) and the block is removed at the end, pass or fail.

const MONTHS_AHEAD = 13;
const HALL = { slug: "al-raya-hall", nameAr: "قاعة الراية" };

type Day = { date: string; free: boolean };
type Calendar = { days: Day[]; exceptions: { id: string; kind: string; starts_on: string }[] };

function targetMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

const hallCards = (page: Page) => page.getByTestId("search-results").getByTestId("vendor-card").filter({ hasText: HALL.nameAr });
const year = (date: string) => date.slice(0, 4);

/** Searches the hall's name on `date` through the phone's filters sheet. */
async function searchOn(page: Page, date: string) {
  await page.goto(`/search?q=${encodeURIComponent(HALL.nameAr)}`);
  await page.getByTestId("filters-toggle").click();
  const sheet = page.getByRole("dialog", { name: ar.layout.filters.title });
  await sheet.getByLabel(ar.search.date).fill(date);
  await sheet.getByRole("button", { name: ar.search.apply }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  // Applying leaves the sheet open for the next choice.
  await page.getByRole("button", { name: ar.layout.filters.close }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId("result-count")).toBeVisible();
}

test("a day the vendor blocks drops it from that date's search and its profile says booked; another date finds it", async ({ browser }) => {
  test.setTimeout(150_000);
  const vendor = await signedIn(browser, "vendor@demo.kw", { viewport: PHONE });
  const month = targetMonth();
  const removeBlocks = async (dates: string[]) => {
    const left = await json<Calendar>(vendor.page.request.get(`/api/v1/vendors/me/calendar?from=${month.from}&to=${month.to}`));
    for (const e of left.exceptions.filter((x) => x.kind === "blocked" && dates.includes(x.starts_on))) {
      expect((await vendor.page.request.delete(`/api/v1/vendors/me/calendar/exceptions/${e.id}`)).status()).toBe(204);
    }
  };
  // Two free days of that month, from the 10th on (the plan may close some weekdays).
  const before = await json<Calendar>(vendor.page.request.get(`/api/v1/vendors/me/calendar?from=${month.from}&to=${month.to}`));
  const candidates = before.days.filter((d) => d.date.slice(8) >= "10").map((d) => d.date);
  await removeBlocks(candidates); // left by an interrupted earlier run
  const free = (await json<Calendar>(vendor.page.request.get(`/api/v1/vendors/me/calendar?from=${month.from}&to=${month.to}`))).days.filter(
    (d) => d.free && candidates.includes(d.date),
  );
  const [blocked, other] = [free[0].date, free[1].date];

  try {
    // The owner blocks the day in the month view.
    await vendor.page.goto("/vendor/calendar");
    // The first visit of a freshly started server can take a while (the machine is shared).
    await expect(vendor.page.getByTestId("vendor-calendar")).toBeVisible(SETTLE);
    for (let i = 0; i < MONTHS_AHEAD; i++) {
      const title = await vendor.page.getByTestId("cal-title").textContent();
      await vendor.page.getByTestId("cal-next").click();
      await expect(vendor.page.getByTestId("cal-title")).not.toHaveText(title ?? "");
    }
    const cell = vendor.page.getByTestId(`cal-day-${blocked}`);
    await expect(cell).toHaveAttribute("data-state", "free");
    await cell.click();
    await vendor.page.getByTestId("cal-block-form").getByLabel(ar.availability.note).fill("صيانة القاعة");
    await vendor.page.getByTestId("cal-block").click();
    await expect(cell).toHaveAttribute("data-state", "blocked");
    await noHorizontalOverflow(vendor.page);

    // The customer searches the blocked date: the hall is not among the results.
    const customer = await signedIn(browser, "customer@demo.kw", { viewport: PHONE });
    const page = customer.page;
    await searchOn(page, blocked);
    await expect(hallCards(page)).toHaveCount(0);
    await noHorizontalOverflow(page);
    await shot(page, "availability-search-blocked-ar-phone");

    // Another date finds it, and its profile (the date carried from the card) says available.
    await searchOn(page, other);
    await expect(hallCards(page)).toHaveCount(1);
    await hallCards(page).getByRole("link", { name: HALL.nameAr }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${HALL.slug}\\?date=${other}$`));
    const answer = page.getByTestId("availability-answer");
    await expect(answer).toHaveAttribute("data-status", "free");
    await expect(answer).toContainText(ar.vendorProfile.availability.available.split("{date}")[1].trim());
    await expect(answer).toContainText(year(other));
    await expect(page.getByTestId(`availability-day-${other}`)).toHaveAttribute("data-state", "free");

    // The blocked date asked on the profile: booked, never why (the private note stays private).
    await page.getByTestId("availability-form").getByLabel(ar.vendorProfile.availability.pick).fill(blocked);
    await page.getByTestId("availability-form").getByRole("button", { name: ar.vendorProfile.availability.check }).click();
    await expect(page).toHaveURL(new RegExp(`date=${blocked}`));
    await expect(answer).toHaveAttribute("data-status", "busy");
    await expect(answer).toContainText(ar.vendorProfile.availability.booked.split("{date}")[1].trim());
    await expect(answer).toContainText(year(blocked));
    await expect(page.getByTestId(`availability-day-${blocked}`)).toHaveAttribute("data-state", "busy");
    await expect(page.getByTestId(`availability-day-${other}`)).toHaveAttribute("data-state", "free");
    await expect(page.getByTestId("vendor-profile")).not.toContainText("صيانة القاعة");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByTestId("vendor-availability").scrollIntoViewIfNeeded();
    await shotsAtBothWidths(page, "availability-profile-booked-ar");
    await customer.context.close();
  } finally {
    await removeBlocks([blocked]);
    await vendor.context.close();
  }
});

test("the profile's month of free days reads in English on desktop", async ({ browser }) => {
  const { page, context } = await signedIn(browser, "customer@demo.kw", { viewport: DESKTOP });
  await page.goto(`/en/vendors/${HALL.slug}`);
  const block = page.getByTestId("vendor-availability");
  await expect(block.getByRole("heading", { level: 2, name: en.vendorProfile.availability.title })).toBeVisible();
  await expect(page.getByTestId("availability-answer")).toHaveCount(0);
  // This month from today on: days before today are past, at least one later day has a status.
  const days = page.getByTestId("availability-month").locator("li[data-state]");
  await expect(days.first()).toBeVisible();
  await expect(page.getByTestId("availability-month").locator('li[data-state="free"], li[data-state="busy"], li[data-state="closed"]')).not.toHaveCount(0);
  await page.getByTestId("availability-next").click();
  await expect(page.getByTestId("availability-month").locator('li[data-state="past"]')).toHaveCount(0);
  await noHorizontalOverflow(page);
  await shot(page, "availability-profile-en-desktop");
  await context.close();
});
