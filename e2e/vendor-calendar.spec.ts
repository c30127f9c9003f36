import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { DESKTOP, PHONE, json, noHorizontalOverflow, shot } from "./support/pages";

// The vendor's month view (docs/availability.md). The owner of al-raya-hall
// (vendor@demo.kw), in Arabic on a phone, blocks a day with a private note,
// finds it blocked after a reload, and unblocks it; in English on desktop the
// month reads the same; days gone by read "past". The day is 14 months ahead: no other spec books it.

const MONTHS_AHEAD = 14;

function targetDay(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, 15)).toISOString().slice(0, 10);
}

test("the owner blocks and unblocks a day in the month view, in Arabic on a phone", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await signedIn(browser, "vendor@demo.kw", { viewport: PHONE });
  const day = targetDay();
  // A block left by an interrupted earlier run would make the day "blocked" from the start.
  const left = await json<{ exceptions: { id: string; starts_on: string }[] }>(page.request.get(`/api/v1/vendors/me/calendar?from=${day}&to=${day}`));
  for (const e of left.exceptions) await page.request.delete(`/api/v1/vendors/me/calendar/exceptions/${e.id}`);

  await page.goto("/vendor/calendar");
  await expect(page.getByTestId("vendor-calendar")).toBeVisible();
  await expect(page.getByRole("link", { name: ar.areas.vendor.sections.calendar })).toBeVisible();
  // Days gone by say only that they are past, never "free" (Kuwait is UTC+3).
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  if (!today.endsWith("-01")) {
    const first = page.getByTestId(`cal-day-${today.slice(0, 8)}01`);
    await expect(first).toHaveAttribute("data-state", "past");
    await expect(first).toContainText(ar.availability.short.past);
    await expect(first).not.toContainText(ar.availability.short.free);
  }
  await expect(page.getByTestId(`cal-day-${today}`)).not.toHaveAttribute("data-state", "past");
  for (let i = 0; i < MONTHS_AHEAD; i++) {
    const title = await page.getByTestId("cal-title").textContent();
    await page.getByTestId("cal-next").click();
    await expect(page.getByTestId("cal-title")).not.toHaveText(title ?? "");
  }
  const cell = page.getByTestId(`cal-day-${day}`);
  await expect(cell).toHaveAttribute("data-state", "free");
  await cell.click();
  await expect(page.getByTestId("cal-panel-state")).toHaveText(ar.availability.state.free);
  await page.getByTestId("cal-block-form").getByLabel(ar.availability.note).fill("زفاف العائلة");
  await page.getByTestId("cal-block").click();
  await expect(cell).toHaveAttribute("data-state", "blocked");
  await expect(page.getByTestId("cal-panel-state")).toHaveText(ar.availability.state.blocked);
  await expect(page.getByTestId("cal-exception-blocked")).toContainText("زفاف العائلة");
  await noHorizontalOverflow(page);
  await shot(page, "vendor-calendar-blocked-ar-phone");

  // Kept across a reload (the server's answer, not the page's memory).
  const after = await json<{ days: { date: string; open: boolean; free: boolean }[] }>(page.request.get(`/api/v1/vendors/me/calendar?from=${day}&to=${day}`));
  expect(after.days[0]).toMatchObject({ date: day, open: false, free: false });

  await page.getByTestId("cal-remove").click();
  await expect(cell).toHaveAttribute("data-state", "free");
  await expect(page.getByTestId("cal-exception-blocked")).toHaveCount(0);
});

test("the month view reads in English on desktop, with the weekly plan form", async ({ browser }) => {
  const { page } = await signedIn(browser, "vendor@demo.kw", { viewport: DESKTOP });
  await page.goto("/en/vendor/calendar");
  await expect(page.getByRole("heading", { level: 1, name: en.availability.title })).toBeVisible();
  await expect(page.getByTestId("cal-grid").getByRole("button")).not.toHaveCount(0);
  await expect(page.getByTestId("cal-plan-form")).toContainText(en.availability.workDays);
  await expect(page.getByTestId("cal-plan-form").getByLabel(en.availability.capacity)).toHaveValue(/^\d+$/);
  // A plan never saved is never shown as saved: the form says so, with the default one booking a day in force.
  const { plan } = await json<{ plan: { daily_capacity: number | null } }>(page.request.get("/api/v1/vendors/me/calendar"));
  if (plan.daily_capacity === null) {
    await expect(page.getByTestId("cal-plan-unsaved")).toHaveText(
      en.availability.planUnsaved.replace("{capacity, plural, one {# booking} other {# bookings}}", "1 booking"),
    );
    await expect(page.getByTestId("cal-plan-in-force")).toHaveCount(0);
  } else {
    await expect(page.getByTestId("cal-plan-in-force")).toBeVisible();
    await expect(page.getByTestId("cal-plan-unsaved")).toHaveCount(0);
  }
  await noHorizontalOverflow(page);
  await shot(page, "vendor-calendar-en-desktop");
});
