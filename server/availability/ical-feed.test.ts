import { afterEach, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { resetPaymentDeps } from "@/server/payments/deps";
import { bookingApi, bookedRfq } from "@/server/test/bookings";
import { vendorMember } from "@/server/test/fixtures";
import { call, freshIp, serve } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { dayIn as orderDayIn, orderableVendor, ordersApi, payOrder, placedOrder } from "@/server/test/orders";
import { quotingVendor } from "@/server/test/rfqs";
import { isoDay, vendorDays } from "./calendar";

// The vendor's private iCal feed (docs/availability.md "iCal"): bookings,
// direct orders and blocked days as all-day events, nothing of the customer,
// a revocable URL.

const DAY = 86_400_000;
const dayIn = (days: number) => isoDay(new Date(kuwaitDay(now()).getTime() + days * DAY));
const compact = (iso: string) => iso.replaceAll("-", "");
const nextIso = (iso: string) => isoDay(new Date(new Date(`${iso}T00:00:00Z`).getTime() + DAY));

function feedApi(token: string) {
  const headers = auth(token);
  return {
    create: () => call("/vendors/me/calendar/feed", { method: "POST", headers }),
    revoke: () => call("/vendors/me/calendar/feed", { method: "DELETE", headers }),
    status: () => call("/vendors/me/calendar/ical", { headers }),
    block: (date: string, note?: string) =>
      call("/vendors/me/calendar/exceptions", { method: "POST", headers, body: { kind: "blocked", starts_on: date, ends_on: date, note } }),
  };
}

/** GETs a feed URL the way a calendar app does (no session, text/calendar back). */
async function fetchFeed(url: string, locale: "ar" | "en" = "en") {
  const path = new URL(url).pathname;
  const request = new Request(`http://localhost${path}`, { headers: { "x-forwarded-for": freshIp(), "accept-language": locale } });
  const response = await serve(request);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The VEVENT blocks of an iCal text, unfolded. */
function events(text: string): string[] {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  return unfolded
    .split("BEGIN:VEVENT")
    .slice(1)
    .map((e) => e.split("END:VEVENT")[0]);
}

describe("the private iCal feed", () => {
  it("lists a held booking and a blocked day as all-day events, without the customer or the private note", async () => {
    const { vendors, buyer, booking } = await bookedRfq();
    const owner = vendors[0].owner;
    const api = feedApi(owner.token);
    const blockedDay = dayIn(20);
    expect((await api.block(blockedDay, "Cousin's wedding")).status).toBe(201);
    const created = await api.create();
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data.url).toMatch(/\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await fetchFeed(created.json.data.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const all = events(feed.text);
    const date = isoDay(booking.serviceDate);
    const held = all.find((e) => e.includes(booking.reference));
    expect(held).toBeDefined();
    expect(held).toContain(`DTSTART;VALUE=DATE:${compact(date)}`);
    expect(held).toContain(`DTEND;VALUE=DATE:${compact(nextIso(date))}`);
    const block = all.find((e) => e.includes(`DTSTART;VALUE=DATE:${compact(blockedDay)}`));
    expect(block).toContain("SUMMARY:Blocked");
    expect(block).toContain(`DTEND;VALUE=DATE:${compact(nextIso(blockedDay))}`);
    const customer = await db.user.findUniqueOrThrow({ where: { id: buyer.id } });
    for (const secret of [customer.firstName, customer.lastName, customer.email, "Cousin"]) {
      if (secret) expect(feed.text).not.toContain(secret);
    }
    expect((await api.status()).json.data.feed).not.toBeNull();
  });

  it("leaves out a cancelled booking", async () => {
    const { vendors, buyer, booking } = await bookedRfq();
    const api = feedApi(vendors[0].owner.token);
    const url = (await api.create()).json.data.url;
    expect(events((await fetchFeed(url)).text).some((e) => e.includes(booking.reference))).toBe(true);
    expect((await bookingApi(buyer.token).cancel(booking.id)).status).toBe(200);
    expect((await fetchFeed(url)).text).not.toContain(booking.reference);
  });

  it("stops answering an old URL once rotated or revoked, and audits each step", async () => {
    const { vendor, owner } = await quotingVendor();
    const api = feedApi(owner.token);
    const first = (await api.create()).json.data.url;
    expect((await fetchFeed(first)).status).toBe(200);
    const second = (await api.create()).json.data.url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    expect((await api.revoke()).status).toBe(204);
    expect((await fetchFeed(second)).status).toBe(404);
    expect((await api.revoke()).status).toBe(404);
    expect((await api.status()).json.data.feed).toBeNull();
    const stored = await db.vendorCalendarFeed.count({ where: { tokenHash: second.split("/").pop()!.replace(".ics", "") } });
    expect(stored).toBe(0);
    const audit = await db.auditLog.findMany({ where: { entityId: vendor.id, action: { startsWith: "vendor.calendar.feed" } }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["vendor.calendar.feed_created", "vendor.calendar.feed_rotated", "vendor.calendar.feed_revoked"]);
  });

  it("keeps only the token's hash, shows each vendor only its own days, and answers 404 to a made-up token", async () => {
    const a = await bookedRfq();
    const b = await quotingVendor();
    const urlA = (await feedApi(a.vendors[0].owner.token).create()).json.data.url as string;
    const urlB = (await feedApi(b.owner.token).create()).json.data.url as string;
    const tokenA = urlA.split("/").pop()!.replace(".ics", "");
    expect(await db.vendorCalendarFeed.count({ where: { tokenHash: tokenA } })).toBe(0);
    expect(await db.vendorCalendarFeed.count({ where: { vendorId: a.vendors[0].vendor.id } })).toBe(1);
    expect((await fetchFeed(urlB)).text).not.toContain(a.booking.reference);
    expect((await fetchFeed(urlA.replace(tokenA, "x".repeat(43)))).status).toBe(404);
  });

  it("is the owner's: staff cannot create, rotate or revoke it", async () => {
    const { vendor, owner } = await quotingVendor();
    const staff = await vendorMember(vendor.id, "vendor_staff");
    expect((await feedApi(staff.token).create()).status).toBe(403);
    expect((await feedApi(owner.token).create()).status).toBe(201);
    expect((await feedApi(staff.token).revoke()).status).toBe(403);
    expect((await feedApi(staff.token).status()).status).toBe(403);
  });
});

describe("direct orders in the private iCal feed", () => {
  afterEach(() => resetPaymentDeps());

  it("lists every order that holds the day, as a booking is listed, with a stable UID and nothing of the customer; cancelled and declined ones drop out", async () => {
    registerEventHandlers();
    // A saved plan of 3 a day: the three orders of one day fit (the default is one a day).
    const { owner, pkg } = await orderableVendor({ mode: "full", price: "150.000", capacity: 3 });
    const date = orderDayIn(12);
    const customer = await signedIn({ firstName: "Munira", lastName: "Alsabah" });
    const placed = await placedOrder(pkg.id, { customer, overrides: { date, time: "18:30", notes: "Gate code 4471" } });
    const declined = await placedOrder(pkg.id, { overrides: { date } });
    const cancelled = await placedOrder(pkg.id, { overrides: { date } });
    const accepted = await placedOrder(pkg.id, { overrides: { date: orderDayIn(13), time: "09:00" } });
    await payOrder(accepted.customer, accepted.orderId);
    const vendor = ordersApi(owner);
    expect((await vendor.accept(accepted.orderId)).status).toBe(200);

    const url = (await feedApi(owner.token).create()).json.data.url as string;
    const first = await fetchFeed(url);
    expect(first.status).toBe(200);
    const orderEvent = (text: string, orderId: string) => events(text).find((e) => e.includes(`UID:order-${orderId}@calendar`));
    for (const o of [placed, declined, cancelled, accepted]) expect(orderEvent(first.text, o.orderId), o.order.reference).toBeDefined();
    const held = orderEvent(first.text, placed.orderId)!;
    expect(held).toContain(`DTSTART;VALUE=DATE:${compact(date)}`);
    expect(held).toContain(`DTEND;VALUE=DATE:${compact(nextIso(date))}`);
    expect(held).toContain(`SUMMARY:Order ${placed.order.reference} · Two-hour shoot · 18:30`);
    expect(orderEvent(first.text, accepted.orderId)).toContain(`SUMMARY:Order ${accepted.order.reference} · Two-hour shoot · 09:00`);
    // Nothing of the customer: no name, email, phone, address or notes; no amounts.
    const row = await db.user.findUniqueOrThrow({ where: { id: customer.id } });
    for (const secret of [row.firstName, row.lastName, row.email, row.phone, "Block 4", "Gate code", "150.000"]) {
      if (secret) expect(first.text).not.toContain(secret);
    }
    // The vendor's language: the Arabic feed names the package as ordered in Arabic.
    expect(orderEvent((await fetchFeed(url, "ar")).text, placed.orderId)).toContain(`SUMMARY:الطلب ${placed.order.reference} · باقة الساعتين · 18:30`);
    // The UID stays the same from one fetch to the next (calendar apps update the event instead of adding one).
    expect(orderEvent((await fetchFeed(url)).text, placed.orderId)).toContain(`UID:order-${placed.orderId}@calendar`);

    expect((await vendor.decline(declined.orderId)).status).toBe(200);
    expect((await ordersApi(cancelled.customer).cancel(cancelled.orderId)).status).toBe(200);
    const after = await fetchFeed(url);
    expect(after.text).not.toContain(declined.order.reference);
    expect(after.text).not.toContain(cancelled.order.reference);
    expect(orderEvent(after.text, placed.orderId)).toBeDefined();
    expect(orderEvent(after.text, accepted.orderId)).toBeDefined();
  });

  it("lists exactly the orders the vendor calendar counts on the day", async () => {
    const { owner, vendor, pkg } = await orderableVendor({ capacity: 2 });
    const date = orderDayIn(15);
    const kept = await placedOrder(pkg.id, { overrides: { date } });
    const dropped = await placedOrder(pkg.id, { overrides: { date } });
    expect((await ordersApi(dropped.customer).cancel(dropped.orderId)).status).toBe(200);
    const [day] = await vendorDays(vendor.id, date, date);
    const url = (await feedApi(owner.token).create()).json.data.url as string;
    const listed = events((await fetchFeed(url)).text)
      .map((e) => /UID:order-([0-9A-Z]+)@calendar/.exec(e)?.[1])
      .filter(Boolean);
    expect(listed).toEqual(day.bookings.map((b) => b.id));
    expect(listed).toEqual([kept.orderId]);
  });
});
