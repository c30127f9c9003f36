import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import { ownContext } from "./support/accounts";
import { freshCustomer } from "./support/register";
import { PHONE, SHOTS_DIR, json, noHorizontalOverflow, shot } from "./support/pages";

// Issue 31 items 3–5, in Arabic on a phone with a fresh customer: 30 guests
// imported from a CSV file, a guest answers through the personal link in
// another browser context, the head count updates, the timeline PDF downloads.

test("a customer imports 30 guests, a guest answers RSVP by the link, the head count updates, the timeline PDF downloads", async ({ browser }) => {
  test.setTimeout(180_000);
  const { page } = await freshCustomer(browser, { locale: "ar", tag: "planner", viewport: PHONE });
  const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const event = await json<{ id: string }>(page.request.post("/api/v1/events", { data: { title: "عرس سارة وفهد", event_type: "wedding", event_date: date, event_time: "20:00" } }), 201);

  // 30 guests in a CSV file, the first with 3 plus-ones.
  const rows = Array.from({ length: 30 }, (_, i) => `ضيف ${i + 1},${i % 2 ? "groom" : "bride"},العائلة,+9655${String(1000000 + i).padStart(7, "0")},,${i === 0 ? 3 : 0},,ar`);
  mkdirSync(SHOTS_DIR, { recursive: true });
  const file = `${SHOTS_DIR}/guests-30.csv`;
  writeFileSync(file, ["name,side,group,phone,email,plus_ones,dietary_notes,language", ...rows].join("\n"));

  await page.goto(`/account/events/${event.id}/guests`);
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
  await expect(guest.getByTestId("rsvp-page")).toContainText("عرس سارة وفهد");
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
  await page.goto(`/account/events/${event.id}/timeline`);
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
});
