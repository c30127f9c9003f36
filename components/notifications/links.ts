import type { Viewer } from "@/server/identity/viewer";
import type { AppNotification } from "./types";

/**
 * Where a notification leads: a conversation opens its thread (in the vendor
 * portal when the person works in a vendor context or only has the vendor
 * side), anything else the inbox for now.
 */
export function notificationHref(notification: Pick<AppNotification, "entity">, viewer: Pick<Viewer, "activeContext" | "customer" | "vendor"> | null): string {
  const { type, id } = notification.entity;
  if (type === "conversation") {
    const vendorSide = viewer ? viewer.activeContext.startsWith("vendor:") || (viewer.vendor && !viewer.customer) : false;
    return `${vendorSide ? "/vendor" : "/account"}/messages/${encodeURIComponent(id)}`;
  }
  return "/account/notifications";
}
