import { expect, test, type APIRequestContext } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import { ownerPassword, signedIn } from "./support/accounts";
import { acceptedQuoteBooking, payDepositWithKnet } from "./support/bookings";
import { SETTLE, checkWidths, json, kuwaitToday, shot } from "./support/pages";

// Reviews end to end, in Arabic (the default language). Setup by API: the
// demo customer asks Rukn Al Ibdaa Decor (two demo reviews: still a new
// vendor; no other spec uses it) for a quote for an event today and accepts
// it. In the browser: the customer pays the deposit on the sandbox page; the
// vendor marks the booking completed in its portal; the customer opens the
// booking, writes the review with the keyboard on the stars (the draft
// autosaves) and publishes it. The profile then shows the third review: the
// average and the distribution replace the new-vendor label, and the
// vendor's place in search sorted by rating moves where the API puts it.
// The vendor replies from its dashboard and the reply shows on the profile;
// a Support admin opens the moderation page and keeps a blocked word. Every
// new page is checked for horizontal overflow at 390 and 1366 px in Arabic
// and English, with screenshots (390 px Arabic, 1366 px English) in
// SHOTS_DIR (default /tmp/e2e-shots).

const VENDOR = "rukn-al-ibdaa-decor";
const CATEGORY = "decor-lighting"; // the vendor's category (top level)

type Summary = { count: number; average: string | null; new_vendor: boolean; distribution: Record<string, number> };

const missingMessages: string[] = [];

/** The vendor's place (0-based, -1 when absent) in the first page of the search sorted by rating, as the API answers it. */
async function apiRatingPlace(request: APIRequestContext, vendorId: string): Promise<number> {
  const cards = await json<{ id: string }[]>(request.get("/api/v1/search/vendors?sort=rating"));
  return cards.findIndex((c) => c.id === vendorId);
}

const summaryOf = (request: APIRequestContext, vendorId: string) => json<Summary>(request.get(`/api/v1/vendors/${vendorId}/rating-summary`));

