import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { notificationHref } from "./links";
import { timeAgo } from "./time-ago";

const customer = { activeContext: "customer", customer: true, vendor: false };
const conversation = { entity: { type: "conversation", id: "01J0000000000000000000000A" } };

describe("where a notification leads", () => {
  it("opens a conversation's thread on the side the person works in", () => {
    expect(notificationHref(conversation, customer)).toBe("/account/messages/01J0000000000000000000000A");
    expect(notificationHref(conversation, { activeContext: "vendor:V1", customer: true, vendor: true })).toBe("/vendor/messages/01J0000000000000000000000A");
    expect(notificationHref(conversation, { activeContext: "customer", customer: false, vendor: true })).toBe("/vendor/messages/01J0000000000000000000000A");
  });

  it("opens an RFQ or booking on the side the notice was written for", () => {
    expect(notificationHref({ kind: "quote.received", entity: { type: "rfq", id: "R1" } }, customer)).toBe("/account/rfqs/R1");
    expect(notificationHref({ kind: "rfq.received", entity: { type: "rfq", id: "R1" } }, customer)).toBe("/vendor/rfqs/R1");
    expect(notificationHref({ kind: "quote.countered", entity: { type: "rfq", id: "R1" } }, null)).toBe("/vendor/rfqs/R1");
    expect(notificationHref({ kind: "booking.pending_payment", entity: { type: "booking", id: "B1" } }, customer)).toBe("/account/bookings/B1");
    expect(notificationHref({ kind: "quote.accepted", entity: { type: "booking", id: "B1" } }, customer)).toBe("/vendor/bookings/B1");
  });

  it("opens a direct order on the side the notice was written for", () => {
    const vendorMember = { activeContext: "vendor:V1", customer: true, vendor: true };
    expect(notificationHref({ kind: "order.on_the_way", entity: { type: "order", id: "O1" } }, customer)).toBe("/account/orders/O1");
    expect(notificationHref({ kind: "payment.succeeded", entity: { type: "order", id: "O1" } }, customer)).toBe("/account/orders/O1");
    expect(notificationHref({ kind: "order.paid", entity: { type: "order", id: "O1" } }, customer)).toBe("/vendor/orders/O1");
    expect(notificationHref({ kind: "order.cancelled", entity: { type: "order", id: "O1" } }, customer)).toBe("/account/orders/O1");
    expect(notificationHref({ kind: "order.cancelled", entity: { type: "order", id: "O1" } }, vendorMember)).toBe("/vendor/orders/O1");
    expect(notificationHref({ kind: "review.invite", entity: { type: "order", id: "O1" } }, customer)).toBe("/account/orders/O1/review");
    expect(notificationHref({ kind: "review.reminder", entity: { type: "order", id: "O1" } }, customer)).toBe("/account/orders/O1/review");
  });

  it("opens the event's checklist from a checklist reminder", () => {
    expect(notificationHref({ kind: "planner.checklist_due", entity: { type: "event", id: "E1" } }, customer)).toBe("/account/events/E1/checklist");
  });

  it("opens the booking's review form from a review invitation or reminder", () => {
    expect(notificationHref({ kind: "review.invite", entity: { type: "booking", id: "B1" } }, customer)).toBe("/account/bookings/B1/review");
    expect(notificationHref({ kind: "review.reminder", entity: { type: "booking", id: "B1" } }, customer)).toBe("/account/bookings/B1/review");
    expect(notificationHref({ kind: "booking.completed", entity: { type: "booking", id: "B1" } }, customer)).toBe("/account/bookings/B1");
  });

  it("sends anything else to the inbox", () => {
    expect(notificationHref({ kind: "account.suspended", entity: { type: "user", id: "U1" } }, customer)).toBe("/account/notifications");
  });
});

describe("time ago", () => {
  const now = Date.parse("2026-11-24T12:00:00Z");
  it("says just now, minutes, hours and days in the page's language", () => {
    expect(timeAgo("2026-11-24T11:59:50Z", "en", now)).toBe("now");
    expect(timeAgo("2026-11-24T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(timeAgo("2026-11-24T09:00:00Z", "en", now)).toBe("3 hours ago");
    expect(timeAgo("2026-11-22T12:00:00Z", "en", now)).toBe("2 days ago");
    expect(timeAgo("2026-11-24T11:55:00Z", "ar", now)).toMatch(/دقائق/);
  });
});

describe("messages of the bell, inbox and conversations", () => {
  const keys = (tree: object, prefix = ""): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  it("has the same keys in the same order in Arabic and English", () => {
    expect(keys(ar.notifications)).toEqual(keys(en.notifications));
    expect(keys(ar.conversations)).toEqual(keys(en.conversations));
  });
});
