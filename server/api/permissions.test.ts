import { describe, expect, it } from "vitest";
import { allEndpoints } from "@/server/api/registry";
import type { AnyEndpoint } from "@/server/core/http/endpoint";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { isCustomerPermission } from "@/server/identity/roles";
import { bookedRfq, customerQuoteApi } from "@/server/test/bookings";
import { categoryId, kuwaitCity } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { depositBody, paymentApi } from "@/server/test/payment-api";
import { goodReview, reviewApi } from "@/server/test/review-api";
import { completedBooking } from "@/server/test/reviews";
import { eventOf, quotedRfq, quotingVendor } from "@/server/test/rfqs";

// Admin accounts do not act as customers (docs/decisions.md "Admin accounts
// and customer endpoints"): every customer endpoint names its customer
// permission in the endpoint contract, which only a customer grant gives
// (the Super Admin's "*" does not cover it).

const label = (e: AnyEndpoint) => `${e.method} ${e.path}`;

/** Customer-only operations, by path (and method where a path is shared). */
const CUSTOMER_ONLY: { path: RegExp; methods?: string[] }[] = [
  { path: /^\/events(\/|$)/ },
  { path: /^\/rfqs(\/\{id\}(\/(publish|cancel))?)?$/ },
  { path: /^\/rfqs\/\{id\}\/quotations$/ },
  { path: /^\/rfqs\/vendor-availability$/ },
  { path: /^\/quotation-requests(\/|$)/ },
  { path: /^\/(quotations\/\{id\}|quotes\/\{quoteId\})\/(accept|reject)$/ },
  { path: /^\/quotes\/\{quoteId\}\/(counter|request-requote)$/ },
  { path: /^\/(me\/)?favorites(\/|$)/ },
  { path: /^\/bookings\/\{id\}\/(cancel|refund-request|review)$/ },
  { path: /^\/reviews$/, methods: ["POST"] },
  { path: /^\/reviews\/\{id\}$/, methods: ["PATCH", "DELETE"] },
  { path: /^\/reviews\/\{id\}\/(submit|appeal)$/ },
  { path: /^\/me\/reviews$/ },
  { path: /^\/payments$/, methods: ["POST"] },
  { path: /^\/wallet\/top-ups$/, methods: ["POST"] },
  { path: /^\/orders(\/\{id\}(\/(cancel|review|tip))?)?$/ },
];

/**
 * Signed-in endpoints that are not customer-only, and why: each use case
 * decides per caller (404 for what is not theirs), so a new signed-in
 * endpoint has to be placed in one list or the other.
 */
