import { expect, test } from "@playwright/test";
import sharp from "sharp";
import en from "../messages/en.json" with { type: "json" };
import { ownerPassword, signedIn } from "./support/accounts";
import { DESKTOP, PHONE, json, noHorizontalOverflow, shot } from "./support/pages";
import { subcategoryId } from "./support/bookings";

// In the browser: the admin voids a quote for compliance
// (reason, then confirmation) on the admin RFQ page; the vendor declines a
// pending booking (reason, then confirmation); the Super Admin's review
// criteria screen; the customer's avatar upload shown in the header. Setup by
// API: an RFQ to two wedding halls, a quote from each. Each page is also read
// in Arabic at 390 px for horizontal overflow.

const CATEGORY = "wedding-halls";
const VENDOR_B = "qasr-al-andalus-hall";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("compliance void, vendor decline, review criteria screen and avatar", async ({ browser }) => {
  test.setTimeout(240_000);
  const missingMessages: string[] = [];
  const customer = await signedIn(browser, "customer@demo.kw", { missingMessages });
  const vendorA = await signedIn(browser, "vendor@demo.kw", { missingMessages });
  const ownerB = `owner+${VENDOR_B}@demo.kw`;
  const vendorB = await signedIn(browser, ownerB, { missingMessages, password: await ownerPassword(customer.page.request, ownerB) });
  const ops = await signedIn(browser, "operations@demo.kw", { missingMessages });
  const superAdmin = await signedIn(browser, "super@demo.kw", { missingMessages });
  const cr = customer.page.request;
  const vendorAId = (await json<{ id: string }>(vendorA.page.request.get("/api/v1/vendors/me"))).id;
  const vendorBId = (await json<{ id: string }>(vendorB.page.request.get("/api/v1/vendors/me"))).id;
  const categoryId = await subcategoryId(cr, CATEGORY);
  const event = await json<{ id: string }>(
    cr.post("/api/v1/events", { data: { title: `Rules ${Date.now().toString(36)}`, event_type: "engagement", event_date: inDays(50), guests_expected: 80 } }),
    201,
  );
  const rfq = await json<{ id: string }>(
    cr.post("/api/v1/rfqs", {
      data: {
        event_id: event.id,
        category_id: categoryId,
        description: "A hall for 80 guests.",
        vendor_ids: [vendorAId, vendorBId],
        needed_by_date: inDays(50),
        publish: true,
      },
    }),
    201,
  );
  const quoteA = await json<{ id: string }>(
    vendorA.page.request.post("/api/v1/quotations", { data: { rfq_id: rfq.id, items: [{ description: "Hall", quantity: 1, unit_price: "1000.000" }] } }),
    201,
  );
  await json(
    vendorB.page.request.post("/api/v1/quotations", { data: { rfq_id: rfq.id, items: [{ description: "Hall", quantity: 1, unit_price: "1100.000" }] } }),
    201,
  );

  // 1. Operations voids B's quote on the admin RFQ page: reason, then confirmation in the dialog.
  const o = ops.page;
  await o.goto(`/en/admin/rfqs/${rfq.id}`);
  await expect(o.getByTestId("admin-quote-row")).toHaveCount(2);
  const rowB = o.getByTestId("admin-quote-row").filter({ hasText: "1,100.000" });
  await rowB.getByTestId("void-quote").click();
  await o.getByTestId("void-form").locator('textarea[name="reason"]').fill("Price terms break the platform rules");
  await o.getByTestId("void-next").click();
  await o.getByRole("dialog").getByRole("button", { name: en.rfqs.admin.voidConfirm }).click();
  await expect(rowB.getByTestId("status")).toHaveAttribute("data-status", "void");
  await expect(o.getByTestId("void-form")).toHaveCount(0);
  await o.setViewportSize(PHONE);
  await o.goto(`/admin/rfqs/${rfq.id}`);
  await expect(o.getByTestId("admin-quote-row")).toHaveCount(2);
  await noHorizontalOverflow(o, "admin rfq (ar, 390)");
  await shot(o, "admin-rfq-void");

  // 2. The customer accepts A's quote; vendor A declines the pending booking: reason, then confirmation.
  const booking = (await json<{ booking: { id: string } }>(cr.post(`/api/v1/quotations/${quoteA.id}/accept`, { data: {} }), 201)).booking;
  const v = vendorA.page;
  await v.goto(`/en/vendor/bookings/${booking.id}`);
  await expect(v.getByTestId("vendor-booking-detail")).toHaveAttribute("data-status", "pending");
  await expect(v.getByTestId("vendor-confirm")).toHaveCount(0);
  await v.getByTestId("vendor-decline").click();
  await v.getByTestId("decline-form").locator('textarea[name="reason"]').fill("We are fully booked that day");
  await v.getByTestId("decline-next").click();
  await expect(v.getByTestId("decline-confirm-text")).toBeVisible();
  await v.getByTestId("decline-confirm").click();
  await expect(v.getByTestId("vendor-booking-detail")).toHaveAttribute("data-status", "cancelled");
  await expect(v.getByTestId("vendor-decision")).toHaveCount(0);

  // 3. The Super Admin's review criteria screen (and its link from moderation), both languages.
  const s = superAdmin.page;
  await s.goto("/en/admin/reviews");
  await s.getByRole("link", { name: "Review criteria (Super Admin)" }).click();
  await expect(s.getByTestId("criterion-row")).toHaveCount(3);
  await s.setViewportSize(PHONE);
  await s.goto("/admin/reviews/criteria");
  await expect(s.getByTestId("criterion-row").first()).toBeVisible();
  await noHorizontalOverflow(s, "review criteria (ar, 390)");
  await shot(s, "admin-review-criteria");

  // 4. The customer's avatar: uploaded on the profile page, shown in the header.
  const c = customer.page;
  await c.setViewportSize(DESKTOP);
  await c.goto("/en/account/profile");
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a7a5a" } })
    .png()
    .toBuffer();
  await c.getByTestId("avatar-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(c.getByTestId("avatar-preview")).toBeVisible({ timeout: 60_000 });
  await expect(c.getByTestId("header-avatar")).toBeVisible({ timeout: 30_000 });
  await c.setViewportSize(PHONE);
  await c.goto("/account/profile");
  // On a phone the account menu (and its avatar) sits behind the menu button.
  await expect(c.getByTestId("avatar-preview")).toBeVisible();
  await expect(c.getByTestId("header-avatar")).toHaveCount(1);
  await noHorizontalOverflow(c, "profile with avatar (ar, 390)");
  await shot(c, "account-avatar");
  await c.getByTestId("avatar-remove").click();
  await expect(c.getByTestId("avatar-preview")).toHaveCount(0);

  expect(missingMessages).toEqual([]);
  for (const who of [customer, vendorA, vendorB, ops, superAdmin]) await who.context.close();
});
