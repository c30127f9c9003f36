import { randomUUID } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { DESKTOP, PHONE, json, shot } from "./support/pages";
import { subcategoryId } from "./support/bookings";

// The vendor's home (docs/decisions.md "Vendor home"): the to-do list first. The admins'
// homes (Finance, content moderator, Super Admin) and the refund queue are
// walked in e2e/journeys/admins.spec.ts.

const CATEGORY = "wedding-halls"; // one of the demo vendor's categories

const kuwaitDate = (inDays: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date(Date.now() + inDays * 86_400_000));

/** The demo customer asks the demo vendor for a quote (event in `inDays` days); returns the RFQ and the two signed-in pages. */
async function rfqToDemoVendor(browser: Browser, title: string, inDays: number) {
  const customer = (await signedIn(browser, "customer@demo.kw")).page;
  const vendor = (await signedIn(browser, "vendor@demo.kw")).page;
  const cr = customer.request;
  const vendorId = (await json<{ id: string }>(vendor.request.get("/api/v1/vendors/me"))).id;
  const categoryId = await subcategoryId(cr, CATEGORY);
  const date = kuwaitDate(inDays);
  const event = await json<{ id: string }>(cr.post("/api/v1/events", { data: { title, event_type: "wedding", event_date: date } }), 201);
  const rfq = await json<{ id: string }>(
    cr.post("/api/v1/rfqs", {
      data: {
        event_id: event.id,
        category_id: categoryId,
        description: `${title}: hall for 80 guests.`,
        vendor_ids: [vendorId],
        needed_by_date: date,
        publish: true,
      },
    }),
    201,
  );
  return { customer, vendor, rfq };
}

test("Vendor: the home starts with the to-do list (a new quote request to answer) and states the period of its figures", async ({ browser }) => {
  const tag = randomUUID().slice(0, 6);
  const title = `To-do check ${tag}`;
  const { vendor } = await rfqToDemoVendor(browser, title, 30);
  for (const [prefix, viewport, messages] of [
    ["/en", DESKTOP, en],
    ["", PHONE, ar],
  ] as const) {
    await vendor.setViewportSize(viewport);
    await vendor.goto(`${prefix}/vendor`);
    const todo = vendor.getByTestId("vendor-todo");
    await expect(todo.getByRole("heading", { level: 2 })).toHaveText(messages.homes.vendor.todoTitle);
    await expect(todo.getByTestId("todo-rfqs")).not.toHaveAttribute("data-count", "0");
    await expect(vendor.getByTestId("figures-period")).toBeVisible();
    await shot(vendor, `vendor-home-${prefix ? "en" : "ar"}`);
  }
  // The to-do list comes before the figures; the new request is in the inbox the to-do list links to.
  const order = await vendor.evaluate(() => {
    const todo = document.querySelector('[data-testid="vendor-todo"]')!;
    const figures = document.querySelector('[data-testid="vendor-figures"]')!;
    return todo.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
  await vendor.goto("/en/vendor/rfqs");
  await expect(vendor.getByRole("link", { name: title })).toBeVisible();
});