const NOT_CUSTOMER_ONLY: { path: RegExp; methods?: string[]; why: string }[] = [
  { path: /^\/admin\//, why: "staff: an admin permission" },
  { path: /^\/(vendor|vendors\/me|subscriptions)(\/|$)/, why: "vendor context: a vendor permission for the vendor" },
  { path: /^\/vendors$/, why: "anyone applies to list a business" },
  { path: /^\/vendors\/invitations\/accept$/, why: "an invited team member, whatever their account" },
  { path: /^\/vendors\/\{id\}\/(ledger|settlements|preview-placement)/, why: "the vendor's members or Finance" },
  { path: /^\/(me|auth)(\/|$)/, why: "the caller's own account, any account type" },
  { path: /^\/(notifications|media|conversations)(\/|$)/, why: "every account type has them" },
  { path: /^\/bookings(\/\{id\})?$/, methods: ["GET"], why: "the customer's own, or the vendor's in a vendor context" },
  { path: /^\/quotations(\/\{id\})?$/, methods: ["POST", "PATCH"], why: "the vendor's quotation (catalog shape)" },
  { path: /^\/reviews\/\{id\}$/, methods: ["GET"], why: "published for anyone; author and moderators see the rest" },
  { path: /^\/(reviews|review-replies)\/\{id\}\/(reply|report)$/, why: "vendor replies; anyone reports" },
  { path: /^\/review-replies\/\{id\}$/, why: "the vendor's reply" },
  { path: /^\/payments(\/|$)/, why: "payer or the paid vendor: deposits check payment.pay, plans subscription.pay (payables.ts)" },
  { path: /^\/wallet$/, methods: ["GET"], why: "the caller's own wallet (zero for anyone who never had one)" },
  { path: /^\/(refunds|invoices|sandbox)(\/|$)/, why: "the payer (a customer or a vendor paying its plan), the vendor, or staff" },
];

const matches = (rule: { path: RegExp; methods?: string[] }, e: AnyEndpoint) => rule.path.test(e.path) && (!rule.methods || rule.methods.includes(e.method));

describe("customer permissions in the endpoint contract", () => {
  it("every customer-only endpoint declares a customer permission", () => {
    const customerOnly = allEndpoints().filter((e) => CUSTOMER_ONLY.some((rule) => matches(rule, e)));
    expect(customerOnly.length).toBeGreaterThan(40);
    const missing = customerOnly.filter((e) => !e.permission || !isCustomerPermission(e.permission)).map(label);
    expect(missing).toEqual([]);
  });

  it("every other signed-in endpoint without a permission is listed with the reason it is not customer-only", () => {
    const unplaced = allEndpoints()
      .filter((e) => e.auth === "user" && !e.permission)
      .filter((e) => !CUSTOMER_ONLY.some((rule) => matches(rule, e)) && !NOT_CUSTOMER_ONLY.some((rule) => matches(rule, e)))
      .map(label);
    expect(unplaced).toEqual([]);
  });

  it("no endpoint outside the customer-only list asks for a customer permission (staff would be refused)", () => {
    const stray = allEndpoints()
      .filter((e) => e.permission && isCustomerPermission(e.permission))
      .filter((e) => !CUSTOMER_ONLY.some((rule) => matches(rule, e)))
      .map(label);
    expect(stray).toEqual([]);
  });
});

describe("staff accounts cannot act as customers (over HTTP)", () => {
  const customerOnly = (locale: "ar" | "en") => translate(locale, "api.errors.customer_only");

  function expectRefused(res: { status: number; json: { error: { code: string; message: string } } }, locale: "ar" | "en" = "en") {
    expect(res.status, JSON.stringify(res.json)).toBe(403);
    expect(res.json.error.code).toBe("FORBIDDEN");
    expect(res.json.error.message).toBe(customerOnly(locale));
  }

  it("a Super Admin cannot create an event or an RFQ, even for an event of their own; the message is in their language", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const city = await kuwaitCity();
    const eventBody = { title: "Staff party", event_type: "corporate", event_date: "2031-03-01", guests_expected: 40, city_id: city.cityId };
    expectRefused(await call("/events", { method: "POST", headers: auth(admin.token), body: eventBody }));
    expectRefused(await call("/events", { method: "POST", headers: auth(admin.token, "ar"), body: eventBody }), "ar");
    expect(customerOnly("ar")).not.toBe(customerOnly("en"));
    expect(await db.event.count({ where: { customerUserId: admin.id } })).toBe(0);

    const event = await eventOf(admin.id);
    const { vendor } = await quotingVendor();
    const rfqBody = {
      event_id: event.id,
      category_id: await categoryId("photography"),
      description: "Full-day coverage of the staff party, with an album.",
      budget_min: "300.000",
      budget_max: "600.000",
      vendor_ids: [vendor.id],
      publish: true,
    };
    expectRefused(await call("/rfqs", { method: "POST", headers: auth(admin.token), body: rfqBody }));
    expect(await db.rfq.count({ where: { customerUserId: admin.id } })).toBe(0);
  });

  it("a Super Admin cannot accept a quote on an RFQ of their own: no booking is made", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const { rfq, event, quotes } = await quotedRfq();
    await db.event.update({ where: { id: event.id }, data: { customerUserId: admin.id } });
    await db.rfq.update({ where: { id: rfq.id }, data: { customerUserId: admin.id } });
    expectRefused(await customerQuoteApi(admin.token).acceptCatalog(quotes[0].id));
    expectRefused(await customerQuoteApi(admin.token).acceptModule(quotes[1].id));
    expect(await db.booking.count({ where: { rfqId: rfq.id } })).toBe(0);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quotes[0].id } })).status).toBe("submitted");
  });

  it("an Operations admin cannot pay a booking's deposit, even one made out to them: no payment is started", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { bookingId } = await bookedRfq();
    await db.booking.update({ where: { id: bookingId }, data: { customerUserId: admin.id } });
    expectRefused(await paymentApi(admin.token).pay(depositBody(bookingId)));
    expect(await db.payment.count({ where: { payableId: bookingId } })).toBe(0);
  });

  it("a Super Admin cannot review a completed booking made out to them: no review is written", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const { booking } = await completedBooking();
    await db.booking.update({ where: { id: booking.id }, data: { customerUserId: admin.id } });
    expectRefused(await reviewApi(admin.token).reviewBooking(booking.id, goodReview));
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(0);
  });
});
