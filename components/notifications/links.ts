import type { Viewer } from "@/server/identity/sessions/viewer";
import type { AppNotification } from "./types";

/** Notices a vendor's members receive about RFQs, quotes and bookings (the others of those kinds go to the customer). */
const VENDOR_KINDS = new Set([
  "rfq.received",
  "rfq.cancelled",
  "quote.countered",
  "quote.requote_requested",
  "quote.not_selected",
  "quote.reopened",
  "quote.rejected",
  "quote.accepted",
  "booking.cancelled",
]);

/** Direct-order notices only the vendor's members receive; `order.cancelled` goes to the side that did not cancel. */
const VENDOR_ORDER_KINDS = new Set(["order.paid"]);

/** Notices that ask the customer to review a completed booking or order: they open the review form. */
const REVIEW_FORM_KINDS = new Set(["review.invite", "review.reminder"]);

/**
 * Where a notification leads: a conversation opens its thread (in the vendor
 * portal when the person works in a vendor context or only has the vendor
 * side); an RFQ, booking or direct-order notice opens it on the side it was
 * written for (the vendor's copy or the customer's page); anything else the inbox.
 */
export function notificationHref(
  notification: Pick<AppNotification, "entity"> & Partial<Pick<AppNotification, "kind">>,
  viewer: Pick<Viewer, "activeContext" | "customer" | "vendor"> | null,
): string {
  const { type, id } = notification.entity;
  const ref = encodeURIComponent(id);
  const vendorSide = viewer ? viewer.activeContext.startsWith("vendor:") || (viewer.vendor && !viewer.customer) : false;
  if (type === "conversation") {
    return `${vendorSide ? "/vendor" : "/account"}/messages/${ref}`;
  }
  if (type === "order" && REVIEW_FORM_KINDS.has(notification.kind ?? "")) return `/account/orders/${ref}/review`;
  if (type === "order") {
    const forVendorSide = VENDOR_ORDER_KINDS.has(notification.kind ?? "") || (notification.kind === "order.cancelled" && vendorSide);
    return `${forVendorSide ? "/vendor" : "/account"}/orders/${ref}`;
  }
  const forVendor = VENDOR_KINDS.has(notification.kind ?? "");
  if (type === "rfq") return `${forVendor ? "/vendor" : "/account"}/rfqs/${ref}`;
  if (type === "booking" && REVIEW_FORM_KINDS.has(notification.kind ?? "")) return `/account/bookings/${ref}/review`;
  if (type === "booking") return forVendor ? `/vendor/bookings/${ref}` : `/account/bookings/${ref}`;
  if (type === "event" && notification.kind === "planner.checklist_due") return `/account/events/${ref}/checklist`;
  if (type === "webhook_endpoint") return "/vendor/webhooks";
  if (type === "partner_webhook_endpoint") return "/admin/webhooks";
  return "/account/notifications";
}
