import type { PrismaClient } from "../../server/core/db/generated/client";
import { newId } from "../../server/core/ids";

// A few inbox rows for the demo customer and vendor owner, so the bell and
// the inbox have something to show on a fresh .data. Written directly (no
// NotificationCreated event: nothing is pushed or emailed). Only for an
// account whose inbox is empty, so a restart adds nothing.

const HOUR = 3_600_000;

type DemoRow = { kind: string; entity: [string, string]; params: Record<string, string | number>; hoursAgo: number; read?: boolean };

const customerRows: DemoRow[] = [
  { kind: "refund.processed", entity: ["booking", "demo-booking-1"], params: { amount: "45.500 KWD", booking_ref: "BK-20417", method: "knet" }, hoursAgo: 72, read: true },
  { kind: "booking.confirmed", entity: ["booking", "demo-booking-2"], params: { booking_ref: "BK-20433", event_date: "2026-12-18" }, hoursAgo: 26, read: true },
  { kind: "quote.received", entity: ["quotation", "demo-quote-1"], params: { vendor_name: "Layali Events", rfq_title: "Wedding kosha", amount: "1,250.000 KWD" }, hoursAgo: 5 },
  { kind: "message.received", entity: ["conversation", "demo-conversation-1"], params: { sender_name: "Layali Events", preview: "The 18th is free; shall I hold it for you?" }, hoursAgo: 1 },
];

const vendorRows: DemoRow[] = [
  { kind: "subscription.renewal_reminder", entity: ["subscription", "demo-subscription"], params: { plan_name: "Professional", expiry_date: "2026-12-31", days_left: 7, amount: "45.000 KWD" }, hoursAgo: 30, read: true },
  { kind: "rfq.received", entity: ["rfq", "demo-rfq-1"], params: { rfq_title: "Wedding kosha", customer_name: "Noura", event_date: "2026-12-18" }, hoursAgo: 6 },
  { kind: "message.received", entity: ["conversation", "demo-conversation-1"], params: { sender_name: "Noura", preview: "Is the 18th of December free?" }, hoursAgo: 2 },
];

export async function seedDemoNotifications(db: PrismaClient, customerId: string | undefined, vendorOwnerId: string | undefined): Promise<void> {
  const at = Date.now();
  for (const [userId, rows] of [[customerId, customerRows], [vendorOwnerId, vendorRows]] as const) {
    if (!userId || (await db.notification.count({ where: { userId } })) > 0) continue;
    // Oldest first, so ids (time-ordered) follow created_at.
    for (const row of [...rows].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const createdAt = new Date(at - row.hoursAgo * HOUR);
      await db.notification.create({
        data: {
          id: newId(),
          userId,
          kind: row.kind,
          entityType: row.entity[0],
          entityId: row.entity[1],
          params: row.params,
          readAt: row.read ? new Date(createdAt.getTime() + HOUR) : null,
          createdAt,
        },
      });
    }
  }
}