test("ar: complete a booking, review it with the keyboard, the profile's rating and distribution and the search order change, the vendor replies", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const today = kuwaitToday();
  const customer = await signedIn(browser, "customer@demo.kw", { missingMessages });
  const ownerEmail = `owner+${VENDOR}@demo.kw`;
  const vendor = await signedIn(browser, ownerEmail, { missingMessages, password: await ownerPassword(customer.page.request, ownerEmail) });
  const cr = customer.page.request;

  // 1. Setup by API: an event today, an RFQ to the vendor, its quote, accepted.
  const vendorId = (await json<{ id: string }>(cr.get(`/api/v1/vendors/${VENDOR}`))).id;
  const categories = await json<{ id: string; slug: string }[]>(cr.get("/api/v1/categories"));
  const category = categories.find((c) => c.slug === CATEGORY)!;
  const booking = await acceptedQuoteBooking(cr, vendor.page.request, {
    vendorId,
    categoryId: category.id,
    date: today,
    eventTitle: "حفل استقبال الليلة",
    description: "كوشة وإضاءة لحفل استقبال الليلة لمئة ضيف.",
    item: { description: "كوشة مع إضاءة", unit_price: "600.000" },
    notes: "يشمل التركيب والفك.",
  });

  // 2. The customer pays the deposit on the sandbox page; the booking is confirmed.
  const cp = customer.page;
  await payDepositWithKnet(cp, booking.id);
  await expect(cp.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid", SETTLE);
  await expect.poll(async () => (await json<{ status: string }>(cr.get(`/api/v1/bookings/${booking.id}`))).status, SETTLE).toBe("confirmed");

  // 3. The vendor marks it completed in the portal (the service date is today).
  const vp = vendor.page;
  await vp.goto("/vendor/bookings");
  const row = vp.getByTestId("booking-row").filter({ hasText: booking.reference });
  await row.getByTestId("booking-complete").click();
  await expect(row.getByTestId("status")).toHaveAttribute("data-status", "completed");

  // What the API says before the review.
  const before = await summaryOf(cr, vendorId);
  const placeBefore = await apiRatingPlace(cr, vendorId);

  // 4. The customer opens the booking and writes the review: stars with the keyboard, a criterion too.
  await cp.goto(`/account/bookings/${booking.id}`);
  await cp.getByTestId("booking-review-write").click();
  await expect(cp).toHaveURL(new RegExp(`/account/bookings/${booking.id}/review$`));
  const overall = cp.getByTestId("overall-stars");
  await expect(overall.getByRole("radio", { name: "4 من 5" })).toBeVisible();
  await overall.getByRole("radio", { name: "1 من 5" }).focus();
  await cp.keyboard.press("Space");
  for (let i = 0; i < 4; i++) await cp.keyboard.press("ArrowDown");
  await expect(overall.getByRole("radio", { name: "5 من 5" })).toBeChecked();
  await expect(overall.getByRole("radio", { name: "5 من 5" })).toBeFocused();
  await expect(overall).toHaveAttribute("data-value", "5");
  await cp.keyboard.press("ArrowUp"); // the arrows move both ways
  await expect(overall).toHaveAttribute("data-value", "4");
  await cp.keyboard.press("ArrowDown");
  await expect(overall).toHaveAttribute("data-value", "5");
  await shot(cp, "review-stars-focus");
  // A criterion under 3 makes the text required, and the page says so.
  const quality = cp.getByTestId("criterion-quality");
  await quality.getByRole("radio", { name: "2 من 5" }).check();
  await expect(cp.getByText(ar.reviews.form.bodyNeeded)).toBeVisible();
  await quality.getByRole("radio", { name: "5 من 5" }).check();
  await expect(cp.getByText(ar.reviews.form.bodyNeeded)).toHaveCount(0);
  await cp.getByTestId("criterion-punctuality").getByRole("radio", { name: "5 من 5" }).check();
  await cp.getByLabel(ar.reviews.form.title).fill("ديكور ساحر");
  const body = "الكوشة والإضاءة كانتا أجمل مما تخيلنا، والفريق وصل في الموعد ورتّب كل شيء بهدوء.";
  await cp.getByLabel(ar.reviews.form.body).fill(body);
  // The draft saves itself, quietly.
  await expect(cp.getByTestId("review-autosave")).toHaveAttribute("data-state", "saved", { timeout: 15_000 });
  await expect(cp.getByTestId("review-autosave")).toHaveText(ar.reviews.form.saved);
  const draft = (await json<{ id: string; status: string; booking_id: string }[]>(cr.get("/api/v1/me/reviews"))).find((r) => r.booking_id === booking.id)!;
  expect(draft.status).toBe("draft");
  await cp.getByTestId("review-submit").click();
  await expect(cp.getByTestId("review-outcome")).toHaveAttribute("data-status", "published");
  await expect(cp.getByTestId("review-outcome")).toContainText(ar.reviews.outcome.published);
  await shot(cp, "review-published");

  // The booking page now shows the review's status.
  await cp.goto(`/account/bookings/${booking.id}`);
  await expect(cp.getByTestId("booking-review")).toHaveAttribute("data-status", "published");

  // 5. The profile: one more review; with the third the average and the distribution replace the new-vendor label.
  const after = await summaryOf(cr, vendorId);
  expect(after.count).toBe(before.count + 1);
  expect(after.distribution["5"]).toBe(before.distribution["5"] + 1);
  await cp.goto(`/vendors/${VENDOR}`);
  const block = cp.getByTestId("rating-summary-block");
  await expect(block).toHaveAttribute("data-count", String(after.count));
  if (before.count === 2) {
    expect(before.new_vendor).toBe(true);
    expect(after.new_vendor).toBe(false);
  }
  if (after.new_vendor) {
    await expect(block.getByTestId("new-vendor-label")).toBeVisible();
  } else {
    await expect(block.getByTestId("rating-average")).toHaveText(after.average!);
    await expect(block.getByTestId("new-vendor-label")).toHaveCount(0);
  }
  await expect(block.locator('[data-testid="distribution-row"][data-star="5"]')).toHaveAttribute("data-count", String(after.distribution["5"]));
  const review = cp.getByTestId("review-item").filter({ hasText: body });
  await expect(review).toBeVisible();
  const shown = await json<{ reviewer: { display_name: string } }>(cr.get(`/api/v1/reviews/${draft.id}`));
  await expect(review.getByTestId("review-reviewer")).toContainText(shown.reviewer.display_name);
  // The bar of 5 stars is the longest and grows from the right on an Arabic page.
  const bars = await block
    .locator(".rv-dist__fill")
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, width: r.width })));
  const tracks = await block.locator(".rv-dist__track").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  expect(Math.abs(bars[0].right - tracks[0])).toBeLessThan(1);
  expect(bars[0].width).toBeGreaterThanOrEqual(Math.max(...bars.map((b) => b.width)));

  // 6. Search sorted by rating: the vendor's place moves where the API puts it once the index caught up.
  if (before.count === 2) await expect.poll(() => apiRatingPlace(cr, vendorId), SETTLE).not.toBe(placeBefore);
  const placeAfter = await apiRatingPlace(cr, vendorId);
  await cp.goto("/search?sort=rating");
  const cards = cp.getByTestId("search-results").getByTestId("vendor-card");
  await expect(cards.first()).toBeVisible();
  const slugs = await cards.locator("h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")?.split("/").pop()));
  expect(slugs.indexOf(VENDOR)).toBe(placeAfter);
  if (placeAfter >= 0) await expect(cards.nth(placeAfter).getByTestId("vendor-card-rating")).not.toHaveText(ar.search.card.newVendor);

  // 7. The vendor replies from the dashboard; the reply shows on the profile.
  await vp.goto("/vendor/reviews");
  const mine = vp.getByTestId("vendor-review").filter({ hasText: body });
  await mine.getByTestId("reply-open").click();
  const reply = "شكرًا لكم على ثقتكم، سعدنا بتجهيز حفلكم ونتمنى لكم أوقاتًا سعيدة دائمًا.";
  await mine.getByLabel(ar.reviews.vendor.replyLabel).fill(reply);
  await mine.getByTestId("reply-send").click();
  await expect(mine.getByTestId("review-reply")).toContainText(reply);
  await expect(mine.getByTestId("reply-edit")).toBeVisible();
  await cp.goto(`/vendors/${VENDOR}`);
  await expect(cp.getByTestId("review-item").filter({ hasText: body }).getByTestId("review-reply")).toContainText(reply);

  // 8. My reviews: published, editable and deletable during the 7 days.
  await cp.goto("/account/reviews");
  const listed = cp.getByTestId("my-review").filter({ hasText: body });
  await expect(listed).toHaveAttribute("data-status", "published");
  await expect(listed.getByTestId("review-edit")).toBeVisible();
  await expect(listed.getByTestId("review-delete")).toBeVisible();

  // 9. Support opens the moderation page and adds, then removes, a blocked word.
  const support = await signedIn(browser, "support@demo.kw", { missingMessages });
  const sp = support.page;
  await sp.goto("/admin/reviews");
  await expect(sp.getByTestId("review-moderation")).toBeVisible();
  await expect(sp.locator('[data-testid="moderation-queue"], [data-testid="moderation-empty"]').first()).toBeVisible();
  const word = `نصاب${Date.now().toString(36).replace(/\d/g, "")}`;
  await sp.getByLabel(ar.reviews.admin.words.word).fill(word);
  await sp.getByTestId("blocked-word-add").click();
  const chip = sp.getByTestId("blocked-word").filter({ hasText: word });
  await expect(chip).toBeVisible();
  await chip.getByRole("button").click();
  await expect(chip).toHaveCount(0);

  // 10. Every new page, both languages, phone and desktop: nothing wider than the window.
  await checkWidths(cp, `/account/bookings/${booking.id}/review`, "review-form", "review-form");
  await checkWidths(cp, "/account/reviews", "my-reviews", "my-reviews");
  await checkWidths(cp, `/vendors/${VENDOR}`, "rating-distribution", "vendor-profile-reviews");
  await checkWidths(vp, "/vendor/reviews", "vendor-review-list", "vendor-reviews");
  await checkWidths(sp, "/admin/reviews", '[data-testid="moderation-queue"], [data-testid="moderation-empty"]', "admin-reviews");

  expect(missingMessages).toEqual([]);
  for (const c of [customer, vendor, support]) await c.context.close();
});
