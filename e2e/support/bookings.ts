import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signedIn } from "./accounts";
import { json } from "./pages";

// Common journeys around a booking: set one up by API (event, RFQ to one
// vendor, the vendor's quotation, accepted) and pay its deposit on the
// sandbox hosted page.

/** Both sides of a booking set up by API: the demo customer and the demo vendor's owner signed in, and the vendor's id. */
export async function demoBookingSides(browser: Browser, options: { missingMessages?: string[] } = {}) {
  const customer = await signedIn(browser, "customer@demo.kw", options);
  const vendor = await signedIn(browser, "vendor@demo.kw", options);
  const vendorId = (await json<{ id: string }>(vendor.page.request.get("/api/v1/vendors/me"))).id;
  return { customer, vendor, vendorId };
}

/** The id of a subcategory (e.g. "wedding-halls", one of the demo vendor's) by its slug. */
export async function subcategoryId(request: APIRequestContext, slug: string): Promise<string> {
  const categories = await json<{ children?: { id: string; slug: string }[] }[]>(request.get("/api/v1/categories"));
  const found = categories.flatMap((c) => c.children ?? []).find((c) => c.slug === slug);
  if (!found) throw new Error(`no subcategory ${slug}`);
  return found.id;
}

export type BookingSetup = {
  vendorId: string;
  categoryId: string;
  /** The event's and the RFQ's date, and so the booking's service date (YYYY-MM-DD). */
  date: string;
  eventTitle: string;
  description: string;
  item: { description: string; unit_price: string };
  notes?: string;
};

/** A confirmed-by-quote booking of the customer (`customer` request) with the vendor (`vendor` request, signed in as its owner). */
export async function acceptedQuoteBooking(customer: APIRequestContext, vendor: APIRequestContext, setup: BookingSetup) {
  const event = await json<{ id: string }>(
    customer.post("/api/v1/events", { data: { title: setup.eventTitle, event_type: "wedding", event_date: setup.date } }),
    201,
  );
  const rfq = await json<{ id: string }>(
    customer.post("/api/v1/rfqs", {
      data: {
        event_id: event.id,
        category_id: setup.categoryId,
        description: setup.description,
        vendor_ids: [setup.vendorId],
        needed_by_date: setup.date,
        publish: true,
      },
    }),
    201,
  );
  const items = [{ ...setup.item, quantity: 1 }];
  const quote = await json<{ id: string }>(
    vendor.post("/api/v1/quotations", { data: { rfq_id: rfq.id, items, ...(setup.notes ? { notes: setup.notes } : {}) } }),
    201,
  );
  return (
    await json<{ booking: { id: string; reference: string; service_date: string } }>(customer.post(`/api/v1/quotations/${quote.id}/accept`, { data: {} }), 201)
  ).booking;
}

/** The customer pays the booking's deposit with KNET on the sandbox hosted page (the page then returns to the payment). */
export async function payDepositWithKnet(page: Page, bookingId: string): Promise<void> {
  await page.goto(`/account/bookings/${bookingId}`);
  await page.getByTestId("pay-deposit").click();
  await expect(page).toHaveURL(/\/sandbox-pay\/[\w-]+$/);
  await page.getByTestId("method-knet").check();
  await page.getByTestId("sandbox-pay").click();
}
