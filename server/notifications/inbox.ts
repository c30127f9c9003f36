import { z } from "zod";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Notification } from "../core/db/generated/client";
import { cursorPage, decodeCursor } from "../core/http/query";
import type { Locale } from "../core/i18n";
import { isNotificationKind } from "./kinds";
import type { NotificationParams } from "./params";
import { renderNotification } from "./templates";

// The in-app inbox: the caller's notifications, newest first, rendered in the
// caller's language, with the unread count; marking read.

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    entity: z.object({ type: z.string(), id: z.string() }),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Notification" });

export const inboxQuery = z.strictObject({
  cursor: z.string().max(200).optional().meta({ description: "Opaque, from `meta.next_cursor`." }),
  limit: z.coerce.number().int().min(1).max(50).default(20).meta({ description: "1-50, default 20." }),
});

export function notificationView(n: Notification, locale: Locale) {
  const params = (n.params ?? {}) as NotificationParams;
  const text = isNotificationKind(n.kind) ? renderNotification(n.kind, locale, params) : { title: n.kind, body: "" };
  return {
    id: n.id,
    kind: n.kind,
    title: text.title,
    body: text.body,
    entity: { type: n.entityType, id: n.entityId },
    read_at: n.readAt?.toISOString() ?? null,
    created_at: n.createdAt.toISOString(),
  };
}

export async function listNotifications(userId: string, locale: Locale, query: z.infer<typeof inboxQuery>) {
  const after = decodeCursor(query.cursor, z.object({ id: z.string().max(64) }));
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId, ...(after ? { id: { lt: after.id } } : {}) },
      orderBy: { id: "desc" },
      take: query.limit + 1,
    }),
    db.notification.count({ where: { userId, readAt: null } }),
  ]);
  const page = cursorPage(rows, query.limit, (n) => ({ id: n.id }));
  const items = page.items.map((n) => notificationView(n, locale));
  return { items, next_cursor: page.next_cursor, unread_count: unread };
}

export const markReadBody = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).max(200).optional().meta({ description: "Notifications to mark read; absent = all of the caller's." }),
});

/** Marks the caller's notifications read (all, or the given ids; ids of other users or unknown ids are ignored). */
export async function markRead(userId: string, ids: string[] | undefined): Promise<number> {
  const res = await db.notification.updateMany({
    where: { userId, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { readAt: now() },
  });
  return res.count;
}
