"use client";

import { useTranslations } from "next-intl";
import { useApiQuery } from "@/components/ui/use-api";

/**
 * The unread notifications' count beside "Notifications" in an area's menu (`dot`: only a dot,
 * on the phone's "More" that holds it). It reads the header bell's query (the same path and
 * limit as useLatestNotifications in components/notifications/use-notifications.ts), so it
 * sends no request of its own: the bell's polling keeps it current. The link's name stays
 * "Notifications"; `id` carries the count as the link's description (aria-describedby).
 */
export function NavUnread({ id, dot = false }: { id: string; dot?: boolean }) {
  const t = useTranslations("notifications.bell");
  const latest = useApiQuery("/notifications", { query: { limit: 8 } }, { staleTime: 10_000 });
  const unread = latest.data?.meta.unread_count ?? 0;
  if (unread === 0) return null;
  return (
    <>
      <span className={dot ? "area-nav__dot" : "area-nav__badge"} aria-hidden="true" data-testid="nav-unread">
        {dot ? null : unread > 99 ? "99+" : unread}
      </span>
      <span id={id} hidden>
        {t("labelUnread", { count: unread })}
      </span>
    </>
  );
}
