import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { DESKTOP, PHONE, json, shot } from "./support/pages";
import { subcategoryId } from "./support/bookings";

// The customer edits an event on a phone in Arabic and reads
// its time, location and notes; the vendor answering the RFQ reads them on its
// copy, on desktop in English. Screenshots go to SHOTS_DIR.

const CATEGORY = "wedding-halls"; // one of vendor@demo.kw's (al-raya-hall) categories

test("an edited event's time, location and notes reach the customer's page and the vendor's copy of the RFQ", async ({ browser }) => {
  test.setTimeout(90_000);
  const customer = (await signedIn(browser, "customer@demo.kw", { viewport: PHONE })).page;
  const vendor = (await signedIn(browser, "vendor@demo.kw", { viewport: DESKTOP })).page;
  const vendorId = (await json<{ id: string }>(vendor.request.get("/api/v1/vendors/me"))).id;
  const categoryId = await subcategoryId(customer.request, CATEGORY);
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const event = await json<{ id: string }>(
    customer.request.post("/api/v1/events", { data: { title: "عرس سارة Sara's wedding", event_type: "wedding", event_date: date } }),
    201,
  );
  const rfq = await json<{ id: string }>(
    customer.request.post("/api/v1/rfqs", {
      data: { event_id: event.id, category_id: categoryId, description: "قاعة لحفل زفاف لـ 200 ضيف مع الضيافة.", vendor_ids: [vendorId], publish: true },
    }),
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
