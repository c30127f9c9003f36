import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import { freshCustomer } from "./support/register";
import { PHONE, checkWidths, noHorizontalOverflow, shot } from "./support/pages";

// Issue 31 items 1, 2 and 5: a customer, in Arabic on a phone, creates a
// wedding, takes the wedding checklist, ticks a task, sets the budget with
// the suggested split, changes a line and reads the chart. Screenshots go to SHOTS_DIR.

test("a customer plans a wedding: checklist from the template, a tick, budget lines and the chart", async ({ browser }) => {
  test.setTimeout(120_000);
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

  // Both pages at both widths in both languages: nothing wider than the window.
  const eventPath = new URL(page.url()).pathname.replace(/\/budget$/, "");
  await checkWidths(page, `${eventPath}/budget`, "budget-chart", "planner-budget");
  await checkWidths(page, `${eventPath}/checklist`, "checklist-items", "planner-checklist");
});
