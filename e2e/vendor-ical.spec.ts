import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { PHONE, noHorizontalOverflow, shot } from "./support/pages";

// The calendar feed (docs/availability.md): the owner of al-raya-hall (vendor@demo.kw), in Arabic on a
// phone, creates the private calendar link (shown once, the feed answers), is
// told plainly that an http address cannot be imported, and turns the link off.
// No other spec reads this vendor's feed.

test("the owner creates and turns off the calendar link and is told why an import address is refused, in Arabic on a phone", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await signedIn(browser, "vendor@demo.kw", { viewport: PHONE });
  await page.goto("/vendor/calendar");
  const section = page.getByTestId("cal-ical");
  await expect(section.getByRole("heading", { name: ar.availability.ical.title })).toBeVisible();

  await section.getByTestId("cal-feed-create").click();
  const url = page.getByTestId("cal-feed-url");
  await expect(url).toContainText("/api/v1/calendar-feeds/");
  const link = (await url.textContent())!.trim();
  const feed = await page.request.get(new URL(link).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  await section.getByTestId("cal-import-form").getByLabel(ar.availability.ical.importUrl).fill("http://example.com/calendar.ics");
  await section.getByTestId("cal-import-add").click();
  await expect(section.getByText(ar.api.validation.ical_url_not_https)).toBeVisible();
  await noHorizontalOverflow(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, "vendor-ical-phone-ar", { fullPage: true });

  await section.getByTestId("cal-feed-revoke").click();
  await expect(section.getByTestId("cal-feed-state")).toHaveText(ar.availability.ical.feedRevoked);
  expect((await page.request.get(new URL(link).pathname)).status()).toBe(404);
});
